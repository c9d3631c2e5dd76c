import { expect, test } from '../../support/fixtures.ts';
import { login } from '../../support/flows.ts';
import { label } from '../../support/i18n.ts';
import { DEMO } from '../../support/users.ts';

test.describe('route guards and where a sign-in lands', () => {
  test('an owner who never signed in goes to /accept-terms, then /main', async ({ page, t }) => {
    // bruno@noite.app has no lastAccess in the demo data; this sign-in sets it, so only the first attempt of a
    // run can see /accept-terms.
    test.skip(test.info().retry > 0, 'bruno@noite.app has signed in during the first attempt');
    await login(page, t, DEMO.ownerFirstSignIn.email, DEMO.ownerFirstSignIn.password);
    await expect(page).toHaveURL(/\/accept-terms$/);
    await page.getByRole('button', { name: label(t('auth.acceptTerms.accept')) }).click();
    await expect(page).toHaveURL(/\/main$/);
  });
});
