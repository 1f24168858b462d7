import type { Browser } from 'playwright-core';
import { DESKTOP, baseUrl, launchBrowser, openPage } from '../support/browser';
import { appDatabase } from '../support/database';
import { pageAs } from '../support/accessibility';
import { logIn, registerByApi, uniqueEmail } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A new listing of a new owner, put in the review queue (new listings go live at once by default). */
async function waitingListing(email: string, title: string): Promise<string> {
  await registerByApi(email, 'secret12', 'owner', 'Harish Kumar');
  const login = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ email, password: 'secret12' }),
  });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  const fields = {
    property_type: 'pg',
    gender: 'male',
    price: '6400',
    rooms: '2',
    beds: 'double bed',
    bathrooms: '1',
    parking: 'bike',
    pin_code: '302017',
    state: 'Rajasthan',
    district: 'Jaipur',
    locality: 'Malviya Nagar',
    property_title: title,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const added = await fetch(`${baseUrl()}/api/v1/property/add-property`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, connection: 'close' },
    body: form,
  });
  if (added.status !== 201) throw new Error(`adding a listing failed: ${added.status} ${await added.text()}`);
  const { property } = (await added.json()) as { property: { _id: string } };
  const db = await appDatabase();
  try {
    await db.query(`UPDATE properties SET status = 'pending' WHERE id = $1`, [property._id]);
  } finally {
    await db.end();
  }
  return property._id;
}

/** A checkbox's visible box (its input is visually hidden; the box is what people click). */
const CHECKBOX = '[data-scope="checkbox"][data-part="control"]';

describe('the review queue', () => {
  it("an admin rejects a waiting listing with a reason: the owner's mail is in the Outbox and the owner sees why on My Properties", async () => {
    const email = uniqueEmail('queue.owner');
    const title = `Kesar Boys PG ${Date.now() % 100000}`;
    await waitingListing(email, title);

    const { context, page } = await pageAs(browser, 'admin', DESKTOP);
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

    const owner = await openPage(browser);
    await logIn(owner.page, email, 'secret12');
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

    const { context, page } = await pageAs(browser, 'admin', DESKTOP);
    await page.goto('/dashboard/properties?status=pending');
    for (const title of titles) await page.getByRole('listitem').filter({ hasText: title }).waitFor();
    // Only these two: other journeys rely on the sample listings that wait.
    for (const title of titles) await page.getByRole('listitem').filter({ hasText: title }).locator(CHECKBOX).click();
    await page.getByText(/^2 of \d+ waiting selected$/).waitFor();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    await page.getByRole('status', { name: 'Approval result' }).getByText('2 listings approved.').waitFor();
    for (const title of titles) await page.getByRole('listitem').filter({ hasText: title }).waitFor({ state: 'detached' });

    const db = await appDatabase();
    try {
      const { rows } = await db.query<{ status: string }>('SELECT status FROM properties WHERE title = ANY($1)', [titles]);
      expect(rows.map((row) => row.status)).toEqual(['approved', 'approved']);
    } finally {
      await db.end();
    }
    await context.close();
  });
});
