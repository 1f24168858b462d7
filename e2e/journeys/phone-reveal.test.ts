import type { Browser } from 'playwright-core';
import { hydrated, launchBrowser, openPage, PHONE } from '../support/browser';
import { fromDatabase, sampleOwnersListing } from '../support/database';
import { openSignedInPage, registerByApi, uniqueEmail } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('View Phone Number', () => {
  it('sends a visitor to sign in and back to the same listing with the number shown', async () => {
    const listing = await sampleOwnersListing();
    const email = uniqueEmail('reveal');
    await registerByApi(email, 'Reveal@12345', 'user', 'Tara Iyer');

    const { context, page } = await openPage(browser);
    await page.goto(`/property/${listing.id}`);
    await hydrated(page);
    // Nothing public gives the number away before it is revealed.
    expect(await page.locator(`a[href="tel:+91${listing.ownerNumber}"]`).count()).toBe(0);
    await page.getByRole('button', { name: 'View Phone Number' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('Reveal@12345');
    await login.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === `/property/${listing.id}`);
    const number = page.getByRole('link', { name: listing.ownerNumber });
    await number.waitFor();
    expect(await number.getAttribute('href')).toBe(`tel:+91${listing.ownerNumber}`);
    // Back on the listing's own address, without the sign-in marker.
    expect(new URL(page.url()).search).not.toContain('showPhone');
    await context.close();
  });

  it("on a phone, the contact bar's WhatsApp opens a chat naming the listing and Call dials, with one lead for the owner", async () => {
    const listing = await sampleOwnersListing();
    const email = uniqueEmail('contact-bar');
    const token = await registerByApi(email, 'Contact@12345', 'user', 'Kavya Rao');
    const { context, page } = await openSignedInPage(browser, token, { viewport: PHONE, isMobile: true, hasTouch: true });
    // No internet here: WhatsApp's page is answered by the test.
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    await page.goto(`/property/${listing.id}`);
    await hydrated(page);
    const bar = page.getByRole('region', { name: 'Contact the owner' });
    const chat = context.waitForEvent('page');
    await bar.getByRole('button', { name: 'WhatsApp' }).tap();
    const url = new URL((await chat).url());
    expect(url.origin + url.pathname).toBe(`https://wa.me/91${listing.ownerNumber}`);
    expect(url.searchParams.get('text')).toContain(`"${listing.title}"`);
    expect(url.searchParams.get('text')).toContain(`/property/${listing.id}`);
    expect(await bar.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(`tel:+91${listing.ownerNumber}`);
    const [{ leads }] = await fromDatabase<{ leads: number }>(
      `SELECT count(*)::int AS leads FROM phone_reveals r JOIN users u ON u.id = r.seeker_id WHERE r.property_id = $1 AND u.email = $2`,
      [listing.id, email],
    );
    expect(leads).toBe(1);
    await context.close();
  });
});
