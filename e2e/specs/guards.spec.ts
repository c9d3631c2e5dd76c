import { expect, test } from '../support/fixtures.ts';
import { login } from '../support/flows.ts';
import { label } from '../support/i18n.ts';
import { DEMO, newUser, registerViaApi } from '../support/users.ts';

test.describe('route guards and where a sign-in lands', () => {
  test('a protected route without a token goes to /login (through /)', async ({ page }) => {
    let visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    for (const path of ['/main', '/account', '/administrator', '/accept-terms', '/about-us', '/terms-of-use']) {
      visited = [];
      await page.goto(path);
      await expect(page, `${path} without a token`).toHaveURL(/\/login$/);
      // The guard sends to / (spec §2), which sends on to /login.
      const through = visited.filter((visitedPath, index) => visitedPath !== visited[index - 1]);
      expect(through, `${path}: the pages passed through`).toEqual([path, '/', '/login']);
    }
  });

  test('/ redirects to /login', async ({ page, t }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: label(t('auth.login.submit')) })).toBeVisible();
  });

  test('an admin lands on /administrator and is sent back there from /login', async ({ page, t }) => {
    await login(page, t, DEMO.admin.email, DEMO.admin.password);
    await expect(page).toHaveURL(/\/administrator$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/administrator$/);
  });

  test('an owner who never signed in goes to /accept-terms, then /main', async ({ page, t }) => {
    // bruno@noite.app has no lastAccess in the demo data; this sign-in sets it, so only the first attempt of a
    // run can see /accept-terms.
    test.skip(test.info().retry > 0, 'bruno@noite.app has signed in during the first attempt');
    await login(page, t, DEMO.ownerFirstSignIn.email, DEMO.ownerFirstSignIn.password);
    await expect(page).toHaveURL(/\/accept-terms$/);
    await page.getByRole('button', { name: label(t('auth.acceptTerms.accept')) }).click();
    await expect(page).toHaveURL(/\/main$/);
  });

  test('a visitor lands on /main', async ({ page, request, t }) => {
    const user = newUser('guard');
    await registerViaApi(request, user);
    await login(page, t, user.email, user.password);
    await expect(page).toHaveURL(/\/main$/);
  });

  test('the demo visitor lands on /main', async ({ page, t }) => {
    await login(page, t, DEMO.visitor.email, DEMO.visitor.password);
    await expect(page).toHaveURL(/\/main$/);
  });
});
