import { expectNoSeriousViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import { field, settle, visit } from '../../support/flows.ts';
import { label, LANGUAGES } from '../../support/i18n.ts';
import { resetLinkOf, waitForMail } from '../../support/mail.ts';
import { forgotPasswordViaApi, newUser, registerViaApi } from '../../support/users.ts';

for (const lang of LANGUAGES) {
  test.describe(`accessibility: no serious or critical axe violations (${lang})`, () => {
    test.use({ lang });

    test(`/login (${lang})`, async ({ page }, testInfo) => {
      await visit(page, '/login');
      await expectNoSeriousViolations(page, testInfo, `login ${lang}`);
    });

    test(`/register-user and its terms modal (${lang})`, async ({ page, t }, testInfo) => {
      await visit(page, '/register-user');
      await expectNoSeriousViolations(page, testInfo, `register-user ${lang}`);
      await page.getByRole('checkbox', { name: label(t('auth.register.terms')) }).click();
      await expect(page.getByRole('dialog', { name: label(t('auth.register.termsTitle')) })).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `register-user terms modal ${lang}`);
    });

    test(`/forgotpassword and its success modal (${lang})`, async ({ page, t }, testInfo) => {
      await visit(page, '/forgotpassword');
      await expectNoSeriousViolations(page, testInfo, `forgotpassword ${lang}`);
      await field(page, t, 'fields.email').fill(newUser('axe').email);
      await page.getByRole('button', { name: label(t('auth.forgot.submit')) }).click();
      await expect(page.getByRole('dialog', { name: label(t('auth.forgot.sentTitle')) })).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `forgotpassword success modal ${lang}`);
    });

    test(`/reset-password with a valid token (${lang})`, async ({ page, request, t }, testInfo) => {
      const user = newUser('axe');
      await registerViaApi(request, user);
      const asked = Date.now();
      await forgotPasswordViaApi(request, user.email);
      const link = resetLinkOf(await waitForMail(user.email, asked));
      await page.goto(link.path);
      await expect(field(page, t, 'fields.newPassword')).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `reset-password valid ${lang}`);
    });

    test(`/reset-password with a bad token (${lang})`, async ({ page, t }, testInfo) => {
      await page.goto('/reset-password/this-token-does-not-exist');
      await expect(page.getByText(t('auth.reset.expired'), { exact: true })).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `reset-password expired ${lang}`);
    });

    for (const path of ['/terms', '/terms-and-conditions']) {
      test(`${path} (${lang})`, async ({ page }, testInfo) => {
        await visit(page, path);
        await expectNoSeriousViolations(page, testInfo, `${path.slice(1)} ${lang}`);
      });
    }
  });
}
