import type { Request } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { acceptTerms, field, fillRegistration } from '../../support/flows.ts';
import { label } from '../../support/i18n.ts';
import { newUser } from '../../support/users.ts';

test.describe('registration form', () => {
  test.beforeEach(async ({ page, t }) => {
    await page.goto('/register-user');
    await expect(page.getByRole('heading', { name: label(t('auth.register.title')) })).toBeVisible();
  });

  test('submitting with the terms unticked shows the accept-terms message and sends nothing', async ({ page, t }) => {
    const calls: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(request);
    });
    await fillRegistration(page, t, newUser('terms'));
    await expect(page.getByRole('checkbox', { name: label(t('auth.register.terms')) })).not.toBeChecked();
    await page.getByRole('button', { name: label(t('auth.register.submit')) }).click();
    await expect(page.getByText(t('shared:validation.acceptTerms'))).toBeVisible();
    await page.waitForTimeout(500);
    expect(calls.map((call) => `${call.method()} ${call.url()}`)).toEqual([]);
    await expect(page).toHaveURL(/\/register-user$/);
  });

  test('the terms box ticks only after accepting the popup, and unticks on a click', async ({ page, t }) => {
    const checkbox = page.getByRole('checkbox', { name: label(t('auth.register.terms')) });
    const dialog = page.getByRole('dialog', { name: label(t('auth.register.termsTitle')) });

    await checkbox.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: label(t('auth.register.termsAccept')) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(checkbox).not.toBeChecked();

    await acceptTerms(page, t);

    await checkbox.click();
    await expect(checkbox).not.toBeChecked();
    await expect(dialog).toBeHidden();
  });

  test('pasting into the password fields is blocked', async ({ page, context, t }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const secret = 'Colado123';
    await page.evaluate((text) => navigator.clipboard.writeText(text), secret);

    // Control: the same paste works in the name field, so the clipboard itself works here.
    const name = field(page, t, 'fields.fullName');
    await name.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(name).toHaveValue(secret);

    for (const key of ['fields.password', 'fields.confirmPassword']) {
      const input = field(page, t, key);
      await input.focus();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(input, `${key} after a paste`).toHaveValue('');
      const prevented = await input.evaluate((element) => {
        const data = new DataTransfer();
        data.setData('text/plain', 'Colado123');
        const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
        element.dispatchEvent(event);
        return event.defaultPrevented;
      });
      expect(prevented, `${key} cancels paste events`).toBe(true);
    }
  });
});
