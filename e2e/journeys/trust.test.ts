import type { Browser, Page } from 'playwright-core';
import { REVIEWER_CONNECTION_LABELS } from '../../shared/domain/reviews';
import { VERIFICATION_CHECKS, VERIFICATION_MESSAGES } from '../../shared/domain/verification';
import { hydrated, launchBrowser, nothingLoading, openPage } from '../support/browser';
import { fromDatabase } from '../support/database';
import { reviewsInView } from '../support/listings';
import { SAMPLE_ACCOUNTS, openPageAs, openSignedInPage, registerByApi, uniqueEmail } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SEEKER = { ...SAMPLE_ACCOUNTS.user, shortName: 'Priya V.' };
const OWNER = SAMPLE_ACCOUNTS.owner;
const REVIEW_TEXT = 'Saw the room with the owner before moving in; clean, quiet and exactly as in the photos.';

/**
 * A listing of the demo owner the demo seeker visited (a confirmed visit, over), as the sample
 * data has it; made here if an earlier journey changed it. Their earlier review of it, if any,
 * is removed so the journey writes a new one. Returns it with its visible ratings before.
 */
async function visitedListing(): Promise<{ id: string; ratings: number[] }> {
  const found = await fromDatabase<{ id: string }>(
    `SELECT p.id FROM visits v JOIN users u ON u.id = v.seeker_id JOIN properties p ON p.id = v.property_id JOIN users o ON o.id = p.owner_id
      WHERE u.email = $1 AND o.email = $2 AND v.status = 'confirmed' AND v.ends_at <= now() AND p.status = 'approved' LIMIT 1`,
    [SEEKER.email, OWNER.email],
  );
  let id = found[0]?.id;
  if (!id) {
    const made = await fromDatabase<{ id: string }>(
      `INSERT INTO visits (property_id, owner_id, seeker_id, day, slot, starts_at, ends_at, status)
       SELECT p.id, p.owner_id, u.id, (now() - interval '2 days')::date, 'morning', now() - interval '50 hours', now() - interval '48 hours', 'confirmed'
         FROM properties p JOIN users o ON o.id = p.owner_id, users u
        WHERE o.email = $2 AND p.status = 'approved' AND u.email = $1 ORDER BY p.created_at DESC LIMIT 1 RETURNING property_id AS id`,
      [SEEKER.email, OWNER.email],
    );
    id = made[0].id;
  }
  await fromDatabase(`DELETE FROM reviews r USING users u WHERE u.id = r.author_id AND u.email = $1 AND r.property_id = $2`, [
    SEEKER.email,
    id,
  ]);
  const rows = await fromDatabase<{ rating: number }>(`SELECT rating FROM reviews WHERE property_id = $1 AND state = 'visible'`, [id]);
  return { id, ratings: rows.map((row) => row.rating) };
}

/** The average as the review block shows it (rounded to one decimal), or null without reviews. */
const shownAverage = (ratings: number[]) =>
  ratings.length ? (Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10).toFixed(1) : null;

/** The review block's average and count as the page shows them, once they read what is expected. */
async function expectNumbers(page: Page, ratings: number[]) {
  const block = await reviewsInView(page);
  const average = shownAverage(ratings);
  if (average === null) {
    await block.getByText(/^No reviews yet/).waitFor();
    return;
  }
  await block.getByText(`from ${ratings.length} ${ratings.length === 1 ? 'review' : 'reviews'}`, { exact: true }).waitFor();
  await block.getByText(average, { exact: false }).first().waitFor();
}

async function adminPage() {
  const admin = await openPageAs(browser, 'admin');
  await admin.page.goto('/dashboard');
  return admin;
}

describe('trust', () => {
  it("a visitor's review shows 'Verified visit' and the new average; the owner replies; it is reported, hidden, and the average changes back", async () => {
    const listing = await visitedListing();
    const listingPath = `/property/${listing.id}`;

    // The seeker who visited writes a review and sees it marked, with the new average.
    const seeker = await openPageAs(browser, 'user');
    await seeker.page.goto(listingPath);
    await hydrated(seeker.page);
    const block = seeker.page.getByRole('region', { name: 'Reviews & Ratings' });
    await expectNumbers(seeker.page, listing.ratings);
    await block.getByRole('button', { name: 'Write a review' }).click();
    const form = block.getByRole('form', { name: 'Your review' });
    await form.getByLabel(/Your rating/).selectOption({ label: '5 stars' });
    await form.getByLabel(/Your review/).fill(REVIEW_TEXT);
    await form.getByRole('button', { name: 'Publish review' }).click();
    await seeker.page.getByText('Thank you! Your review is published.').first().waitFor();
    const mine = block.getByRole('list', { name: 'Reviews' }).getByRole('listitem').filter({ hasText: REVIEW_TEXT });
    await mine.getByText(REVIEWER_CONNECTION_LABELS.verified_visit, { exact: true }).waitFor();
    await expectNumbers(seeker.page, [...listing.ratings, 5]);
    expect(seeker.problems).toEqual([]);
    await seeker.context.close();

    // The owner replies in public.
    const owner = await openPageAs(browser, 'owner');
    await owner.page.goto(listingPath);
    await hydrated(owner.page);
    await reviewsInView(owner.page);
    const card = owner.page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').filter({ hasText: REVIEW_TEXT });
    await card.getByRole('button', { name: 'Reply' }).click();
    await card.getByLabel(`Reply to ${SEEKER.shortName}`).fill('Thank you for visiting, Priya! Your room is ready whenever you are.');
    await card.getByRole('button', { name: 'Publish reply' }).click();
    await owner.page.getByText('Your reply is published.').first().waitFor();
    await card.getByText('Thank you for visiting, Priya! Your room is ready whenever you are.').waitFor();
    await owner.context.close();

    // Another user reports it.
    const reporterEmail = uniqueEmail('trust.reporter');
    const reporter = await openSignedInPage(browser, await registerByApi(reporterEmail, 'secret12', 'user', 'Farah Khan'));
    await reporter.page.goto(listingPath);
    await hydrated(reporter.page);
    await reviewsInView(reporter.page);
    const reported = reporter.page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').filter({ hasText: REVIEW_TEXT });
    await reported.getByRole('button', { name: `Report the review by ${SEEKER.shortName}` }).click();
    const dialog = reporter.page.getByRole('dialog', { name: 'Report this review' });
    await dialog.getByText('Abusive', { exact: true }).click();
    await dialog.getByLabel(/What is wrong/).fill('Posted to push this PG; the writer works for the owner.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByRole('status').getByText('Thank you. Our team will look into this review.').waitFor();
    await reporter.context.close();

    // The admin hides it from the reports queue: the listing's average changes back.
    const admin = await adminPage();
    await admin.page.goto('/dashboard/reports');
    await admin.page.getByRole('group', { name: 'Show reports of' }).getByRole('button', { name: 'Reviews' }).click();
    const item = admin.page.getByRole('list', { name: 'Reports' }).getByRole('listitem').filter({ hasText: reporterEmail });
    await item.getByText('Posted to push this PG; the writer works for the owner.').waitFor();
    await item.getByRole('button', { name: 'Hide review' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Hide the review' });
    await confirm.getByLabel(/Note/).fill('Written to promote the listing.');
    await confirm.getByRole('button', { name: 'Hide review' }).click();
    await admin.page.getByText('Review hidden.').first().waitFor();
    await admin.context.close();

    const visitor = await openPage(browser);
    await visitor.page.goto(listingPath);
    await expectNumbers(visitor.page, listing.ratings);
    expect(await visitor.page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').filter({ hasText: REVIEW_TEXT }).count()).toBe(
      0,
    );
    await visitor.context.close();
  });

  it("an admin verifies a listing with the checklist; the 'Verified' badge and the 'Verified' chip show it", async () => {
    const admin = await adminPage();
    await admin.page.goto('/dashboard/properties?status=approved');
    const row = admin.page
      .getByRole('listitem')
      .filter({ has: admin.page.getByRole('button', { name: 'Mark verified' }) })
      .first();
    await row.waitFor();
    const openLink = row.getByRole('link', { name: /^Open / });
    const title = ((await openLink.getAttribute('aria-label')) ?? '').replace(/^Open /, '');
    const path = (await openLink.getAttribute('href')) ?? '';
    await row.getByRole('button', { name: 'Mark verified' }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Verify "${title}"` });
    for (const check of VERIFICATION_CHECKS) await dialog.getByText(check.label, { exact: true }).click();
    await dialog.getByLabel('Note (what you saw)').fill('Visited with the owner; Aadhaar seen.');
    await dialog.getByRole('button', { name: 'Verify listing' }).click();
    await admin.page.getByText(VERIFICATION_MESSAGES.verified).first().waitFor();
    await admin.context.close();

    const visitor = await openPage(browser);
    await visitor.page.goto(path);
    await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.page.getByRole('main').getByText('Verified', { exact: true }).first().waitFor();
    const [{ city }] = await fromDatabase<{ city: string }>('SELECT city FROM properties WHERE id = $1', [path.split('/').pop()]);

    await visitor.page.goto(`/search-list?city=${encodeURIComponent(city)}`);
    await hydrated(visitor.page);
    const found = visitor.page.getByRole('heading', { level: 2, name: /found/ });
    const all = await found.innerText();
    await visitor.page.getByRole('button', { name: 'verified', exact: true }).click();
    await visitor.page.waitForURL((url) => url.searchParams.get('verified') === 'true');
    // The verified results replace the others (fewer found; the old ones stay, dimmed, while loading).
    await found.filter({ hasNotText: all }).waitFor();
    await nothingLoading(visitor.page);
    const results = visitor.page.getByRole('list', { name: 'Results' });
    const card = results.getByRole('article').filter({ hasText: title });
    await card.getByText('Verified', { exact: true }).waitFor();
    // Every card the chip leaves is verified.
    const cards = await results.getByRole('article').count();
    expect(
      await results
        .getByRole('article')
        .filter({ hasText: /Verified/ })
        .count(),
    ).toBe(cards);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });
});
