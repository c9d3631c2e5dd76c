import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { stripSpaces } from '../text.ts';
import { emailField } from './email.ts';

/*
 * The login's schema (§5), apart from the other sign-in and account schemas (auth.ts re-exports it): the login
 * screen's validation chunk then builds only this and the e-mail rule (issue 11).
 */

export const deviceTypeField = z.literal('web').default('web');

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'validation.passwordRequired' })
    .transform(stripSpaces)
    .pipe(z.string().min(1, 'validation.passwordRequired').max(LIMITS.passwordMax, 'validation.passwordMax')),
  remember: z.boolean().default(true),
  deviceType: deviceTypeField,
});
export type LoginInput = z.input<typeof loginSchema>;
