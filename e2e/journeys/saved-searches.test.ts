import type { Browser } from 'playwright-core';
import { SAVED_SEARCH_MESSAGES } from '../../shared/domain/saved-searches';
import { ALERT_MESSAGES } from '../../shared/domain/saved-search-alerts';
import { PHONE, hydrated, launchBrowser, openAccountMenu, openPage } from '../support/browser';
import { outboxMail } from '../support/database';
import { graphqlAs } from '../support/graphql';
import { addListingByApi } from '../support/listings';
import { deliverToWorker, pushDevice, pushesTo } from '../support/push';
import { openSignedInPage, registerByApi, sampleToken, uniqueEmail } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  // The full browser: the alert's notification is shown by the app's service worker, and
  // Chromium's headless shell keeps none (support/chromium.ts).
  browser = await launchBrowser('browser');
});
afterAll(() => browser.close());

const SEARCH = '/search-list?city=Jaipur&hostelType=girls_hostel';

describe('saved searches', () => {
  it('a visitor saves a search through signing in, then finds, renames, pauses and opens it in My Saved Searches', async () => {
    const email = uniqueEmail('saver');
    await registerByApi(email, 'Saver@12345');
    const { context, page, problems } = await openPage(browser);
    await page.goto(SEARCH);
    await hydrated(page);
    await page.getByRole('button', { name: SAVED_SEARCH_MESSAGES.save }).click();

    // Signing in on the way is what is under test: through the login screen, back to the search.
    await page.waitForURL((url) => url.pathname === '/login');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('Saver@12345');
    await form.getByRole('button', { name: 'Login' }).click();
    await page.getByText(SAVED_SEARCH_MESSAGES.saved).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(SEARCH);
    expect(new URL(page.url()).hash).toBe('');

    await page.getByText(SAVED_SEARCH_MESSAGES.saved).waitFor({ state: 'detached' });
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'My Saved Searches' }).click();
    await page.waitForURL((url) => url.pathname === '/saved-searches');
    // Chosen at once after the hover that opened it, the menu closes all the same.
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    const saved = page.getByRole('list', { name: 'Saved searches' }).getByRole('listitem');
    await saved.getByRole('heading', { name: 'Girls · Jaipur' }).waitFor();
    expect(await saved.count()).toBe(1);
    await saved.getByText('No new listings since you last looked').waitFor();

    await saved.getByRole('button', { name: 'Rename Girls · Jaipur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename saved search' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Girls near college');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await saved.getByRole('heading', { name: 'Girls near college' }).waitFor();

    await saved.getByRole('button', { name: 'Pause Girls near college' }).click();
    await saved.getByText('Paused', { exact: true }).waitFor();

    await saved.getByRole('button', { name: 'Open Girls near college' }).click();
    await page.waitForURL((url) => url.pathname === '/search-list');
    expect(new URL(page.url()).search).toBe('?city=Jaipur&hostelType=girls_hostel');
    await page.getByRole('heading', { level: 2, name: /PGs? found in Jaipur/ }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an alert comes by mail and by push as soon as an admin approves a match, at 360 px, and its links open the listing and the search', async () => {
    const word = `Kesar${Date.now().toString(36)}`;
    const title = `${word} Girls PG`;
    // The listing exists first, held for review (so it is new when approved, after the search was saved).
    const owner = await registerByApi(uniqueEmail('alert-owner'), 'Owner@12345', 'owner');
    const listingId = await addListingByApi(owner, title, { gender: 'female' });
    const admin = await sampleToken('admin');
    const setStatus = `mutation ($id: ID!, $status: ListingStatus!) { setPropertyStatus(id: $id, status: $status) { status } }`;
    await graphqlAs(admin, setStatus, { id: listingId, status: 'pending' });

    const email = uniqueEmail('alerted');
    const seeker = await registerByApi(email, 'Seeker@12345');
    const name = `Girls · ${word}`;
    await graphqlAs(seeker, `mutation ($name: String!, $query: String!) { saveSearch(name: $name, query: $query) { alreadySaved } }`, {
      name,
      query: `q=${word}&hostelType=girls_hostel`,
    });
    // The seeker's phone has notifications on (see support/push.ts for why it subscribes by the API).
    const phone = pushDevice();
    await graphqlAs(seeker, `mutation ($subscription: PushSubscriptionInput!) { subscribeToPush(subscription: $subscription) }`, {
      subscription: phone.subscription,
    });
    const { pushPublicKey } = await graphqlAs<{ pushPublicKey: string }>(seeker, '{ pushPublicKey }');
    const { context, page, problems } = await openSignedInPage(browser, seeker, { viewport: PHONE, serviceWorkers: 'allow' });
    await page.goto('/saved-searches');
    await hydrated(page);
    const saved = page.getByRole('list', { name: 'Saved searches' }).getByRole('listitem');
    await saved.getByRole('combobox', { name: `Alerts for ${name}` }).selectOption({ label: 'Alerts: as soon as they are listed' });
    await page.getByText(ALERT_MESSAGES.saved).waitFor();

    await graphqlAs(admin, setStatus, { id: listingId, status: 'approved' });
    const alert = await outboxMail(email, `A new listing for “${name}”`);
    expect(alert?.text).toContain(title);
    const links = [...(alert?.text ?? '').matchAll(/https?:\/\/\S+/g)].map(([url]) => new URL(url));
    const listing = links.find((url) => url.pathname === `/property/${listingId}`);
    const search = links.find((url) => url.pathname === '/search-list');
    expect(listing && search).toBeTruthy();

    // By push too: what the app encrypted for the phone, shown by the app's worker, opening the search.
    const [notice] = await pushesTo(phone, pushPublicKey);
    expect(await deliverToWorker(page, notice)).toEqual([
      { title: `A new listing for “${name}”`, body: title, tag: expect.any(String), url: search!.pathname + search!.search },
    ]);

    await page.goto(listing!.pathname);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.goto(search!.pathname + search!.search);
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
