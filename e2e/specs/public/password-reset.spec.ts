import { expect, test } from '../../support/fixtures.ts';
import { field, login, submitLogin } from '../../support/flows.ts';
import { label, LANGUAGES } from '../../support/i18n.ts';
import { resetLinkOf, waitForMail } from '../../support/mail.ts';
import { loginViaApi, newUser, registerViaApi } from '../../support/users.ts';

test('forgot password: the e-mailed link sets a new password, the old one stops working', async ({
  page,
  request,
  t,
}) => {
  const user = newUser('reset');
  await registerViaApi(request, user);
  const newPassword = `Nova@${Date.now().toString(36).slice(-5)}x9`;

  const asked = Date.now();
  await test.step('ask for the link', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: label(t('auth.login.forgot')) }).click();
    await expect(page).toHaveURL(/\/forgotpassword$/);
    await expect(page.getByRole('heading', { level: 1, name: label(t('auth.forgot.title')) })).toBeVisible();
    await field(page, t, 'fields.email').fill(user.email);
    await page.getByRole('button', { name: label(t('auth.forgot.submit')) }).click();
    const sent = page.getByRole('dialog', { name: label(t('auth.forgot.sentTitle')) });
    await expect(sent).toBeVisible();
    await expect(sent.getByText(t('shared:api.forgotPasswordSent'))).toBeVisible();
  });

  const link = await test.step('read the newest e-mail in the outbox', async () => {
    const mail = await waitForMail(user.email, asked);
    return resetLinkOf(mail);
  });

  await test.step('choose the new password', async () => {
    await page.goto(link.path);
    await expect(page.getByRole('heading', { name: label(t('auth.reset.title')) })).toBeVisible();
    await field(page, t, 'fields.newPassword').fill(newPassword);
    await field(page, t, 'fields.confirmPassword').fill(newPassword);
    await page.getByRole('button', { name: label(t('auth.reset.submit')) }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the old password fails', async () => {
    await submitLogin(page, t, user.email, user.password);
    await expect(page.getByText(t('shared:api.invalidCredentials')).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await loginViaApi(request, user.email, user.password)).status).toBe(400);
  });

  await test.step('the new password works', async () => {
    await page.reload();
    await login(page, t, user.email, newPassword);
    await expect(page).toHaveURL(/\/main$/);
  });

  await test.step('the link is single use', async () => {
    await page.goto(link.path);
    await expect(page.getByText(t('auth.reset.expired'), { exact: true })).toBeVisible();
  });
});

for (const lang of LANGUAGES) {
  test.describe(`in ${lang}`, () => {
    test.use({ lang });

    test(`an invalid reset link shows only the expired message (${lang})`, async ({ page, t }) => {
      await page.goto('/reset-password/not-a-real-token-0123456789');
      await expect(page.getByText(t('auth.reset.expired'), { exact: true })).toBeVisible();
      await expect(field(page, t, 'fields.newPassword')).toHaveCount(0);
      await expect(field(page, t, 'fields.confirmPassword')).toHaveCount(0);
      await expect(page.getByRole('button', { name: label(t('auth.reset.submit')) })).toHaveCount(0);
    });
  });
}
