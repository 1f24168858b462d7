import type { Browser, Page } from 'playwright-core';
import { baseUrl, hydrated, launchBrowser, openPage } from '../support/browser';
import { reviewsInView } from '../support/listings';
import { openPageAs, openSignedInPage, registerByApi, uniqueEmail } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface LatestReview {
  text: string;
  authorName: string;
  listing: { id: string };
}

/** The newest review on the site (so it is among the first its listing page shows). */
async function newestReview(): Promise<LatestReview> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ query: '{ latestReviews(limit: 1) { items { text authorName listing { id } } } }' }),
  });
  const body = (await response.json()) as { data: { latestReviews: { items: LatestReview[] } } };
  return body.data.latestReviews.items[0];
}

/** "from 3 reviews" on the listing page, as a number. */
async function reviewCount(page: Page): Promise<number> {
  const text = await page
    .getByRole('region', { name: 'Reviews & Ratings' })
    .getByText(/^from \d+ reviews?$/)
    .textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
}

describe('reports', () => {
  it('a user reports a review, the admin hides it, and it is gone from the listing page and its count', async () => {
    const review = await newestReview();
    const listingPath = `/property/${review.listing.id}`;
    const email = uniqueEmail('reporter');
    const token = await registerByApi(email, 'secret12', 'user', 'Farah Khan');

    const { context, page } = await openSignedInPage(browser, token);
    await page.goto(listingPath);
    await hydrated(page);
    await reviewsInView(page);
    const reviews = page.getByRole('list', { name: 'Reviews' });
    const card = reviews.getByRole('listitem').filter({ hasText: review.text }).filter({ hasText: review.authorName });
    await card.first().waitFor();
    const countBefore = await reviewCount(page);
    await card
      .first()
      .getByRole('button', { name: `Report the review by ${review.authorName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Report this review' });
    await dialog.getByText('Spam', { exact: true }).click();
    await dialog.getByLabel(/What is wrong/).fill('Copied from another listing word for word.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByRole('status').getByText('Thank you. Our team will look into this review.').waitFor();
    await context.close();

    const admin = await openPageAs(browser, 'admin');
    await admin.page.goto('/dashboard');
    await admin.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reports' }).click();
    await admin.page.getByRole('group', { name: 'Show reports of' }).getByRole('button', { name: 'Reviews' }).click();
    const item = admin.page.getByRole('list', { name: 'Reports' }).getByRole('listitem').filter({ hasText: email });
    await item.getByText('Copied from another listing word for word.').waitFor();
    await item.getByRole('button', { name: 'Hide review' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Hide the review' });
    await confirm.getByLabel(/Note/).fill('Duplicate text posted on several listings.');
    await confirm.getByRole('button', { name: 'Hide review' }).click();
    await admin.page.getByText('Review hidden.').first().waitFor();
    await item.waitFor({ state: 'detached' });
    await admin.context.close();

    const visitor = await openPage(browser);
    await visitor.page.goto(listingPath);
    await reviewsInView(visitor.page);
    await visitor.page.waitForLoadState('networkidle');
    const left = visitor.page
      .getByRole('list', { name: 'Reviews' })
      .getByRole('listitem')
      .filter({ hasText: review.text })
      .filter({ hasText: review.authorName });
    expect(await left.count()).toBe(0);
    if (countBefore > 1) expect(await reviewCount(visitor.page)).toBe(countBefore - 1);
    else await visitor.page.getByText(/^No reviews yet/).waitFor();
    await visitor.context.close();
  });
});
