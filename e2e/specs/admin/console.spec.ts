import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { baseUrl } from '../../support/env.ts';
import { expect, test } from '../../support/fixtures.ts';
import { login, settle } from '../../support/flows.ts';
import { containing, featureTranslator, label, LANGUAGES, type Language, type Translate } from '../../support/i18n.ts';
import { SHARES_LOCATION } from '../../support/places.ts';
import { openSession, storeSession } from '../../support/session.ts';
import { loginViaApi, newUser, registerViaApi } from '../../support/users.ts';

/*
 * The admin console end to end (issue 8): an admin registers an owner and two venues, finds, sorts, pages,
 * edits, blocks and deletes them; visitors and the new owner see the effect in their own browsers.
 */

const admin = (language: Language) => featureTranslator('features/admin/locales', language);
const discovery = (language: Language) => featureTranslator('features/discovery/locales', language);

/** A São Paulo device position (Praça da Sé), so both new venues are near the visitor. */
interface VenueInput {
  name: string;
  plan: 'basico' | 'premium' | 'platina';
  types: ('bar' | 'club' | 'pub' | 'lounge')[];
  zipCode: string;
  /** Typed in the address box; the first suggestion is taken. */
  addressQuery: string;
}

/** Opens a page in a browser of its own, signed in as `account`, in `language`, at São Paulo. */
async function pageOf(
  browser: Browser,
  language: Language,
  session?: Awaited<ReturnType<typeof openSession>>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    ...SHARES_LOCATION,
  });
  await context.addInitScript((lang: string) => window.localStorage.setItem('language', lang), language);
  const page = await context.newPage();
  if (session) await storeSession(page, session);
  return { context, page };
}

/** Picks `option` in the Mantine select or multi-select labelled `name`. */
async function choose(page: Page, name: string, options: string[]) {
  // A multi-select's input sits inside the pills box, which takes the click as a person's finger would.
  await page.getByRole('combobox', { name: label(name) }).click({ force: true });
  for (const option of options) await page.getByRole('option', { name: label(option) }).click();
  await page.keyboard.press('Escape');
}

async function fillVenue(page: Page, a: Translate, venue: VenueInput) {
  await choose(page, a('venueForm.plan'), [a(`plans.${venue.plan}`)]);
  await choose(
    page,
    a('venueForm.venueTypes'),
    venue.types.map((type) => a(`venueTypes.${type}`)),
  );
  await page.getByLabel(label(a('venueForm.name'))).fill(venue.name);
  await page.getByLabel(label(a('venueForm.fantasyName'))).fill(venue.name);
  await page.getByLabel(label(a('venueForm.corporateName'))).fill(`${venue.name} Ltda`);
  await page.getByLabel(label(a('venueForm.cnpj'))).pressSequentially(generateCnpj().replace(/\D/g, ''));
  await page.getByLabel(label(a('venueForm.phone'))).pressSequentially('11987654321');
  await page.getByLabel(label(a('venueForm.email'))).fill(`contato.${Date.now().toString(36)}@example.com`);

  const latitude = page.getByLabel(label(a('venueForm.latitude')));
  // A capital's CEP places the venue at the city's centre (offline geocoder, decision 020)...
  await page.getByLabel(label(a('venueForm.zipCode'))).pressSequentially(venue.zipCode.replace('-', ''));
  // The first lookup after start loads the offline place data (seconds on a busy machine).
  await expect(latitude).toHaveValue(/^-23\.5/, { timeout: 30_000 });
  // ...and an address suggestion moves it to the district and fills the address.
  const address = page.getByRole('combobox', { name: label(a('venueForm.address')) });
  await address.fill(venue.addressQuery);
  const suggestion = page.getByRole('option', { name: containing(venue.addressQuery) }).first();
  await suggestion.click();
  await expect(address).toHaveValue(containing(venue.addressQuery));
  await expect(latitude).not.toHaveValue(/^-23\.55/);
}

/** The owners table's row naming `name`. */
function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ hasText: name });
}

async function searchOwners(page: Page, a: Translate, text: string) {
  await page.getByRole('searchbox', { name: label(a('owners.searchLabel')) }).fill(text);
  // The search goes into the address once typing stops; the list then loads (or comes from the cache).
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}(&|$)`));
  await settle(page);
}

async function confirmDialog(page: Page, title: string, confirm: string, mentions: string[] = []) {
  const dialog = page.getByRole('dialog', { name: label(title) });
  await expect(dialog).toBeVisible();
  for (const text of mentions) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: label(confirm) }).click();
  await expect(dialog).toBeHidden();
}

for (const language of LANGUAGES) {
  test.describe(`admin console journey (${language})`, () => {
    test.use({ lang: language });

    test(`onboards an owner with two venues, then finds, edits, blocks and deletes them (${language})`, async ({
      adminPage: page,
      browser,
      request,
      t,
    }) => {
      test.setTimeout(180_000);
      const a = admin(language);
      const d = discovery(language);
      const owner = newUser('owner');
      const ownerName = `Dona ${owner.name.split(' ').pop()}`.slice(0, 30);
      const cpf = generateCpf();
      const suffix = owner.email.split('@')[0]!.slice(-6);
      const first: VenueInput = {
        name: `Bar Um ${suffix}`,
        plan: 'premium',
        types: ['bar', 'club'],
        zipCode: '01001-000',
        addressQuery: 'Pinheiros',
      };
      const second: VenueInput = {
        name: `Pub Dois ${suffix}`,
        plan: 'basico',
        types: ['pub'],
        zipCode: '04077-000',
        addressQuery: 'Moema',
      };

      await test.step('registers the owner', async () => {
        await page.goto('/administrator');
        await page.getByRole('link', { name: label(a('owners.registerNew')) }).click();
        await expect(page).toHaveURL(/\/registernewuser$/);
        await page.getByLabel(label(t('fields.name'))).fill(ownerName);
        await page.getByLabel(label(t('fields.cpf'))).pressSequentially(cpf);
        await page.getByLabel(label(t('fields.phone'))).pressSequentially(owner.phone.slice(0, 11));
        await page.getByLabel(label(t('fields.email'))).fill(owner.email);
        await page.getByLabel(label(t('fields.password'))).fill(owner.password);
        await page.getByRole('button', { name: label(a('registerOwner.submit')) }).click();
        await expect(page).toHaveURL(/\/registerestabeshiment$/);
        await expect(page.getByText(owner.email)).toBeVisible();
      });

      await test.step('registers two venues with the CEP and the address search', async () => {
        for (const venue of [first, second]) {
          await fillVenue(page, a, venue);
          await page.getByRole('button', { name: label(a('registerVenue.submit')) }).click();
          const carousel = page.getByRole('group', { name: label(a('registerVenue.venuesCarousel')) });
          await expect(carousel.getByRole('button', { name: containing(venue.name) })).toBeVisible();
        }
        await page.getByRole('button', { name: label(a('registerVenue.done')) }).click();
        await expect(page).toHaveURL(/\/administrator/);
      });

      await test.step('finds the owner by name without accents, then by CPF with and without its mask', async () => {
        await searchOwners(page, a, ownerName.toUpperCase());
        await expect(rowOf(page, ownerName)).toContainText('2');
        const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
        await expect(rowOf(page, ownerName)).toContainText(masked);
        await searchOwners(page, a, masked);
        await expect(rowOf(page, ownerName)).toBeVisible();
        await searchOwners(page, a, cpf);
        await expect(rowOf(page, ownerName)).toBeVisible();
      });

      await test.step('sorts and pages the whole list, and keeps the view in the address', async () => {
        await page.getByRole('button', { name: label(a('owners.clearSearch')) }).click();
        await settle(page);
        const nameHeader = page.getByRole('columnheader', { name: containing(a('owners.columns.name')) });
        await nameHeader.getByRole('button').click();
        await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
        await nameHeader.getByRole('button').click();
        await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
        await page.getByRole('button', { name: label(a('owners.pageLabel', { page: 2 })) }).click();
        await expect(page).toHaveURL(/page=2/);
        await settle(page);
        // Another journey may add owners meanwhile: the view (page, sort, order) is what must survive a reload.
        await page.reload();
        await settle(page);
        await expect(page).toHaveURL(/page=2/);
        await expect(page.getByRole('columnheader', { name: containing(a('owners.columns.name')) })).toHaveAttribute(
          'aria-sort',
          'descending',
        );
        await expect(page.getByRole('button', { name: label(a('owners.pageLabel', { page: 2 })) })).toHaveAttribute(
          'aria-current',
          'page',
        );
      });

      await test.step('edits the owner, switches the first venue off and changes the second plan', async () => {
        await searchOwners(page, a, ownerName);
        await rowOf(page, ownerName)
          .getByRole('button', { name: label(a('owners.edit', { name: ownerName })) })
          .click();
        await expect(page).toHaveURL(/\/estabelishment$/);
        await expect(page.getByLabel(label(t('fields.name')))).toHaveValue(ownerName);
        await page.getByLabel(label(t('fields.name'))).fill(`${ownerName} B`);
        await page.getByRole('switch', { name: label(a('editOwner.activeLabel', { name: first.name })) }).click();
        await choose(page, a('editOwner.planOf', { name: second.name }), [a('plans.platina')]);
        await page.getByRole('button', { name: label(a('editOwner.save')) }).click();
        await expect(page).toHaveURL(/\/administrator/);
        await searchOwners(page, a, `${ownerName} B`);
        await rowOf(page, `${ownerName} B`)
          .getByRole('button', { name: label(a('owners.edit', { name: `${ownerName} B` })) })
          .click();
        await expect(page).toHaveURL(/\/estabelishment$/);
        await expect(page.getByLabel(label(t('fields.name')))).toHaveValue(`${ownerName} B`);
        await expect(
          page.getByRole('switch', { name: label(a('editOwner.activeLabel', { name: first.name })) }),
        ).not.toBeChecked();
        await expect(
          page.getByRole('combobox', { name: label(a('editOwner.planOf', { name: second.name })) }),
        ).toHaveValue(a('plans.platina'));
        await page.getByRole('link', { name: label(a('editOwner.back')) }).click();
      });

      await test.step('visitors find the active venue and no longer the switched-off one', async () => {
        const visitor = newUser('adminjourney');
        await registerViaApi(request, visitor);
        const { context, page: visitorPage } = await pageOf(browser, language, await openSession(request, visitor));
        try {
          await visitorPage.goto('/main');
          const search = visitorPage.getByRole('searchbox', { name: label(d('search.label')) });
          for (const [venue, listed] of [
            [second, true],
            [first, false],
          ] as const) {
            await search.fill(venue.name);
            await visitorPage.getByRole('button', { name: label(d('search.submit')) }).click();
            if (listed) await expect(visitorPage.getByRole('heading', { name: label(venue.name) })).toBeVisible();
            else await expect(visitorPage.getByText(label(d('empty.title')))).toBeVisible();
          }
        } finally {
          await context.close();
        }
      });

      await test.step('blocks the owner (no sign-in), then unblocks them', async () => {
        const name = `${ownerName} B`;
        await searchOwners(page, a, name);
        await rowOf(page, name)
          .getByRole('button', { name: label(a('owners.block', { name })) })
          .click();
        await confirmDialog(page, a('owners.blockTitle'), a('owners.blockConfirm'), [name]);
        await expect(rowOf(page, name)).toContainText(a('owners.blocked'));
        expect((await loginViaApi(request, owner.email, owner.password)).status).toBe(403);
        await rowOf(page, name)
          .getByRole('button', { name: label(a('owners.unblock', { name })) })
          .click();
        await confirmDialog(page, a('owners.unblockTitle'), a('owners.unblockConfirm'), [name]);
        await expect(rowOf(page, name)).not.toContainText(a('owners.blocked'));
      });

      await test.step('the new owner signs in, accepts the terms and sees both venues', async () => {
        const { context, page: ownerPage } = await pageOf(browser, language);
        try {
          await login(ownerPage, t, owner.email, owner.password);
          await expect(ownerPage).toHaveURL(/\/accept-terms$/);
          await ownerPage.getByRole('button', { name: label(t('auth.acceptTerms.accept')) }).click();
          await expect(ownerPage).toHaveURL(/\/main$/);
          for (const venue of [first, second]) {
            await expect(ownerPage.getByRole('heading', { name: label(venue.name) })).toBeVisible();
          }
        } finally {
          await context.close();
        }
      });

      await test.step('deletes the owner with their two venues', async () => {
        const name = `${ownerName} B`;
        await searchOwners(page, a, name);
        await rowOf(page, name)
          .getByRole('button', { name: label(a('owners.delete', { name })) })
          .click();
        await confirmDialog(page, a('owners.deleteTitle'), a('owners.deleteConfirm'), [
          a('owners.deleteMessage_other', { name, count: 2 }),
        ]);
        await expect(page.getByRole('button', { name: label(a('owners.edit', { name })) })).toHaveCount(0);
        await expect(page.getByText(a('owners.emptySearch', { search: name }))).toBeVisible();
        expect((await loginViaApi(request, owner.email, owner.password)).status).toBe(400);
      });
    });
  });
}
