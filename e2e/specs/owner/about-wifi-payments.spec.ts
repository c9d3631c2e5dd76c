import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CARD_BRAND_STYLES, MEAL_BRAND_STYLES } from '../../../apps/web/src/features/venues/payments/brands.ts';
import { ownerWithNewVenue } from '../../support/api.ts';
import { expectNoSeriousViolations } from '../../support/axe.ts';
import { expect, test as base } from '../../support/fixtures.ts';
import { settle } from '../../support/flows.ts';
import { featureTranslator, label, LANGUAGES, translator, type Language } from '../../support/i18n.ts';
import { type Credentials } from '../../support/session.ts';

/*
 * An owner edits their venue's about/contacts, Wi-Fi and payment methods on a phone (spec §2, §4, §5; issue 9
 * parts 4 and 7): the page shows each change at once and after a reload, and a visitor then sees it.
 */

const textsFor = (language: Language) => ({
  app: translator(language),
  venue: featureTranslator('features/venues/locales', language),
  about: featureTranslator('features/venues/about/locales', language),
  wifi: featureTranslator('features/venues/wifi/locales', language),
  payments: featureTranslator('features/venues/payments/locales', language),
});
type Texts = ReturnType<typeof textsFor>;

// --- An owner of their own, with a new venue (other specs keep the demo venues as the seed wrote them) ------

interface OwnVenue {
  owner: Credentials;
  venueId: string;
  name: string;
}

async function createOwnVenue(request: APIRequestContext): Promise<OwnVenue> {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const { owner, venueId, name } = await ownerWithNewVenue(request, 'about', {
    name: `Bar E2E ${id}`.slice(0, 30),
    phone: '1133334444',
    fantasyName: 'Bar E2E',
    corporateName: 'Bar E2E Ltda',
  });
  return { owner, venueId, name };
}

const test = base.extend<{ ownVenue: OwnVenue }>({
  ownVenue: async ({ request }, use) => {
    await use(await createOwnVenue(request));
  },
});

// --- Page helpers --------------------------------------------------------------------------------------

async function openVenue(page: Page, venue: OwnVenue, tab?: 'about') {
  await page.goto(`/establishment-detail?id=${venue.venueId}${tab ? `&tab=${tab}` : ''}`);
  // A loaded machine can take a while to answer the first details.
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible({ timeout: 30_000 });
}

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: label(title) });

async function openHeaderModal(page: Page, text: Texts, action: 'wifi' | 'payments'): Promise<Locator> {
  await page.getByRole('button', { name: label(text.venue(`actions.${action}`)) }).click();
  const modal = dialog(page, text.venue(`${action}.title`));
  await expect(modal).toBeVisible();
  return modal;
}

/** The success toast: the server's message in the page's language. */
async function expectToast(page: Page, text: Texts, key: string) {
  await expect(page.getByText(text.app(`shared:api.${key}`), { exact: true })).toBeVisible();
}

const ABOUT = {
  text: 'Samba ao vivo de quinta a sábado.',
  phone1: '11987654321',
  phone2: '1133334444',
  instagram: 'https://instagram.com/bare2e',
};
const WIFI = { name: 'Bar E2E Clientes', description: 'Rede do salão', password: 'samba2026' };

async function editAbout(page: Page, text: Texts) {
  await page.getByRole('button', { name: label(text.about('open')) }).click();
  const form = page.getByRole('region', { name: label(text.about('title')) });
  const about = form.getByRole('textbox', { name: label(text.about('text')) });
  // A refused save keeps what was typed and says why under the field.
  await about.fill('ab');
  await form.getByRole('button', { name: label(text.about('save')) }).click();
  await expect(form.getByText(text.app('shared:validation.aboutTextMin'))).toBeVisible();
  await expect(about).toHaveValue('ab');

  await about.fill(ABOUT.text);
  const phone1 = form.getByRole('textbox', { name: label(text.about('phone1')) });
  // The form offers the venue's registered phone: erase it key by key, as on a phone's keyboard.
  await phone1.press('End');
  for (let key = 0; key < 20 && (await phone1.inputValue()) !== ''; key++) await phone1.press('Backspace');
  await phone1.pressSequentially(ABOUT.phone1);
  await expect(phone1).toHaveValue('(11) 98765-4321');
  const whatsapp = form.getByRole('switch', { name: label(text.about('whatsapp1')) });
  await whatsapp.check();
  await expect(whatsapp).toBeChecked();
  await form.getByRole('textbox', { name: label(text.about('phone2')) }).pressSequentially(ABOUT.phone2);
  await form.getByRole('textbox', { name: label(text.about('instagram')) }).fill(ABOUT.instagram);
  await form.getByRole('button', { name: label(text.about('save')) }).click();
  await expectToast(page, text, 'aboutUpdated');
  await expect(form).toBeHidden();
}

async function expectAbout(page: Page, text: Texts) {
  const panel = page.getByRole('tabpanel', { name: label(text.venue('tabs.about')) });
  await expect(panel.getByText(ABOUT.text)).toBeVisible();
  await expect(panel.getByRole('link', { name: '(11) 98765-4321' })).toHaveAttribute('href', /wa\.me\/5511987654321/);
  await expect(panel.getByRole('link', { name: '(11) 3333-4444' })).toHaveAttribute('href', /^tel:/);
  await expect(panel.getByRole('link', { name: /@bare2e/ })).toHaveAttribute('href', ABOUT.instagram);
}

async function editWifi(page: Page, text: Texts) {
  const modal = await openHeaderModal(page, text, 'wifi');
  await modal.getByRole('button', { name: label(text.wifi('add')) }).click();
  const form = dialog(page, text.wifi('add'));
  await form.getByRole('textbox', { name: label(text.wifi('name')) }).fill(WIFI.name);
  await form.getByRole('textbox', { name: label(text.wifi('description')) }).fill(WIFI.description);
  await form.getByRole('textbox', { name: label(text.wifi('password')) }).fill(WIFI.password);
  await form.getByRole('button', { name: label(text.wifi('save')) }).click();
  await expectToast(page, text, 'wifiUpdated');
  // Back to the Wi-Fi as visitors see it, already updated.
  await expect(modal).toContainText(WIFI.name);
  await expect(modal).toContainText(WIFI.password);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

async function expectWifi(page: Page, text: Texts) {
  const modal = await openHeaderModal(page, text, 'wifi');
  await expect(modal).toContainText(WIFI.name);
  await expect(modal).toContainText(WIFI.description);
  await expect(modal).toContainText(WIFI.password);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

const CREDIT = [CARD_BRAND_STYLES.master.label, CARD_BRAND_STYLES.visa.label];
const MEALS = [MEAL_BRAND_STYLES.alelo.label];

/** Ticks `brands` in the card-selection modal of `kind` and adds them, back in the payment modal. */
async function chooseBrands(page: Page, text: Texts, kind: 'credit' | 'meals', brands: string[]) {
  await page.getByRole('button', { name: label(text.payments(`choose.${kind}`)) }).click();
  const selection = dialog(page, text.payments(`select.${kind}`));
  for (const brand of brands) {
    const box = selection.getByRole('checkbox', { name: label(brand) });
    await box.click();
    await expect(box).toBeChecked();
  }
  await selection.getByRole('button', { name: label(text.payments('select.add')) }).click();
  await expect(selection).toBeHidden();
}

async function editPayments(page: Page, text: Texts) {
  let modal = await openHeaderModal(page, text, 'payments');
  await chooseBrands(page, text, 'credit', CREDIT);
  modal = dialog(page, text.venue('payments.title'));
  await expect(
    modal.getByRole('list', { name: label(text.venue('payments.credit')) }).getByRole('listitem'),
  ).toHaveText(CREDIT);
  await chooseBrands(page, text, 'meals', MEALS);
  const pix = modal.getByRole('switch', { name: label(text.payments('pix')) });
  await pix.check();
  await expect(pix).toBeChecked();
  await modal.getByRole('button', { name: label(text.payments('save')) }).click();
  await expectToast(page, text, 'paymentUpdated');
  await expect(modal).toBeHidden();
}

async function expectPayments(page: Page, text: Texts) {
  const modal = await openHeaderModal(page, text, 'payments');
  await expect(
    modal.getByRole('list', { name: label(text.venue('payments.credit')) }).getByRole('listitem'),
  ).toHaveText(CREDIT);
  await expect(modal.getByRole('list', { name: label(text.venue('payments.meals')) }).getByRole('listitem')).toHaveText(
    MEALS,
  );
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

// --- Tests -----------------------------------------------------------------------------------------------

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

for (const lang of LANGUAGES) {
  test.describe(`owner edits about, Wi-Fi and payments on a phone (${lang})`, () => {
    test.use({ lang, ...PHONE });

    test(`the page shows each edit at once and after a reload; a visitor sees them (${lang})`, async ({
      page,
      ownVenue,
      signInAs,
    }) => {
      test.setTimeout(120_000);
      const text = textsFor(lang);
      await signInAs(ownVenue.owner);
      await openVenue(page, ownVenue, 'about');

      await editAbout(page, text);
      await expectAbout(page, text);
      await editWifi(page, text);
      await editPayments(page, text);
      await expectPayments(page, text);

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: ownVenue.name })).toBeVisible();
      await expectAbout(page, text);
      await expectWifi(page, text);
      await expectPayments(page, text);

      await signInAs('visitor');
      await openVenue(page, ownVenue, 'about');
      await expect(page.getByRole('button', { name: label(text.about('open')) })).toHaveCount(0);
      await expectAbout(page, text);
      await expectWifi(page, text);
      const modal = await openHeaderModal(page, text, 'payments');
      await expect(
        modal.getByRole('list', { name: label(text.venue('payments.credit')) }).getByRole('listitem'),
      ).toHaveText(CREDIT);
      await expect(modal.getByRole('button', { name: label(text.payments('save')) })).toHaveCount(0);
    });

    test(`the about form, the Wi-Fi form and both payment modals have no serious axe violations (${lang})`, async ({
      page,
      ownVenue,
      signInAs,
    }, testInfo) => {
      test.setTimeout(120_000);
      const text = textsFor(lang);
      await signInAs(ownVenue.owner);
      await openVenue(page, ownVenue, 'about');

      await page.getByRole('button', { name: label(text.about('open')) }).click();
      await expect(page.getByRole('region', { name: label(text.about('title')) })).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `about form ${lang}`);
      await page.screenshot({ path: testInfo.outputPath(`about-form-${lang}.png`), fullPage: true });
      await page.getByRole('button', { name: label(text.about('cancel')) }).click();

      const wifi = await openHeaderModal(page, text, 'wifi');
      await wifi.getByRole('button', { name: label(text.wifi('add')) }).click();
      await expect(dialog(page, text.wifi('add'))).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `wifi form ${lang}`);
      await page.screenshot({ path: testInfo.outputPath(`wifi-form-${lang}.png`) });
      await page.keyboard.press('Escape');
      await expect(dialog(page, text.wifi('add'))).toBeHidden();

      await openHeaderModal(page, text, 'payments');
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `payment modal ${lang}`);
      await page.screenshot({ path: testInfo.outputPath(`payments-${lang}.png`) });
      await page.getByRole('button', { name: label(text.payments('choose.debit')) }).click();
      const selection = dialog(page, text.payments('select.debit'));
      await selection.getByRole('checkbox', { name: label(CARD_BRAND_STYLES.elo.label) }).click();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `card-selection modal ${lang}`);
      await page.screenshot({ path: testInfo.outputPath(`card-selection-${lang}.png`) });
    });
  });
}
