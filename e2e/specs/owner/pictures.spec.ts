import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiPost, ownerWithNewVenue } from '../../support/api.ts';
import { expectNoSeriousViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import { settle } from '../../support/flows.ts';
import { featureTranslator, LANGUAGES, translator } from '../../support/i18n.ts';
import { type Credentials } from '../../support/session.ts';

interface OwnVenue {
  owner: Credentials;
  ownerToken: string;
  venueId: string;
  name: string;
}

/**
 * A new owner with one venue and no pictures, made by the demo admin through the API: the test may change its
 * pictures without touching the demo venues other specs read.
 */
function ownerWithPicturelessVenue(request: APIRequestContext, label: string): Promise<OwnVenue> {
  return ownerWithNewVenue(request, 'pictures', { name: `Bar Fotos ${label} ${Date.now().toString(36).slice(-5)}` });
}

/** A PNG drawn by the page's canvas (one colour and a label), so no binary is kept in the repository. */
async function drawnPng(page: Page, colour: string, text: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ colour, text }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 675;
      const context = canvas.getContext('2d')!;
      context.fillStyle = colour;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#ffffff';
      context.font = 'bold 120px sans-serif';
      context.fillText(text, 80, 380);
      return canvas.toDataURL('image/png');
    },
    { colour, text },
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/**
 * Chooses a file for the upload control `control` (Mantine's FileButton: its hidden file input and the button
 * side by side). The input is given the file directly: Chromium's file chooser hangs under touch emulation.
 */
async function choose(control: Locator, name: string, buffer: Buffer): Promise<void> {
  await expect(control).toBeEnabled();
  await control
    .locator('xpath=preceding-sibling::input[@type="file"][1]')
    .setInputFiles({ name, mimeType: 'image/png', buffer });
}

async function bannersOf(request: APIRequestContext, venue: OwnVenue): Promise<string[]> {
  const details = await apiPost<{ banners: string[] }>(request, venue.ownerToken, '/establishment/details', {
    establishmentId: venue.venueId,
  });
  return details.banners;
}

/** The venue's card image on /main (the owner's list of their venues). */
function cardImage(page: Page, name: string): Locator {
  return page.getByRole('article', { name }).locator('img');
}

for (const lang of LANGUAGES) {
  test.describe(`owner: the venue's pictures, on a phone (${lang})`, () => {
    test.use({ lang, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    // One journey of a dozen writes and two axe scans, on a machine shared with other work.
    test.describe.configure({ timeout: 240_000 });

    test(`logo, two banners, reorder, the card follows, delete with confirm; axe (${lang})`, async ({
      page,
      request,
      signInAs,
    }, testInfo) => {
      const p = featureTranslator('features/venues/pictures/locales', lang);
      const venueTexts = featureTranslator('features/venues/locales', lang);
      const shared = translator(lang);
      const venue = await ownerWithPicturelessVenue(request, lang);
      await signInAs(venue.owner);

      await page.goto('/main');
      await page.getByRole('article', { name: venue.name }).getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
      await settle(page);

      // The header with the owner's logo control.
      const logoButton = page.getByRole('button', { name: p('logo.change', { name: venue.name }) });
      await expect(logoButton).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `venue header owner ${lang}`);
      await page.screenshot({ path: testInfo.outputPath(`header-owner-${lang}.png`) });

      await choose(logoButton, 'logo.png', await drawnPng(page, '#5b2bbf', 'N'));
      await expect(page.getByText(shared('shared:api.logoUpdated'))).toBeVisible();
      await expect(logoButton.locator('img')).toHaveAttribute(
        'src',
        new RegExp(`/uploads/logos/${venue.venueId}-1\\.webp$`),
      );

      // No photo yet: the owner opens the gallery from the empty banner and adds two.
      await page.getByRole('button', { name: p('banners.addPhotos') }).click();
      const gallery = page.getByRole('dialog', { name: venueTexts('gallery.title', { name: venue.name }) });
      await expect(gallery).toBeVisible();
      const items = gallery.getByRole('listitem');
      const add = gallery.getByRole('button', { name: p('banners.add') });
      await choose(add, 'red.png', await drawnPng(page, '#c0392b', 'UM'));
      await expect(items).toHaveCount(1);
      await choose(add, 'blue.png', await drawnPng(page, '#1f4e9c', 'DOIS'));
      await expect(items).toHaveCount(2);
      await expect(page.getByText(shared('shared:api.bannerAdded')).first()).toBeVisible();
      const [first, second] = await bannersOf(request, venue);
      expect([first, second]).toEqual([
        `/uploads/banners/${venue.venueId}-2.webp`,
        `/uploads/banners/${venue.venueId}-3.webp`,
      ]);
      await settle(page);
      await expectNoSeriousViolations(page, testInfo, `gallery owner ${lang}`);

      // The second photo moves first: it becomes the card picture.
      await gallery.getByRole('button', { name: p('banners.moveEarlier', { index: 2 }) }).tap();
      await expect(items.first().locator('img')).toHaveAttribute('src', second!);
      // (Its toast may wait behind the three earlier ones: the server is asked instead.)
      await expect.poll(() => bannersOf(request, venue)).toEqual([second, first]);
      await page.screenshot({ path: testInfo.outputPath(`gallery-owner-${lang}.png`) });

      await page.goto('/main');
      await expect(cardImage(page, venue.name)).toHaveAttribute('src', second!);

      // Delete the card picture, with a confirmation: the card moves to the other photo.
      await page.getByRole('article', { name: venue.name }).getByRole('link').click();
      await page.getByRole('button', { name: venueTexts('header.openGallery', { count: 2 }) }).click();
      await expect(gallery).toBeVisible();
      await gallery.getByRole('button', { name: p('banners.delete', { index: 1 }) }).tap();
      const confirm = page.getByRole('dialog', { name: p('banners.deleteTitle') });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: p('banners.deleteConfirm') }).tap();
      await expect(items).toHaveCount(1);
      await expect.poll(() => bannersOf(request, venue)).toEqual([first]);

      await page.goto('/main');
      await expect(cardImage(page, venue.name)).toHaveAttribute('src', first!);
    });
  });
}
