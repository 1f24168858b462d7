import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { openPageAs } from '../support/session';

/**
 * Issue 13 items 4 and 5: an admin opens the leaderboard and the leads report from the sidebar
 * on the sample data, and downloads the report's CSV, which has the listings of the period.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('leaderboard and leads report', () => {
  it('an admin sees the busiest listings, owners and localities, then the leads report, and downloads its CSV', async () => {
    const { context, page, problems } = await openPageAs(browser, 'admin', { acceptDownloads: true });
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });

    await nav.getByRole('link', { name: 'Leaderboard' }).click();
    await page.getByRole('heading', { name: 'Leaderboard', level: 1 }).waitFor();
    // The seed's last week has activity: each ranking has rows.
    for (const table of ['Top listings', 'Top owners', 'Most active localities']) {
      await page.getByRole('table', { name: table }).getByRole('row').nth(1).waitFor();
    }
    await page.getByLabel('Rank by').selectOption({ label: 'Phone reveals' });
    await page.getByRole('table', { name: 'Top listings' }).getByRole('columnheader', { name: 'Phone reveals' }).waitFor();
    expect(await page.getByRole('table', { name: 'Top listings' }).getByRole('row').count()).toBeGreaterThan(1);

    await nav.getByRole('link', { name: 'Leads report' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/sales-report');
    await page.getByRole('heading', { name: 'Leads report', level: 1 }).waitFor();
    await page.getByRole('img', { name: /^Leads per day: .* over 7 days$/ }).waitFor();
    const listingRows = page.getByRole('table', { name: 'Leads by listing' }).getByRole('row');
    await listingRows.nth(1).waitFor();
    await page.getByRole('table', { name: 'Leads by city' }).getByRole('row').nth(1).waitFor();

    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await page.getByRole('img', { name: /over 30 days$/ }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('nivaas-leads-report-last-30-days.csv');
    const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Listing","Owner","City","Locality","Enquiries","Phone reveals","Visits booked","All leads"');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length - 1).toBeGreaterThanOrEqual((await listingRows.count()) - 1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
