import type { Browser } from 'playwright-core';
import { PHONE, launchBrowser, openPage } from '../support/browser';

/**
 * A public page works before its scripts run, and for a visitor whose scripts never run (a slow
 * phone, a blocked script, a reader mode): the server's HTML can be read, the search form is a
 * plain GET form to the search page, and links are links.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('with JavaScript switched off', () => {
  it('searches through the home page form, opens a result, reads the listing, whose sign-in link says to come back to it, and follows a link back', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false, viewport: PHONE });
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Search PGs and hostels' });
    await form.getByRole('combobox', { name: 'Search by location, city or PG name' }).fill('girls pg in Jaipur');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    // The server sends the search on to the address of what it read of the words (as the app
    // replaces its address), so each part can be removed without a script too.
    await page.waitForURL(
      (url) => url.pathname === '/search-list' && url.searchParams.get('city') === 'Jaipur' && !url.searchParams.has('q'),
    );
    await page.getByRole('heading', { level: 2, name: /found/ }).waitFor();

    const card = page.getByRole('list', { name: 'Results' }).getByRole('listitem').first();
    const title = (await card.getByRole('heading').first().innerText()).trim();
    await card.getByRole('link', { name: /View Details/ }).click();
    await page.waitForURL(/\/property\/[0-9a-f-]{36}/);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: title }).waitFor();
    await page
      .getByText(/₹[\d,]+/)
      .first()
      .waitFor();
    // A link followed before (or without) the page's script carries no history state: its address
    // says where to come back to after signing in.
    const listingPath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Report this listing' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('back') === `${listingPath}#owner-details`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === listingPath);

    await page
      .getByRole('link', { name: /Nivaas/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('search', { name: 'Search PGs and hostels' }).waitFor();
    await context.close();
  });
});
