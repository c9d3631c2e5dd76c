import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import { settle, visit } from '../../support/flows.ts';
import { label, LANGUAGES, type Translate } from '../../support/i18n.ts';
import { newUser } from '../../support/users.ts';

/**
 * Google and Facebook sign-in through the redirect flow (issue 10, decision 036), against the fake provider that
 * global setup starts: its authorize page asks for a name and an e-mail, then "Allow" or "Cancel".
 */

const PROVIDERS = [
  { socialType: 'google', name: 'Google', button: 'auth.login.google' },
  { socialType: 'facebook', name: 'Facebook', button: 'auth.login.facebook' },
] as const;

/** Clicks the provider's button on /login and waits for the fake provider's authorize page. */
async function leaveFor(page: Page, t: Translate, button: string, providerName: string) {
  await visit(page, '/login');
  await page.getByRole('button', { name: label(t(button)) }).click();
  await expect(page.getByRole('heading', { name: `Fake ${providerName}` })).toBeVisible();
  const url = new URL(page.url());
  expect(url.origin).toBe(process.env.E2E_FAKE_PROVIDER_URL);
  expect(url.searchParams.get('redirect_uri')).toMatch(/\/login$/);
  expect(url.searchParams.get('response_type')).toBe('token');
  expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{64}$/);
}

for (const lang of LANGUAGES) {
  test.describe(`social sign-in (${lang})`, () => {
    test.use({ lang });

    for (const provider of PROVIDERS) {
      test(`a visitor signs in with ${provider.name} and lands on /main (${lang})`, async ({ page, t }) => {
        const person = newUser(provider.socialType);
        await leaveFor(page, t, provider.button, provider.name);
        await page.getByLabel('Name').fill(person.name);
        await page.getByLabel('E-mail', { exact: true }).fill(person.email);
        await page.getByRole('button', { name: 'Allow' }).click();

        await expect(page).toHaveURL(/\/main$/);
        expect(page.url()).not.toContain('access_token');
        const stored = await page.evaluate(() => ({
          token: window.localStorage.getItem('token'),
          type: window.localStorage.getItem('type'),
          name: window.localStorage.getItem('name'),
        }));
        expect(stored).toEqual({ token: expect.any(String), type: 'user', name: person.name });

        // The account names the provider and has no password yet.
        await page.goto('/account');
        const providers = new Intl.ListFormat(lang, { type: 'conjunction' }).format([provider.name]);
        await expect(page.getByText(t('account.signsInWith', { providers }))).toBeVisible();
        await expect(page.getByText(t('account.noPasswordYet'))).toBeVisible();
        await expect(page.getByRole('textbox', { name: label(t('fields.email')) })).toHaveValue(person.email);
      });
    }

    test(`a cancelled sign-in returns to /login with a message (${lang})`, async ({ page, t }, testInfo) => {
      for (const provider of PROVIDERS) {
        await leaveFor(page, t, provider.button, provider.name);
        await page.getByRole('button', { name: 'Cancel' }).click();
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByRole('alert')).toHaveText(t('auth.login.socialCancelled', { provider: provider.name }));
        expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
      }
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `login after a cancelled social sign-in ${lang}`);
    });

    test(`/login with the social buttons has no serious axe violation (${lang})`, async ({ page, t }, testInfo) => {
      await visit(page, '/login');
      for (const provider of PROVIDERS) {
        await expect(page.getByRole('button', { name: label(t(provider.button)) })).toBeEnabled();
      }
      await expectNoSeriousViolations(page, testInfo, `login with social buttons ${lang}`);
    });
  });
}
