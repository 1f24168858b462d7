import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { addListingByApi } from '../support/listings';
import { fromDatabase } from '../support/database';
import { openPageAs, openSignedInPage, registerByApi, uniqueEmail } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A new listing of a new owner, put in the review queue (new listings go live at once by default). */
async function waitingListing(email: string, title: string): Promise<{ id: string; token: string }> {
  const token = await registerByApi(email, 'secret12', 'owner', 'Harish Kumar');
  const id = await addListingByApi(token, title, { gender: 'male', parking: 'bike' });
  await fromDatabase(`UPDATE properties SET status = 'pending' WHERE id = $1`, [id]);
  return { id, token };
}

/** A checkbox's visible box (its input is visually hidden; the box is what people click). */
const CHECKBOX = '[data-scope="checkbox"][data-part="control"]';

describe('the review queue', () => {
  it("an admin rejects a waiting listing with a reason: the owner's mail is in the Outbox and the owner sees why on My Properties", async () => {
    const email = uniqueEmail('queue.owner');
    const title = `Kesar Boys PG ${Date.now() % 100000}`;
    const { token } = await waitingListing(email, title);

    const { context, page } = await openPageAs(browser, 'admin');
    await page.goto('/dashboard/properties');
    await page.getByLabel('Status').selectOption('pending');
    await page.waitForURL((url) => url.search === '?status=pending');
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject "${title}"` });
    await dialog.getByText('Duplicate listing', { exact: true }).click();
    await dialog.getByLabel(/Note for the owner/).fill('Same rooms as your listing posted last week.');
    await dialog.getByRole('button', { name: 'Reject listing' }).click();
    await page.getByText(`"${title}" was rejected and its owner e-mailed.`).first().waitFor();
    // It left the pending queue.
    await row.waitFor({ state: 'detached' });

    await page.goto('/dashboard/outbox');
    const mail = page
      .getByRole('list', { name: 'Mail' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Your listing "${title}" was not approved` }) });
    await mail.getByText(`To ${email.toLowerCase()}`, { exact: false }).waitFor();
    await mail.getByText('Reason: Duplicate listing: Same rooms as your listing posted last week.', { exact: false }).waitFor();
    await context.close();

    const owner = await openSignedInPage(browser, token);
    await owner.page.goto('/my-properties');
    const listing = owner.page.getByRole('listitem').filter({ has: owner.page.getByRole('heading', { name: title }) });
    await listing.getByText('Why it was rejected: Duplicate listing').waitFor();
    await listing.getByText('Same rooms as your listing posted last week.').waitFor();
    expect(owner.problems).toEqual([]);
    await owner.context.close();
  });

  it('an admin selects waiting listings and approves them at once', async () => {
    const titles = [`Amaltas PG ${Date.now() % 100000}`, `Neem PG ${Date.now() % 100000}`];
    for (const [i, title] of titles.entries()) await waitingListing(uniqueEmail(`bulk.owner${i}`), title);

    const { context, page } = await openPageAs(browser, 'admin');
    await page.goto('/dashboard/properties?status=pending');
    for (const title of titles) await page.getByRole('listitem').filter({ hasText: title }).waitFor();
    // Only these two: other journeys rely on the sample listings that wait.
    for (const title of titles) await page.getByRole('listitem').filter({ hasText: title }).locator(CHECKBOX).click();
    await page.getByText(/^2 of \d+ waiting selected$/).waitFor();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    await page.getByRole('status', { name: 'Approval result' }).getByText('2 listings approved.').waitFor();
    for (const title of titles) await page.getByRole('listitem').filter({ hasText: title }).waitFor({ state: 'detached' });

    const rows = await fromDatabase<{ status: string }>('SELECT status FROM properties WHERE title = ANY($1)', [titles]);
    expect(rows.map((row) => row.status)).toEqual(['approved', 'approved']);
    await context.close();
  });
});
