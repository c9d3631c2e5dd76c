import type {
  ForgotPasswordInput,
  LoginInput,
  LoginResult,
  Profile,
  ResetPasswordInput,
  SignUpInput,
} from '@noite/shared';
import { api } from '../../lib/api-client.ts';

/**
 * The screens announce the outcome themselves (`useApiMutation`, or nothing for the link check), so the
 * client stays quiet on failures.
 */
const quiet = { notifyFailure: false } as const;

export const authApi = {
  login: (body: LoginInput) => api.post<LoginResult>('/user/login', body, quiet),
  /** The device token of a web sign-up is the current timestamp (spec §9). */
  signUp: (body: SignUpInput) =>
    api.post<Pick<Profile, '_id' | 'name' | 'email' | 'type'>>(
      '/user/sign-up',
      { ...body, deviceToken: String(Date.now()) },
      quiet,
    ),
  forgotPassword: (body: ForgotPasswordInput) => api.post<null>('/user/forgot-password', body, quiet),
  checkResetLink: (token: string) => api.post<null>('/user/forgot-password-link', { token }, quiet),
  resetPassword: (body: ResetPasswordInput) => api.post<null>('/user/reset-password', body, quiet),
};
