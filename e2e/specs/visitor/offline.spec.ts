import type { APIRequestContext, Page } from '@playwright/test';
import { apiPost } from '../../support/api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { field } from '../../support/flows.ts';
import { featureTranslator, label, startingWith, type Translate } from '../../support/i18n.ts';
import { showDay } from '../../support/week.ts';

/*
 * Spec §8 offline, and a client that never hangs (issue 14, decisions 063 and 064): with the browser offline every
 * action says so at once and changes nothing; a server that never answers ends in the spec's 500 message.
 */

const list = featureTranslator('features/discovery/locales', 'pt');
const events = featureTranslator('features/venues/events/locales', 'pt');

/** Goes offline once the app has fetched what it keeps for offline use (toasts, dialogs: decision 063). */
async function goOffline(page: Page) {
  // They are fetched when the browser is first idle after load, which a busy machine may put after a quiet 500 ms.
  await page.waitForFunction(() => {
    const fetched = performance.getEntriesByType('resource').map((entry) => entry.name);
    return ['/assets/toasts-', '/assets/modals-host-'].every((chunk) => fetched.some((url) => url.includes(chunk)));
  });
  await page.waitForLoadState('networkidle');
  await page.context().setOffline(true);
}

/** The offline toast: heading and message of spec §8. */
async function expectOfflineToast(page: Page, t: Translate) {
  const message = page.getByText(t('shared:api.offline'), { exact: true });
  await expect(message).toBeVisible({ timeout: 3_000 });
  await expect(page.getByText(t('errors.offline'), { exact: true }).first()).toBeVisible();
}

interface Details {
  _id: string;
  name: string;
  events: { event: { eventWithList: boolean; isExist: boolean; endTime: string } | null }[];
}

/** A demo venue near Praça da Sé with a name list, not yet ended, that the visitor is not on. */
async function venueWithOpenList(request: APIRequestContext, token: string) {
  const home = await apiPost<{ items: { _id: string }[] }>(request, token, '/user/home', {
    latitude: -23.5503,
    longitude: -46.6339,
  });
  const soon = Date.now() + 60 * 60_000;
  for (const { _id } of home.items) {
    const details = await apiPost<Details>(request, token, '/establishment/details', { establishmentId: _id });
    const day = details.events.findIndex(
      ({ event }) => event?.eventWithList && !event.isExist && new Date(event.endTime).getTime() > soon,
    );
    if (day >= 0) return { details, day };
  }
  throw new Error('No demo venue near Praça da Sé has an open name list.');
}

test.describe('offline (spec §8)', () => {
  test.use({ lang: 'pt' });

  test('a heart tapped offline says so at once and favourites nothing; back online the list refreshes', async ({
    page,
    request,
    signInAs,
    t,
  }) => {
    const { token } = await signInAs('visitor');
    await page.goto('/main');
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first).toBeVisible();
    const name = (await first.getByRole('heading', { level: 2 }).innerText()).trim();
    const add = page.getByRole('button', { name: list('card.addFavourite', { name }), exact: true });

    await goOffline(page);
    await add.click();
    await expectOfflineToast(page, t);
    // The list already on screen stays; the heart is still empty.
    await expect(first).toBeVisible();
    await expect(add).toBeVisible();
    const favourites = await apiPost<{ items: unknown[] }>(request, token, '/user/home', {
      latitude: -23.5503,
      longitude: -46.6339,
      isFavourite: true,
    });
    expect(favourites.items).toHaveLength(0);

    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/v1/user/home'));
    await page.context().setOffline(false);
    await refreshed;
    await expect(first).toBeVisible();
  });

  test('joining a name list offline says so at once and joins nothing', async ({ page, request, signInAs, t }) => {
    const { token } = await signInAs('visitor');
    const { details, day } = await venueWithOpenList(request, token);
    await page.goto(`/establishment-detail?id=${details._id}`);
    await expect(page.getByRole('heading', { level: 1, name: details.name })).toBeVisible();
    const card = await showDay(page, events, day);

    await goOffline(page);
    await card.getByRole('button', { name: startingWith(events('nameList.add')) }).click();
    const dialog = page.getByRole('dialog', { name: label(events('nameList.addTitle')) });
    await dialog.getByRole('button', { name: label(events('nameList.addConfirm')) }).click();
    await expectOfflineToast(page, t);
    await expect(card.getByRole('button', { name: startingWith(events('nameList.add')) })).toBeVisible();
    await page.context().setOffline(false);

    const after = await apiPost<Details>(request, token, '/establishment/details', { establishmentId: details._id });
    expect(after.events[day]?.event?.isExist).toBe(false);
  });

  test('saving the account offline says so at once and saves nothing', async ({ page, request, signInAs, t }) => {
    const { token } = await signInAs('visitor');
    await page.goto('/account');
    const name = field(page, t, 'fields.name');
    await expect(name).toBeVisible();
    const before = await name.inputValue();

    await goOffline(page);
    await name.fill('Nome Sem Internet');
    await page.getByRole('button', { name: label(t('account.save')) }).click();
    await expectOfflineToast(page, t);
    await expect(page).toHaveURL(/\/account$/);
    await page.context().setOffline(false);

    const response = await request.get('/api/v1/user/profile', { headers: { 'x-access-token': `Bearer ${token}` } });
    const profile = ((await response.json()) as { data: { name: string } }).data;
    expect(profile.name).toBe(before);
  });
});

test.describe('a server that never answers', () => {
  test.use({ lang: 'pt' });

  test('the call ends after the timeout with the spec 500 message, and trying again works', async ({
    page,
    signInAs,
    t,
  }) => {
    await signInAs('visitor');
    // The timeout is 30 s (decision 064); the test hook makes it 1.5 s.
    await page.addInitScript(() => {
      (window as Window & { __noiteApiTimeoutMs?: number }).__noiteApiTimeoutMs = 1_500;
    });
    await page.goto('/account');
    const name = field(page, t, 'fields.name');
    await expect(name).toBeVisible();

    // The server stalls: the edit is never answered.
    await page.route('**/api/v1/user/edit-profile', () => {
      /* never fulfilled */
    });
    await name.fill('Nome Depois Da Espera');
    const save = page.getByRole('button', { name: label(t('account.save')) });
    await save.click();
    await expect(page.getByText(t('shared:api.internalError'), { exact: true })).toBeVisible({ timeout: 5_000 });
    await expect(page.getByText(t('errors.internalServerError'), { exact: true }).first()).toBeVisible();
    await expect(save).toBeEnabled();

    // The server answers again: the same button saves.
    await page.unroute('**/api/v1/user/edit-profile');
    await save.click();
    await expect(page).toHaveURL(/\/main$/);
  });
});
