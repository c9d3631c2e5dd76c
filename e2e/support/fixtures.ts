import path from 'node:path';
import { test as base, expect, type Disposable, type Page } from '@playwright/test';
import { baseUrl } from './env.ts';
import { translator, type Language, type Translate } from './i18n.ts';
import { openSession, storeSession, type Credentials, type Session } from './session.ts';
import { DEMO, newUser, registerViaApi } from './users.ts';

/** Who uses the product: a visitor (type `user`), a venue owner, an administrator. */
export type Role = 'visitor' | 'owner' | 'admin';

/** Who signed in: the account's credentials and the session put on the page. */
export type SignedIn = Credentials & Session;

export interface NoiteFixtures {
  /** Interface language for the test: written to localStorage `language` before the first page script. */
  lang: Language;
  /** The web app's text for a key in `lang` (see support/i18n.ts). */
  t: Translate;
  /**
   * Signs the test's `page` in through the API (a session of its own, never shared with another test) and
   * puts the session where the web app keeps it; the page opens signed in from its next navigation.
   * - `'visitor'`: a new visitor, registered for this test (so it may log out or delete the account);
   * - `'owner'`: the demo owner who has signed in before (DEMO.owner), whose sign-in lands on /main, not
   *   /accept-terms (DEMO.ownerFirstSignIn is left to the spec of that first sign-in);
   * - `'admin'`: the demo admin (DEMO.admin), whose sign-in lands on /administrator;
   * - any other account by its credentials (e.g. DEMO.visitor).
   */
  signInAs: (who: Role | Credentials) => Promise<SignedIn>;
  /** `page`, signed in as a new visitor. */
  visitorPage: Page;
  /** `page`, signed in as the demo owner. */
  ownerPage: Page;
  /** `page`, signed in as the demo admin. */
  adminPage: Page;
}

const DEMO_ROLES: Record<Exclude<Role, 'visitor'>, Credentials> = { owner: DEMO.owner, admin: DEMO.admin };

export const test = base.extend<NoiteFixtures>({
  lang: ['pt', { option: true }],
  // The server's port is chosen in global setup, after the config was read: take it from the environment.
  // Playwright reads fixture dependencies from the destructuring pattern, so it must be there even when empty.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
  context: async ({ context, lang }, use) => {
    // Only when nothing is stored yet, so a language switch made in the test survives the reload it causes.
    await context.addInitScript((language: string) => {
      try {
        if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', language);
      } catch {
        // about:blank and other opaque origins have no storage
      }
    }, lang);
    await use(context);
  },
  t: async ({ lang }, use) => {
    await use(translator(lang));
  },
  signInAs: async ({ page, request }, use, testInfo) => {
    let stored: Disposable | undefined;
    await use(async (who) => {
      let account: Credentials;
      if (who === 'visitor') {
        // The spec's name in the account's name and e-mail tells which test made it (names take letters only).
        const user = newUser(path.basename(testInfo.file, '.spec.ts').replace(/[^a-z]/gi, ''));
        await registerViaApi(request, user);
        account = user;
      } else {
        account = typeof who === 'string' ? DEMO_ROLES[who] : who;
      }
      const session = await openSession(request, account);
      // A second sign-in in one test replaces the first.
      await stored?.dispose();
      stored = await storeSession(page, session);
      return { email: account.email, password: account.password, ...session };
    });
  },
  visitorPage: async ({ page, signInAs }, use) => {
    await signInAs('visitor');
    await use(page);
  },
  ownerPage: async ({ page, signInAs }, use) => {
    await signInAs('owner');
    await use(page);
  },
  adminPage: async ({ page, signInAs }, use) => {
    await signInAs('admin');
    await use(page);
  },
});

export { expect };
