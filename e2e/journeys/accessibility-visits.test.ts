import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, openPage } from '../support/browser';
import { appDatabase } from '../support/database';
import { logIn } from '../support/session';

/**
 * The screens visits add to, checked like accessibility.test.ts does (axe-core, WCAG 2.1 A and
 * AA, no sideways scrolling) at desktop width and on a 360px phone: the listing page with 'Book a
 * visit' for a signed-in seeker, their visits in My enquiries, the owner's visit requests in
 * Leads, and the admin Outbox's SMS tab. The sample data has visits in every state.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let browser: Browser;
let listingPath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const db = await appDatabase();
  try {
    const { rows } = await db.query<{ id: string }>(
      `SELECT p.id FROM properties p JOIN users u ON u.id = p.owner_id WHERE u.email = 'owner@nivaas.in' AND p.status = 'approved' ORDER BY p.created_at DESC LIMIT 1`,
    );
    listingPath = `/property/${rows[0].id}`;
  } finally {
    await db.end();
  }
});
afterAll(() => browser.close());

/** The problems on the page as it is now: "rule (impact): elements", and sideways scrolling. */
async function problemsHere(page: Page): Promise<string[]> {
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

async function violationsOn(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    const problems = await problemsHere(page);
    if (problems.length) found[path] = problems;
  }
  return found;
}

describe.each([
  ['desktop', DESKTOP],
  ['a 360px phone', PHONE],
])('accessibility of visits on %s', (_, viewport) => {
  it("a seeker's booking form and visits have no WCAG 2.1 AA violations", async () => {
    const { context, page } = await openPage(browser, { viewport });
    await logIn(page, 'user@nivaas.in', 'User@12345');
    expect(await violationsOn(page, ['/my-enquiries', listingPath])).toEqual({});
    await page.getByRole('button', { name: 'Pick a day and time' }).click();
    await page.getByRole('form', { name: 'Book a visit' }).waitFor();
    expect(await problemsHere(page)).toEqual([]);
    await context.close();
  });

  it("the owner's visit requests have none, nor the form to propose another time", async () => {
    const { context, page } = await openPage(browser, { viewport });
    await logIn(page, 'owner@nivaas.in', 'Owner@12345');
    expect(await violationsOn(page, ['/my-leads'])).toEqual({});
    await page.getByRole('button', { name: 'Propose another time' }).first().click();
    expect(await problemsHere(page)).toEqual([]);
    await context.close();
  });

  it("the admin Outbox's SMS tab has none", async () => {
    const { context, page } = await openPage(browser, { viewport });
    await page.goto('/dashboard/admin-login');
    await page.getByLabel('Email').fill('admin@nivaas.in');
    await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/dashboard/outbox');
    await page.getByRole('tab', { name: 'SMS' }).click();
    expect(await problemsHere(page)).toEqual([]);
    await context.close();
  });
});
