import { expect, test } from '../../support/fixtures.ts';
import { acceptTerms, chooseLanguage, fillRegistration, login, openDrawer } from '../../support/flows.ts';
import { containing, label, translator } from '../../support/i18n.ts';
import { newUser } from '../../support/users.ts';

// On a phone: the language switch is a tap on a phone-sized page (issue 11).
test.use({ lang: 'pt', isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } });

test('a visitor registers, signs in, switches to English and logs out', async ({ page, t }) => {
  const user = newUser('journey');
  const en = translator('en');

  await test.step('register (Portuguese, the default)', async () => {
    await page.goto('/register-user');
    await expect(page.getByRole('heading', { name: label(t('auth.register.title')) })).toBeVisible();
    await fillRegistration(page, t, user);
    await acceptTerms(page, t);
    await page.getByRole('button', { name: label(t('auth.register.submit')) }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The new account's e-mail is filled in; the password is what is left to type.
    await expect(page.getByLabel(label(t('fields.email')))).toHaveValue(user.email);
    await expect(page.getByLabel(label(t('fields.password')))).toBeFocused();
  });

  await test.step('sign in lands in the shell with the welcome and the name', async () => {
    await login(page, t, user.email, user.password);
    await expect(page).toHaveURL(/\/main$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByText(containing(t('layout.welcome')))).toBeVisible();
    await expect(banner.getByText(containing(user.name))).toBeVisible();
  });

  await test.step('switching to English reloads the page in English', async () => {
    const reloaded = page.waitForEvent('load');
    await chooseLanguage(page, t, 'en', { tap: true });
    await reloaded;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByText(containing(en('layout.welcome')))).toBeVisible();
    await expect(page.getByRole('button', { name: label(en('layout.openMenu')) })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');
  });

  await test.step('log out asks for confirmation and returns to /login', async () => {
    const drawer = await openDrawer(page, en);
    await drawer.getByRole('button', { name: label(en('menu.logout')) }).click();
    const confirm = page.getByRole('dialog', { name: label(en('logout.title')) });
    await expect(confirm.getByText(en('logout.message'))).toBeVisible();
    await confirm.getByRole('button', { name: label(en('logout.confirm')) }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: label(en('auth.login.submit')) })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});
