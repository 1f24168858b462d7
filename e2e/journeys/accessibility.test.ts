import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityProblems, pageAs, type Visitor } from '../support/accessibility';
import { DESKTOP, PHONE, baseUrl, launchBrowser } from '../support/browser';

/**
 * Every screen checked with axe-core against WCAG 2.1 A and AA and for sideways scrolling, at
 * desktop width and on a 360px phone, anonymous and signed in as the sample owner and admin. One
 * test per screen: a failure names the screen, and each screen has the whole test timeout.
 */
let browser: Browser;
let listingPath: string;
let blogPath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const listings = (await (await fetch(`${baseUrl()}/api/v1/properties?limit=1`)).json()) as { properties: Array<{ _id: string }> };
  const blogs = (await (await fetch(`${baseUrl()}/api/v1/fetch-blog`)).json()) as { data: Array<{ _id: string }> };
  listingPath = `/property/${listings.properties[0]._id}`;
  blogPath = `/blogs/${blogs.data[0]._id}`;
});
afterAll(() => browser.close());

const SCREENS: Array<[Visitor, string[]]> = [
  [
    'anonymous',
    [
      '/',
      '/about',
      '/blog',
      '/blogs/:first',
      '/search-list?city=Jaipur',
      '/search-list?city=Jaipur&view=map',
      '/property/:first',
      '/faqs',
      '/reviews',
      '/testimonials',
      '/pg-in-jaipur',
      '/girls-pg-in-jaipur',
      '/contact',
      '/newsletter/confirm?token=none',
      '/login',
      '/register',
      '/forgot-password',
      '/dashboard/admin-login',
      '/no-such-page',
    ],
  ],
  ['owner', ['/add-property', '/my-properties', '/user-profile', '/change-password']],
  ['admin', ['/dashboard', '/dashboard/users', '/dashboard/properties', '/dashboard/messages', '/dashboard/outbox']],
];

/** Paths that depend on the sample data are named by a placeholder until it is read. */
const resolvePath = (path: string) => (path === '/property/:first' ? listingPath : path === '/blogs/:first' ? blogPath : path);

describe.each([
  ['desktop', DESKTOP],
  ['a 360px phone', PHONE],
])('accessibility on %s', (_, viewport) => {
  describe.each(SCREENS)('as %s', (visitor, paths) => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await pageAs(browser, visitor, viewport));
    });
    afterAll(() => context.close());

    it.each(paths)('%s has no WCAG 2.1 AA violations', async (path) => {
      expect(await accessibilityProblems(page, resolvePath(path))).toEqual([]);
    });
  });
});
