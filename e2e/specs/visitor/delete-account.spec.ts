import { expect, test } from '../../support/fixtures.ts';
import { submitLogin } from '../../support/flows.ts';
import { label } from '../../support/i18n.ts';
import { loginViaApi } from '../../support/users.ts';

test('a visitor deletes the account and can no longer sign in', async ({ page, request, signInAs, t }) => {
  const user = await signInAs('visitor');

  await page.goto('/main');
  await expect(page).toHaveURL(/\/main$/);

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: label(t('account.title')) })).toBeVisible();

  await test.step('cancel keeps the account', async () => {
    await page.getByRole('button', { name: label(t('deleteAccount.button')) }).click();
    const dialog = page.getByRole('dialog', { name: label(t('deleteAccount.title')) });
    await expect(dialog.getByText(t('deleteAccount.message'))).toBeVisible();
    await dialog.getByRole('button', { name: label(t('common.cancel')) }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/account$/);
  });

  await test.step('yes deletes it and goes to /login', async () => {
    await page.getByRole('button', { name: label(t('deleteAccount.button')) }).click();
    const dialog = page.getByRole('dialog', { name: label(t('deleteAccount.title')) });
    await dialog.getByRole('button', { name: label(t('deleteAccount.confirm')) }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  await test.step('signing in again fails', async () => {
    await submitLogin(page, t, user.email, user.password);
    await expect(page.getByText(t('shared:api.invalidCredentials')).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await loginViaApi(request, user.email, user.password)).status).toBe(400);
  });
});
