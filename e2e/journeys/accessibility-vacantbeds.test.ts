import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityProblems, pageAs, type Visitor } from '../support/accessibility';
import { DESKTOP, PHONE, launchBrowser } from '../support/browser';

/**
 * The screens that show beds free (issue 14): My Properties with its one-tap control, and search
 * with 'Only with beds free', checked with axe-core against WCAG 2.1 A and AA and for sideways
 * scrolling, at desktop width and on a 360px phone. One test per screen.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SCREENS: Array<[string, Visitor, string]> = [
  ['My Properties', 'owner', '/my-properties'],
  ["search with 'Only with beds free'", 'anonymous', '/search-list?city=Jaipur&bedsFree=true'],
];

describe.each([
  ['desktop', DESKTOP],
  ['a 360px phone', PHONE],
])('accessibility of beds free on %s', (_, viewport) => {
  const pages = new Map<Visitor, { context: BrowserContext; page: Page }>();
  afterAll(async () => {
    for (const { context } of pages.values()) await context.close();
  });

  it.each(SCREENS)('%s has no problems', async (_name, visitor, path) => {
    if (!pages.has(visitor)) pages.set(visitor, await pageAs(browser, visitor, viewport));
    expect(await accessibilityProblems(pages.get(visitor)!.page, path)).toEqual([]);
  });
});
