import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { openDrawer } from '../../support/flows.ts';
import { featureTranslator, label, translator, type Language } from '../../support/i18n.ts';
import type { Session } from '../../support/session.ts';
import { DEMO } from '../../support/users.ts';

/*
 * Decision 079: /login and /main arrive rendered by the server (issue 11, speed as a phone feels it), in the
 * stored language, with the visitor's own list on /main; the browser hydrates them without re-rendering, and
 * the app works as before.
 */

const listText = (language: Language) => featureTranslator('features/discovery/locales', language);

/** The cookies the web app writes beside its storage (apps/web/src/lib/server-state.ts), as it writes them. */
function appCookies(baseURL: string, values: { session?: Session; language?: Language }) {
  const cookie = (name: string, value: unknown) => ({
    name,
    value: encodeURIComponent(JSON.stringify(value)),
    domain: new URL(baseURL).hostname,
    path: '/',
  });
  return [
    ...(values.session ? [cookie('noite_session', values.session)] : []),
    ...(values.language ? [cookie('noite_language', values.language)] : []),
  ];
}

/** A phone without JavaScript: what it shows is the server's HTML alone. */
async function htmlOnlyPage(browser: Browser, cookies: ReturnType<typeof appCookies>): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies(cookies);
  return [context, await context.newPage()];
}

/** Errors React reports when the browser's first render differs from the server's (a hydration mismatch). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('first screens rendered by the server', () => {
  test('/login is in the HTML, in the stored language', async ({ browser, baseURL }) => {
    for (const language of ['pt', 'en'] as const) {
      const t = translator(language);
      const [context, page] = await htmlOnlyPage(browser, appCookies(baseURL ?? '', { language }));
      try {
        const answer = await page.goto('/login');
        expect(answer?.headers()['content-type']).toContain('text/html');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1, name: t('auth.login.title') })).toBeVisible();
        await expect(page.getByLabel(label(t('fields.email')))).toBeVisible();
        await expect(page.getByRole('button', { name: label(t('auth.login.submit')) })).toBeVisible();
        if (language === 'pt') {
          // Without the app (no JavaScript at all), the browser's own submit posts: the password never reaches
          // the address bar or the history.
          await page.getByLabel(label(t('fields.email'))).fill('ana@example.com');
          await page.getByLabel(label(t('fields.password'))).fill('S3cret@pass');
          await page.getByLabel(label(t('fields.password'))).press('Enter');
          await page.waitForLoadState();
          expect(page.url()).not.toMatch(/S3cret|ana%40example/);
        }
      } finally {
        await context.close();
      }
    }
  });

  test('what is typed and submitted on the rendered /login before the app runs is kept and sent', async ({
    page,
    t,
  }) => {
    // The app's scripts arrive late, as on a slow phone: the person types and presses Enter meanwhile.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    // Painted, before the app. A person takes a moment to start typing: keys pressed in the first moments after the
    // document is parsed are sometimes wiped by Chromium itself (seen with the app's scripts blocked too).
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(800);
    await page.getByLabel(label(t('fields.email'))).pressSequentially(DEMO.visitor.email);
    await page.getByLabel(label(t('fields.password'))).pressSequentially(DEMO.visitor.password);
    await page.getByLabel(label(t('fields.password'))).press('Enter');
    await expect(page).toHaveURL(/\/main$/);
  });

  test('a sign-in pressed while the app takes the page over is sent once', async ({ page, t }) => {
    // On a slow phone the press lands while React hydrates the form: /boot.js holds the submit and React handles
    // it too. Sent twice, the second answer no longer says it is the first sign-in (an owner skipped the terms).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let signIns = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/user/login')) signIns += 1;
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel(label(t('fields.email'))).fill(DEMO.visitor.email);
    await page.getByLabel(label(t('fields.password'))).fill(DEMO.visitor.password);
    await page.getByRole('button', { name: label(t('auth.login.submit')) }).click();
    await expect(page).toHaveURL(/\/main$/);
    // A second request would have been sent by now (the held submit is made again in the app's first tasks).
    await page.waitForTimeout(1000);
    expect(signIns).toBe(1);
  });

  test('/main holds the visitor’s list in the HTML; a session the API refuses gets the plain page', async ({
    browser,
    baseURL,
    signInAs,
  }) => {
    const session = await signInAs('visitor');
    const text = listText('pt');
    const [context, page] = await htmlOnlyPage(
      browser,
      appCookies(baseURL ?? '', {
        session: { token: session.token, type: session.type, name: session.name, image: session.image },
      }),
    );
    try {
      await page.goto('/main');
      await expect(page.getByRole('heading', { level: 1, name: text('title') })).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('banner')).toContainText(session.name ?? '');

      await context.clearCookies();
      await context.addCookies(
        appCookies(baseURL ?? '', { session: { token: 'not-a-token', type: 'user', name: 'X', image: null } }),
      );
      await page.goto('/main');
      await expect(page.locator('#root')).toBeEmpty();
    } finally {
      await context.close();
    }
  });

  test('hydrated without a mismatch, the list answers taps, and signing out forgets the cookie', async ({
    page,
    visitorPage,
    t,
  }) => {
    void visitorPage;
    const errors = watchErrors(page);
    const text = listText('pt');
    // The first visit writes the cookies (the session was only in storage); the reload is rendered by the server.
    await page.goto('/main');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    // Written once the page is idle.
    await expect
      .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
      .toContain('noite_session');
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/user/home')) listRequests.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    // The app has taken the page over (it reads, then removes, the state the server put in it).
    await expect.poll(() => page.evaluate(() => document.getElementById('noite-ssr') === null)).toBe(true);
    // The list the server rendered is not fetched again as the page starts (decision 088).
    await page.waitForTimeout(1_000);
    expect(listRequests).toEqual([]);
    await page.getByRole('button', { name: label(text('filters.button')) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    const search = page.getByRole('searchbox', { name: label(text('search.label')) });
    await search.fill('zzzz-nothing');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=zzzz-nothing/);
    expect(errors.filter((message) => /hydrat|Minified React error #4(18|19|20|21|22|23|25)/i.test(message))).toEqual(
      [],
    );

    const drawer = await openDrawer(page, t);
    await drawer.getByRole('button', { name: label(t('menu.logout')) }).click();
    await page
      .getByRole('dialog', { name: label(t('logout.title')) })
      .getByRole('button', { name: label(t('logout.confirm')) })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    // Signed out, the session's cookie is gone with it: /login is rendered for a visitor who is signed out.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('noite_session');
    await page.reload();
    await expect(page.locator('#root h1')).toHaveText(t('auth.login.title'));
  });
});
