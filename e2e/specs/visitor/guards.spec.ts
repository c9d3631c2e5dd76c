import { expect, test } from '../../support/fixtures.ts';
import { login } from '../../support/flows.ts';
import { DEMO, newUser, registerViaApi } from '../../support/users.ts';

test.describe('route guards and where a sign-in lands', () => {
  test('a visitor lands on /main', async ({ page, request, t }) => {
    const user = newUser('guard');
    await registerViaApi(request, user);
    await login(page, t, user.email, user.password);
    await expect(page).toHaveURL(/\/main$/);
  });

  test('the demo visitor lands on /main', async ({ page, t }) => {
    await login(page, t, DEMO.visitor.email, DEMO.visitor.password);
    await expect(page).toHaveURL(/\/main$/);
  });
});
