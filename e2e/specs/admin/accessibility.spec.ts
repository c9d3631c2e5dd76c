import { expectNoSeriousViolations } from '../../support/axe.ts';
import { test } from '../../support/fixtures.ts';
import { visit } from '../../support/flows.ts';
import { LANGUAGES } from '../../support/i18n.ts';

for (const lang of LANGUAGES) {
  test.describe(`accessibility: no serious or critical axe violations (${lang})`, () => {
    test.use({ lang });

    test(`/administrator (${lang})`, async ({ adminPage: page }, testInfo) => {
      await visit(page, '/administrator');
      await expectNoSeriousViolations(page, testInfo, `administrator ${lang}`);
    });
  });
}
