import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { SHORTLIST_MESSAGES } from '../../shared/domain/shortlist';
import { PHONE, baseUrl, hydrated, waitForPageState } from '../support/browser';
import { accessibilityProblemsNow } from '../support/accessibility';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { sampleOwnersListing } from '../support/database';

/**
 * Nivaas can be put on a phone's home screen (issue 34 item 3): Chromium, asked through its
 * DevTools protocol, finds the manifest and no reason not to offer installing it; its service
 * worker keeps what the offline page promises. A profile on disk, since Chromium never offers an
 * install in a private window (every other journey's).
 */
describe('the installable app', () => {
  let profile: string;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    profile = await mkdtemp(path.join(os.tmpdir(), 'nivaas-install-'));
    context = await chromium.launchPersistentContext(profile, {
      // The full browser: Chromium's headless shell finds no reason not to install any page.
      executablePath: chromiumPath('browser'),
      args: CHROMIUM_ARGS,
      headless: true,
      viewport: PHONE,
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  });

  it('is one Chromium would install from the home page at 360px: its manifest read without errors', async () => {
    await page.goto(`${baseUrl()}/`);
    await page.locator('h1').waitFor();
    const devtools = await context.newCDPSession(page);
    const manifest = await devtools.send('Page.getAppManifest', {});
    expect({ url: manifest.url && new URL(manifest.url).pathname, errors: manifest.errors }).toEqual({
      url: '/manifest.webmanifest',
      errors: [],
    });
    expect((await devtools.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    const fields = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
    expect(fields).toMatchObject({ name: expect.any(String), start_url: '/', display: 'standalone', theme_color: expect.any(String) });
    expect((fields.icons as Array<{ sizes: string }>).map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('has a service worker that keeps the shortlist and the listings opened readable with the network cut, and says what is offline', async () => {
    await page.goto(`${baseUrl()}/`);
    await waitForPageState(page, () => navigator.serviceWorker.controller !== null);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseUrl()}/sw.js`);
    // Online, a page through the worker is still the server's HTML (home: a page of islands), not the app's bare page.
    await page.goto(`${baseUrl()}/`);
    expect(await page.locator('#nivaas-islands').count()).toBe(1);

    // Online: a listing opened and shortlisted, and the shortlist seen.
    const listing = await sampleOwnersListing('newest');
    await page.goto(`${baseUrl()}/property/${listing.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: SHORTLIST_MESSAGES.add }).first().click();
    await page.getByRole('button', { name: SHORTLIST_MESSAGES.remove }).first().waitFor();
    await page.goto(`${baseUrl()}/shortlist`);
    await page.getByRole('heading', { name: listing.title }).first().waitFor();
    // Another listing opened inside the app (no page fetched for it: its data is what is kept).
    // (From the search page, hydrated whole: a landing page's links are page loads.)
    await page.goto(`${baseUrl()}/search-list?city=Jaipur`);
    await hydrated(page);
    const link = page.locator(`main a[href^="/property/"]:not([href="/property/${listing.id}"])`).first();
    const otherPath = (await link.getAttribute('href'))!;
    const landingHeading = await page.locator('h1').textContent();
    await link.click();
    await page.waitForURL((url) => url.pathname === otherPath);
    await waitForPageState(page, (before) => document.querySelector('h1')?.textContent !== before, landingHeading);
    const otherTitle = (await page.locator('h1').textContent())!.trim();

    // The network cut: the shortlist and the listing still read, any other page is the offline page.
    await context.setOffline(true);
    try {
      await page.goto(`${baseUrl()}/shortlist`);
      await page.getByRole('heading', { name: listing.title }).first().waitFor();
      await page.goto(`${baseUrl()}/property/${listing.id}`);
      await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
      await page.goto(`${baseUrl()}${otherPath}`);
      await page.getByRole('heading', { level: 1, name: otherTitle }).waitFor();
      await page.goto(`${baseUrl()}/about`);
      await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
      await page.getByRole('link', { name: listing.title }).waitFor();
      await page.getByRole('link', { name: otherTitle }).waitFor();
      expect(await accessibilityProblemsNow(page)).toEqual([]);
      await page.getByRole('link', { name: 'Open your shortlist' }).click();
      await page.getByRole('heading', { name: listing.title }).first().waitFor();
    } finally {
      await context.setOffline(false);
    }
  });
});
