import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { openPageAs } from '../support/session';

/**
 * Site settings without a restart: the admin changes the contact phone in Settings, and a visitor
 * (a fresh browser, and the admin's own tab) sees it in the site header at once. The phone is put
 * back afterwards, since other journeys share this worker's database.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const NEW_PHONE = '+91 91111 22222';

async function savePhone(page: Page, phone: string) {
  await page.goto('/dashboard/settings');
  const field = page.getByRole('textbox', { name: /Contact phone/ });
  await field.fill(phone);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.getByText('Settings saved. Every page shows them now.').first().waitFor();
}

describe('site settings', () => {
  it('the admin changes the contact phone and the header shows it without a restart', async () => {
    const { context, page } = await openPageAs(browser, 'admin');
    await page.goto('/dashboard/settings');
    const original = await page.getByRole('textbox', { name: /Contact phone/ }).inputValue();
    expect(original).not.toBe(NEW_PHONE);

    try {
      await savePhone(page, NEW_PHONE);

      // The admin's own tab: the header reads the saved values from the cache the save updated.
      await page.getByRole('link', { name: 'View site' }).click();
      await page.getByTestId('top-bar').getByRole('link', { name: NEW_PHONE }).waitFor();

      // A visitor's fresh browser reads them from the server.
      const visitor = await openPage(browser);
      await visitor.page.goto('/');
      const phoneLink = visitor.page.getByTestId('top-bar').getByRole('link', { name: NEW_PHONE });
      await phoneLink.waitFor();
      expect(await phoneLink.getAttribute('href')).toBe('tel:+919111122222');
      await visitor.context.close();
    } finally {
      await savePhone(page, original);
    }
    await context.close();
  });
});
