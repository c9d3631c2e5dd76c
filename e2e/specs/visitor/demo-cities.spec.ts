import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';

/**
 * Issue 14: the demo data is seen on /main from each of the eight capitals it covers. A nightlife district of each
 * (apps/server/src/db/seed/cities.ts): the list near it is full of that city's venues, the nearest a few kilometres away.
 */
const CAPITALS = [
  { city: 'São Paulo', latitude: -23.5536, longitude: -46.691 },
  { city: 'Rio de Janeiro', latitude: -22.9134, longitude: -43.1806 },
  { city: 'Belo Horizonte', latitude: -19.9385, longitude: -43.9339 },
  { city: 'Salvador', latitude: -13.0103, longitude: -38.4895 },
  { city: 'Recife', latitude: -8.0631, longitude: -34.8711 },
  { city: 'Porto Alegre', latitude: -30.0395, longitude: -51.2209 },
  { city: 'Curitiba', latitude: -25.4412, longitude: -49.2879 },
  { city: 'Florianópolis', latitude: -27.6008, longitude: -48.4713 },
] as const;

const cards = (page: Page): Locator => page.getByRole('main').getByRole('article');

/** The distances the cards show, in km ("1,23 km" in pt). */
async function distancesOf(page: Page): Promise<number[]> {
  const texts = await cards(page).locator('p + div > span:last-child').allInnerTexts();
  return texts.map((text) => Number(/([\d.,]+)\s*km/.exec(text.replace(/\s+/g, ' '))?.[1]?.replace(',', '.') ?? NaN));
}

for (const { city, latitude, longitude } of CAPITALS) {
  test.describe(`demo data in ${city}`, () => {
    test.use({ lang: 'pt', geolocation: { latitude, longitude }, permissions: ['geolocation'] });

    test(`/main near ${city} lists the city's venues, the nearest a few kilometres away`, async ({
      visitorPage: page,
    }) => {
      await page.goto('/main');
      await expect(page.getByRole('banner')).toContainText(city);
      await expect(cards(page).first()).toBeVisible();
      expect(await cards(page).count()).toBeGreaterThanOrEqual(5);
      const distances = await distancesOf(page);
      expect(distances[0]).toBeLessThanOrEqual(5);
      // Every card is of this city: the next capital is hundreds of kilometres away.
      expect(Math.max(...distances)).toBeLessThan(60);
    });
  });
}
