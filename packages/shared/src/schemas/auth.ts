import { z } from 'zod';
import { LIMITS, SOCIAL_TYPES } from '../constants.ts';
import {
  countryCodeField,
  emailField,
  latitudeField,
  longitudeField,
  personNameField,
  phoneField,
  stripSpaces,
  strongPasswordField,
  PASSWORD_PATTERN,
} from './fields.ts';

import { deviceTypeField } from './login.ts';

export { deviceTypeField, loginSchema, type LoginInput } from './login.ts';

const confirmPasswordField = z
  .string({ error: 'validation.confirmPasswordRequired' })
  .transform(stripSpaces)
  .pipe(z.string().min(1, 'validation.confirmPasswordRequired'));

/**
 * The passwords-match rule of registration and reset (§5), written once. It refines a finished object:
 * zod refuses `.pick`/`.extend` on a refined one, so schemas are composed first and refined last.
 */
function withMatchingPasswords<T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T): T {
  return schema.refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDontMatch',
  });
}

/** The fields a person fills in to register: the API payload and the form both start here. */
const signUpFields = z.object({
  name: personNameField,
  email: emailField,
  countryCode: countryCodeField,
  phone: phoneField,
  password: strongPasswordField,
  confirmPassword: confirmPasswordField,
});

export const signUpSchema = withMatchingPasswords(
  signUpFields.extend({ deviceType: deviceTypeField, deviceToken: z.string().max(64).optional() }),
);
export type SignUpInput = z.input<typeof signUpSchema>;

/** The registration form adds the terms checkbox, which the API never receives. */
export const signUpFormSchema = withMatchingPasswords(
  signUpFields.extend({ terms: z.boolean().refine((accepted) => accepted, 'validation.acceptTerms') }),
);
export type SignUpFormInput = z.input<typeof signUpFormSchema>;

export const forgotPasswordSchema = signUpFields.pick({ email: true });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetTokenSchema = z.object({
  token: z
    .string({ error: 'validation.tokenRequired' })
    .trim()
    .min(1, 'validation.tokenRequired')
    .max(200, 'validation.tokenRequired'),
});

export const resetPasswordSchema = resetTokenSchema.extend(signUpFields.pick({ password: true }).shape);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The reset form: new password and its confirmation (the token comes from the URL). */
export const resetPasswordFormSchema = withMatchingPasswords(
  signUpFields.pick({ password: true, confirmPassword: true }),
);
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

/** Optional password on the account screen: empty means "keep the current one". */
const accountPasswordField = z
  .string()
  .transform(stripSpaces)
  .pipe(
    z
      .string()
      .max(LIMITS.accountPasswordMax, 'validation.accountPasswordMax')
      .refine((password) => password === '' || PASSWORD_PATTERN.test(password), 'validation.passwordStrength'),
  )
  .optional();

/** The account form and the API payload: the registration's name and phone, and an optional new password. */
export const editProfileSchema = signUpFields
  .pick({ name: true, countryCode: true, phone: true })
  .extend({ password: accountPasswordField });
export type EditProfileInput = z.input<typeof editProfileSchema>;

export const setLocationSchema = z.object({ latitude: latitudeField, longitude: longitudeField });
export type SetLocationInput = z.input<typeof setLocationSchema>;

/**
 * Social sign-in (decision 036): only the provider and its access token are read; the server asks the provider who
 * the person is, so an e-mail, a name or a social id sent beside them is dropped here.
 */
export const socialSignUpSchema = z.object({
  socialType: z.enum(SOCIAL_TYPES, { error: 'validation.required' }),
  accessToken: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(4096),
  type: z.literal('user').default('user'),
  remember: z.boolean().default(true),
  deviceType: deviceTypeField,
  deviceToken: z.string().max(64).optional(),
});
export type SocialSignUpInput = z.input<typeof socialSignUpSchema>;

/** What the login page needs to start a provider's sign-in; null when the provider is switched off. */
export const socialProviderSchema = z.object({ clientId: z.string(), authorizeUrl: z.string() });
export const socialProvidersSchema = z.object({
  google: socialProviderSchema.nullable(),
  facebook: socialProviderSchema.nullable(),
});
export type SocialProviders = z.infer<typeof socialProvidersSchema>;

export const profileSchema = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  countryCode: z.string().nullable(),
  phone: z.string().nullable(),
  profileImage: z.string().nullable(),
  type: z.enum(['user', 'owner', 'admin']),
  createdAt: z.string(),
  lastAccess: z.string().nullable(),
  /** The providers the account signs in with (decision 036), oldest link first; empty for e-mail only. */
  socialTypes: z.array(z.enum(SOCIAL_TYPES)),
  /** False for an account made by a social sign-in until it sets a password. */
  hasPassword: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  type: z.enum(['user', 'owner', 'admin']),
  name: z.string().nullable(),
  profileImage: z.string().nullable(),
  lastAccess: z.string().nullable(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;
