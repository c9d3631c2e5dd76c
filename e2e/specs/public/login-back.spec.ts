import { expect, test } from '../../support/fixtures.ts';
import { label } from '../../support/i18n.ts';

/* Spec §2: Back on /login keeps the person on /login, from the first paint (issue 14 part 3). */
test.describe('Back on /login', () => {
  test.use({ lang: 'pt' });

  test('pressed right after arriving from another site, it stays on /login', async ({ page, t }) => {
    await page.goto('about:blank');
    await page.goto('/login', { waitUntil: 'commit' });
    await page.waitForFunction(() => window.history.length >= 3);
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack({ waitUntil: 'commit' }).catch(() => null);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: label(t('auth.login.submit')) })).toBeVisible();
  });

  test('reached through a guard redirect as the first page, it stays on /login', async ({ page }) => {
    await page.goto('about:blank');
    await page.goto('/main');
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack({ waitUntil: 'commit' }).catch(() => null);
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack({ waitUntil: 'commit' }).catch(() => null);
    await expect(page).toHaveURL(/\/login$/);
  });
});
