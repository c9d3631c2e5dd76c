import { expect, test } from '../../support/fixtures.ts';
import { label } from '../../support/i18n.ts';

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
});
