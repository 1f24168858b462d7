import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser } from '../support/browser';
import { accessibilityProblems, accessibilityProblemsNow, pageAs } from '../support/accessibility';

/**
 * The screens of the review queue (issue 13 item 3): the admin's Property Page with its filters
 * and bulk bar, the reject dialog showing its errors, and the owner's My Properties with a
 * rejected listing's reason (the sample data has one), checked with axe-core against WCAG 2.1 A
 * and AA and for sideways scrolling at desktop width and on a 360px phone, one test per screen.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each([
  ['desktop', DESKTOP],
  ['a 360px phone', PHONE],
])('accessibility of the review queue on %s', (_, viewport) => {
  it("the admin's queue of listings waiting for review, with one selected, has no WCAG 2.1 AA violations", async () => {
    const { context, page } = await pageAs(browser, 'admin', viewport);
    expect({ rejected: await accessibilityProblems(page, '/dashboard/properties?status=rejected') }).toEqual({ rejected: [] });
    expect({ pending: await accessibilityProblems(page, '/dashboard/properties?status=pending') }).toEqual({ pending: [] });
    await page.locator('li [data-scope="checkbox"][data-part="control"]').first().click();
    await page.getByText(/^1 of \d+ waiting selected$/).waitFor();
    await page.mouse.move(0, 0);
    expect({ selected: await accessibilityProblemsNow(page) }).toEqual({ selected: [] });
    await context.close();
  });

  it('the reject dialog, showing its errors, has none', async () => {
    const { context, page } = await pageAs(browser, 'admin', viewport);
    await page.goto('/dashboard/properties?status=pending');
    await page.getByRole('button', { name: 'Reject', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject listing' }).click();
    await dialog.getByText('Choose a reason').waitFor();
    await page.mouse.move(0, 0);
    expect(await accessibilityProblemsNow(page)).toEqual([]);
    await context.close();
  });

  it("the owner's My Properties with a rejected listing's reason has none", async () => {
    const { context, page } = await pageAs(browser, 'owner', viewport);
    await page.goto('/my-properties');
    await page
      .getByText(/^Why it was rejected:/)
      .first()
      .waitFor();
    expect(await accessibilityProblemsNow(page)).toEqual([]);
    await context.close();
  });
});
