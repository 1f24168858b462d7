import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityProblems, pageAs } from '../support/accessibility';
import { DESKTOP, PHONE, baseUrl, launchBrowser } from '../support/browser';

/**
 * The screens of ratings and owners (issue 12): an owner's page, a listing with its owner block,
 * and search with 'Rating 4+' and 'Top rated', checked with axe-core against WCAG 2.1 A and AA
 * and for sideways scrolling, at desktop width and on a 360px phone. One test per screen.
 */
let browser: Browser;
const paths: Record<string, string> = { search: '/search-list?city=Jaipur&minRating=4&sort=top_rated' };
beforeAll(async () => {
  browser = await launchBrowser();
  const found = (await (await fetch(`${baseUrl()}/api/v1/search?city=Jaipur&sort=top_rated&limit=1`)).json()) as {
    results: Array<{ _id: string; owner: { _id: string } }>;
  };
  paths.owner = `/owners/${found.results[0].owner._id}`;
  paths.listing = `/property/${found.results[0]._id}`;
});
afterAll(() => browser.close());

describe.each([
  ['desktop', DESKTOP],
  ['a 360px phone', PHONE],
])('accessibility of ratings and owners on %s', (_, viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await pageAs(browser, 'anonymous', viewport));
  });
  afterAll(() => context.close());

  it.each(['owner', 'listing', 'search'])('the %s screen has no problems', async (screen) => {
    expect(await accessibilityProblems(page, paths[screen])).toEqual([]);
  });
});
