import { z } from 'zod';
import { LIMITS } from '../constants.ts';

/** Reusable field rules. Messages are keys of the shared catalogue (see i18n/). */

export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
/** Letters (any alphabet, accents included), digits, spaces and underscore. */
export const NAME_PATTERN = /^[\p{L}\p{M}\d_ ]+$/u;
export const DIGITS_PATTERN = /^\d+$/;
export const COUNTRY_CODE_PATTERN = /^\+\d{1,4}(-\d{1,4})?$/;

export const noLeadingSpace = (value: string) => !/^\s/.test(value);

/** Removes every whitespace character: the spec strips spaces from e-mails and passwords. */
export const stripSpaces = (value: string) => value.replace(/\s+/g, '');

export const emailField = z
  .string({ error: 'validation.emailRequired' })
  .transform(stripSpaces)
  .pipe(
    z
      .string()
      .min(1, 'validation.emailRequired')
      .max(LIMITS.emailMax, 'validation.emailInvalid')
      .pipe(z.email('validation.emailInvalid'))
      .transform((email) => email.toLowerCase()),
  );

export const strongPasswordField = z
  .string({ error: 'validation.passwordRequired' })
  .transform(stripSpaces)
  .pipe(
    z
      .string()
      .min(1, 'validation.passwordRequired')
      .max(LIMITS.passwordMax, 'validation.passwordMax')
      .regex(PASSWORD_PATTERN, 'validation.passwordStrength'),
  );

export const personNameField = z
  .string({ error: 'validation.required' })
  .refine(noLeadingSpace, 'validation.leadingSpace')
  .transform((name) => name.trimEnd())
  .pipe(
    z
      .string()
      .min(1, 'validation.required')
      .min(LIMITS.nameMin, 'validation.nameMin')
      .max(LIMITS.nameMax, 'validation.nameMax')
      .regex(NAME_PATTERN, 'validation.nameChars'),
  );

export const countryCodeField = z
  .string({ error: 'validation.countryCodeRequired' })
  .trim()
  .min(1, 'validation.countryCodeRequired')
  .regex(COUNTRY_CODE_PATTERN, 'validation.countryCodeRequired');

/** Phone as digits only; masks such as (11) 98765-4321 are reduced to their digits first. */
export const phoneField = z
  .string({ error: 'validation.phoneRequired' })
  .transform((phone) => phone.replace(/[\s()\-.]/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'validation.phoneRequired')
      .regex(DIGITS_PATTERN, 'validation.phoneDigits')
      .min(LIMITS.phoneMin, 'validation.phoneMin')
      .max(LIMITS.phoneMax, 'validation.phoneMax'),
  );

export const latitudeField = z.coerce
  .number({ error: 'validation.latitude' })
  .min(-90, 'validation.latitude')
  .max(90, 'validation.latitude');
export const longitudeField = z.coerce
  .number({ error: 'validation.longitude' })
  .min(-180, 'validation.longitude')
  .max(180, 'validation.longitude');
