import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import { settle, visit } from '../../support/flows.ts';
import { featureTranslator, label, LANGUAGES, type Translate } from '../../support/i18n.ts';

/** A demo owner with venues (the admin only looks: nothing is confirmed here). */
const CARLA = 'Carla Souza';

async function openOwnerDialog(page: Page, a: Translate, action: 'delete' | 'block', title: string) {
  await page
    .getByRole('row')
    .filter({ hasText: CARLA })
    .getByRole('button', { name: label(a(`owners.${action}`, { name: CARLA })) })
    .click();
  await expect(page.getByRole('dialog', { name: label(title) })).toBeVisible();
  await settle(page);
}

for (const lang of LANGUAGES) {
  test.describe(`accessibility: no serious or critical axe violations (${lang})`, () => {
    test.use({ lang });
    const a = featureTranslator('features/admin/locales', lang);

    test(`/administrator and its dialogs (${lang})`, async ({ adminPage: page, t }, testInfo) => {
      await visit(page, '/administrator');
      await expectNoSeriousViolations(page, testInfo, `administrator ${lang}`);

      await page.getByRole('searchbox', { name: label(a('owners.searchLabel')) }).fill(CARLA);
      await expect(page.getByRole('row').filter({ hasText: CARLA })).toBeVisible();
      await openOwnerDialog(page, a, 'delete', a('owners.deleteTitle'));
      await expectNoSeriousViolations(page, testInfo, `delete owner dialog ${lang}`);
      await page.getByRole('button', { name: label(t('common.cancel')) }).click();

      await openOwnerDialog(page, a, 'block', a('owners.blockTitle'));
      await expectNoSeriousViolations(page, testInfo, `block owner dialog ${lang}`);
      await page.getByRole('button', { name: label(t('common.cancel')) }).click();

      await page.getByRole('link', { name: label(a('owners.registerNew')) }).click();
      await expect(page).toHaveURL(/\/registernewuser$/);
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `registernewuser ${lang}`);
    });

    test(`/estabelishment and /registerestabeshiment (${lang})`, async ({ adminPage: page, t }, testInfo) => {
      await visit(page, `/administrator?search=${encodeURIComponent(CARLA)}`);
      await page
        .getByRole('row')
        .filter({ hasText: CARLA })
        .getByRole('button', { name: label(a('owners.edit', { name: CARLA })) })
        .click();
      await expect(page).toHaveURL(/\/estabelishment$/);
      await expect(page.getByLabel(label(t('fields.name')))).toHaveValue(CARLA);
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `estabelishment ${lang}`);

      await page.getByRole('button', { name: label(a('editOwner.addVenue')) }).click();
      await expect(page).toHaveURL(/\/registerestabeshiment$/);
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `registerestabeshiment ${lang}`);

      // A registered venue, read-only, and its delete dialog.
      const carousel = page.getByRole('group', { name: label(a('registerVenue.venuesCarousel')) });
      await carousel.getByRole('button').nth(1).click();
      const deleteVenue = page.getByRole('button', {
        name: new RegExp(`^${a('registerVenue.deleteVenue', { name: '' })}`),
      });
      await expect(deleteVenue).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `registerestabeshiment read-only venue ${lang}`);
      await deleteVenue.click();
      await expect(page.getByRole('dialog', { name: label(a('registerVenue.deleteTitle')) })).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `delete establishment dialog ${lang}`);
      await page.getByRole('button', { name: label(t('common.cancel')) }).click();
    });
  });
}
