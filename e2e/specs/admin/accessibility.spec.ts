import { expectNoSeriousViolations } from '../../support/axe.ts';
import { test } from '../../support/fixtures.ts';
import { signInWithStorage, visit } from '../../support/flows.ts';
import { LANGUAGES } from '../../support/i18n.ts';
import { DEMO } from '../../support/users.ts';

for (const lang of LANGUAGES) {
  test.describe(`accessibility: no serious or critical axe violations (${lang})`, () => {
    test.use({ lang });

    test(`/administrator (${lang})`, async ({ page, request }, testInfo) => {
      await signInWithStorage(page, request, { ...DEMO.admin, name: 'Admin' });
      await visit(page, '/administrator');
      await expectNoSeriousViolations(page, testInfo, `administrator ${lang}`);
    });
  });
}
