import fs from 'node:fs';
import { expect, test } from '../../support/fixtures.ts';
import { label } from '../../support/i18n.ts';

/** LGPD (issue 12 part 8, decision 056): /account downloads the person's data as a JSON file. */
for (const role of ['visitor', 'owner'] as const) {
  test(`a ${role} downloads their data from /account`, async ({ page, signInAs, t }) => {
    const user = await signInAs(role);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: label(t('account.exportTitle')) })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: label(t('account.exportButton')) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^noite-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(data.profile.email).toBe(user.email);
    expect(Array.isArray(data.favourites)).toBe(true);
    expect(Array.isArray(data.nameListRequests)).toBe(true);
    if (role === 'owner') expect(Array.isArray(data.establishments)).toBe(true);
    else expect(data.establishments).toBeUndefined();
  });
}
