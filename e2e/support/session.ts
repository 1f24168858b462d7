import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

let counter = 0;
/** An e-mail address no other journey uses. */
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.in`;

/** An account made through the REST adapter (journeys are about what comes after). */
export async function registerByApi(email: string, password: string, role: 'user' | 'owner' = 'user', name = 'Meera Nair') {
  const response = await fetch(`${baseUrl()}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify({ name, email, contact_number: 9876543210, password, c_password: password, role }),
  });
  if (response.status !== 201) throw new Error(`Registering ${email} failed: ${response.status} ${await response.text()}`);
}

/** Signs in through the Login screen and waits for the home page. */
export async function logIn(page: Page, email: string, password: string, { remember = false } = {}) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await form.getByText('Remember Me').click();
  await form.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Login Success!').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
}
