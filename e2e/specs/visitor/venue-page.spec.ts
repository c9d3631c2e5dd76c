import type { APIRequestContext, Page } from '@playwright/test';
import { apiPost } from '../../support/api.ts';
import { expectNoSeriousViolations } from '../../support/axe.ts';
import { expect, test as base } from '../../support/fixtures.ts';
import { settle } from '../../support/flows.ts';
import {
  featureTranslator,
  label,
  LANGUAGES,
  startingWith,
  type Language,
  type Translate,
} from '../../support/i18n.ts';
import { days, isInView, showDay, week } from '../../support/week.ts';

interface Texts {
  venue: Translate;
  events: Translate;
  menu: Translate;
  favourites: Translate;
}

const textsFor = (language: Language): Texts => ({
  venue: featureTranslator('features/venues/locales', language),
  events: featureTranslator('features/venues/events/locales', language),
  menu: featureTranslator('features/venues/menu/locales', language),
  favourites: featureTranslator('lib/favourite/locales', language),
});

// --- What the demo data holds, found through the API -------------------------------------------------

interface DetailsEvent {
  _id: string;
  eventName: string;
  endTime: string;
  eventWithList: boolean;
  isExist: boolean;
}

interface Details {
  _id: string;
  name: string;
  timezone: string;
  banners: string[];
  wifi: { name: string; password: string } | null;
  creditCards: string[];
  pix: boolean;
  menu: { _id: string; name: string; namePt: string; isActive: boolean; items: string[] }[];
  events: { date: string; event: DetailsEvent | null }[];
}

interface DemoVenue {
  /** The API token of the visitor the test signed in, to arrange and check data with. */
  token: string;
  details: Details;
  /** The index in the week of a day whose event has a name list the visitor is not on, and has not ended. */
  listDay: number;
  category: Details['menu'][number];
}

/**
 * A demo venue with wifi, a card brand, a menu category with items and, from the third day on (so the
 * carousel has to move), an event with a name list that ends at least an hour from now.
 */
async function findDemoVenue(request: APIRequestContext, token: string): Promise<Omit<DemoVenue, 'token'>> {
  const home = await apiPost<{ items: { _id: string }[] }>(request, token, '/user/home', {
    latitude: -23.5503,
    longitude: -46.6339,
  });
  const soon = Date.now() + 60 * 60_000;
  for (const { _id } of home.items) {
    const details = await apiPost<Details>(request, token, '/establishment/details', { establishmentId: _id });
    const listDay = details.events.findIndex(
      ({ event }, index) =>
        index >= 2 && event?.eventWithList && !event.isExist && new Date(event.endTime).getTime() > soon,
    );
    const category = details.menu.find((entry) => entry.isActive && entry.items.length > 0);
    if (listDay >= 0 && category && details.wifi && details.creditCards.length && details.banners.length) {
      return { details, listDay, category };
    }
  }
  throw new Error('No demo venue has wifi, cards, a menu and an open name list from the third day on.');
}

async function eventOnList(request: APIRequestContext, token: string, venueId: string, day: number) {
  const details = await apiPost<Details>(request, token, '/establishment/details', { establishmentId: venueId });
  return details.events[day]?.event?.isExist;
}

/** `venue`: a new visitor signed in on `page`, and the demo venue the tests use, found with their token. */
const test = base.extend<{ venue: DemoVenue }>({
  venue: async ({ request, signInAs }, use) => {
    const { token } = await signInAs('visitor');
    await use({ token, ...(await findDemoVenue(request, token)) });
  },
});

// --- Page helpers ------------------------------------------------------------------------------------

async function openVenue(page: Page, text: Texts, venue: Details, pathname = '/establishment-detail') {
  await page.goto(`${pathname}?id=${venue._id}`);
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
  await expect(days(page, text.events)).toHaveCount(7);
}

// --- Tests -------------------------------------------------------------------------------------------

test.describe('venue page for visitors', () => {
  test.use({ lang: 'pt', permissions: ['clipboard-read', 'clipboard-write'] });

  test('browse the week with the arrows, join a name list and leave it', async ({ page, request, venue, lang }) => {
    const text = textsFor(lang);
    const { token, details, listDay } = venue;
    const event = details.events[listDay]!.event!;
    await openVenue(page, text, details);

    // Two days in view, not looping: previous is off at the start.
    const status = week(page, text.events).getByRole('status');
    await expect(status).toHaveText(text.events('week.position', { from: 1, to: 2, count: 7 }));
    const previous = page.getByRole('button', { name: label(text.events('week.previous')) });
    const next = page.getByRole('button', { name: label(text.events('week.next')) });
    await expect(previous).toBeDisabled();
    await expect.poll(() => isInView(days(page, text.events).nth(0))).toBe(true);
    expect(await isInView(days(page, text.events).nth(listDay))).toBe(false);

    for (let step = 1; step < listDay; step++) {
      await next.click();
      await expect(status).toHaveText(text.events('week.position', { from: step + 1, to: step + 2, count: 7 }));
    }
    await expect(previous).toBeEnabled();
    const card = days(page, text.events).nth(listDay);
    await expect.poll(() => isInView(card)).toBe(true);
    await expect(card).toContainText(event.eventName);

    // Join: add-name → confirm → name added.
    await card.getByRole('button', { name: startingWith(text.events('nameList.add')) }).click();
    let dialog = page.getByRole('dialog', { name: label(text.events('nameList.addTitle')) });
    await expect(dialog).toContainText(event.eventName);
    await dialog.getByRole('button', { name: label(text.events('nameList.addConfirm')) }).click();
    const added = card.getByRole('button', { name: startingWith(text.events('nameList.added')) });
    await expect(added).toBeVisible();
    expect(await eventOnList(request, token, details._id, listDay)).toBe(true);

    // A reload keeps the venue (the id is in the URL) and the name on the list.
    await page.reload();
    await expect(days(page, text.events)).toHaveCount(7);
    const reloaded = await showDay(page, text.events, listDay);

    // Leave: name added → remove confirm → add-name again.
    await reloaded.getByRole('button', { name: startingWith(text.events('nameList.added')) }).click();
    dialog = page.getByRole('dialog', { name: label(text.events('nameList.removeTitle')) });
    await dialog.getByRole('button', { name: label(text.events('nameList.removeConfirm')) }).click();
    await expect(reloaded.getByRole('button', { name: startingWith(text.events('nameList.add')) })).toBeVisible();
    expect(await eventOnList(request, token, details._id, listDay)).toBe(false);
  });

  test('opens a venue from a card on /main, sees wifi, payments and a menu category', async ({ page, venue, lang }) => {
    const text = textsFor(lang);
    const { details, category } = venue;

    await page.goto('/main');
    // The grid is windowed: scroll until the venue's card is rendered.
    const link = page.getByRole('main').getByRole('article').getByRole('link', { name: details.name, exact: true });
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    for (let step = 0; step < 20 && (await link.count()) === 0; step++) await page.mouse.wheel(0, 500);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/favorite-establishment-detail\\?id=${details._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: details.name })).toBeVisible();

    // Wifi: name and password, copied with the button.
    await page.getByRole('button', { name: label(text.venue('actions.wifi')) }).click();
    let dialog = page.getByRole('dialog', { name: label(text.venue('wifi.title')) });
    await expect(dialog).toContainText(details.wifi!.name);
    await expect(dialog).toContainText(details.wifi!.password);
    await dialog.getByRole('button', { name: label(text.venue('wifi.copy')) }).click();
    await expect(dialog.getByRole('button', { name: label(text.venue('wifi.copied')) })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(details.wifi!.password);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Payments: the credit card brands, read-only.
    await page.getByRole('button', { name: label(text.venue('actions.payments')) }).click();
    dialog = page.getByRole('dialog', { name: label(text.venue('payments.title')) });
    const credit = dialog.getByRole('list', { name: label(text.venue('payments.credit')) });
    await expect(credit.getByRole('listitem')).toHaveCount(details.creditCards.length);
    await expect(dialog.getByText(text.venue('payments.pix'), { exact: true })).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Directions open Google Maps with the coordinates in a new tab.
    const directions = page.getByRole('link', { name: startingWith(text.venue('actions.directions')) });
    await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?\d/);
    await expect(directions).toHaveAttribute('target', '_blank');

    // Menu: a category's items on /favorite-menu-details, and back to the menu tab.
    await page.getByRole('tab', { name: label(text.venue('tabs.menu')) }).click();
    const name = lang === 'pt' ? category.namePt : category.name;
    await page.getByRole('link', { name: startingWith(name) }).click();
    await expect(page).toHaveURL(new RegExp(`/favorite-menu-details\\?id=${details._id}&menu=${category._id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const items = page.getByRole('list', { name: label(text.menu('itemsOf', { name })) }).getByRole('listitem');
    await expect(items).toHaveText(category.items);
    await page.getByRole('link', { name: label(text.venue('page.backTo', { name: details.name })) }).click();
    await expect(page.getByRole('tab', { name: label(text.venue('tabs.menu')) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('favourites from the venue page and removes with the confirmation', async ({ page, venue, lang }) => {
    const text = textsFor(lang);
    const { details } = venue;
    await openVenue(page, text, details);
    const heart = page.getByRole('button', { name: label(text.venue('actions.favourite')) });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    const dialog = page.getByRole('dialog', { name: label(text.favourites('remove.title')) });
    await expect(dialog).toContainText(details.name);
    await dialog.getByRole('button', { name: label(text.favourites('remove.confirm')) }).click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});

for (const lang of LANGUAGES) {
  test.describe(`venue page accessibility (${lang})`, () => {
    test.use({ lang });

    test(`each tab and every modal have no serious or critical axe violations (${lang})`, async ({
      page,
      venue,
    }, testInfo) => {
      test.setTimeout(120_000);
      const text = textsFor(lang);
      const { details, listDay, category } = venue;
      await openVenue(page, text, details);
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `venue detail tab ${lang}`);

      const modals: [string, string][] = [
        [text.venue('actions.wifi'), text.venue('wifi.title')],
        [text.venue('actions.payments'), text.venue('payments.title')],
        [
          text.venue('header.openGallery', { count: details.banners.length }),
          text.venue('gallery.title', { name: details.name }),
        ],
      ];
      for (const [button, title] of modals) {
        await page.getByRole('button', { name: label(button) }).click();
        await expect(page.getByRole('dialog', { name: label(title) })).toBeVisible();
        await settle(page);
        await expectNoSeriousViolations(page, testInfo, `venue ${title} ${lang}`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }

      // The join confirmation and the more-info modal.
      const card = await showDay(page, text.events, listDay);
      await card.getByRole('button', { name: startingWith(text.events('nameList.add')) }).click();
      await expect(page.getByRole('dialog', { name: label(text.events('nameList.addTitle')) })).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `venue join confirm ${lang}`);
      await page.getByRole('button', { name: label(text.events('nameList.addConfirm')) }).click();
      await expect(card.getByRole('button', { name: startingWith(text.events('nameList.added')) })).toBeVisible();
      // The name-added control and the filled heart.
      await page.getByRole('button', { name: label(text.venue('actions.favourite')) }).click();
      await expect(page.getByRole('button', { name: label(text.venue('actions.favourite')) })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // The success toasts are the app's shared notifications; this screen's own states are scanned once they have
      // gone. The heart is filled before the server answers (optimistic) and its toast comes with the answer: it is
      // waited for first, else the scan could meet the toasts fading in (their text then blends with the page, which
      // axe reports as contrast). A toast under the pointer waits for it to leave (Mantine pauses on hover), so the
      // pointer moves off first.
      await expect(
        page.locator('.mantine-Notification-root', { hasText: text.favourites('actionTitle') }),
      ).toBeVisible();
      await page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1);
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `venue name added and favourite ${lang}`);
      await card.getByRole('button', { name: startingWith(text.events('event.moreInfo')) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `venue more info ${lang}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      for (const tab of ['menu', 'about'] as const) {
        await page.getByRole('tab', { name: label(text.venue(`tabs.${tab}`)) }).click();
        await settle(page);
        await expectNoSeriousViolations(page, testInfo, `venue ${tab} tab ${lang}`);
      }

      await page.goto(`/menu-details?id=${details._id}&menu=${category._id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: lang === 'pt' ? category.namePt : category.name }),
      ).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `menu-details ${lang}`);
    });
  });
}
