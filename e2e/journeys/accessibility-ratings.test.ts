import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launchBrowser, openPage } from '../support/browser';

/**
 * The screens of ratings and owners (issue 12): the owner page, search with 'Rating 4+' and
 * 'Top rated', checked with axe-core against WCAG 2.1 A and AA and for sideways scrolling at
 * desktop width and on a 360px phone (the helper of accessibility.test.ts).
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let browser: Browser;
let ownerPath: string;
let listingPath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const listings = (await (await fetch(`${baseUrl()}/api/v1/search?city=Jaipur&sort=top_rated&limit=1`)).json()) as { results: Array<{ _id: string; owner: { _id: string } }> };
  listingPath = `/property/${listings.results[0]._id}`;
  ownerPath = `/owners/${listings.results[0].owner._id}`;
});
afterAll(() => browser.close());

async function violationsOn(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    const problems = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`reflow: the page is ${overflow}px wider than the screen`);
    if (problems.length) found[path] = problems;
  }
  return found;
}

describe.each([
  ['desktop', DESKTOP],
  ['a 360px phone', PHONE],
])('accessibility of ratings and owners on %s', (_, viewport) => {
  it('the owner page and the listing with its owner block have no WCAG 2.1 AA violations', async () => {
    const { context, page } = await openPage(browser, { viewport });
    expect(await violationsOn(page, [ownerPath, listingPath])).toEqual({});
    await context.close();
  });

  it("search with 'Rating 4+' and 'Top rated' has none", async () => {
    const { context, page } = await openPage(browser, { viewport });
    expect(await violationsOn(page, ['/search-list?city=Jaipur&minRating=4&sort=top_rated'])).toEqual({});
    await context.close();
  });
});
