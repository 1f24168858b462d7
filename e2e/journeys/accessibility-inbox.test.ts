import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser } from '../support/browser';
import { accessibilityProblems, accessibilityProblemsNow, pageAs } from '../support/accessibility';

/**
 * The screens of the admin inbox (issue 13 item 6): the inbox, open and resolved; its reply
 * dialog; the header's notification menu and search results; checked with axe-core against WCAG
 * 2.1 A and AA and for sideways scrolling at desktop width and on a 360px phone.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each([
  ['desktop', DESKTOP],
  ['a 360px phone', PHONE],
])('accessibility of the inbox on %s', (_, viewport) => {
  it('the inbox, open and resolved, has no WCAG 2.1 AA violations', async () => {
    const { context, page } = await pageAs(browser, 'admin', viewport);
    expect({ open: await accessibilityProblems(page, '/dashboard/messages') }).toEqual({ open: [] });
    expect({ resolved: await accessibilityProblems(page, '/dashboard/messages?status=resolved') }).toEqual({ resolved: [] });
    await context.close();
  });

  it('the reply dialog has none', async () => {
    const { context, page } = await pageAs(browser, 'admin', viewport);
    await page.goto('/dashboard/messages?kind=message');
    await page.getByRole('button', { name: 'Reply by e-mail' }).first().click();
    await page.getByRole('dialog', { name: 'Reply by e-mail' }).waitFor();
    await page.mouse.move(0, 0);
    expect(await accessibilityProblemsNow(page)).toEqual([]);
    await context.close();
  });

  it("the header's notification menu and search results have none", async () => {
    const { context, page } = await pageAs(browser, 'admin', viewport);
    await page.getByRole('button', { name: /items? waiting$/ }).click();
    await page.getByRole('navigation', { name: 'Waiting for you' }).waitFor();
    await page.mouse.move(0, 0);
    expect({ menu: await accessibilityProblemsNow(page) }).toEqual({ menu: [] });
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Search users, listings and posts' }).fill('Nivaas');
    await page.getByRole('listbox').waitFor();
    expect({ search: await accessibilityProblemsNow(page) }).toEqual({ search: [] });
    await context.close();
  });
});
