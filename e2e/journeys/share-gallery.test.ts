import type { Browser, Page } from 'playwright-core';
import { baseUrl, hydrated, launchBrowser, openPage, PHONE } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A sample listing with at least two photos, through the REST adapter. */
async function listingWithPhotos(): Promise<{ id: string; photos: number }> {
  const response = await fetch(`${baseUrl()}/api/v1/properties?limit=50`, { headers: { connection: 'close' } });
  const { properties } = (await response.json()) as { properties: Array<{ _id: string; images: unknown[] }> };
  const listing = properties.find((candidate) => candidate.images.length >= 2);
  if (!listing) throw new Error('The sample data has no listing with two photos.');
  return { id: listing._id, photos: listing.images.length };
}

/** A finger swipe from right to left across the photo, as touch events (which Chromium turns into pointer events). */
async function swipeLeft(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  // Across the middle, starting beside the Next button: Chromium moves a touch that close onto
  // the button, and the swipe must still turn the photo.
  const y = Math.round(PHONE.height / 2);
  const point = (x: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(300) });
  for (const x of [260, 200, 140, 90]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('share and look closer, on a phone', () => {
  it('taps a photo to see it full screen, swipes to the next, closes with Escape; shares the listing by copying its link', async () => {
    const listing = await listingWithPhotos();
    const { context, page, problems } = await openPage(browser, { viewport: PHONE, hasTouch: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(`/property/${listing.id}`);
    await hydrated(page);

    await page.getByRole('button', { name: `Open photo 1 of ${listing.photos} full screen` }).tap();
    const viewer = page.getByRole('dialog', { name: /^Photos of / });
    await viewer.waitFor();
    await viewer.getByText(`1 / ${listing.photos}`).waitFor();
    expect(await viewer.getByRole('img', { name: `: photo 1 of ${listing.photos}` }).getAttribute('src')).toMatch(/-large\.webp$/);
    expect(await sideways(page)).toBe(0);

    await viewer.getByRole('button', { name: 'Zoom in' }).tap();
    await viewer.getByRole('button', { name: 'Zoom out' }).tap();
    // Zoomed back out, a swipe turns the photo. (Known: with synthetic touches, a tap on Zoom in
    // straight after a swipe does not zoom in headless Chromium while a click does; see the note.)
    await swipeLeft(page);
    await viewer.getByText(`2 / ${listing.photos}`).waitFor();

    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    // Back on the page, on the photo seen last, with focus on it.
    const secondPhoto = page.getByRole('button', { name: `Open photo 2 of ${listing.photos} full screen` });
    await expect(secondPhoto.evaluate((button) => button === document.activeElement)).resolves.toBe(true);

    // Headless Chromium on Linux has no share sheet, so Share offers the menu.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Share on WhatsApp' }).waitFor();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/property/${listing.id}`);

    // Cards carry a Share button beside View Details, and still fit the phone's width.
    await page.goto('/search-list?city=Jaipur');
    await page
      .getByRole('button', { name: /^Share: / })
      .first()
      .waitFor();
    expect(
      await page.evaluate(
        () => Array.from(document.querySelectorAll('article')).filter((card) => card.scrollWidth > card.clientWidth).length,
      ),
    ).toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  });
});
