import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launchBrowser, openPage } from '../support/browser';

/** The back office's screens against WCAG 2.1 AA, and with no sideways scroll, at 1280 and 360 px. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let browser: Browser;
let userPath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const login = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ email: 'admin@nivaas.in', password: 'Admin@12345', role: 'admin' }),
  });
  const { token } = (await login.json()) as { token: string };
  const users = (await (
    await fetch(`${baseUrl()}/api/v1/admin/users`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } })
  ).json()) as { users: Array<{ _id: string; email: string }> };
  userPath = `/dashboard/users/${users.users.find((user) => user.email === 'owner@nivaas.in')?._id}`;
});
afterAll(() => browser.close());

async function adminLogIn(page: Page) {
  await page.goto('/dashboard/admin-login');
  await page.getByLabel('Email').fill('admin@nivaas.in');
  await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
  await page.getByRole('button', { name: 'Login as Admin' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

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
])('back office accessibility on %s', (_, viewport) => {
  it.each(['/dashboard', '/dashboard/users', 'user page', '/dashboard/audit'])('%s has no violations', async (screen) => {
    const { context, page } = await openPage(browser, { viewport });
    await adminLogIn(page);
    expect(await violationsOn(page, screen === 'user page' ? userPath : screen)).toEqual([]);
    await context.close();
  });
});

describe('the dashboard menu on a phone', () => {
  it('opens in a drawer and takes the admin to a page', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE });
    await adminLogIn(page);
    await page.getByRole('button', { name: 'Open the dashboard menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/audit');
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    // The drawer closes on the way (after its closing animation: waited for, not sampled at once).
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5_000 });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
