import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launchBrowser } from '../support/browser';
import { accessibilityProblems, accessibilityProblemsNow, pageAs } from '../support/accessibility';

/**
 * The screens of reports (issue 12): the admin's Reports queue and its action dialog, and the
 * report dialog on a listing, checked with axe-core against WCAG 2.1 A and AA and for sideways
 * scrolling at desktop width and on a 360px phone, one test per screen.
 */
let browser: Browser;
let listingPath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const listings = (await (await fetch(`${baseUrl()}/api/v1/properties?limit=1`)).json()) as { properties: Array<{ _id: string }> };
  listingPath = `/property/${listings.properties[0]._id}`;
});
afterAll(() => browser.close());

describe.each([
  ['desktop', DESKTOP],
  ['a 360px phone', PHONE],
])('accessibility of reports on %s', (_, viewport) => {
  it("the admin's Reports page, open and dismissed, has no WCAG 2.1 AA violations", async () => {
    const { context, page } = await pageAs(browser, 'admin', viewport);
    expect({ open: await accessibilityProblems(page, '/dashboard/reports') }).toEqual({ open: [] });
    expect({ dismissed: await accessibilityProblems(page, '/dashboard/reports?kind=all&status=dismissed') }).toEqual({ dismissed: [] });
    await context.close();
  });

  it("the admin's action dialog has none", async () => {
    const { context, page } = await pageAs(browser, 'admin', viewport);
    await page.goto('/dashboard/reports');
    await page.getByRole('button', { name: 'Dismiss', exact: true }).first().click();
    await page.getByRole('dialog', { name: 'Dismiss the report' }).waitFor();
    // As people rest on it, not with the pointer still on the button just clicked (hover lightens it).
    await page.mouse.move(0, 0);
    expect(await accessibilityProblemsNow(page)).toEqual([]);
    await context.close();
  });

  it('the report dialog on a listing, showing its errors, has none', async () => {
    const { context, page } = await pageAs(browser, 'user', viewport);
    await page.goto(listingPath);
    await page.getByRole('button', { name: 'Report this listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Choose a reason').waitFor();
    await page.mouse.move(0, 0);
    expect(await accessibilityProblemsNow(page)).toEqual([]);
    await context.close();
  });
});
