import { expect, type APIRequestContext, type Disposable, type Page } from '@playwright/test';
import { loginViaApi, type TestUser } from './users.ts';

export type Credentials = Pick<TestUser, 'email' | 'password'>;

/** A signed-in session as the web app keeps it (apps/web/src/lib/auth-storage.ts; spec §3). */
export interface Session {
  token: string;
  type: 'user' | 'owner' | 'admin';
  name: string | null;
  image: string | null;
}

/** Signs in through the API the way the login form does (`remember` ticked) and answers the session. */
export async function openSession(request: APIRequestContext, account: Credentials): Promise<Session> {
  const answer = await loginViaApi(request, account.email, account.password);
  expect(answer.status, `sign-in of ${account.email}`).toBe(200);
  return {
    token: answer.token ?? '',
    type: answer.type ?? 'user',
    name: answer.name ?? null,
    image: answer.profileImage ?? null,
  };
}

/** The sessionStorage key that marks the tab where a session was put, with the token put there. */
const STORED = 'e2e-session';

/**
 * Puts the session in local storage (where "remember me" keeps it) before the web app's first script runs,
 * once per tab: a reload or a later navigation does not sign the page in again after a test has logged out
 * or deleted the account. Answers the init script, to dispose of before putting another session.
 */
export function storeSession(page: Page, session: Session): Promise<Disposable> {
  return page.addInitScript(
    ({ stored, token, type, name, image }) => {
      try {
        if (window.sessionStorage.getItem(stored) === token) return;
        for (const [key, value] of Object.entries({ token, type, name, image })) {
          if (value) window.localStorage.setItem(key, value);
          else window.localStorage.removeItem(key);
        }
        window.sessionStorage.setItem(stored, token);
      } catch {
        // about:blank and other opaque origins have no storage
      }
    },
    { stored: STORED, ...session },
  );
}
