import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { apiPost, createVenue, registerOwner } from '../../support/api.ts';
import { expectNoSeriousViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import { settle, visit } from '../../support/flows.ts';
import { featureTranslator, label, LANGUAGES } from '../../support/i18n.ts';
import { openSession } from '../../support/session.ts';
import { DEMO } from '../../support/users.ts';

/*
 * /administrator/audit-log (issue 12 part 7, decisions 055, 067): reached and left with the keyboard, no serious or
 * critical axe violation, and screenshots on a phone and a desktop in both languages to look at.
 */

const PHONE = { isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } } as const;
const DESKTOP = { isMobile: false, hasTouch: false, viewport: { width: 1280, height: 800 } } as const;

/** A few admin actions of different kinds, so the log has cards with and without changes: a new owner and venue
 * (not demo data other specs read), blocked and unblocked, and the venue's payments edited by the admin. */
async function adminActions(request: APIRequestContext, spec: string): Promise<string> {
  const owner = await registerOwner(request, spec);
  const { venueId } = await createVenue(request, owner._id, { name: `Bar ${spec} ${owner.name.slice(-4)}` });
  const { token } = await openSession(request, DEMO.admin);
  await apiPost(request, token, '/admin/block-owner', { userId: owner._id, isBlocked: true });
  await apiPost(request, token, '/admin/block-owner', { userId: owner._id, isBlocked: false });
  await apiPost(request, token, '/establishment/edit-payment', {
    establishmentId: venueId,
    creditCards: ['visa', 'master'],
    debitCards: ['elo'],
    meals: [],
    pix: true,
    picPay: false,
  });
  return venueId;
}

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

for (const lang of LANGUAGES) {
  const a = featureTranslator('features/admin/locales', lang);

  test.describe(`the audit log (${lang})`, () => {
    test.use({ lang });

    test(`reached and left with the keyboard, no serious axe violation (${lang})`, async ({
      adminPage: page,
      request,
    }, testInfo) => {
      // Arranging through the API, axe twice over a long page and the tab walk: more than the default minute.
      test.slow();
      const venueId = await adminActions(request, 'auditlog');
      await visit(page, '/administrator');

      // The owners console links to it; Enter on the focused link opens it.
      await page.getByRole('link', { name: label(a('audit.open')) }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/administrator\/audit-log$/);
      await expect(page.getByRole('heading', { level: 1, name: label(a('audit.title')) })).toBeVisible();
      // Other specs write to the same log meanwhile: the card looked for is this spec's edit, not the newest.
      const edit = page
        .getByRole('listitem')
        .filter({ hasText: venueId })
        .filter({ hasText: a('audit.actions.venue_edit') });
      await expect(edit).toHaveCount(1);
      await expect(edit.getByLabel(label(a('audit.changes')))).toContainText('section: "payment"');
      await expect(page.getByRole('navigation', { name: label(a('audit.pagination')) })).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `audit log ${lang}`);

      // Tab order reaches the way back before the log; Enter on it returns to the owners.
      const back = page.getByRole('link', { name: label(a('audit.back')) });
      for (let step = 0; step < 30 && !(await back.evaluate((link) => link === document.activeElement)); step += 1) {
        await page.keyboard.press('Tab');
      }
      await expect(back).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/administrator$/);
    });

    for (const [device, options] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test.describe(device, () => {
        test.use(options);

        test(`screenshot: audit log, ${device} (${lang})`, async ({ adminPage: page, request }, testInfo) => {
          const venueId = await adminActions(request, 'auditshot');
          await visit(page, '/administrator/audit-log');
          const edit = page
            .getByRole('listitem')
            .filter({ hasText: venueId })
            .filter({ hasText: a('audit.actions.venue_edit') });
          await expect(edit).toHaveCount(1);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width, 'the page is never wider than the screen').toBeLessThanOrEqual(options.viewport.width);
          await snapshot(page, testInfo, `audit-log-${device}-${lang}`);
        });
      });
    }
  });
}
