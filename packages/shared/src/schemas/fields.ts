import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { stripSpaces } from '../text.ts';

export { stripSpaces };
// The e-mail rule lives with the login's schema, which needs nothing else of this file (issue 11).
export { emailField } from './email.ts';

/** Reusable field rules. Messages are keys of the shared catalogue (see i18n/). */

export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
/** Letters (any alphabet, accents included), digits, spaces and underscore. */
export const NAME_PATTERN = /^[\p{L}\p{M}\d_ ]+$/u;
export const DIGITS_PATTERN = /^\d+$/;
export const COUNTRY_CODE_PATTERN = /^\+\d{1,4}(-\d{1,4})?$/;

export const noLeadingSpace = (value: string) => !/^\s/.test(value);

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

/** A rule of a hand-typed text: its bound and the message key to answer when it is broken. */
type Bound = readonly [limit: number, message: string];

/**
 * A required text typed by hand (§5 "Text inputs reject a leading space"): no leading space, trailing spaces dropped,
 * then its length and, when given, its characters.
 */
export function typedText(rules: {
  min: Bound;
  max: Bound;
  pattern?: readonly [RegExp, string];
  /** The message for a leading space (default `validation.leadingSpace`). */
  leading?: string;
}) {
  let text = z.string().min(1, 'validation.required').min(rules.min[0], rules.min[1]).max(rules.max[0], rules.max[1]);
  if (rules.pattern) text = text.regex(rules.pattern[0], rules.pattern[1]);
  return z
    .string({ error: 'validation.required' })
    .refine(noLeadingSpace, rules.leading ?? 'validation.leadingSpace')
    .transform((value) => value.trimEnd())
    .pipe(text);
}

export const personNameField = typedText({
  min: [LIMITS.nameMin, 'validation.nameMin'],
  max: [LIMITS.nameMax, 'validation.nameMax'],
  pattern: [NAME_PATTERN, 'validation.nameChars'],
});

/** A search box's text (§5 "Search text"): no leading space, at most 100 characters, trimmed. */
export const searchTextField = z
  .string()
  .max(100, 'validation.invalid')
  .refine(noLeadingSpace, 'validation.searchLeadingSpace')
  .transform((search) => search.trim());

export const countryCodeField = z
  .string({ error: 'validation.countryCodeRequired' })
  .trim()
  .min(1, 'validation.countryCodeRequired')
  .regex(COUNTRY_CODE_PATTERN, 'validation.countryCodeRequired');

/** A phone as its digits (masks such as (11) 98765-4321 are reduced first), from `min` digits to 15. */
export function phoneDigitsField(min: Bound) {
  return z
    .string({ error: 'validation.phoneRequired' })
    .transform((phone) => phone.replace(/[\s()\-.]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'validation.phoneRequired')
        .regex(DIGITS_PATTERN, 'validation.phoneDigits')
        .min(min[0], min[1])
        .max(LIMITS.phoneMax, 'validation.phoneMax'),
    );
}

/** A person's phone: 8 to 15 digits. */
export const phoneField = phoneDigitsField([LIMITS.phoneMin, 'validation.phoneMin']);

/**
 * A coordinate is a JSON number in its range: never read from null, a boolean, an array or a string (decision 046).
 * Kept to 7 decimals (about 1 cm): a subnormal such as 5e-324 made PostgreSQL's earthdistance underflow (a 500
 * found by fuzzing, decision 057).
 */
const coordinateField = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .overwrite((value) => Math.round(value * 1e7) / 1e7);

export const latitudeField = coordinateField(-90, 90, 'validation.latitude');
export const longitudeField = coordinateField(-180, 180, 'validation.longitude');

/** A plain decimal as people and query strings write it ("-23.55"): no hex, exponent, sign of plus or blank. */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** A coordinate given as text (a query string, a form's input): its decimal as a number, anything else refused. */
export const decimalText = (field: z.ZodNumber) =>
  z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL_TEXT.test(value.trim()) ? Number(value) : value),
    field,
  );
