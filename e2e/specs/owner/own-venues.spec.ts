import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import type { Page, TestInfo } from '@playwright/test';
import { registerOwner } from '../../support/api.ts';
import { expectNoSeriousViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import { settle } from '../../support/flows.ts';
import { containing, featureTranslator, label, LANGUAGES, type Language, type Translate } from '../../support/i18n.ts';
import { SHARES_LOCATION } from '../../support/places.ts';

/*
 * An owner adds and removes their own venues (issue 9 part 6, decision 032), on a phone: from /main to
 * /registerestabeshiment with the "adding a venue" flag, the establishment form, the venue in their list, then
 * deleted with a confirmation. Each test has an owner of its own, registered by the demo admin through the API,
 * so the demo owners' lists stay as the other specs expect them.
 */

const admin = (language: Language) => featureTranslator('features/admin/locales', language);
const discovery = (language: Language) => featureTranslator('features/discovery/locales', language);

/** A lazily loaded screen or dialog on a busy machine. */
const LAZY_LOAD = 30_000;

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  ...SHARES_LOCATION,
});

/** Picks `options` in the Mantine select or multi-select labelled `name`. */
async function choose(page: Page, name: string, options: string[]) {
  await page.getByRole('combobox', { name: label(name) }).click({ force: true });
  for (const option of options) await page.getByRole('option', { name: label(option) }).click();
  await page.keyboard.press('Escape');
}

/** Fills the establishment form: types, names, a CNPJ with valid check digits, phone, e-mail, CEP and address. */
async function fillVenue(page: Page, a: Translate, name: string, cnpj: string) {
  await choose(page, a('venueForm.venueTypes'), [a('venueTypes.bar'), a('venueTypes.lounge')]);
  await page.getByLabel(label(a('venueForm.name'))).fill(name);
  await page.getByLabel(label(a('venueForm.fantasyName'))).fill(name);
  await page.getByLabel(label(a('venueForm.corporateName'))).fill(`${name} Ltda`);
  await page.getByLabel(label(a('venueForm.cnpj'))).pressSequentially(cnpj);
  await page.getByLabel(label(a('venueForm.phone'))).pressSequentially('11987654321');
  await page.getByLabel(label(a('venueForm.email'))).fill(`contato.${Date.now().toString(36)}@example.com`);

  const latitude = page.getByLabel(label(a('venueForm.latitude')));
  // The CEP fills the position where the configured geocoder knows it (offline: a capital's centre, decision 020).
  await page.getByLabel(label(a('venueForm.zipCode'))).pressSequentially('01001000');
  await expect(latitude).toHaveValue(/^-23\.5/, { timeout: LAZY_LOAD });
  const address = page.getByRole('combobox', { name: label(a('venueForm.address')) });
  await address.fill('Pinheiros');
  await page
    .getByRole('option', { name: containing('Pinheiros') })
    .first()
    .click();
  await expect(address).toHaveValue(containing('Pinheiros'));
}

/** A full-page screenshot in the test's output folder, to look at. */
async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** From /main, the "add establishment" button opens the owner's /registerestabeshiment. */
async function openAddVenue(page: Page, language: Language) {
  await page.getByRole('link', { name: label(discovery(language)('owner.addVenue')) }).click();
  // The screen's chunk loads before the address changes (the router keeps /main meanwhile).
  await expect(page).toHaveURL(/\/registerestabeshiment$/, { timeout: LAZY_LOAD });
  await expect(page.getByRole('heading', { level: 1, name: label(admin(language)('ownVenues.title')) })).toBeVisible();
  await settle(page);
}

for (const language of LANGUAGES) {
  test.describe(`an owner's own venues (${language})`, () => {
    test.use({ lang: language });

    test(`adds a venue from /main, sees it in the list, then deletes it with a confirmation (${language})`, async ({
      page,
      request,
      signInAs,
      t,
    }, testInfo) => {
      test.setTimeout(180_000);
      const a = admin(language);
      const d = discovery(language);
      await signInAs(await registerOwner(request));
      const name = `Bar Novo ${Date.now().toString(36).slice(-5)}`;
      const carousel = page.getByRole('group', { name: label(a('ownVenues.venues')) });
      const card = page.getByRole('link', { name: containing(name) });

      await test.step('starts with an empty list and opens the form from /main', async () => {
        await page.goto('/main');
        await expect(page.getByText(d('owner.empty'))).toBeVisible();
        await openAddVenue(page, language);
        // The plan is not the owner's to choose: it shows the first plan, disabled.
        const plan = page.getByRole('combobox', { name: label(a('venueForm.plan')) });
        await expect(plan).toBeDisabled();
        await expect(plan).toHaveValue(a('plans.basico'));
      });

      await test.step('fills the establishment form; a wrong CNPJ check digit is refused on the field', async () => {
        await fillVenue(page, a, name, '11222333000182');
        await page.getByRole('button', { name: label(a('registerVenue.submit')) }).click();
        await expect(page.getByText(t('shared:validation.cnpjInvalid'))).toBeVisible();
        await expect(carousel.getByRole('button', { name: containing(name) })).toHaveCount(0);
      });

      await test.step('with a valid CNPJ the venue is registered', async () => {
        const cnpj = page.getByLabel(label(a('venueForm.cnpj')));
        await cnpj.fill('');
        await cnpj.pressSequentially(generateCnpj().replace(/\D/g, ''));
        await expect(page.getByText(t('shared:validation.cnpjInvalid'))).toHaveCount(0);
        await page.getByRole('button', { name: label(a('registerVenue.submit')) }).click();
        const toast = page
          .locator('.mantine-Notification-root')
          .filter({ hasText: a('actions.registerEstablishment') });
        await expect(toast).toBeVisible();
        await expect(carousel.getByRole('button', { name: containing(name) })).toBeVisible();
      });

      await test.step('Back returns to /main, where the new venue is listed', async () => {
        await page.getByRole('button', { name: label(a('registerVenue.back')) }).click();
        await expect(page).toHaveURL(/\/main$/);
        await expect(card).toBeVisible();
        await settle(page);
        await snapshot(page, testInfo, `main-phone-${language}`);
      });

      await test.step('deletes the venue after confirming', async () => {
        await openAddVenue(page, language);
        await carousel.getByRole('button', { name: containing(name) }).click();
        await expect(page.getByRole('heading', { level: 2, name: label(name) })).toBeVisible();
        await page.getByRole('button', { name: label(a('registerVenue.deleteVenue', { name })) }).click();
        const dialog = page.getByRole('dialog', { name: label(a('registerVenue.deleteTitle')) });
        await expect(dialog).toContainText(name, { timeout: LAZY_LOAD });
        // Cancelling keeps it.
        await dialog.getByRole('button', { name: label(t('common.cancel')) }).click();
        await expect(dialog).toBeHidden();
        await expect(carousel.getByRole('button', { name: containing(name) })).toBeVisible();
        await page.getByRole('button', { name: label(a('registerVenue.deleteVenue', { name })) }).click();
        await dialog.getByRole('button', { name: label(a('registerVenue.deleteConfirm')) }).click();
        await expect(dialog).toBeHidden();
        await expect(carousel.getByRole('button', { name: containing(name) })).toHaveCount(0);
        await page.getByRole('button', { name: label(a('registerVenue.back')) }).click();
        await expect(page).toHaveURL(/\/main$/);
        await expect(page.getByText(d('owner.empty'))).toBeVisible();
        await expect(card).toHaveCount(0);
      });
    });

    test(`opens the form from /account and Back returns there (${language})`, async ({ ownerPage: page, t }) => {
      test.slow();
      await page.goto('/account');
      await page.getByRole('link', { name: label(t('account.addVenue')) }).click();
      await expect(page).toHaveURL(/\/registerestabeshiment$/, { timeout: LAZY_LOAD });
      await page.getByRole('button', { name: label(admin(language)('registerVenue.back')) }).click();
      await expect(page).toHaveURL(/\/account$/);
    });

    test(`accessibility: the owner's /registerestabeshiment and its delete dialog (${language})`, async ({
      ownerPage: page,
      t,
    }, testInfo) => {
      test.slow();
      const a = admin(language);
      await page.goto('/main');
      await openAddVenue(page, language);
      await expectNoSeriousViolations(page, testInfo, `owner registerestabeshiment ${language}`);
      await snapshot(page, testInfo, `form-phone-${language}`);
      // The demo owner's first venue, read-only, and the delete confirmation (cancelled).
      const carousel = page.getByRole('group', { name: label(a('ownVenues.venues')) });
      await carousel.getByRole('button').nth(1).click();
      const venueName = page.getByRole('heading', { level: 2 }).nth(1);
      await expect(page.getByRole('link', { name: containing(a('ownVenues.open', { name: '' })) })).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `owner venue view ${language}`);
      await snapshot(page, testInfo, `view-phone-${language}`);
      const name = (await venueName.textContent()) ?? '';
      await page.getByRole('button', { name: label(a('registerVenue.deleteVenue', { name })) }).click();
      const dialog = page.getByRole('dialog', { name: label(a('registerVenue.deleteTitle')) });
      await expect(dialog).toBeVisible({ timeout: LAZY_LOAD });
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `owner delete venue dialog ${language}`);
      await snapshot(page, testInfo, `delete-dialog-phone-${language}`);
      // Cancelled: the demo owner keeps the venue.
      await dialog.getByRole('button', { name: label(t('common.cancel')) }).click();
      await expect(dialog).toBeHidden();
      await page.setViewportSize({ width: 1280, height: 900 });
      await settle(page);
      await snapshot(page, testInfo, `view-desktop-${language}`);
    });
  });
}
