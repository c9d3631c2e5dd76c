import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { stripSpaces } from '../text.ts';

/**
 * The e-mail rule (§5), in a module of its own with the login's schema (login.ts): the sign-in screen's
 * validation builds only these, not every field's schema (issue 11). `fields.ts` re-exports it.
 */
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
