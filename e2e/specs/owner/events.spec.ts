import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { apiPost, createVenue } from '../../support/api.ts';
import { expectNoSeriousViolations } from '../../support/axe.ts';
import { baseUrl } from '../../support/env.ts';
import { expect, test as base } from '../../support/fixtures.ts';
import { featureTranslator, label, LANGUAGES, type Language, type Translate } from '../../support/i18n.ts';
import { openSession, storeSession } from '../../support/session.ts';
import { DEMO, newUser, registerViaApi } from '../../support/users.ts';

/** The owner's week: create, edit (overnight) and delete an event on a phone, as the demo owner Carla. */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

interface DayEvent {
  _id: string;
  eventName: string;
  startTime: string;
  endTime: string;
  eventWithList: boolean;
}

/** A new venue of the demo owner Carla, made by the demo admin, so its week is empty and no other test uses it. */
async function newVenueOfCarla(request: APIRequestContext, lang: Language) {
  const { token } = await openSession(request, DEMO.admin);
  const owners = await apiPost<{ items: { _id: string; email: string }[] }>(request, token, '/admin/owner-list', {
    offset: 0,
    limit: 5,
    search: 'carla',
  });
  const carla = owners.items.find((owner) => owner.email === DEMO.owner.email);
  expect(carla, 'the demo owner Carla').toBeDefined();
  const venue = await createVenue(request, carla!._id, {
    name: `Eventos ${lang} ${Date.now().toString(36)}`,
    fantasyName: 'Bar Eventos',
    corporateName: 'Bar Eventos Ltda',
    email: 'eventos@example.com',
  });
  return { id: venue.venueId, name: venue.name };
}

async function dayEvent(request: APIRequestContext, token: string, venueId: string, index: number) {
  const details = await apiPost<{ events: { date: string; event: DayEvent | null }[] }>(
    request,
    token,
    '/establishment/details',
    { establishmentId: venueId },
  );
  return details.events[index]!;
}

const test = base.extend<{ venue: { id: string; name: string } }>({
  venue: async ({ request, lang }, use) => {
    await use(await newVenueOfCarla(request, lang));
  },
});

const textsFor = (lang: Language) => ({
  events: featureTranslator('features/venues/events/locales', lang),
});

function days(page: Page, events: Translate): Locator {
  return page.getByRole('region', { name: label(events('week.title')) }).getByRole('group');
}

async function openVenue(page: Page, venue: { id: string; name: string }, events: Translate) {
  await page.goto(`/establishment-detail?id=${venue.id}`);
  await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
  await expect(days(page, events)).toHaveCount(7);
}

/** Opens the edit modal of the second day (tomorrow: in view, and never already over). */
async function openEditor(page: Page, events: Translate, action: 'add' | 'edit'): Promise<Locator> {
  const card = days(page, events).nth(1);
  await card.getByRole('button', { name: new RegExp(`^${events(`edit.${action}`)}`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: label(events('edit.name')) })).toBeVisible();
  return dialog;
}

async function chooseMusicStyle(page: Page, dialog: Locator, events: Translate, style: string) {
  await dialog.getByRole('combobox', { name: label(events('event.musicStyle')) }).click();
  await page.getByRole('option', { name: style, exact: true }).click();
}

async function visitorPage(browser: Browser, request: APIRequestContext, lang: Language): Promise<Page> {
  const user = newUser('ownerevents');
  await registerViaApi(request, user);
  const session = await openSession(request, user);
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl(), locale: 'pt-BR' });
  await context.addInitScript((language: string) => window.localStorage.setItem('language', language), lang);
  const page = await context.newPage();
  await storeSession(page, session);
  return page;
}

for (const lang of LANGUAGES) {
  test.describe(`owner events on a phone (${lang})`, () => {
    test.use({ lang, ...PHONE });
    // Two browsers, a visitor's context and axe on a shared 2-core machine: more than the default minute.
    test.describe.configure({ timeout: 180_000 });

    test(`creates an event with a name list, edits it overnight, a visitor sees it, then deletes it (${lang})`, async ({
      ownerPage: page,
      venue,
      request,
      browser,
    }) => {
      const { events } = textsFor(lang);
      await openVenue(page, venue, events);

      // Create on an empty day.
      let dialog = await openEditor(page, events, 'add');
      await dialog.getByRole('textbox', { name: label(events('edit.name')) }).fill('Samba da Casa');
      await expect(dialog).toContainText('13/15');
      await dialog.getByLabel(label(events('edit.start'))).fill('21:00');
      await dialog.getByLabel(label(events('edit.end'))).fill('23:30');
      await chooseMusicStyle(page, dialog, events, 'Samba');
      await dialog.getByRole('textbox', { name: label(events('event.entry')) }).fill('30');
      await dialog.getByRole('switch', { name: label(events('edit.withList')) }).check();
      await dialog.getByRole('button', { name: label(events('edit.save')) }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const card = days(page, events).nth(1);
      await expect(card).toContainText('Samba da Casa');
      await expect(card).toContainText('21:00');

      // Edit: ends after midnight.
      dialog = await openEditor(page, events, 'edit');
      await expect(dialog.getByRole('textbox', { name: label(events('edit.name')) })).toHaveValue('Samba da Casa');
      await dialog.getByLabel(label(events('edit.end'))).fill('03:00');
      await expect(dialog).toContainText(events('edit.endsNextDay'));
      await dialog.getByRole('button', { name: label(events('edit.save')) }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(card).toContainText('03:00');

      const { token } = await openSession(request, DEMO.owner);
      const day = await dayEvent(request, token, venue.id, 1);
      expect(day.event?.eventWithList).toBe(true);
      const hours = (Date.parse(day.event!.endTime) - Date.parse(day.event!.startTime)) / 3_600_000;
      expect(hours).toBe(6);

      // A visitor sees it, with the name list.
      const visitor = await visitorPage(browser, request, lang);
      await openVenue(visitor, venue, events);
      const seen = days(visitor, events).nth(1);
      await expect(seen).toContainText('Samba da Casa');
      await expect(seen).toContainText('03:00');
      await expect(seen.getByRole('button', { name: new RegExp(`^${events('nameList.add')}`) })).toBeVisible();
      await expect(seen.getByRole('button', { name: new RegExp(`^${events('edit.edit')}`) })).toHaveCount(0);
      await visitor.context().close();

      // Delete, with its confirmation.
      dialog = await openEditor(page, events, 'edit');
      await dialog.getByRole('button', { name: label(events('edit.delete')) }).click();
      const confirm = page.getByRole('dialog', { name: label(events('edit.deleteTitle')) });
      await expect(confirm).toContainText('Samba da Casa');
      await confirm.getByRole('button', { name: label(events('edit.deleteConfirm')) }).click();
      await expect(card).toContainText(events('event.noEvent'));
      expect((await dayEvent(request, token, venue.id, 1)).event).toBeNull();
    });

    test(`the edit modal has no serious or critical axe violation (${lang})`, async ({
      ownerPage: page,
      venue,
    }, testInfo) => {
      const { events } = textsFor(lang);
      await openVenue(page, venue, events);
      const dialog = await openEditor(page, events, 'add');
      await dialog.getByLabel(label(events('edit.start'))).fill('22:00');
      await dialog.getByLabel(label(events('edit.end'))).fill('04:00');
      // With its errors showing too.
      await dialog.getByRole('button', { name: label(events('edit.save')) }).click();
      await expect(dialog.getByText(events('edit.endsNextDay'))).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`event-edit-modal-${lang}.png`), fullPage: false });
      await expectNoSeriousViolations(page, testInfo, `event edit modal ${lang}`);
    });
  });
}
