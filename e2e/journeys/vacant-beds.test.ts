import type { Browser } from 'playwright-core';
import { hydrated, launchBrowser, nothingLoading, openPage } from '../support/browser';
import { addListingByApi } from '../support/listings';
import { openSignedInPage, registerByApi, uniqueEmail } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A listing of eight beds with `vacantBeds` free. */
const postListing = (token: string, title: string, vacantBeds: string) =>
  addListingByApi(token, title, { total_capacity: '8', vacant_beds: vacantBeds });

describe('beds free now', () => {
  it("an owner marks a bed free from My Properties, and a seeker finds it with 'Only with beds free'", async () => {
    const email = uniqueEmail('beds.owner');
    const token = await registerByApi(email, 'Owner@12345', 'owner', 'Anil Kothari');
    // A word no sample listing has, so the search shows just these two.
    const word = `Zenvik${Date.now().toString(36)}`;
    await postListing(token, `${word} Full House PG`, '0');
    const opened = await postListing(token, `${word} Corner PG`, '0');

    // The owner: both listings say Full; one press frees a bed in the second, saved at once.
    const owner = await openSignedInPage(browser, token);
    await owner.page.goto('/my-properties');
    const corner = owner.page.getByRole('group', { name: `Beds free now: ${word} Corner PG` });
    await corner.getByText('Full').waitFor();
    await corner.getByRole('button', { name: 'One more bed free' }).click();
    await corner.getByText('1 bed free').waitFor();
    // Saved: it is still there after a reload.
    await owner.page.reload();
    await owner.page
      .getByRole('group', { name: `Beds free now: ${word} Corner PG` })
      .getByText('1 bed free')
      .waitFor();
    expect(owner.problems).toEqual([]);
    await owner.context.close();

    // A seeker: both listings, one Full; the chip leaves the one with a bed free, which says so.
    const seeker = await openPage(browser);
    await seeker.page.goto(`/search-list?q=${word}`);
    const results = seeker.page.getByRole('list', { name: 'Results' });
    await results.getByRole('article').nth(1).waitFor();
    expect(await results.getByRole('article').count()).toBe(2);
    await results.getByRole('article').filter({ hasText: 'Full House' }).getByText('Full', { exact: true }).waitFor();

    await hydrated(seeker.page);
    await seeker.page.getByRole('button', { name: 'Only with beds free' }).click();
    await seeker.page.waitForURL((url) => url.searchParams.get('bedsFree') === 'true');
    await seeker.page.getByRole('heading', { level: 2, name: /^1 PG found/ }).waitFor();
    await nothingLoading(seeker.page);
    const card = results.getByRole('article');
    expect(await card.count()).toBe(1);
    await card.getByText('1 bed free').waitFor();
    await card.getByRole('link', { name: /View Details/ }).click();
    await seeker.page.waitForURL((url) => url.pathname === `/property/${opened}`);
    await seeker.page.getByText('1 bed free').first().waitFor();
    expect(seeker.problems).toEqual([]);
    await seeker.context.close();
  });
});
