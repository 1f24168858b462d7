import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { TOKEN_KEY } from '../../web/src/features/auth/session-storage';
import { CONFIRM_EMAIL_PATH } from '../../shared/domain/email-confirmation';
import { baseUrl, openPage } from './browser';
import { outboxMail } from './database';

let counter = 0;
/** An e-mail address no other journey uses. */
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.in`;

/** The sample accounts (gateway/src/db/seed), by role. */
export const SAMPLE_ACCOUNTS = {
  user: { email: 'user@nivaas.in', password: 'User@12345' },
  owner: { email: 'owner@nivaas.in', password: 'Owner@12345' },
  admin: { email: 'admin@nivaas.in', password: 'Admin@12345' },
} as const;
export type SampleRole = keyof typeof SAMPLE_ACCOUNTS;

async function post(path: string, body: object): Promise<{ status: number; json: { token?: string } & Record<string, unknown> }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', connection: 'close' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { token?: string } };
}

/**
 * Confirms the address as its holder does: follows the confirmation link mailed to it (read from
 * the app's outbox) through POST /api/v1/auth/email/confirm. Mail about leads goes only to a
 * confirmed address.
 */
async function confirmEmailByLink(email: string): Promise<void> {
  const mail = await outboxMail(email, 'Confirm your e-mail address for Nivaas');
  const token = new RegExp(`${CONFIRM_EMAIL_PATH}\\?token=([\\w-]+)`).exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`No confirmation link was mailed to ${email}`);
  const { status, json } = await post('/api/v1/auth/email/confirm', { token });
  if (status !== 200) throw new Error(`Confirming ${email} failed: ${status} ${JSON.stringify(json)}`);
}

/**
 * An account made through the REST adapter (journeys are about what comes after); its session
 * token. Its address is confirmed through the mailed link unless `confirmed: false`.
 */
export async function registerByApi(
  email: string,
  password: string,
  role: 'user' | 'owner' = 'user',
  name = 'Meera Nair',
  { confirmed = true }: { confirmed?: boolean } = {},
): Promise<string> {
  const { status, json } = await post('/api/v1/auth/register', {
    name,
    email,
    contact_number: 9876543210,
    password,
    c_password: password,
    role,
  });
  if (status !== 201 || !json.token) throw new Error(`Registering ${email} failed: ${status} ${JSON.stringify(json)}`);
  if (confirmed) await confirmEmailByLink(email);
  return json.token;
}

/** Signs in through the REST adapter, as the login screen does with Remember Me; the session token. */
async function signInByApi(email: string, password: string, { asAdmin = false } = {}): Promise<string> {
  const { status, json } = await post('/api/v1/auth/login', { email, password, remember: true, ...(asAdmin ? { role: 'admin' } : {}) });
  if (status !== 200 || !json.token) throw new Error(`Signing in ${email} failed: ${status} ${JSON.stringify(json)}`);
  return json.token;
}

/**
 * The sample account's token: one sign-in per role per test file. Not per worker: a journey that
 * suspends the sample user ends every session it has, and the next file must not inherit that.
 */
const sampleTokens = new Map<SampleRole, Promise<string>>();
export function sampleToken(role: SampleRole): Promise<string> {
  let token = sampleTokens.get(role);
  if (!token) {
    const { email, password } = SAMPLE_ACCOUNTS[role];
    token = signInByApi(email, password, { asAdmin: role === 'admin' });
    sampleTokens.set(role, token);
  }
  return token;
}

/**
 * A fresh context and page signed in as a returning visitor is: the session's token is in the
 * browser's storage (where Remember Me keeps it) before the first page loads. Only the journeys
 * about signing in drive the login screens.
 */
export function openSignedInPage(browser: Browser, token: string, options: BrowserContextOptions = {}) {
  return openPage(browser, {
    ...options,
    storageState: { cookies: [], origins: [{ origin: baseUrl(), localStorage: [{ name: TOKEN_KEY, value: token }] }] },
  });
}

/** The same, signed in as the sample account of a role. */
export async function openPageAs(browser: Browser, role: SampleRole, options: BrowserContextOptions = {}) {
  return openSignedInPage(browser, await sampleToken(role), options);
}

/** Signs in through the Login screen and waits for the home page (for the journeys about signing in). */
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
