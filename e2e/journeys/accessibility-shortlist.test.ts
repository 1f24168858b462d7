import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, openPage } from '../support/browser';
import { logIn, registerByApi, uniqueEmail } from '../support/session';

/**
 * The shortlist's and the owner figures' screens (issue 11 items 5 and 6) checked like every
 * other screen (accessibility.test.ts): axe-core, WCAG 2.1 A and AA, and no sideways scrolling,
 * at desktop width and on a 360px phone.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
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
])('accessibility of the shortlist and owner figures on %s', (_, viewport) => {
  it("a visitor's empty Shortlist page has no WCAG 2.1 AA violations", async () => {
    const { context, page } = await openPage(browser, { viewport });
    expect(await violationsOn(page, ['/shortlist'])).toEqual({});
    await context.close();
  });

  it('cards with a pressed heart have none', async () => {
    const { context, page } = await openPage(browser, { viewport });
    await page.goto('/search-list?city=Jaipur');
    await page.getByRole('button', { name: /^Add to shortlist: / }).first().click();
    expect(await violationsOn(page, ['/search-list?city=Jaipur', '/'])).toEqual({});
    await context.close();
  });

  it("the sample seeker's full Shortlist page has none", async () => {
    const { context, page } = await openPage(browser, { viewport });
    await logIn(page, 'user@nivaas.in', 'User@12345');
    expect(await violationsOn(page, ['/shortlist'])).toEqual({});
    await context.close();
  });

  it('the offer to become an owner has none', async () => {
    const { context, page } = await openPage(browser, { viewport });
    const email = uniqueEmail('seeker');
    await registerByApi(email, 'Seeker@123');
    await logIn(page, email, 'Seeker@123');
    expect(await violationsOn(page, ['/add-property'])).toEqual({});
    await context.close();
  });

  it("My Properties with each listing's figures has none", async () => {
    const { context, page } = await openPage(browser, { viewport });
    await logIn(page, 'owner@nivaas.in', 'Owner@12345');
    expect(await violationsOn(page, ['/my-properties'])).toEqual({});
    await context.close();
  });
});
