import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launchBrowser, openPage } from '../support/browser';

/**
 * The full-screen photo viewer and the Share menu (issue 11 item 11) checked with axe-core
 * against WCAG 2.1 A and AA and for sideways scrolling, at desktop width and on a 360px phone,
 * like accessibility.test.ts does for the screens.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let browser: Browser;
let listingPath: string;
let photos: number;
beforeAll(async () => {
  browser = await launchBrowser();
  const { properties } = (await (await fetch(`${baseUrl()}/api/v1/properties?limit=50`)).json()) as {
    properties: Array<{ _id: string; images: unknown[] }>;
  };
  const listing = properties.find((candidate) => candidate.images.length >= 2) ?? properties[0];
  listingPath = `/property/${listing._id}`;
  photos = listing.images.length;
});
afterAll(() => browser.close());

async function problemsOn(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const problems = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`reflow: the page is ${overflow}px wider than the screen`);
  return problems;
}

describe.each([
  ['desktop', DESKTOP],
  ['a 360px phone', PHONE],
])('accessibility of sharing and the photo viewer on %s', (_, viewport) => {
  it('the open photo viewer, zoomed or not, has no WCAG 2.1 AA violations', async () => {
    const { context, page } = await openPage(browser, { viewport });
    await page.goto(listingPath);
    await page.getByRole('button', { name: `Open photo 1 of ${photos} full screen` }).click();
    const viewer = page.getByRole('dialog', { name: /^Photos of / });
    await viewer.getByText(`1 / ${photos}`).waitFor();
    expect(await problemsOn(page)).toEqual([]);
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    expect(await problemsOn(page)).toEqual([]);
    await context.close();
  });

  it('the open Share menu has none', async () => {
    const { context, page } = await openPage(browser, { viewport });
    await page.goto(listingPath);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).waitFor();
    expect(await problemsOn(page)).toEqual([]);
    await context.close();
  });
});
