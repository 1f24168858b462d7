import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage } from './browser';
import { logIn } from './session';

/** WCAG 2.1 A and AA: labels, names, contrast, ARIA, structure. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * One screen's problems as "rule (impact): elements", so a failure reads as a to-do list: axe-core's
 * WCAG 2.1 AA violations, and sideways scrolling (WCAG 1.4.10 reflow: nothing may need it at 360px).
 */
export async function accessibilityProblems(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return accessibilityProblemsNow(page);
}

/** The same for what the page shows now, without loading it (an open dialog, a form showing its errors). */
export async function accessibilityProblemsNow(page: Page): Promise<string[]> {
  // Past loading states: the screens' content, not their skeletons, is what people use.
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

export type Visitor = 'anonymous' | 'owner' | 'admin' | 'user';

/** A page at the given size, signed in as the sample account of that role (or not at all). */
export async function pageAs(
  browser: Browser,
  visitor: Visitor,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(browser, { viewport });
  if (visitor === 'owner') await logIn(page, 'owner@nivaas.in', 'Owner@12345');
  if (visitor === 'user') await logIn(page, 'user@nivaas.in', 'User@12345');
  if (visitor === 'admin') {
    await page.goto('/dashboard/admin-login');
    await page.getByLabel('Email').fill('admin@nivaas.in');
    await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  }
  return { context, page };
}
