import type { Browser, Page } from 'playwright-core';
import { PHONE, baseUrl, holdPageCode, hydrated, launchBrowser, openPage } from '../support/browser';
import { eventually } from '../support/eventually';
import { searchResultsSettled } from '../support/listings';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Malviya Nagar, Jaipur, where the sample listings are (the postal directory's point for 302017 is near). */
const JAIPUR = { latitude: 26.8539, longitude: 75.805 };

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The rent on each card, in order (read at once: the list may change under the reader). */
async function cardPrices(page: Page): Promise<number[]> {
  return (
    await page
      .getByRole('list', { name: 'Results' })
      .getByText(/^₹[\d,]+$/)
      .allInnerTexts()
  ).map(rupees);
}

/** Problems other than the map tiles, which cannot load without internet. */
const realProblems = (problems: string[]) =>
  problems.filter((problem) => !problem.includes('ERR_NAME_NOT_RESOLVED') && !problem.includes('ERR_INTERNET_DISCONNECTED'));

describe('finding a PG from the home page', () => {
  it('types "malviya nagr", picks the suggestion, filters, sorts, opens a result and comes Back to the same search', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/');
    // Typed at once, as a visitor may while the page is still starting: the box takes the text over.
    const box = page.getByRole('combobox', { name: 'Search by location, city or PG name' });
    await box.pressSequentially('malviya nagr', { delay: 40 });
    const suggestion = page.getByRole('option', { name: /^Malviya Nagar Locality · Jaipur/ });
    await suggestion.waitFor();
    // Keyboard: down to the first suggestion, Enter chooses it (and searches it).
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(
      (url) =>
        url.pathname === '/search-list' &&
        url.searchParams.get('location') === 'Malviya Nagar' &&
        url.searchParams.get('city') === 'Jaipur',
    );
    await page.getByRole('heading', { level: 2, name: /PGs? found in and around Malviya Nagar, Jaipur/ }).waitFor();

    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('radio', { name: /^Girls Hostel/ }).check({ force: true });
    await page.getByRole('checkbox', { name: /^Double/ }).check({ force: true });
    await page.getByRole('checkbox', { name: /^WiFi/ }).check({ force: true });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('hostelType') === 'girls_hostel' &&
        url.searchParams.get('sharingType') === 'double' &&
        url.searchParams.get('amenities') === 'wifi',
    );
    await searchResultsSettled(page);
    await page.getByRole('heading', { level: 2, name: /^[1-9]\d* PGs? found/ }).waitFor();
    // The page shows the chosen filters before the next change (as a visitor sees them): a change
    // made before the page has drawn the new search would start from the one before it.
    const applied = page.getByRole('complementary', { name: 'Refine the results' }).filter({ visible: true });
    await applied.getByText('Girls Hostel', { exact: true }).waitFor();

    await page.getByRole('combobox', { name: 'Sort By' }).selectOption('price_asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    await searchResultsSettled(page);
    // The new order may come a moment after the URL changed (the old cards stay until it does).
    const prices = await eventually(
      () => cardPrices(page),
      (now) => now.join() === [...now].sort((a, b) => a - b).join(),
    );
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const filteredUrl = page.url();
    const heading = await page.getByRole('heading', { level: 2, name: /found/ }).innerText();
    // Every card is a girls' or shared hostel.
    for (const badge of await page
      .getByRole('list', { name: 'Results' })
      .getByText(/^(Only Boys|Only Girls|Boys & Girls)$/)
      .allInnerTexts())
      expect(badge).not.toBe('Only Boys');

    const first = page.getByRole('list', { name: 'Results' }).getByRole('article').first();
    await first.getByRole('link', { name: /View Details/ }).click();
    await page.waitForURL(/\/property\/[0-9a-f-]{36}$/);
    await page.getByText('for 1 bed per month').first().waitFor();

    await page.goBack();
    await page.waitForURL(filteredUrl);
    await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    await searchResultsSettled(page);
    for (const label of ['Around Malviya Nagar', 'Jaipur', 'Girls Hostel', 'Double sharing', 'WiFi'])
      await applied.getByText(label, { exact: true }).waitFor();
    await expect(page.getByRole('combobox', { name: 'Sort By' }).inputValue()).resolves.toBe('price_asc');
    expect(await cardPrices(page)).toEqual(prices);

    // The listing just opened can be hidden: this browser remembers it.
    await applied.getByText('Hide already seen', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('hideSeen') === 'true');
    await searchResultsSettled(page);
    const remaining = await eventually(
      () => cardPrices(page),
      (now) => now.length === prices.length - 1,
    );
    expect(remaining).toEqual(prices.slice(1));
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('typing into the search box while the page starts', () => {
  it('gives suggestions to a visitor who began typing before the page’s code came and goes on after', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      // The code arrives only after the first letter, as on a slow phone: the box is focused
      // before React listens, and the rest is typed once it does.
      const releaseCode = await holdPageCode(page);
      await page.goto('/', { waitUntil: 'commit' });
      const box = page.getByRole('combobox', { name: 'Search by location, city or PG name' });
      await box.pressSequentially('m');
      releaseCode();
      await hydrated(page, 'whole page');
      await box.pressSequentially('alviya nagr', { delay: 40 });
      await page.getByRole('option', { name: /^Malviya Nagar Locality · Jaipur/ }).waitFor();
      expect(await box.inputValue()).toBe('malviya nagr');
      expect(realProblems(problems)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('Near Me', () => {
  it('with location allowed, lists the listings around the seeker nearest first, with distances', async () => {
    const { context, page, problems } = await openPage(browser, { geolocation: JAIPUR, permissions: ['geolocation'] });
    await page.goto('/');
    // Location already allowed: the recommendations are the nearest listings.
    await page.getByText('Nearest to you').waitFor();
    await page.getByRole('button', { name: 'Near Me' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/search-list' &&
        url.searchParams.get('nearMe') === 'true' &&
        url.searchParams.get('lat') === String(JAIPUR.latitude),
    );
    await page.getByRole('heading', { level: 2, name: /PGs? found within 5 km of you/ }).waitFor();
    const distances = (
      await page
        .getByRole('list', { name: 'Results' })
        .getByText(/(km|m) away$/)
        .allInnerTexts()
    ).map((text) => {
      const [, value, unit] = /([\d.]+) (km|m) away$/.exec(text) ?? [];
      return unit === 'm' ? Number(value) / 1000 : Number(value);
    });
    expect(distances.length).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((km) => km <= 5)).toBe(true);
    await expect(page.getByRole('combobox', { name: 'Sort By' }).inputValue()).resolves.toBe('distance');
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });

  it('says clearly when location is not allowed', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Near Me' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /Location access is blocked|location could not be found/ })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

describe('the map view', () => {
  it('loads Leaflet only when opened, shows the markers offline and says the tiles could not load', async () => {
    const { context, page, problems } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/search-list?city=Jaipur');
    await page.getByRole('list', { name: 'Results' }).waitFor();
    await hydrated(page);
    expect(scripts.some((url) => url.includes('SearchMap'))).toBe(false);

    await page.getByRole('button', { name: 'Map view' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'map');
    await page.getByTestId('search-map').waitFor();
    await page.locator('.leaflet-marker-icon').first().waitFor();
    expect(await page.locator('.leaflet-marker-icon').count()).toBeGreaterThan(1);
    expect(scripts.some((url) => url.includes('SearchMap'))).toBe(true);
    // Everything but the tiles comes from our own server.
    const origin = new URL(baseUrl()).origin;
    expect(scripts.filter((url) => !url.startsWith(origin))).toEqual([]);
    await page
      .getByText('The map tiles could not load (are you offline?). The markers and the list below still work.')
      .waitFor({ timeout: 20_000 });
    // The list is still there under the map.
    expect(await page.getByRole('list', { name: 'Results' }).getByRole('article').count()).toBeGreaterThan(0);
    // A marker's popup links to its listing.
    await page.locator('.leaflet-marker-icon').first().click();
    await page.locator('.leaflet-popup-content a').first().click();
    await page.waitForURL(/\/property\/[0-9a-f-]{36}$/);
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('the home page on a 360px phone', () => {
  it('shows live collections whose carousels move by keyboard and touch, each opening its search', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: PHONE, hasTouch: true, isMobile: true });
    await page.goto('/');
    const curated = page.getByRole('region', { name: 'Curated PG collections' });
    await curated.getByRole('link', { name: /^For Girls: \d+ properties$/ }).waitFor();
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const strip = curated.getByLabel('Curated PG collections: use the arrow keys to move');
    await strip.focus();
    await strip.press('ArrowRight');
    expect(
      await eventually(
        () => strip.evaluate((element) => element.scrollLeft),
        (left) => left > 0,
      ),
    ).toBeGreaterThan(0);
    await curated.getByRole('button', { name: 'Previous: Curated PG collections' }).tap();
    expect(
      await eventually(
        () => strip.evaluate((element) => element.scrollLeft),
        (left) => left === 0,
      ),
    ).toBe(0);

    const girls = curated.getByRole('link', { name: /^For Girls: \d+ properties$/ });
    const count = Number(/(\d+) properties/.exec((await girls.getAttribute('aria-label')) ?? '')?.[1]);
    await girls.tap();
    await page.waitForURL((url) => url.pathname === '/search-list' && url.searchParams.get('hostelType') === 'girls_hostel');
    await page.getByRole('heading', { level: 2, name: `${count} PGs found` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(realProblems(problems)).toEqual([]);
    await context.close();
  });
});
