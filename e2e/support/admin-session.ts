import type { Page } from 'playwright-core';

/** Signs in as the sample admin through the admin login screen and waits for the dashboard. */
export async function adminLogIn(page: Page) {
  await page.goto('/dashboard/admin-login');
  await page.getByLabel('Email').fill('admin@nivaas.in');
  await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
  await page.getByRole('button', { name: 'Login as Admin' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}
