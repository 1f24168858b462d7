import type { Browser } from 'playwright-core';
import { accessibilityProblems, pageAs } from '../support/accessibility';
import { DESKTOP, PHONE, launchBrowser } from '../support/browser';
import { logIn, registerByApi, uniqueEmail } from '../support/session';

/**
 * The shortlist's and the owner figures' screens (issue 11 items 5 and 6) checked like every
 * other screen (accessibility.test.ts): axe-core, WCAG 2.1 A and AA, and no sideways scrolling,
 * at desktop width and on a 360px phone. One test per screen.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each([
  ['desktop', DESKTOP],
  ['a 360px phone', PHONE],
])('accessibility of the shortlist and owner figures on %s', (_, viewport) => {
  it("a visitor's empty Shortlist page has no WCAG 2.1 AA violations", async () => {
    const { context, page } = await pageAs(browser, 'anonymous', viewport);
    expect(await accessibilityProblems(page, '/shortlist')).toEqual([]);
    await context.close();
  });

  it('cards with a pressed heart have none', async () => {
    const { context, page } = await pageAs(browser, 'anonymous', viewport);
    await page.goto('/search-list?city=Jaipur');
    await page
      .getByRole('button', { name: /^Add to shortlist: / })
      .first()
      .click();
    expect(await accessibilityProblems(page, '/search-list?city=Jaipur')).toEqual([]);
    expect(await accessibilityProblems(page, '/')).toEqual([]);
    await context.close();
  });

  it("the sample seeker's full Shortlist page has none", async () => {
    const { context, page } = await pageAs(browser, 'user', viewport);
    expect(await accessibilityProblems(page, '/shortlist')).toEqual([]);
    await context.close();
  });

  it('the offer to become an owner has none', async () => {
    const { context, page } = await pageAs(browser, 'anonymous', viewport);
    const email = uniqueEmail('seeker');
    await registerByApi(email, 'Seeker@123');
    await logIn(page, email, 'Seeker@123');
    expect(await accessibilityProblems(page, '/add-property')).toEqual([]);
    await context.close();
  });

  it("My Properties with each listing's figures has none", async () => {
    const { context, page } = await pageAs(browser, 'owner', viewport);
    expect(await accessibilityProblems(page, '/my-properties')).toEqual([]);
    await context.close();
  });
});
