import type { Browser, Page } from 'playwright-core';
import { weightedRating } from '../../shared/domain/reviews';
import { hydrated, launchBrowser, openPage } from '../support/browser';
import { eventually } from '../support/eventually';
import { searchResultsSettled } from '../support/listings';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Each card's rating as its label reads it ("Rated 4.4 out of 5 from 12 reviews"), in order. */
async function cardRatings(page: Page): Promise<Array<{ average: number; count: number }>> {
  const labels = await page
    .getByRole('list', { name: 'Results' })
    .getByRole('img', { name: /^Rated / })
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
  return labels.map((label) => {
    const [, average, count] = /^Rated ([\d.]+) out of 5 from (\d+) reviews?$/.exec(label) ?? [];
    return { average: Number(average), count: Number(count) };
  });
}

describe('finding the best-rated PGs and who runs them', () => {
  it("searches Jaipur 'Top rated' with 'Rating 4+', sees ratings in order, opens a listing and its owner's page", async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/search-list?city=Jaipur');
    await hydrated(page);
    await searchResultsSettled(page);
    const all = await page.getByRole('heading', { level: 2, name: /found/ }).innerText();

    await page.getByRole('combobox', { name: 'Sort By' }).selectOption({ label: 'Sort By: Top rated' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'top_rated');
    await page.getByRole('button', { name: 'Rating 4+' }).click();
    await page.waitForURL((url) => url.searchParams.get('minRating') === '4' && url.searchParams.get('city') === 'Jaipur');
    // The filtered results replace the unfiltered ones (fewer PGs found).
    await page.getByRole('heading', { level: 2, name: /found/ }).filter({ hasNotText: all }).waitFor();
    await searchResultsSettled(page);

    // Every card is rated 4 or more, shows its count, and they come best first by the weighted
    // rating (read until the list has settled: the previous results stay, dimmed, while loading).
    const read = async () => ({
      cards: await page.getByRole('list', { name: 'Results' }).getByRole('article').count(),
      ratings: await cardRatings(page),
    });
    const inOrder = ({ cards, ratings }: Awaited<ReturnType<typeof read>>) => {
      // The cards show averages rounded to one decimal: allow that rounding (under 0.05 a review).
      const scores = ratings.map((r) => weightedRating(r.average * r.count, r.count));
      return (
        cards > 1 &&
        ratings.length === cards &&
        ratings.every((r) => r.average >= 4 && r.count > 0) &&
        scores.every((score, i) => i === 0 || score <= scores[i - 1] + 0.05)
      );
    };
    const shown = await eventually(read, inOrder);
    expect(new URL(page.url()).search).toBe('?city=Jaipur&minRating=4&sort=top_rated');
    expect({ ...shown, inOrder: inOrder(shown) }).toMatchObject({ inOrder: true });
    const firstCard = page.getByRole('list', { name: 'Results' }).getByRole('article').first();
    const firstRating = await firstCard.getByRole('img', { name: /^Rated / }).getAttribute('aria-label');

    // Open the best one: its page shows the same average and count, and the owner block links to the owner.
    await firstCard.getByRole('link', { name: /View Details/ }).click();
    await page.waitForURL(/\/property\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const [, average, count] = /^Rated ([\d.]+) out of 5 from (\d+)/.exec(firstRating ?? '') ?? [];
    // The reviews load as they come into view (the listing's page is a page of islands).
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    await page
      .getByText(`${count} ${count === '1' ? 'review' : 'reviews'}`)
      .first()
      .waitFor();
    expect(await page.locator('#reviews').innerText()).toContain(average);

    const ownerLink = page.getByRole('link', { name: /^See all properties by / });
    const ownerName = (await ownerLink.innerText()).replace(/^See all properties by /, '').trim();
    await ownerLink.click();
    await page.waitForURL(/\/owners\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: `Properties by ${ownerName}` }).waitFor();
    const listed = Number(await page.getByText('Properties Listed').locator('xpath=preceding-sibling::*[1]').innerText());
    expect(listed).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 2, name: new RegExp(`^${listed} propert(y|ies) listed$`) }).waitFor();
    expect(await page.getByRole('article').count()).toBe(Math.min(listed, 12));
    expect(await page.getByRole('main').innerText()).not.toMatch(/@/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
