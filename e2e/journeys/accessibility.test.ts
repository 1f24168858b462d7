import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launchBrowser, openPage } from '../support/browser';
import { logIn } from '../support/session';

/**
 * Every screen checked with axe-core against WCAG 2.1 A and AA (labels, names, contrast, ARIA,
 * structure) and for sideways scrolling, at desktop width and on a 360px phone, anonymous and signed in as the sample
 * owner and admin. A violation lists the rule and the elements, so the report says what to fix.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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

/** Each screen's violations as "rule (impact): elements", so a failure reads as a to-do list. */
async function violationsOn(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Past loading states: the screens' content, not their skeletons, is what people use.
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    const problems = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
    // WCAG 1.4.10 (reflow): at 360px nothing may need sideways scrolling.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`reflow: the page is ${overflow}px wider than the screen`);
    if (problems.length) found[path] = problems;
  }
  return found;
}

const publicScreens = () => ['/', '/about', '/blog', blogPath, '/search-list?city=Jaipur', '/search-list?city=Jaipur&view=map', listingPath, '/faqs', '/reviews', '/pg-in-jaipur', '/girls-pg-in-jaipur', '/login', '/register', '/forgot-password', '/dashboard/admin-login', '/no-such-page'];

describe.each([
  ['desktop', DESKTOP],
  ['a 360px phone', PHONE],
])('accessibility on %s', (_, viewport) => {
  it('public screens have no WCAG 2.1 AA violations', async () => {
    const { context, page } = await openPage(browser, { viewport });
    expect(await violationsOn(page, publicScreens())).toEqual({});
    await context.close();
  });

  it('the Contact us page has none', async () => {
    const { context, page } = await openPage(browser, { viewport });
    expect(await violationsOn(page, ['/contact', '/newsletter/confirm?token=none'])).toEqual({});
    await context.close();
  });

  it("an owner's screens have none", async () => {
    const { context, page } = await openPage(browser, { viewport });
    await logIn(page, 'owner@nivaas.in', 'Owner@12345');
    expect(await violationsOn(page, ['/add-property', '/my-properties', '/user-profile', '/change-password'])).toEqual({});
    await context.close();
  });

  it("an admin's screens have none", async () => {
    const { context, page } = await openPage(browser, { viewport });
    await page.goto('/dashboard/admin-login');
    await page.getByLabel('Email').fill('admin@nivaas.in');
    await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await violationsOn(page, ['/dashboard', '/dashboard/users', '/dashboard/properties', '/dashboard/messages', '/dashboard/outbox'])).toEqual({});
    await context.close();
  });
});
