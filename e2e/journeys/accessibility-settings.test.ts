import type { Browser } from 'playwright-core';
import { accessibilityProblems, accessibilityProblemsNow, pageAs } from '../support/accessibility';
import { DESKTOP, PHONE, launchBrowser } from '../support/browser';

/**
 * The admin's Settings page (issue 13 item 8), as loaded and showing its field errors, checked
 * with axe-core against WCAG 2.1 A and AA and for sideways scrolling at desktop width and on a
 * 360px phone. Nothing is saved.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each([
  ['desktop', DESKTOP],
  ['a 360px phone', PHONE],
])('accessibility of Settings on %s', (_, viewport) => {
  it('the Settings page, loaded and showing a field error, has no WCAG 2.1 AA violations', async () => {
    const { context, page } = await pageAs(browser, 'admin', viewport);
    expect({ loaded: await accessibilityProblems(page, '/dashboard/settings') }).toEqual({ loaded: [] });
    await page.getByRole('textbox', { name: /Contact phone/ }).fill('12345');
    await page.getByText(/Enter an Indian phone number/).waitFor();
    await page.mouse.move(0, 0);
    expect({ invalid: await accessibilityProblemsNow(page) }).toEqual({ invalid: [] });
    await context.close();
  });
});
