import type { Browser } from 'playwright-core';
import { providerAccount, startTestProvider, type TestProvider } from '../../gateway/src/test/google-provider';
import { freePort, startApp, stopApp, type RunningApp } from '../support/app-server';
import { launchBrowser, openPage, PHONE } from '../support/browser';
import { eventually } from '../support/eventually';

/**
 * Sign in with Google in a browser, against the tests' OpenID provider (the real `oidc-provider`
 * standing in for Google, as in the gateway's tests). An app of its own, configured for that
 * provider, without the sample data (nothing here needs it, and it starts in seconds).
 */
const client = { clientId: 'nivaas-journey', clientSecret: 'a-journey-client-secret' };

let provider: TestProvider;
let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  // The provider must know the app's callback before the app starts, and the app the provider.
  const port = await freePort();
  provider = await startTestProvider({ ...client, redirectUri: `http://127.0.0.1:${port}/api/v1/auth/google/callback` });
  app = await startApp({
    port,
    env: {
      SEED: 'false',
      GOOGLE_CLIENT_ID: client.clientId,
      GOOGLE_CLIENT_SECRET: client.clientSecret,
      GOOGLE_ISSUER_URL: provider.issuer,
    },
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  if (app) await stopApp(app);
  await provider?.stop();
});

describe('Sign in with Google', () => {
  it('on a phone: a new visitor goes through Google (its sign-in and consent) and comes back signed in, the account named as at Google', async () => {
    const { context, page } = await openPage(browser, { viewport: PHONE, baseURL: app.baseUrl });
    // Nivaas's own pages only: the provider's development pages ask for a web font and a favicon.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && message.location().url.startsWith(app.baseUrl)) problems.push(message.text());
    });
    const email = `journey.${Date.now()}@gmail.example`;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();

    // The provider's own pages (oidc-provider's development sign-in, then its consent).
    await page.locator('input[name="login"]').fill(providerAccount({ email, email_verified: true, name: 'Nisha Menon' }));
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();

    // Back at Nivaas, which exchanges the one-time ticket for a session and goes home.
    await page.waitForURL((url) => url.origin === app.baseUrl && url.pathname === '/');
    const token = await eventually(
      () => page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token')),
      (value) => Boolean(value),
    );
    expect(token).toBeTruthy();
    const me = await fetch(`${app.baseUrl}/api/v1/auth/get-user`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } });
    expect(await me.json()).toMatchObject({ name: 'Nisha Menon', email, emailConfirmed: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
