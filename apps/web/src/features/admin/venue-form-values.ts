import { zodResolver } from '@hookform/resolvers/zod';
import type { Control, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  DEFAULT_COUNTRY_CODE,
  DEFAULT_PLAN,
  establishmentFormSchema,
  isInBrazil,
  type AdminVenue,
  type EstablishmentFormInput,
} from '@noite/shared';

export type VenueFormOutput = z.output<typeof establishmentFormSchema>;

/**
 * The establishment form's values as the inputs hold them: the shared schema's input, with the plan empty
 * until chosen and the position as typed text (the schema coerces it to numbers).
 */
export type VenueFormValues = Omit<EstablishmentFormInput, 'plan' | 'ie' | 'phone2' | 'latitude' | 'longitude'> & {
  plan: string;
  ie: string;
  phone2: string;
  latitude: string;
  longitude: string;
};

export const emptyVenueValues = (): VenueFormValues => ({
  plan: '',
  establishmentType: [],
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: '',
  phone2: '',
  cnpj: '',
  ie: '',
  zipCode: '',
  address: '',
  fantasyName: '',
  corporateName: '',
  name: '',
  email: '',
  latitude: '',
  longitude: '',
});

/** An owner's new venue: the plan is not theirs to choose, it shows the one the server gives (decision 032). */
export const ownVenueValues = (): VenueFormValues => ({ ...emptyVenueValues(), plan: DEFAULT_PLAN });

/**
 * What the read-only form shows of a registered venue: the console's venue, or the details an owner reads of
 * their own (where the business fields are owner-only, hence optional).
 */
export type RegisteredVenue = Pick<
  AdminVenue,
  | 'establishmentType'
  | 'countryCode'
  | 'phone'
  | 'phone2'
  | 'zipCode'
  | 'address'
  | 'fantasyName'
  | 'name'
  | 'email'
  | 'latitude'
  | 'longitude'
> &
  Partial<Pick<AdminVenue, 'plan' | 'cnpj' | 'ie' | 'corporateName'>>;

/** A registered venue shown in the (read-only) form. */
export function venueValuesOf(venue: RegisteredVenue): VenueFormValues {
  return {
    plan: venue.plan ?? '',
    establishmentType: venue.establishmentType as VenueFormValues['establishmentType'],
    countryCode: venue.countryCode || DEFAULT_COUNTRY_CODE,
    phone: venue.phone,
    phone2: venue.phone2 ?? '',
    cnpj: venue.cnpj ?? '',
    ie: venue.ie ?? '',
    zipCode: venue.zipCode,
    address: venue.address,
    fantasyName: venue.fantasyName,
    corporateName: venue.corporateName ?? '',
    name: venue.name,
    email: venue.email,
    latitude: String(venue.latitude),
    longitude: String(venue.longitude),
  };
}

/**
 * A typed coordinate as the schema's number: empty is missing (not 0, a real point in the Atlantic), a decimal comma
 * is a point, and text that is no decimal stays text for the schema to refuse.
 */
function coordinate(text: string): number | string | undefined {
  const decimal = text.trim().replace(',', '.');
  if (decimal === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(decimal) ? Number(decimal) : decimal;
}

const schemaResolver = zodResolver(establishmentFormSchema);

type VenueResolver = Resolver<VenueFormValues, unknown, VenueFormOutput>;

/**
 * Validates with the shared `establishmentFormSchema` (one rule, one place). zod checks the schema's
 * position-in-Brazil refinement only once every field is valid; the form says it at once, with the same
 * shared `isInBrazil` and message, so the admin is not told about the point last.
 */
export const venueResolver: VenueResolver = async (values, context, options) => {
  const latitude = coordinate(values.latitude);
  const longitude = coordinate(values.longitude);
  // The form holds the position as text, the schema as numbers: text that is no decimal fails the schema's rule.
  const result = (await schemaResolver(
    { ...values, latitude, longitude } as EstablishmentFormInput,
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  )) as Awaited<ReturnType<VenueResolver>>;
  const [lat, lng] = [Number(latitude), Number(longitude)];
  const outside =
    values.countryCode === DEFAULT_COUNTRY_CODE &&
    latitude !== undefined &&
    longitude !== undefined &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    !isInBrazil(lat, lng);
  if (outside && Object.keys(result.errors).length > 0 && !result.errors.latitude) {
    return {
      values: {},
      errors: { ...result.errors, latitude: { type: 'custom', message: 'validation.positionOutsideBrazil' } },
    };
  }
  return result;
};

/** Both the new venue's form and a registered venue's read-only view. */
export type VenueControl = Control<VenueFormValues, unknown, VenueFormOutput>;
