import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { adminLogIn } from '../support/admin-session';
import { DESKTOP, PHONE, launchBrowser, openPage } from '../support/browser';

/** The leaderboard and the leads report against WCAG 2.1 AA, and with no sideways scroll, at 1280 and 360 px. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const problems = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`reflow: the page is ${overflow}px wider than the screen`);
  return problems;
}

describe.each([
  ['desktop', DESKTOP],
  ['a 360px phone', PHONE],
])('leaderboard and leads report accessibility on %s', (_, viewport) => {
  it.each(['/dashboard/leaderboard', '/dashboard/sales-report'])('%s has no violations', async (path) => {
    const { context, page } = await openPage(browser, { viewport });
    await adminLogIn(page);
    expect(await violationsOn(page, path)).toEqual([]);
    await context.close();
  });
});
