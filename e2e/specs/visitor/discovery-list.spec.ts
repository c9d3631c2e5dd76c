import type { Locator, Page, Request } from '@playwright/test';
import { expectNoSeriousViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import { openDrawer, settle } from '../../support/flows.ts';
import { containing, featureTranslator, label, LANGUAGES, translator, type Language } from '../../support/i18n.ts';

/** Near Avenida Paulista; the demo venues are around São Paulo. */
const DEVICE = { latitude: -23.5614, longitude: -46.6559 };
/** packages/shared DEFAULT_POSITION (Praça da Sé). */
const DEFAULT_POSITION = { latitude: -23.5503, longitude: -46.6339 };

const listText = (language: Language) => featureTranslator('features/discovery/locales', language);
const favouritesText = (language: Language) => featureTranslator('lib/favourite/locales', language);

function isHomeRequest(request: Request, position?: { latitude: number; longitude: number }): boolean {
  if (!request.url().endsWith('/api/v1/user/home') || request.method() !== 'POST') return false;
  if (!position) return true;
  const body = request.postDataJSON() as { latitude?: number; longitude?: number };
  return body.latitude === position.latitude && body.longitude === position.longitude;
}

const cards = (page: Page): Locator => page.getByRole('main').getByRole('article');

/** The distances the cards show, in km ("1,23 km" in pt, "1.23 km" in en). */
async function distancesOf(page: Page): Promise<number[]> {
  const texts = await cards(page).locator('p + div > span:last-child').allInnerTexts();
  return texts.map((text) => Number(/([\d.,]+)\s*km/.exec(text.replace(/\s+/g, ' '))?.[1]?.replace(',', '.') ?? NaN));
}

async function cardNames(page: Page): Promise<string[]> {
  return cards(page).getByRole('heading', { level: 2 }).allInnerTexts();
}

test.describe('discovery list with geolocation granted', () => {
  test.use({ lang: 'pt', geolocation: DEVICE, permissions: ['geolocation'] });

  test('nearest first from the device, the place in the header, a type filter and an accent-free search', async ({
    visitorPage: page,
    t,
  }) => {
    const text = listText('pt');
    const fromDevice = page.waitForResponse((response) => isHomeRequest(response.request(), DEVICE));
    const saved = page.waitForRequest((request) => request.url().endsWith('/api/v1/user/set-location'));
    await page.goto('/main');
    await expect(page.getByRole('heading', { level: 1, name: label(text('title')) })).toBeVisible();
    await fromDevice;
    expect((await saved).postDataJSON()).toEqual(DEVICE);

    await test.step('nearest first, distances ascending with 2 decimals', async () => {
      await expect(cards(page).first()).toBeVisible();
      await expect(cards(page).first()).toContainText(/\d+,\d{2} km/);
      const distances = await distancesOf(page);
      expect(distances.length).toBeGreaterThan(5);
      expect(distances.every(Number.isFinite)).toBe(true);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances[0]).toBeLessThan(2);
    });

    await test.step('the header shows the reverse-geocoded place', async () => {
      const banner = page.getByRole('banner');
      await expect(banner.getByText(containing('São Paulo'))).toBeVisible();
      await expect(banner.getByText(t('layout.locationUnknown'))).toHaveCount(0);
      await expect(banner.getByText(t('layout.defaultPlace'))).toHaveCount(0);
      await expect(page.getByText(listText('pt')('card.distanceFromDefault'))).toHaveCount(0);
    });

    await test.step('filter by a type', async () => {
      await page.getByRole('button', { name: label(text('filters.button')) }).click();
      const dialog = page.getByRole('dialog', { name: label(text('filters.title')) });
      // The list of the chosen filters is fetched as they are chosen; "Apply" then shows it without a request.
      const filtered = page.waitForResponse((response) => isHomeRequest(response.request()));
      await dialog.getByText(text('venueTypes.pub'), { exact: true }).click();
      await expect(dialog.getByRole('checkbox', { name: label(text('venueTypes.pub')) })).toBeChecked();
      const body = (await filtered).request().postDataJSON() as { establishmentType: string[] };
      expect(body.establishmentType).toEqual(['pub']);
      await dialog.getByRole('button', { name: label(text('filters.apply')) }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/main\?type=pub$/);
      await expect(cards(page).first()).toBeVisible();
      const types = await cards(page).locator('p + div > span:first-child').allInnerTexts();
      expect(types.length).toBeGreaterThan(0);
      for (const type of types) expect(type).toContain(text('venueTypes.pub'));
      const distances = await distancesOf(page);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));

      // Clean: every type again. The unfiltered list shows from the cache and is refreshed behind it: wait for
      // that answer, or the search below could take it for its own.
      await page.getByRole('button', { name: label(text('filters.buttonActive_one', { count: 1 })) }).click();
      const refreshed = page.waitForResponse((response) => isHomeRequest(response.request()));
      await page
        .getByRole('dialog')
        .getByRole('button', { name: label(text('filters.clean')) })
        .click();
      await expect(page).toHaveURL(/\/main$/);
      await refreshed;
      await page.keyboard.press('Escape');
    });

    // "sao jorge", not "sao": by the time this runs, other specs' venues with "São Paulo" in their address fill
    // the first cards of a "sao" search, and the demo's Boteco São Jorge is further down the list.
    await test.step('search "sao jorge" finds "Boteco São Jorge"', async () => {
      const search = page.getByRole('searchbox', { name: label(text('search.label')) });
      await search.fill('sao jorge');
      const searched = page.waitForResponse((response) => isHomeRequest(response.request()));
      await page.getByRole('button', { name: label(text('search.submit')) }).click();
      expect(((await searched).request().postDataJSON() as { search: string }).search).toBe('sao jorge');
      await expect(page).toHaveURL(/\/main\?q=sao(\+|%20)jorge$/);
      await expect(
        cards(page)
          .getByRole('heading', { name: /\bSão Jorge\b/ })
          .first(),
      ).toBeVisible();
      const names = await cardNames(page);
      const addresses = await cards(page).locator('h2 + p').allInnerTexts();
      names.forEach((name, index) =>
        expect(`${name} ${addresses[index]}`.normalize('NFD').replace(/\p{M}/gu, '')).toMatch(/sao/i),
      );

      // Clearing the box reloads at once, without submitting.
      const cleared = page.waitForResponse((response) => isHomeRequest(response.request()));
      await search.fill('');
      expect(((await cleared).request().postDataJSON() as { search: string }).search).toBe('');
      await expect(page).toHaveURL(/\/main$/);
    });
  });

  test('favourite, then unfavourite through the confirmation; /favorite shows it and drops it', async ({
    visitorPage: page,
    t,
  }) => {
    const text = listText('pt');
    const favourites = favouritesText('pt');
    await page.goto('/main');
    const first = cards(page).first();
    await expect(first).toBeVisible();
    const name = (await first.getByRole('heading', { level: 2 }).innerText()).trim();
    const add = page.getByRole('button', { name: text('card.addFavourite', { name }), exact: true });
    const remove = page.getByRole('button', { name: text('card.removeFavourite', { name }), exact: true });

    await test.step('the empty heart favourites at once', async () => {
      const liked = page.waitForResponse((response) => response.url().endsWith('/api/v1/user/establishment-like'));
      await add.click();
      await expect(remove).toBeVisible();
      const response = await liked;
      expect(response.request().postDataJSON()).toMatchObject({ like: true });
      expect(response.status()).toBe(200);
    });

    await test.step('/favorite shows it', async () => {
      const drawer = await openDrawer(page, t);
      await drawer.getByRole('link', { name: label(t('menu.favourites')) }).click();
      await expect(page).toHaveURL(/\/favorite$/);
      await expect(page.getByRole('heading', { level: 1, name: label(favourites('title')) })).toBeVisible();
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).getByRole('heading', { level: 2, name })).toBeVisible();
    });

    await test.step('the filled heart asks first; back keeps it', async () => {
      await remove.click();
      const dialog = page.getByRole('dialog', { name: label(favourites('remove.title')) });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(name);
      await dialog.getByRole('button', { name: label(favourites('remove.back')) }).click();
      await expect(dialog).toBeHidden();
      await expect(cards(page)).toHaveCount(1);
    });

    await test.step('confirm removes it and it drops out of /favorite', async () => {
      await remove.click();
      const dialog = page.getByRole('dialog', { name: label(favourites('remove.title')) });
      const unliked = page.waitForResponse((response) => response.url().endsWith('/api/v1/user/establishment-like'));
      await dialog.getByRole('button', { name: label(favourites('remove.confirm')) }).click();
      expect((await unliked).request().postDataJSON()).toMatchObject({ like: false });
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByText(text('empty.title'), { exact: true })).toBeVisible();
    });

    await test.step('back on /main the heart is empty again', async () => {
      await page.goto('/main');
      await expect(add).toBeVisible();
    });
  });
});

test.describe('discovery list with geolocation denied', () => {
  test.use({ lang: 'pt', permissions: [] });

  test('warns about the location permissions and keeps the default list', async ({ visitorPage: page, t }) => {
    const requests: Request[] = [];
    page.on('request', (request) => {
      if (isHomeRequest(request)) requests.push(request);
    });
    await page.goto('/main');
    await expect(page.getByText(t('shared:api.locationFailed'))).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await settle(page);
    expect(requests.length).toBeGreaterThan(0);
    for (const home of requests) expect(home.postDataJSON()).toMatchObject(DEFAULT_POSITION);
    const distances = await distancesOf(page);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Distances from a point the person can see (issue 11): the header and the list name the default place.
    await expect(page.getByRole('banner').getByText(t('layout.defaultPlace'))).toBeVisible();
    await expect(page.getByText(listText('pt')('card.distanceFromDefault'))).toBeVisible();
  });
});

for (const lang of LANGUAGES) {
  test.describe(`discovery list: no serious or critical axe violations (${lang})`, () => {
    test.use({ lang, geolocation: DEVICE, permissions: ['geolocation'] });

    test(`/main, its filters and the unfavourite confirmation; /favorite (${lang})`, async ({
      visitorPage: page,
    }, testInfo) => {
      // Four axe scans of a page of cards: more than the default minute on a busy two-core machine.
      test.slow();
      const text = listText(lang);
      const favourites = favouritesText(lang);
      const t = translator(lang);
      await page.goto('/main');
      await expect(cards(page).first()).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `main ${lang}`);

      await page.getByRole('button', { name: label(text('filters.button')) }).click();
      const filters = page.getByRole('dialog', { name: label(text('filters.title')) });
      await expect(filters.getByRole('button', { name: label(text('filters.apply')) })).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `main filters ${lang}`);
      await page.keyboard.press('Escape');
      await expect(filters).toBeHidden();

      const name = (await cards(page).first().getByRole('heading', { level: 2 }).innerText()).trim();
      await page.getByRole('button', { name: text('card.addFavourite', { name }), exact: true }).click();
      await page.getByRole('button', { name: text('card.removeFavourite', { name }), exact: true }).click();
      const confirm = page.getByRole('dialog', { name: label(favourites('remove.title')) });
      await expect(confirm).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `main unfavourite confirmation ${lang}`);
      await confirm.getByRole('button', { name: label(favourites('remove.back')) }).click();
      await expect(confirm).toBeHidden();

      const drawer = await openDrawer(page, t);
      await drawer.getByRole('link', { name: label(t('menu.favourites')) }).click();
      await expect(cards(page)).toHaveCount(1);
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `favorite ${lang}`);
    });
  });
}
