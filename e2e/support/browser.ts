import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { workerApp } from './worker-app';

/** This worker's app (see worker-app.ts). */
export const baseUrl = () => workerApp().baseUrl;

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 360, height: 760 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

/**
 * A fresh context (cookies, storage) and page on the app. Page errors and failed requests to
 * other origins are collected so journeys can assert the app works offline and without errors.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return { context, page, problems };
}

/**
 * Waits until React has taken over a server-rendered page: the page's HTML is on screen (and
 * `goto` returns) before its code has started, and a click in that moment does nothing, as it
 * would for a visitor, who would click again. React marks each element it takes over with a
 * property of its own (`__reactFiber$...`); from then on a click is answered.
 */
export async function hydrated(page: Page, part: 'heading' | 'whole page' = 'heading'): Promise<void> {
  // The page's level-one heading (the server's own style tags before it are not React's), or its
  // last element: parts waiting on code (Suspense) are taken over after the rest.
  await page.waitForFunction((wholePage) => {
    const matches = document.querySelectorAll(wholePage ? '#root *' : '#root h1');
    const element = wholePage ? matches[matches.length - 1] : matches[0];
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  }, part === 'whole page');
}

/**
 * Holds back the page's JavaScript (as on a slow phone) until the returned function is called:
 * what a visitor does before React has taken the page over.
 */
export async function holdPageCode(page: Page): Promise<() => void> {
  let releaseCode!: () => void;
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await codeHeld;
    await route.continue();
  });
  return releaseCode;
}
