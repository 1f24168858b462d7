import type { Browser } from 'playwright-core';
import { hydrated, launchBrowser, openPage } from '../support/browser';
import { fromDatabase } from '../support/database';
import { registerByApi, uniqueEmail } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('View Phone Number', () => {
  it('sends a visitor to sign in and back to the same listing with the number shown', async () => {
    const [listing] = await fromDatabase<{ id: string; number: string }>(
      `SELECT p.id, u.contact_number AS number FROM properties p JOIN users u ON u.id = p.owner_id
        WHERE u.email = 'owner@nivaas.in' AND p.status = 'approved' AND u.contact_number IS NOT NULL ORDER BY p.created_at LIMIT 1`,
    );
    const email = uniqueEmail('reveal');
    await registerByApi(email, 'Reveal@12345', 'user', 'Tara Iyer');

    const { context, page } = await openPage(browser);
    await page.goto(`/property/${listing.id}`);
    await hydrated(page);
    // Nothing public gives the number away before it is revealed.
    expect(await page.locator(`a[href="tel:+91${listing.number}"]`).count()).toBe(0);
    await page.getByRole('button', { name: 'View Phone Number' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('Reveal@12345');
    await login.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === `/property/${listing.id}`);
    const number = page.getByRole('link', { name: listing.number });
    await number.waitFor();
    expect(await number.getAttribute('href')).toBe(`tel:+91${listing.number}`);
    // Back on the listing's own address, without the sign-in marker.
    expect(new URL(page.url()).search).not.toContain('showPhone');
    await context.close();
  });
});
