import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiPost } from '../../support/api.ts';
import { expectNoSeriousViolations } from '../../support/axe.ts';
import { baseUrl } from '../../support/env.ts';
import { expect, test } from '../../support/fixtures.ts';
import { settle } from '../../support/flows.ts';
import { featureTranslator, label, LANGUAGES, type Language, type Translate } from '../../support/i18n.ts';
import { openSession, storeSession } from '../../support/session.ts';
import { newUser, registerViaApi } from '../../support/users.ts';

/*
 * The owner edits the menu on a phone (spec §2 menu tab and /menu-details, issue 9 parts 4 and 7). Each language
 * works on a venue of its own, and every test puts the menu back as it found it, so that other specs reading the
 * demo menus are not disturbed: categories are switched on only for the test's own items, never off for others.
 */

interface Category {
  _id: string;
  name: string;
  namePt: string;
  isActive: boolean;
  items: string[];
}

interface Venue {
  _id: string;
  name: string;
  menu: Category[];
}

/** Tests that edit a menu; each (with its language) gets a venue of its own, as tests run in parallel. */
const JOURNEYS = ['toggle', 'items'] as const;

/** A venue of the demo owner, the same for a journey and a language, and never another's. */
async function ownersVenue(
  request: APIRequestContext,
  token: string,
  lang: Language,
  journey: (typeof JOURNEYS)[number],
): Promise<Venue> {
  const home = await apiPost<{ items: { _id: string; name: string }[] }>(request, token, '/user/home', {
    latitude: -23.5503,
    longitude: -46.6339,
  });
  const names = home.items.map((venue) => venue.name).sort();
  const chosen = home.items.find(
    (venue) =>
      venue.name === names[names.length - 1 - LANGUAGES.indexOf(lang) * JOURNEYS.length - JOURNEYS.indexOf(journey)],
  );
  expect(chosen, 'the demo owner has venues').toBeTruthy();
  return apiPost<Venue>(request, token, '/establishment/details', { establishmentId: chosen!._id });
}

const nameIn = (category: Category, lang: Language) => (lang === 'pt' ? category.namePt : category.name);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startingWith = (text: string) => new RegExp(`^\\s*${escape(text)}`, 'i');

/** A new visitor's page in a browser context of its own (the owner's page stays signed in beside it). */
async function openVisitorPage(browser: Browser, request: APIRequestContext, lang: Language): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'pt-BR' });
  await context.addInitScript((language: string) => window.localStorage.setItem('language', language), lang);
  const page = await context.newPage();
  const visitor = newUser('menu');
  await registerViaApi(request, visitor);
  await storeSession(page, await openSession(request, visitor));
  return page;
}

/** The names on the venue's menu tiles, as the visitor sees them now. */
async function visitorTileNames(page: Page, lang: Language, venue: Venue): Promise<string[]> {
  const menuText = featureTranslator('features/venues/menu/locales', lang);
  await page.goto(`/establishment-detail?id=${venue._id}&tab=menu`);
  const tiles = page.getByRole('list', { name: label(menuText('title')) });
  await expect(tiles.or(page.getByText(menuText('noMenu')))).toBeVisible();
  return tiles.getByRole('link').allTextContents();
}

async function openMenuTab(page: Page, venue: Venue) {
  await page.goto(`/establishment-detail?id=${venue._id}&tab=menu`);
  await settle(page);
}

for (const lang of LANGUAGES) {
  test.describe(`the owner's menu (${lang}, phone)`, () => {
    test.use({ lang, isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } });
    // Each journey signs in twice, registers a visitor and saves several times: more than the default minute.
    test.describe.configure({ timeout: 180_000 });

    let menuText: Translate;
    test.beforeEach(() => {
      menuText = featureTranslator('features/venues/menu/locales', lang);
    });

    test('toggles categories in the Cardápio modal and saves; the visitor-facing tiles follow', async ({
      ownerPage: page,
      signInAs,
      request,
      browser,
      t,
    }, testInfo) => {
      const { token } = await signInAs('owner');
      const venue = await ownersVenue(request, token, lang, 'toggle');
      const visitorPage = await openVisitorPage(browser, request, lang);
      // An inactive category gets items of this test's own, so switching it on shows it to visitors.
      const category = venue.menu.find((entry) => !entry.isActive)!;
      expect(category, 'the venue has an inactive category').toBeTruthy();
      const name = nameIn(category, lang);
      const item = `E2E ${lang} ${Date.now().toString(36)}`;
      await apiPost(request, token, '/establishment/edit-items', {
        establishmentId: venue._id,
        menuId: category._id,
        items: [...category.items, item],
      });

      try {
        await openMenuTab(page, venue);
        // The owner's tab shows every category; this one is marked inactive.
        const tile = page.getByRole('link', { name: startingWith(name) });
        await expect(tile).toContainText(menuText('edit.inactive'));
        await settle(page);
        await expectNoSeriousViolations(page, testInfo, `owner menu tab ${lang}`);

        await page.getByRole('button', { name: label(menuText('edit.menuButton')) }).click();
        const dialog = page.getByRole('dialog', { name: label(menuText('title')) });
        await expect(dialog).toBeVisible();
        const toggle = dialog.getByRole('button', { name: startingWith(name) });
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
        await toggle.tap();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        await settle(page);
        await page.screenshot({ path: testInfo.outputPath(`edit-menu-${lang}.png`), fullPage: false });
        await expectNoSeriousViolations(page, testInfo, `edit-menu modal ${lang}`);

        await dialog.getByRole('button', { name: label(menuText('edit.save')) }).tap();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(t('shared:api.menuUpdated')).first()).toBeVisible();
        // The page follows at once, without a reload: the tile is no longer marked inactive.
        await expect(tile).not.toContainText(menuText('edit.inactive'));
        expect((await visitorTileNames(visitorPage, lang, venue)).some((text) => text.startsWith(name))).toBe(true);

        // And off again: a visitor no longer sees it.
        await page.getByRole('button', { name: label(menuText('edit.menuButton')) }).click();
        await expect(dialog.getByRole('button', { name: startingWith(name) })).toHaveAttribute('aria-pressed', 'true');
        await dialog.getByRole('button', { name: startingWith(name) }).tap();
        await dialog.getByRole('button', { name: label(menuText('edit.save')) }).tap();
        await expect(dialog).toBeHidden();
        await expect(tile).toContainText(menuText('edit.inactive'));
        expect((await visitorTileNames(visitorPage, lang, venue)).some((text) => text.startsWith(name))).toBe(false);
      } finally {
        await visitorPage.context().close();
        await apiPost(request, token, '/establishment/edit-menu', {
          establishmentId: venue._id,
          menu: [{ _id: category._id, isActive: category.isActive }],
        });
        await apiPost(request, token, '/establishment/edit-items', {
          establishmentId: venue._id,
          menuId: category._id,
          items: category.items,
        });
      }
    });

    test('adds and removes items on /menu-details, reaching a category that has none', async ({
      ownerPage: page,
      signInAs,
      request,
      t,
    }, testInfo) => {
      const { token } = await signInAs('owner');
      const venue = await ownersVenue(request, token, lang, 'items');
      const category = venue.menu.find((entry) => !entry.isActive && entry.items.length === 0)!;
      expect(category, 'the venue has an empty inactive category').toBeTruthy();
      const name = nameIn(category, lang);
      const stamp = Date.now().toString(36);
      const first = `Caipirinha ${stamp}`;
      const second = `Chopp ${stamp}`;
      const third = `Água ${stamp}`;

      try {
        // The owner reaches an empty, inactive category from the menu tab.
        await openMenuTab(page, venue);
        await page.getByRole('link', { name: startingWith(name) }).tap();
        await expect(page).toHaveURL(/\/menu-details/);
        await expect(page.getByRole('heading', { level: 1, name: label(name) })).toBeVisible();
        await expect(page.getByText(menuText('noItem'))).toBeVisible();

        await page.getByRole('button', { name: label(menuText('edit.itemsButton')) }).tap();
        const dialog = page.getByRole('dialog', { name: label(menuText('itemsOf', { name })) });
        await expect(dialog).toBeVisible();
        const field = dialog.getByRole('textbox', { name: label(menuText('edit.newItem')) });

        // A leading space is not taken; 40 characters are the most; an empty item is ignored.
        await field.pressSequentially(' ');
        await expect(field).toHaveValue('');
        await field.fill('x'.repeat(45));
        await expect(field).toHaveValue('x'.repeat(40));
        await expect(dialog.getByText('40/40')).toBeVisible();
        await field.fill('');
        await dialog.getByRole('button', { name: label(menuText('edit.add')) }).tap();
        await expect(dialog.getByRole('list', { name: label(menuText('edit.itemList')) })).toHaveCount(0);

        // Enter adds; the add button adds.
        await field.fill(first);
        await field.press('Enter');
        await field.fill(second);
        await dialog.getByRole('button', { name: label(menuText('edit.add')) }).tap();
        const list = dialog.getByRole('list', { name: label(menuText('edit.itemList')) });
        await expect(list.getByRole('listitem')).toHaveText([first, second]);
        await expect(field).toHaveValue('');
        await settle(page);
        await page.screenshot({ path: testInfo.outputPath(`edit-items-${lang}.png`), fullPage: false });
        await expectNoSeriousViolations(page, testInfo, `edit-items modal ${lang}`);

        // Remove one; what is typed but not added yet is saved with the rest.
        await dialog.getByRole('button', { name: label(menuText('edit.remove', { item: first })) }).tap();
        await expect(list.getByRole('listitem')).toHaveText([second]);
        await field.fill(third);
        await dialog.getByRole('button', { name: label(menuText('edit.save')) }).tap();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(t('shared:api.menuItemsUpdated')).first()).toBeVisible();
        const items = page.getByRole('list', { name: label(menuText('itemsOf', { name })) });
        await expect(items.getByRole('listitem')).toHaveText([second, third]);
        const saved = await apiPost<Venue>(request, token, '/establishment/details', { establishmentId: venue._id });
        expect(saved.menu.find((entry) => entry._id === category._id)?.items).toEqual([second, third]);

        // Emptying it again.
        await page.getByRole('button', { name: label(menuText('edit.itemsButton')) }).tap();
        for (const item of [second, third]) {
          await dialog.getByRole('button', { name: label(menuText('edit.remove', { item })) }).tap();
        }
        await expect(dialog.getByText(menuText('edit.noItems'))).toBeVisible();
        await dialog.getByRole('button', { name: label(menuText('edit.save')) }).tap();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(menuText('noItem'))).toBeVisible();
      } finally {
        await apiPost(request, token, '/establishment/edit-items', {
          establishmentId: venue._id,
          menuId: category._id,
          items: category.items,
        });
      }
    });
  });
}
