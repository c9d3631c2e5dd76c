import { expect, type Locator, type Page } from '@playwright/test';
import { label, type Translate } from './i18n.ts';

/*
 * The venue page's week of events (detail tab): a carousel of 7 day slides, two in view at a time. `events` is
 * the translator of `features/venues/events/locales` in the page's language.
 */

export function week(page: Page, events: Translate): Locator {
  return page.getByRole('region', { name: label(events('week.title')) });
}

/** The day slides of the week, in order. */
export function days(page: Page, events: Translate): Locator {
  return week(page, events).getByRole('group');
}

/** Moves the week with the next arrow until the day at `index` is in view (two days are in view at a time). */
export async function showDay(page: Page, events: Translate, index: number): Promise<Locator> {
  const status = week(page, events).getByRole('status');
  const next = page.getByRole('button', { name: label(events('week.next')) });
  for (let step = 0; step < 7; step++) {
    // "Days 1 to 2 of 7": the first and last day in view.
    const shown = (await status.textContent()) ?? '';
    const [from = 0, to = 0] = (shown.match(/\d+/g) ?? []).map(Number);
    if (index + 1 >= from && index + 1 <= to) break;
    await next.click();
    await expect(status).not.toHaveText(shown);
  }
  const day = days(page, events).nth(index);
  // Embla animates with requestAnimationFrame: wait until the slide has arrived.
  await expect.poll(() => isInView(day)).toBe(true);
  return day;
}

/** Whether a day slide lies (nearly) wholly inside the carousel's viewport, horizontally. */
export async function isInView(slide: Locator): Promise<boolean> {
  return slide.evaluate((element) => {
    const viewport = element.parentElement?.parentElement;
    if (!viewport) return false;
    const day = element.getBoundingClientRect();
    const view = viewport.getBoundingClientRect();
    const visible = Math.min(day.right, view.right) - Math.max(day.left, view.left);
    return visible >= day.width * 0.9;
  });
}
