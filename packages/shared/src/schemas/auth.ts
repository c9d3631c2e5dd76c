import { z } from 'zod';
import { LIMITS } from '../constants.ts';
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

const confirmPasswordField = z
  .string({ error: 'validation.confirmPasswordRequired' })
  .transform(stripSpaces)
  .pipe(z.string().min(1, 'validation.confirmPasswordRequired'));

export const signUpSchema = z
  .object({
    name: personNameField,
    email: emailField,
    countryCode: countryCodeField,
    phone: phoneField,
    password: strongPasswordField,
    confirmPassword: confirmPasswordField,
    deviceType: deviceTypeField,
    deviceToken: z.string().max(64).optional(),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDontMatch',
  });
export type SignUpInput = z.input<typeof signUpSchema>;

/** The registration form adds the terms checkbox, which the API never receives. */
export const signUpFormSchema = z
  .object({
    name: personNameField,
    email: emailField,
    countryCode: countryCodeField,
    phone: phoneField,
    password: strongPasswordField,
    confirmPassword: confirmPasswordField,
    terms: z.boolean().refine((accepted) => accepted, 'validation.acceptTerms'),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDontMatch',
  });
export type SignUpFormInput = z.input<typeof signUpFormSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetTokenSchema = z.object({
  token: z
    .string({ error: 'validation.tokenRequired' })
    .trim()
    .min(1, 'validation.tokenRequired')
    .max(200, 'validation.tokenRequired'),
});

export const resetPasswordSchema = resetTokenSchema.extend({ password: strongPasswordField });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The reset form: new password and its confirmation (the token comes from the URL). */
export const resetPasswordFormSchema = z
  .object({ password: strongPasswordField, confirmPassword: confirmPasswordField })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDontMatch',
  });
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

export const editProfileSchema = z.object({
  name: personNameField,
  countryCode: countryCodeField,
  phone: phoneField,
  password: accountPasswordField,
});
export type EditProfileInput = z.input<typeof editProfileSchema>;

export const setLocationSchema = z.object({ latitude: latitudeField, longitude: longitudeField });
export type SetLocationInput = z.input<typeof setLocationSchema>;

export const socialSignUpSchema = z.object({
  socialType: z.enum(['google', 'facebook']),
  accessToken: z.string().min(1, 'validation.required').max(4096),
  type: z.literal('user').default('user'),
  deviceType: deviceTypeField,
  deviceToken: z.string().max(64).optional(),
});

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
