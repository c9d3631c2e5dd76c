import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiPost } from '../../support/api.ts';
import { expectNoSeriousViolations } from '../../support/axe.ts';
import { baseUrl } from '../../support/env.ts';
import { expect, test } from '../../support/fixtures.ts';
import { settle } from '../../support/flows.ts';
import {
  featureTranslator,
  label,
  LANGUAGES,
  startingWith,
  type Language,
  type Translate,
} from '../../support/i18n.ts';
import { openSession, storeSession, type Session } from '../../support/session.ts';
import { DEMO, loginViaApi, newUser, registerViaApi } from '../../support/users.ts';
import { days, showDay } from '../../support/week.ts';

interface DoorEvent {
  establishmentId: string;
  eventId: string;
  day: string;
  /** The day's place in the venue page's week (0: today). */
  index: number;
}

interface ListAnswer {
  _id: string | null;
  users: { _id: string; name: string; accepted: boolean }[];
  total: number;
}

/** One of the demo owner's events with a name list that has not ended, today if there is one. */
async function findListEvent(request: APIRequestContext, token: string): Promise<DoorEvent> {
  const home = await apiPost<{ items: { _id: string }[] }>(request, token, '/user/home', {
    latitude: -23.5503,
    longitude: -46.6339,
  });
  const soon = Date.now() + 60 * 60_000;
  const later: DoorEvent[] = [];
  for (const { _id } of home.items) {
    const details = await apiPost<{
      events: { date: string; event: { _id: string; eventWithList: boolean; endTime: string } | null }[];
    }>(request, token, '/establishment/details', { establishmentId: _id });
    for (const [index, { date, event }] of details.events.entries()) {
      if (!event?.eventWithList || new Date(event.endTime).getTime() <= soon) continue;
      const found = { establishmentId: _id, eventId: event._id, day: date, index };
      if (index === 0) return found;
      later.push(found);
    }
  }
  if (!later[0]) throw new Error('The demo owner has no event with a name list this week');
  return later[0];
}

/** A new visitor called "João <tag>" who asks to join the event through the API. */
async function joaoJoins(request: APIRequestContext, event: DoorEvent) {
  const tag = `t${randomBytes(4).toString('hex')}`;
  const visitor = { ...newUser('doorlist'), name: `João Portão ${tag}` };
  await registerViaApi(request, visitor);
  const { token } = await loginViaApi(request, visitor.email, visitor.password);
  await apiPost(request, token!, '/user/event-join-request', { eventId: event.eventId, join: true });
  return { visitor, tag, token: token! };
}

const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

async function openList(page: Page, event: DoorEvent, list: Translate) {
  await page.goto(`/list?id=${event.establishmentId}&day=${event.day}`);
  await expect(page.getByRole('heading', { name: list('titleOfDay', { date: dayMonth(event.day) }) })).toBeVisible();
}

/** Types an accent-free, partial search and waits for the person's row. */
async function search(page: Page, list: Translate, text: string) {
  await page.getByLabel(list('search')).fill(text);
}

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** A second phone, in a browser context of its own (its own storage), signed in with `session`. */
async function secondPhone(browser: Browser, lang: Language, session: Session) {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl() });
  await context.addInitScript((language: string) => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', language);
  }, lang);
  const page = await context.newPage();
  await storeSession(page, session);
  return { page, close: () => context.close() };
}

const rowOf = (page: Page, list: Translate, name: string) =>
  page
    .getByRole('list', { name: list('people') })
    .getByRole('listitem')
    .filter({ hasText: name });

for (const lang of LANGUAGES) {
  test.describe(`door list (${lang}, phone)`, () => {
    test.use({ lang, ...PHONE });
    const list = featureTranslator('features/venues/list/locales', lang);
    const events = featureTranslator('features/venues/events/locales', lang);

    test('a visitor joins on the venue page, the owner confirms them at the door, the visitor sees it', async ({
      page,
      browser,
      signInAs,
      request,
    }, testInfo) => {
      // Two phones, a search, a reload and an axe scan: more than the default minute on a busy machine.
      test.slow();
      const owner = await openSession(request, DEMO.owner);
      const event = await findListEvent(request, owner.token);
      const tag = `t${randomBytes(4).toString('hex')}`;
      const visitor = { ...newUser('doorlist'), name: `João Portão ${tag}` };
      await registerViaApi(request, visitor);
      await signInAs(visitor);

      // The visitor asks to join on the day's card of the venue page.
      await page.goto(`/establishment-detail?id=${event.establishmentId}`);
      await expect(days(page, events)).toHaveCount(7);
      const card = await showDay(page, events, event.index);
      await card.getByRole('button', { name: startingWith(events('nameList.add')) }).tap();
      await page
        .getByRole('dialog', { name: label(events('nameList.addTitle')) })
        .getByRole('button', { name: label(events('nameList.addConfirm')) })
        .tap();
      await expect(card.getByRole('button', { name: startingWith(events('nameList.added')) })).toBeVisible();
      await expect(card.getByText(events('nameList.confirmed'))).toHaveCount(0);

      // The owner, on their own phone at the door, finds "João Portão" by typing "joao portao" and confirms.
      const door = await secondPhone(browser, lang, owner);
      try {
        await openList(door.page, event, list);
        await search(door.page, list, `joao portao ${tag}`);
        const row = rowOf(door.page, list, visitor.name);
        await expect(row).toHaveCount(1);
        await row.getByRole('button', { name: list('presentLabel', { name: visitor.name }) }).tap();
        await door.page
          .getByRole('dialog', { name: list('confirmTitle') })
          .getByRole('button', { name: list('confirm') })
          .tap();
        await expect(row.getByText(list('confirmed'))).toBeVisible();
      } finally {
        await door.close();
      }

      // The visitor reloads: the card says the venue confirmed them, and still offers to leave the list.
      await page.reload();
      await expect(days(page, events)).toHaveCount(7);
      const reloaded = await showDay(page, events, event.index);
      await expect(reloaded.getByText(events('nameList.confirmed'))).toBeVisible();
      await expect(reloaded.getByRole('button', { name: startingWith(events('nameList.added')) })).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `venue page, name confirmed (${lang})`);
      await reloaded.screenshot({ path: testInfo.outputPath(`list-confirmed-card-${lang}.png`) });
    });

    test('the owner finds a visitor by an accent-free search and confirms them', async ({
      page,
      signInAs,
      request,
    }) => {
      const owner = await signInAs('owner');
      const event = await findListEvent(request, owner.token);
      const { visitor, tag } = await joaoJoins(request, event);

      // From the venue page: each day card with a list links to its door list.
      await page.goto(`/establishment-detail?id=${event.establishmentId}`);
      const card = await showDay(page, events, event.index);
      await card.getByRole('link', { name: list('openOfDay', { date: dayMonth(event.day) }) }).tap();
      await expect(page).toHaveURL(new RegExp(`/list\\?.*day=${event.day}`));
      await expect(
        page.getByRole('heading', { name: list('titleOfDay', { date: dayMonth(event.day) }) }),
      ).toBeVisible();
      const counted = (key: string) => list(key, { count: 'NUMBER' }).replace('NUMBER', '\\d+');
      await expect(page.getByText(new RegExp(`^(${counted('count_one')}|${counted('count_other')})$`))).toBeVisible();
      await search(page, list, `joao ${tag.slice(0, 6)}`);
      const row = rowOf(page, list, visitor.name);
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: list('presentLabel', { name: visitor.name }) }).tap();

      const dialog = page.getByRole('dialog', { name: list('confirmTitle') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(visitor.name)).toBeVisible();
      await expect(dialog.getByText(visitor.email)).toBeVisible();
      await expect(dialog.getByText(`(${visitor.countryCode}) ${visitor.phone}`)).toBeVisible();
      await dialog.getByRole('button', { name: list('confirm') }).tap();
      await expect(dialog).toBeHidden();
      await expect(row.getByText(list('confirmed'))).toBeVisible();

      // What the server holds: after a reload the person is still confirmed, once.
      await page.reload();
      await search(page, list, `JOAO ${tag}`);
      await expect(rowOf(page, list, visitor.name).getByText(list('confirmed'))).toBeVisible();
      const answer = await apiPost<ListAnswer>(request, owner.token, '/establishment/event-request-list', {
        establishmentId: event.establishmentId,
        eventDate: event.day,
        search: tag,
      });
      expect(answer.users).toEqual([expect.objectContaining({ name: visitor.name, accepted: true })]);
    });

    test('a confirmation sent on a flaky connection lands once', async ({ page, signInAs, request }) => {
      const owner = await signInAs('owner');
      const event = await findListEvent(request, owner.token);
      const { visitor, tag } = await joaoJoins(request, event);
      let attempts = 0;
      let delivered = 0;
      await page.route('**/api/v1/establishment/accept-join-request', async (route) => {
        attempts += 1;
        if (attempts === 1) return route.abort('internetdisconnected');
        delivered += 1;
        return route.continue();
      });

      await openList(page, event, list);
      await search(page, list, `joão ${tag}`);
      const row = rowOf(page, list, visitor.name);
      await row.getByRole('button', { name: list('presentLabel', { name: visitor.name }) }).tap();
      await page
        .getByRole('dialog', { name: list('confirmTitle') })
        .getByRole('button', { name: list('confirm') })
        .tap();
      await expect(row.getByText(list('confirming'))).toBeVisible();
      await expect(row.getByText(list('confirmed'))).toBeVisible({ timeout: 15_000 });
      expect(attempts).toBe(2);
      expect(delivered).toBe(1);
      const answer = await apiPost<ListAnswer>(request, owner.token, '/establishment/event-request-list', {
        establishmentId: event.establishmentId,
        eventDate: event.day,
        search: tag,
      });
      expect(answer.users).toEqual([expect.objectContaining({ accepted: true })]);
    });

    test('the list and the confirm modal have no serious accessibility violation', async ({
      page,
      signInAs,
      request,
    }, testInfo) => {
      // Two axe scans and two screenshots on a phone: more than the default minute on a busy machine.
      test.slow();
      const owner = await signInAs('owner');
      const event = await findListEvent(request, owner.token);
      const { visitor, tag } = await joaoJoins(request, event);
      await openList(page, event, list);
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `/list (${lang})`);
      await search(page, list, tag);
      const row = rowOf(page, list, visitor.name);
      await row.getByRole('button', { name: list('presentLabel', { name: visitor.name }) }).tap();
      await expect(page.getByRole('dialog', { name: list('confirmTitle') })).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `/list confirm modal (${lang})`);
      await page.screenshot({ path: testInfo.outputPath(`door-list-modal-${lang}.png`) });
      await page.getByRole('button', { name: list('cancel') }).tap();
      await settle(page);
      await page.screenshot({ path: testInfo.outputPath(`door-list-${lang}.png`), fullPage: true });
    });
  });
}
