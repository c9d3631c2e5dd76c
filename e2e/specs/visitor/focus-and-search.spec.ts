import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { apiPost } from '../../support/api.ts';
import { describeViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import { openDrawer, settle, submitLogin, visit } from '../../support/flows.ts';
import { featureTranslator, label, type Language } from '../../support/i18n.ts';
import { newUser, registerViaApi } from '../../support/users.ts';

/** Issue 11, items 9 and 11: focus after navigation, landmarks in dialogs, and the search over the week's styles. */

const PHONE = { isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } } as const;
/** packages/shared DEFAULT_POSITION (Praça da Sé): where /main measures from without the device's position. */
const DEFAULT_POSITION = { latitude: -23.5503, longitude: -46.6339 };

/** axe's landmark rules (best practices included), the moderate ones too. */
const LANDMARK_RULES = [
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
];

const listText = (language: Language) => featureTranslator('features/discovery/locales', language);

/** The focused element as "TAG: text". */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName}: ${active.textContent?.trim() ?? ''}` : '';
  });

const isHomeRequest = (request: Request) => request.url().endsWith('/api/v1/user/home') && request.method() === 'POST';

test.describe('focus after navigation (phone)', () => {
  test.use({ lang: 'pt', ...PHONE, permissions: [] });
  test.describe.configure({ timeout: 90_000 });

  test('signing in and opening a venue put the focus on the new page’s heading and announce it', async ({
    page,
    request,
    t,
  }) => {
    const user = newUser('focus');
    await registerViaApi(request, user);
    await submitLogin(page, t, user.email, user.password);
    await expect(page).toHaveURL(/\/main$/);

    const title = listText('pt')('title');
    await expect.poll(() => focused(page)).toBe(`H1: ${title}`);
    const announcer = page.getByTestId('route-announcer');
    await expect(announcer).toHaveText(title);
    // Focus moved by the app, not by the person: no ring on a heading.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('none');

    const card = page.getByRole('main').getByRole('article').first();
    const name = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
    await card.getByRole('link', { name, exact: true }).tap();
    await expect(page).toHaveURL(/establishment-detail\?id=/);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect.poll(() => focused(page)).toBe(`H1: ${name}`);
    await expect(announcer).toHaveText(name);

    // The next Tab starts from the new content (the heading), not from the top of the document.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => {
        const main = document.querySelector('main');
        return Boolean(main && document.activeElement && main.contains(document.activeElement));
      }),
    ).toBe(true);
  });

  test('a page opened by its address keeps the focus where the browser puts it', async ({ visitorPage: page }) => {
    await visit(page, '/main');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    await expect(page.getByTestId('route-announcer')).toHaveText('');
  });
});

test.describe('dialogs and the login page', () => {
  test.use({ lang: 'pt', permissions: [] });
  test.describe.configure({ timeout: 120_000 });

  /** Every landmark rule of axe (best practices, moderate ones too) on the page as it is. */
  async function expectNoLandmarkViolation(page: Page, screen: string) {
    const results = await new AxeBuilder({ page }).withRules(LANDMARK_RULES).analyze();
    const landmarks = results.violations.filter((violation) => violation.id.startsWith('landmark'));
    expect(landmarks.length, `${screen}: landmark violations:\n${describeViolations(landmarks)}`).toBe(0);
  }

  test('with a dialog, the drawer or a modal open, axe finds no landmark violation', async ({
    visitorPage: page,
    t,
  }) => {
    const text = listText('pt');
    await visit(page, '/main');
    await page.getByRole('button', { name: label(text('filters.button')) }).click();
    await expect(page.getByRole('dialog', { name: label(text('filters.title')) })).toBeVisible();
    await settle(page);
    await expectNoLandmarkViolation(page, 'filters dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    const drawer = await openDrawer(page, t);
    await settle(page);
    await expectNoLandmarkViolation(page, 'drawer menu');

    // A Mantine modal with its title row: the log-out confirmation.
    await drawer.getByRole('button', { name: label(t('menu.logout')) }).click();
    await expect(page.getByRole('dialog', { name: label(t('logout.title')) })).toBeVisible();
    await settle(page);
    await expectNoLandmarkViolation(page, 'log-out confirmation');
  });

  test('the owners’ WhatsApp link on /login has at least 4.5:1 contrast', async ({ page }) => {
    await visit(page, '/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const link = page.locator('a[href^="https://wa.me/"]');
    // The link exists only in a build made with SUPPORT_WHATSAPP (decision 065); login-page.test.tsx covers both.
    test.skip((await link.count()) === 0, 'this build has no support number (SUPPORT_WHATSAPP unset)');
    await expect(link).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('a[href^="https://wa.me/"]')
      .withRules(['color-contrast'])
      .analyze();
    expect(describeViolations(results.violations)).toBe('');
    expect(results.passes.flatMap((rule) => rule.nodes).length).toBeGreaterThan(0);
    const ratio = results.passes[0]?.nodes[0]?.any[0]?.data as { contrastRatio?: number } | undefined;
    expect(ratio?.contrastRatio ?? 0).toBeGreaterThanOrEqual(4.5);
  });
});

for (const [lang, style, words] of [
  ['pt', 'Samba', 'samba'],
  ['en', 'Eletrônica', 'electronic'],
] as const) {
  test.describe(`search over the week's music styles (${lang})`, () => {
    test.use({ lang, permissions: [] });

    test(`searching "${words}" on /main finds every venue with a ${style} night this week`, async ({
      page,
      request,
      signInAs,
    }) => {
      const text = listText(lang);
      const { token } = await signInAs('visitor');
      // The venues with that style this week, as the filter finds them (from where /main measures).
      const withStyle = await apiPost<{ items: { name: string }[] }>(request, token, '/user/home', {
        ...DEFAULT_POSITION,
        musicStyle: [style],
      });
      expect(withStyle.items.length).toBeGreaterThan(0);

      await visit(page, '/main');
      const search = page.getByRole('searchbox', { name: label(text('search.label')) });
      await search.fill(words);
      const searched = page.waitForResponse((response) => isHomeRequest(response.request()));
      await page.getByRole('button', { name: label(text('search.submit')) }).click();
      const answer = (await (await searched).json()) as { data: { items: { name: string }[]; total: number } };
      const found = answer.data.items.map((item) => item.name);
      expect(found).toEqual(expect.arrayContaining(withStyle.items.map((item) => item.name)));

      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(found[0]!);
    });
  });
}
