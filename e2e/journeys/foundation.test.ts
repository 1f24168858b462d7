import type { Browser } from 'playwright-core';
import { PHONE, baseUrl, launchBrowser, openPage, waitForPageState } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('reading the blog', () => {
  it('opens /blog, follows Read More and reads the whole post', async () => {
    const { context, page, problems } = await openPage(browser);
    await page.goto('/blog');
    const firstCard = page.getByRole('article').first();
    const title = await firstCard.getByRole('heading').innerText();
    await firstCard.getByRole('link', { name: /Read More/ }).click();

    await page.waitForURL(/\/blogs\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    // The list (whose cards are articles too) stays on screen until the post's page has drawn.
    await waitForPageState(page, () => document.querySelectorAll('article').length === 1);
    const article = await page.getByRole('article').innerText();
    expect(article.length).toBeGreaterThan(500);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the site on a 360px phone', () => {
  it('hides the desktop bar, opens the 270px side menu, locks scrolling, and closes on overlay tap or a link', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: PHONE, hasTouch: true, isMobile: true });
    await page.goto('/');
    await expect(page.getByTestId('top-bar').isVisible()).resolves.toBe(false);
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    expect((await menu.boundingBox())?.width).toBeCloseTo(270, 0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    // Tap the overlay, to the right of the menu.
    await page.mouse.click(330, 400);
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL(/\/about$/);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the desktop header', () => {
  it('shows the contact bar with Login / Signin and the navigation', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/about');
    const bar = page.getByTestId('top-bar');
    await bar.waitFor();
    await expect(bar.getByRole('link', { name: 'Login' }).getAttribute('href')).resolves.toBe('/login');
    await expect(bar.getByRole('link', { name: 'Signin' }).getAttribute('href')).resolves.toBe('/register');
    await expect(page.getByRole('button', { name: 'Open menu' }).isVisible()).resolves.toBe(false);
    await context.close();
  });
});

describe('a page that does not exist', () => {
  it('shows the 404 page and goes back home', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/this/page/is/gone');
    await page.getByRole('heading', { name: 'Oops! page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Find Comfort. Find Nivaas.' }).waitFor();
    await context.close();
  });
});

describe('the GraphQL IDE for integrators', () => {
  it('opens at /graphql in a browser, from our own bundle, and runs a query', async () => {
    const { context, page, problems } = await openPage(browser);
    const origin = new URL(baseUrl()).origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
    });
    await page.goto('/graphql');
    await page.locator('.graphiql-container').waitFor({ timeout: 30000 });
    // The editor loads its workers and the schema after the page; run once it shows the query.
    await page.locator('.graphiql-query-editor .monaco-editor').getByText('LatestGuides').waitFor({ timeout: 30000 });
    await page.getByRole('button', { name: /Execute query/i }).click();
    await waitForPageState(page, () => document.querySelector('.graphiql-response')?.textContent?.includes('"blogs"'), undefined, {
      timeout: 20000,
    });
    // Monaco renders only the lines in view, so check a field rather than a particular post.
    expect(await page.locator('.graphiql-response').innerText()).toContain('"createdAt"');
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
