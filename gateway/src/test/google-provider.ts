import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Test } from 'supertest';

/**
 * The tests' OpenID provider standing in for Google: the real `oidc-provider` package in a child
 * process (oidc-test-provider.mjs; it is ESM-only), and a small browser that signs in at it.
 */
export interface TestProvider {
  issuer: string;
  stop(): Promise<void>;
}

export async function startTestProvider(client: { clientId: string; clientSecret: string; redirectUri: string }): Promise<TestProvider> {
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'oidc-test-provider.mjs')], {
    env: { ...process.env, CLIENT_ID: client.clientId, CLIENT_SECRET: client.clientSecret, REDIRECT_URI: client.redirectUri },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const issuer = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve((JSON.parse(line) as { issuer: string }).issuer));
    child.once('exit', (code) => reject(new Error(`the test OpenID provider exited (${code}):\n${errors}`)));
  });
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/** A Google account at the test provider: its login name is the base64url of its claims (and becomes its subject). */
export function providerAccount(claims: { email: string; email_verified: boolean; name?: string }): string {
  return Buffer.from(JSON.stringify({ ...claims, n: Math.random() })).toString('base64url');
}

/** Cookies of one origin, as a browser keeps them (paths ignored: each test's browser is its own). */
class Jar {
  private readonly cookies = new Map<string, string>();

  take(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair.trim().split('=');
      const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
      if (expired || value.join('=') === '') this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Signs in at the provider as `account`, from the address `start` redirected to, through its own
 * sign-in and consent forms (its development interactions); returns the URL the provider sends
 * the browser back to (the gateway's callback with code and state, or with an error). `abort`
 * presses the form's cancel link instead.
 */
export async function signInAtProvider(authorizationUrl: string, account: string, { abort = false } = {}): Promise<URL> {
  const jar = new Jar();
  let url = new URL(authorizationUrl);
  const issuerOrigin = url.origin;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      redirect: 'manual',
    });
    jar.take(response.headers.getSetCookie());
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin !== issuerOrigin) return url;
      continue;
    }
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!prompt) throw new Error(`unexpected provider page (${response.status}): ${page.slice(0, 500)}`);
    if (abort) {
      url = new URL(`${url.pathname}/abort`, url);
      continue;
    }
    body = new URLSearchParams(prompt === 'login' ? { prompt, login: account, password: 'any' } : { prompt });
  }
  throw new Error('the provider did not send the browser back');
}

/** The flow cookie a gateway answer set (for the next request of the same browser). */
export function flowCookieOf(response: Awaited<Test>): string {
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((line) => line.startsWith('nivaas_google='));
  if (!cookie) throw new Error('no nivaas_google cookie was set');
  return cookie.split(';')[0];
}
