import type { Selectable, SqlBool } from 'kysely';
import type { VenueDetails, VenueEvent, VenueMenuCategory } from '@noite/shared';
import type { EstablishmentRow, EventsTable, MenuCategoriesTable } from '../../db/schema.ts';
import { isoInstant, weekday } from '../../lib/time.ts';

/*
 * Rows to the contract's shapes. `privileged` is the venue's owner or an admin (see access.ts): owner-only fields
 * are added here and nowhere else.
 */

type MenuCategoryRow = Pick<
  Selectable<MenuCategoriesTable>,
  'id' | 'name' | 'name_pt' | 'logo' | 'is_active' | 'items'
>;

/**
 * An event row, with the caller's place on its list (null: not on it; else whether the owner confirmed them) and
 * the number of requests when the query counted them.
 */
export type EventRow = Selectable<EventsTable> & {
  list_accepted?: SqlBool | null;
  request_count?: string | number | bigint | null;
};

export function presentMenuCategory(row: MenuCategoryRow): VenueMenuCategory {
  return {
    _id: row.id,
    name: row.name,
    namePt: row.name_pt,
    logo: row.logo,
    isActive: row.is_active,
    items: row.items,
  };
}

/** The menu in catalogue order; visitors only ever see categories that are switched on and have something in them. */
export function presentMenu(rows: MenuCategoryRow[], privileged: boolean): VenueMenuCategory[] {
  return rows
    .filter((category) => privileged || (category.is_active && category.items.length > 0))
    .map(presentMenuCategory);
}

export function presentEvent(row: EventRow, privileged: boolean): VenueEvent {
  return {
    _id: row.id,
    eventName: row.event_name,
    eventDate: row.event_date,
    startTime: isoInstant(row.start_time),
    endTime: isoInstant(row.end_time),
    description: row.description,
    isFree: row.is_free,
    isLive: row.is_live,
    musicStyle: row.music_style,
    entry: row.entry,
    keepDescription: row.keep_description,
    eventWithList: row.event_with_list,
    isExist: row.list_accepted !== null && row.list_accepted !== undefined,
    isAccepted: Boolean(row.list_accepted),
    ...(privileged ? { requestCount: Number(row.request_count ?? 0) } : {}),
  };
}

/** A kept description (keepDescription) of an earlier event, found for the weekday of its `event_date`. */
export interface KeptDescriptionRow {
  event_date: string;
  description: string | null;
}

/**
 * One entry per day of `days`, with that day's event or null. For the owner, an empty day also carries the kept
 * description a new event there starts with (`keptDescription`, null when none; decision 039).
 */
export function presentWeek(
  days: string[],
  events: EventRow[],
  privileged: boolean,
  kept: KeptDescriptionRow[] = [],
): VenueDetails['events'] {
  const eventByDay = new Map(events.map((event) => [event.event_date, event]));
  const keptByWeekday = new Map(kept.map((row) => [weekday(row.event_date), row.description]));
  return days.map((date) => {
    const event = eventByDay.get(date);
    if (event) return { date, event: presentEvent(event, privileged) };
    return privileged
      ? { date, event: null, keptDescription: keptByWeekday.get(weekday(date)) ?? null }
      : { date, event: null };
  });
}

export function presentAbout(venue: EstablishmentRow): VenueDetails['about'] {
  return {
    text: venue.about_text,
    phone1: venue.about_phone1,
    phone2: venue.about_phone2,
    isPhone1: venue.is_phone1,
    isPhone2: venue.is_phone2,
    instagram: venue.instagram,
    facebook: venue.facebook,
  };
}

export function presentWifi(venue: EstablishmentRow): VenueDetails['wifi'] {
  return venue.wifi_name && venue.wifi_password !== null
    ? { name: venue.wifi_name, description: venue.wifi_description ?? '', password: venue.wifi_password }
    : null;
}

export function presentPayments(
  venue: EstablishmentRow,
): Pick<VenueDetails, 'creditCards' | 'debitCards' | 'meals' | 'pix' | 'picPay'> {
  return {
    creditCards: venue.credit_cards,
    debitCards: venue.debit_cards,
    meals: venue.meals,
    pix: venue.pix,
    picPay: venue.pic_pay,
  };
}

/** Business identifiers and the plan: for the venue's owner and admins only. */
function ownerOnlyFields(
  venue: EstablishmentRow,
): Pick<VenueDetails, 'plan' | 'cnpj' | 'ie' | 'corporateName' | 'owner'> {
  return {
    plan: venue.plan,
    cnpj: venue.cnpj,
    ie: venue.ie,
    corporateName: venue.corporate_name,
    owner: venue.owner_id,
  };
}

export interface VenuePageParts {
  banners: string[];
  menu: MenuCategoryRow[];
  /** The local days the page shows, first today. */
  days: string[];
  events: EventRow[];
  /** For the owner: the kept descriptions before the first day (queries.findKeptDescriptions). */
  kept: KeptDescriptionRow[];
  isFavourite: boolean;
  distance: number | null;
}

export function presentVenueDetails(venue: EstablishmentRow, parts: VenuePageParts, privileged: boolean): VenueDetails {
  return {
    _id: venue.id,
    name: venue.name,
    fantasyName: venue.fantasy_name,
    address: venue.address,
    zipCode: venue.zip_code,
    email: venue.email,
    countryCode: venue.country_code,
    phone: venue.phone,
    phone2: venue.phone2,
    establishmentType: venue.establishment_type,
    isActive: venue.is_active,
    latitude: venue.latitude,
    longitude: venue.longitude,
    location: { type: 'Point', coordinates: [venue.longitude, venue.latitude] },
    timezone: venue.timezone,
    logo: venue.logo,
    banners: parts.banners,
    wifi: presentWifi(venue),
    ...presentPayments(venue),
    menu: presentMenu(parts.menu, privileged),
    about: presentAbout(venue),
    isFavourite: parts.isFavourite,
    distance: parts.distance,
    events: presentWeek(parts.days, parts.events, privileged, parts.kept),
    ...(privileged ? ownerOnlyFields(venue) : {}),
  };
}
