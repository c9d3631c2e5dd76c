import { expectNoSeriousViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import { openDrawer, settle, visit } from '../../support/flows.ts';
import { label, LANGUAGES } from '../../support/i18n.ts';
import { SHARES_LOCATION } from '../../support/places.ts';

for (const lang of LANGUAGES) {
  test.describe(`accessibility: no serious or critical axe violations (${lang})`, () => {
    test.use({ lang });

    test.describe('signed in as a visitor', () => {
      // The location warning's toast would close (a fade) while a scan of the drawer or a dialog runs, and axe would
      // measure its text half faded; first-minute.spec.ts scans /main with that toast shown.
      test.use(SHARES_LOCATION);

      test(`/main with the drawer open (${lang})`, async ({ visitorPage: page, t }, testInfo) => {
        await visit(page, '/main');
        await expectNoSeriousViolations(page, testInfo, `main ${lang}`);
        const drawer = await openDrawer(page, t);
        await settle(page);
        await expectNoSeriousViolations(page, testInfo, `main drawer ${lang}`);
        await drawer.getByRole('button', { name: label(t('menu.logout')) }).click();
        const confirm = page.getByRole('dialog', { name: label(t('logout.title')) });
        await expect(confirm).toBeVisible();
        await settle(page);
        await expectNoSeriousViolations(page, testInfo, `main logout confirmation ${lang}`);
      });

      test(`/account and its delete confirmation (${lang})`, async ({ visitorPage: page, t }, testInfo) => {
        await visit(page, '/account');
        await expect(page.getByRole('heading', { name: label(t('account.title')) })).toBeVisible();
        await settle(page);
        await expectNoSeriousViolations(page, testInfo, `account ${lang}`);
        await page.getByRole('button', { name: label(t('deleteAccount.button')) }).click();
        await expect(page.getByRole('dialog', { name: label(t('deleteAccount.title')) })).toBeVisible();
        await settle(page);
        await expectNoSeriousViolations(page, testInfo, `account delete confirmation ${lang}`);
      });

      for (const path of ['/about-us', '/terms-of-use']) {
        test(`${path} (${lang})`, async ({ visitorPage: page }, testInfo) => {
          await visit(page, path);
          await expectNoSeriousViolations(page, testInfo, `${path.slice(1)} ${lang}`);
        });
      }
    });
  });
}
