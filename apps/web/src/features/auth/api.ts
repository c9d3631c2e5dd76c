import type { LoginResult, Profile } from '@noite/shared';
import { api } from '../../lib/api-client.ts';

export interface LoginBody {
  email: string;
  password: string;
  remember: boolean;
  deviceType: 'web';
}

export interface SignUpBody {
  name: string;
  email: string;
  countryCode: string;
  phone: string;
  password: string;
  confirmPassword: string;
  deviceType: 'web';
}

export const authApi = {
  login: (body: LoginBody) => api.post<LoginResult>('/user/login', body, { action: 'login', notifySuccess: true }),
  /** The device token of a web sign-up is the current timestamp (spec §9). */
  signUp: (body: SignUpBody) =>
    api.post<Pick<Profile, '_id' | 'name' | 'email' | 'type'>>(
      '/user/sign-up',
      { ...body, deviceToken: String(Date.now()) },
      {
        action: 'register',
        notifySuccess: true,
      },
    ),
  forgotPassword: (email: string) => api.post<null>('/user/forgot-password', { email }, { action: 'forgotPassword' }),
  checkResetLink: (token: string) =>
    api.post<null>('/user/forgot-password-link', { token }, { action: 'resetPassword', notifyFailure: false }),
  resetPassword: (token: string, password: string) =>
    api.post<null>('/user/reset-password', { token, password }, { action: 'resetPassword', notifySuccess: true }),
};
