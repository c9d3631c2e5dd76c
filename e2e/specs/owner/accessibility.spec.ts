import { expectNoSeriousViolations } from '../../support/axe.ts';
import { test } from '../../support/fixtures.ts';
import { visit } from '../../support/flows.ts';
import { LANGUAGES } from '../../support/i18n.ts';

for (const lang of LANGUAGES) {
  test.describe(`accessibility: no serious or critical axe violations (${lang})`, () => {
    test.use({ lang });

    test.describe('signed in as an owner', () => {
      // The screen of an owner's first sign-in; opened directly, it accepts nothing.
      test(`/accept-terms (${lang})`, async ({ ownerPage: page }, testInfo) => {
        await visit(page, '/accept-terms');
        await expectNoSeriousViolations(page, testInfo, `accept-terms ${lang}`);
      });
    });
  });
}
