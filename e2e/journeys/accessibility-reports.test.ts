import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launchBrowser, openPage } from '../support/browser';
import { logIn } from '../support/session';

/**
 * The screens of reports (issue 12): the admin's Reports queue and its action dialog, and the
 * report dialog on a listing, checked with axe-core against WCAG 2.1 A and AA and for sideways
 * scrolling at desktop width and on a 360px phone (the pattern of accessibility.test.ts).
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let browser: Browser;
let listingPath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const listings = (await (await fetch(`${baseUrl()}/api/v1/properties?limit=1`)).json()) as { properties: Array<{ _id: string }> };
  listingPath = `/property/${listings.properties[0]._id}`;
});
afterAll(() => browser.close());

/** The page as it is now: axe's violations as "rule (impact): elements", and any sideways scroll. */
async function problemsNow(page: Page): Promise<string[]> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
  // The states people rest in, not a button under the pointer just clicked (hover lightens it).
  await page.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const problems = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`reflow: the page is ${overflow}px wider than the screen`);
  return problems;
}

describe.each([
  ['desktop', DESKTOP],
  ['a 360px phone', PHONE],
])('accessibility of reports on %s', (_, viewport) => {
  it("the admin's Reports page and its action dialog have no WCAG 2.1 AA violations", async () => {
    const { context, page } = await openPage(browser, { viewport });
    await page.goto('/dashboard/admin-login');
    await page.getByLabel('Email').fill('admin@nivaas.in');
    await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/dashboard/reports');
    await page.getByRole('list', { name: 'Reports' }).waitFor();
    expect({ queue: await problemsNow(page) }).toEqual({ queue: [] });
    await page.goto('/dashboard/reports?kind=all&status=dismissed');
    await page.getByRole('list', { name: 'Reports' }).waitFor();
    expect({ dismissed: await problemsNow(page) }).toEqual({ dismissed: [] });
    await page.goto('/dashboard/reports');
    await page.getByRole('button', { name: 'Dismiss', exact: true }).first().click();
    await page.getByRole('dialog', { name: 'Dismiss the report' }).waitFor();
    expect({ dialog: await problemsNow(page) }).toEqual({ dialog: [] });
    await context.close();
  });

  it('the report dialog on a listing has none', async () => {
    const { context, page } = await openPage(browser, { viewport });
    await logIn(page, 'user@nivaas.in', 'User@12345');
    await page.goto(listingPath);
    await page.getByRole('button', { name: 'Report this listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Choose a reason').waitFor();
    expect(await problemsNow(page)).toEqual([]);
    await context.close();
  });
});
