import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { baseUrl } from './env.ts';

export interface TestUser {
  name: string;
  email: string;
  countryCode: string;
  phone: string;
  password: string;
}

/** The fixed demo accounts the seed creates (see docs/helpers-brief.md and the README). */
export const DEMO = {
  admin: { email: 'admin@noite.app', password: 'Admin@123' },
  /** Never signed in, so his first sign-in goes to /accept-terms: only owner/guards.spec.ts signs him in. */
  ownerFirstSignIn: { email: 'bruno@noite.app', password: 'Owner@123' },
  /** Has signed in before: lands on /main (the `ownerPage` fixture). */
  owner: { email: 'carla@noite.app', password: 'Owner@123' },
  visitor: { email: 'visitante@noite.app', password: 'Visitor@123' },
} as const;

const suffix = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** A visitor nobody else uses: fresh e-mail every call, so tests are independent and order-free. */
export function newUser(label = 'visitor'): TestUser {
  const id = suffix();
  return {
    name: `Teste ${label} ${id}`.slice(0, 30),
    email: `e2e.${label}.${id}@example.com`.toLowerCase(),
    countryCode: '+55',
    phone: `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: `Noite@${id.slice(-6)}a1`,
  };
}

function api(path: string): string {
  return `${baseUrl()}/api/v1${path}`;
}

/** Creates a visitor account through the API (for journeys whose subject is not the registration form). */
export async function registerViaApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.post(api('/user/sign-up'), {
    headers: { language: 'en' },
    data: {
      name: user.name,
      email: user.email,
      countryCode: user.countryCode,
      phone: user.phone,
      password: user.password,
      confirmPassword: user.password,
      deviceType: 'web',
      deviceToken: String(Date.now()),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** What a sign-in answers (the server's LoginResult). */
export interface LoginData {
  token: string;
  type: 'user' | 'owner' | 'admin';
  name: string | null;
  profileImage: string | null;
  /** The previous sign-in; null on the first. */
  lastAccess: string | null;
}

/** Signs in through the API ("remember me" ticked); answers the HTTP status and the session data when it worked. */
export async function loginViaApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ status: number } & Partial<LoginData>> {
  const response = await request.post(api('/user/login'), {
    headers: { language: 'en' },
    data: { email, password, remember: true, deviceType: 'web' },
  });
  const body = (await response.json()) as { data?: Partial<LoginData> | null };
  return { status: response.status(), ...body.data };
}

/** Asks for a reset e-mail through the API. */
export async function forgotPasswordViaApi(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post(api('/user/forgot-password'), { headers: { language: 'en' }, data: { email } });
  expect(response.status(), await response.text()).toBe(200);
}
