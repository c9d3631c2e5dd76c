import { expect, type Locator, type Page } from '@playwright/test';
import { label, type Translate } from './i18n.ts';
import type { TestUser } from './users.ts';

/** A form field by its visible label (Mantine adds a required asterisk after some labels). */
export function field(page: Page | Locator, t: Translate, key: string): Locator {
  return page.getByLabel(label(t(key)));
}

/** Fills the sign-in form and submits it; the caller checks where it lands. */
export async function submitLogin(page: Page, t: Translate, email: string, password: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  // The previous screen may still be on view while the login screen loads: wait for the login itself.
  await expect(page.getByRole('heading', { level: 1, name: label(t('auth.login.title')) })).toBeVisible();
  await field(page, t, 'fields.email').fill(email);
  await field(page, t, 'fields.password').fill(password);
  await page.getByRole('button', { name: label(t('auth.login.submit')) }).click();
}

/** Signs in through the form and waits to leave /login. */
export async function login(page: Page, t: Translate, email: string, password: string): Promise<void> {
  await submitLogin(page, t, email, password);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** The registration form filled with valid data (terms left as they are). */
export async function fillRegistration(page: Page, t: Translate, user: TestUser): Promise<void> {
  await field(page, t, 'fields.fullName').fill(user.name);
  await field(page, t, 'fields.email').fill(user.email);
  await field(page, t, 'fields.phone').fill(user.phone);
  await field(page, t, 'fields.password').fill(user.password);
  await field(page, t, 'fields.confirmPassword').fill(user.password);
}

/** Ticks the terms box the only way it can be ticked: through the popup's accept button. */
export async function acceptTerms(page: Page, t: Translate): Promise<void> {
  await page.getByRole('checkbox', { name: label(t('auth.register.terms')) }).click();
  const dialog = page.getByRole('dialog', { name: label(t('auth.register.termsTitle')) });
  await dialog.getByRole('button', { name: label(t('auth.register.termsAccept')) }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('checkbox', { name: label(t('auth.register.terms')) })).toBeChecked();
}

/** Opens the shared layout's drawer menu and answers its navigation landmark. */
export async function openDrawer(page: Page, t: Translate): Promise<Locator> {
  await page.getByRole('button', { name: label(t('layout.openMenu')) }).click();
  const navigation = page.getByRole('dialog').getByRole('navigation', { name: label(t('layout.mainNavigation')) });
  await expect(navigation).toBeVisible();
  return navigation;
}

/**
 * Picks a language in a language dropdown, a native select (decision 085; the page reloads): tapped or clicked
 * first, as a person opens it, then the option chosen as the browser's own list does.
 */
export async function chooseLanguage(
  page: Page,
  t: Translate,
  language: 'pt' | 'en',
  { tap = false }: { tap?: boolean } = {},
): Promise<void> {
  const select = page.getByRole('combobox', { name: label(t('language.label')) });
  if (tap) await select.tap();
  else await select.click();
  await select.selectOption(language);
}

/** Opens a path and waits until its first heading shows and the page has settled (see settle). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await settle(page);
}

/** Waits until the page has loaded its data and every finite animation (modals, popovers, carousels) ended. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Mantine starts a transition two animation frames after the change that asks for it (a modal that just
  // opened may not be animating yet): let a few frames pass before looking for running animations.
  await page.evaluate(async () => {
    for (let frame = 0; frame < 4; frame += 1) await new Promise(requestAnimationFrame);
  });
  // Finite animations only: a spinner's infinite one never ends.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== 'running' && !animation.pending),
  );
}
