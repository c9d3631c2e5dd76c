import { test as base, expect } from '@playwright/test';
import { baseUrl } from './env.ts';
import { translator, type Language, type Translate } from './i18n.ts';

export interface NoiteFixtures {
  /** Interface language for the test: written to localStorage `language` before the first page script. */
  lang: Language;
  /** The web app's text for a key in `lang` (see support/i18n.ts). */
  t: Translate;
}

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
});

export { expect };
