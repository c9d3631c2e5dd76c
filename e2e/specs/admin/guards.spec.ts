import { expect, test } from '../../support/fixtures.ts';
import { login } from '../../support/flows.ts';
import { DEMO } from '../../support/users.ts';

test.describe('route guards and where a sign-in lands', () => {
  test('an admin lands on /administrator and is sent back there from /login', async ({ page, t }) => {
    await login(page, t, DEMO.admin.email, DEMO.admin.password);
    await expect(page).toHaveURL(/\/administrator$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/administrator$/);
  });
});
