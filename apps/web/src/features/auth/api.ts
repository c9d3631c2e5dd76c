import type {
  ForgotPasswordInput,
  LoginInput,
  LoginResult,
  Profile,
  ResetPasswordInput,
  SignUpInput,
  SocialProviders,
  SocialSignUpInput,
} from '@noite/shared';
import { api } from '../../lib/api-client.ts';

/** The query of which social sign-ins this server offers (the login's buttons), also filled by the server render. */
export const SOCIAL_PROVIDERS_KEY = ['social-providers'] as const;

export const authApi = {
  login: (body: LoginInput) => api.post<LoginResult>('/user/login', body),
  /** The device token of a web sign-up is the current timestamp (spec §9). */
  signUp: (body: SignUpInput) =>
    api.post<Pick<Profile, '_id' | 'name' | 'email' | 'type'>>('/user/sign-up', {
      ...body,
      deviceToken: String(Date.now()),
    }),
  forgotPassword: (body: ForgotPasswordInput) => api.post<null>('/user/forgot-password', body),
  checkResetLink: (token: string) => api.post<null>('/user/forgot-password-link', { token }),
  resetPassword: (body: ResetPasswordInput) => api.post<null>('/user/reset-password', body),
  socialProviders: () => api.get<SocialProviders>('/user/social-providers').then((result) => result.data),
  /** The device token of a social sign-in is the current timestamp (spec §9). */
  socialSignUp: (body: Omit<SocialSignUpInput, 'deviceToken'>) =>
    api.post<LoginResult>('/user/social-sign-up', { ...body, deviceType: 'web', deviceToken: String(Date.now()) }),
};
