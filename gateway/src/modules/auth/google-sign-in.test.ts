import type { Response } from 'supertest';
import { GOOGLE_MESSAGES, GOOGLE_SIGN_IN_PROBLEM_TEXTS } from '../../../../shared/domain/google-sign-in';
import { ME, REGISTER, bearer, newAccount, signUpAdmin } from '../../test/accounts';
import { SEED_GOOGLE_SEEKER, googleSignInSeed } from '../../db/seed/google-sign-in.seed';
import { flowCookieOf, providerAccount, signInAtProvider, startTestProvider, type TestProvider } from '../../test/google-provider';
import { phoneAccount } from '../../test/phone-codes';
import { createTestApp, firstErrorCode, type TestApp } from '../../test/test-app';

/**
 * Sign in with Google against a real OpenID provider (oidc-provider in a child process): the
 * gateway's redirect, the provider's own sign-in and consent forms, the callback's checks, the
 * ticket the web app exchanges, and linking an existing account after its password.
 */
const PUBLIC_URL = 'https://nivaas.test';
const client = { clientId: 'nivaas-test', clientSecret: 'a-test-client-secret', redirectUri: `${PUBLIC_URL}/api/v1/auth/google/callback` };

let provider: TestProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startTestProvider(client);
  t = await createTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: client.clientId,
    GOOGLE_CLIENT_SECRET: client.clientSecret,
    GOOGLE_ISSUER_URL: provider.issuer,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

const SESSION = 'token user { id name email role }';
const SIGN_IN_WITH_GOOGLE = `mutation ($ticket: String!) { signInWithGoogle(ticket: $ticket) { linkEmail linkNeedsPassword session { ${SESSION} } } }`;
const LINK_GOOGLE = `mutation ($input: LinkGoogleInput!) { linkGoogle(input: $input) { ${SESSION} } }`;

interface SessionAnswer {
  token: string;
  user: { id: string; name: string; email: string; role: string };
}
type SignInAnswer = { signInWithGoogle: { linkEmail: string | null; linkNeedsPassword: boolean | null; session: SessionAnswer | null } };

/** A browser's Google sign-in from the gateway's start to its callback's answer. */
async function googleSignIn(account: string, { abort = false, cookieOf }: { abort?: boolean; cookieOf?: Response } = {}) {
  const start = await t.request.get('/api/v1/auth/google/start');
  expect(start.status).toBe(303);
  const back = await signInAtProvider(start.headers.location, account, { abort });
  const cookie = flowCookieOf(cookieOf ?? start);
  const callback = await t.request.get(`${back.pathname}${back.search}`).set('cookie', cookie);
  return { start, back, cookie, callback };
}

/** Where the callback sent the browser: the ticket page's ticket, or the login page's reason. */
function landing(callback: Response): { ticket: string | null; problem: string | null; path: string } {
  expect(callback.status).toBe(303);
  const url = new URL(callback.headers.location, PUBLIC_URL);
  return { path: url.pathname, ticket: url.searchParams.get('ticket'), problem: url.searchParams.get('google') };
}

const identityOf = async (subject: string) =>
  (await t.dataSource.query('SELECT user_id, email FROM user_google_identities WHERE subject = $1', [subject]))[0] as
    { user_id: string; email: string } | undefined;

describe('start', () => {
  it('redirects to the provider with PKCE (S256), state and nonce, and keeps them only in an httpOnly cookie', async () => {
    const start = await t.request.get('/api/v1/auth/google/start');
    expect(start.status).toBe(303);
    const to = new URL(start.headers.location);
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get('client_id')).toBe(client.clientId);
    expect(to.searchParams.get('redirect_uri')).toBe(client.redirectUri);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['code_challenge', 'state', 'nonce']) expect(to.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
    expect(to.searchParams.get('code_verifier')).toBeNull();
    const cookie = ([] as string[]).concat(start.headers['set-cookie']).find((line) => line.startsWith('nivaas_google='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/v1\/auth\/google/);
    expect(cookie).toMatch(/Secure/);
  });

  it('tells the web app that Google is configured', async () => {
    const config = await t.request.get('/runtime-config.js');
    expect(config.text).toContain('"googleSignIn":true');
  });
});

describe('a Google account with no Nivaas account', () => {
  it('becomes a user account, signed in through a one-time ticket; next time the same account signs in', async () => {
    const email = `priya.${Date.now()}@gmail.example`;
    const account = providerAccount({ email, email_verified: true, name: 'Priya Raman' });
    const { callback } = await googleSignIn(account);
    const { path, ticket } = landing(callback);
    expect(path).toBe('/login/google');
    expect(ticket).toBeTruthy();

    const res = await t.graphql<SignInAnswer>(SIGN_IN_WITH_GOOGLE, { ticket });
    expect(res.errors).toBeUndefined();
    const session = res.data!.signInWithGoogle.session!;
    expect(res.data!.signInWithGoogle.linkEmail).toBeNull();
    expect(session.user).toMatchObject({ name: 'Priya Raman', email, role: 'user' });
    const me = await t.graphql<{ me: { id: string } }>(ME, {}, bearer(session.token));
    expect(me.data?.me.id).toBe(session.user.id);
    expect(await identityOf(account)).toEqual({ user_id: session.user.id, email });
    // Google verified the address: it counts as confirmed (lead mail goes only to confirmed addresses).
    const [created] = await t.dataSource.query('SELECT email_confirmed_at FROM users WHERE id = $1', [session.user.id]);
    expect(created.email_confirmed_at).toBeInstanceOf(Date);

    // The ticket works once.
    const again = await t.graphql<SignInAnswer>(SIGN_IN_WITH_GOOGLE, { ticket });
    expect(firstErrorCode(again)).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0].message).toBe(GOOGLE_MESSAGES.ticketInvalid);

    const second = landing((await googleSignIn(account)).callback);
    const next = await t.graphql<SignInAnswer>(SIGN_IN_WITH_GOOGLE, { ticket: second.ticket });
    expect(next.data?.signInWithGoogle.session?.user.id).toBe(session.user.id);
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM users WHERE email = $1', [email]);
    expect(count).toBe(1);
  });
});

describe('a Google account whose e-mail an account has already', () => {
  it('is linked only after that account’s password, then signs that account in', async () => {
    const form = newAccount();
    const registered = await t.graphql<{ register: { user: { id: string } } }>(REGISTER, { input: form });
    const userId = registered.data!.register.user.id;
    const [before] = await t.dataSource.query('SELECT email_confirmed_at FROM users WHERE id = $1', [userId]);
    expect(before.email_confirmed_at).toBeNull();
    const account = providerAccount({ email: form.email.toUpperCase(), email_verified: true, name: 'Someone Else' });

    const { ticket } = landing((await googleSignIn(account)).callback);
    const asked = await t.graphql<SignInAnswer>(SIGN_IN_WITH_GOOGLE, { ticket });
    expect(asked.data?.signInWithGoogle).toEqual({ linkEmail: form.email, linkNeedsPassword: true, session: null });
    expect(await identityOf(account)).toBeUndefined();

    const wrong = await t.graphql(LINK_GOOGLE, { input: { ticket, password: 'not-it-99' } });
    expect(firstErrorCode(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0]).toMatchObject({ message: GOOGLE_MESSAGES.linkWrongPassword, extensions: { field: 'password' } });
    expect(await identityOf(account)).toBeUndefined();

    const linked = await t.graphql<{ linkGoogle: SessionAnswer }>(LINK_GOOGLE, { input: { ticket, password: form.password } });
    expect(linked.errors).toBeUndefined();
    expect(linked.data?.linkGoogle.user).toMatchObject({ id: userId, name: form.name });
    expect(await identityOf(account)).toEqual({ user_id: userId, email: form.email });
    const [linkedUser] = await t.dataSource.query('SELECT email_confirmed_at FROM users WHERE id = $1', [userId]);
    expect(linkedUser.email_confirmed_at).toBeInstanceOf(Date);
    // The ticket is spent.
    const twice = await t.graphql(LINK_GOOGLE, { input: { ticket, password: form.password } });
    expect(twice.errors?.[0].message).toBe(GOOGLE_MESSAGES.ticketInvalid);

    const later = landing((await googleSignIn(account)).callback);
    const signedIn = await t.graphql<SignInAnswer>(SIGN_IN_WITH_GOOGLE, { ticket: later.ticket });
    expect(signedIn.data?.signInWithGoogle.session?.user.id).toBe(userId);
  });
});

describe('a Google account whose e-mail an account without a password has (it signs in with its mobile number)', () => {
  it('is linked once the person confirms, without a password, when the account confirmed that e-mail; then another Google account of it is refused', async () => {
    const email = `mobile.${Date.now()}@gmail.example`;
    const mobile = await phoneAccount(t, { name: 'Pooja Nair', email });
    await t.dataSource.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [mobile.id]);
    const account = providerAccount({ email, email_verified: true, name: 'Pooja N' });

    const { ticket } = landing((await googleSignIn(account)).callback);
    const asked = await t.graphql<SignInAnswer>(SIGN_IN_WITH_GOOGLE, { ticket });
    expect(asked.data?.signInWithGoogle).toEqual({ linkEmail: email, linkNeedsPassword: false, session: null });
    expect(await identityOf(account)).toBeUndefined();
    const linked = await t.graphql<{ linkGoogle: SessionAnswer }>(LINK_GOOGLE, { input: { ticket } });
    expect(linked.errors).toBeUndefined();
    expect(linked.data?.linkGoogle.user).toMatchObject({ id: mobile.id, name: 'Pooja Nair' });
    expect(await identityOf(account)).toEqual({ user_id: mobile.id, email });

    const another = providerAccount({ email, email_verified: true, name: 'Pooja N' });
    expect(landing((await googleSignIn(another)).callback)).toMatchObject({ path: '/login', problem: 'linked', ticket: null });
    expect(await identityOf(another)).toBeUndefined();
  });

  it('sends the person to the login page, nothing linked, when the account has not confirmed the e-mail (anyone could have typed it)', async () => {
    const email = `unconfirmed.${Date.now()}@gmail.example`;
    await phoneAccount(t, { name: 'Rahul Menon', email });
    const account = providerAccount({ email, email_verified: true, name: 'Someone Else' });
    expect(landing((await googleSignIn(account)).callback)).toMatchObject({ path: '/login', problem: 'unconfirmed', ticket: null });
    expect(await identityOf(account)).toBeUndefined();
    expect(GOOGLE_SIGN_IN_PROBLEM_TEXTS.unconfirmed).toContain('confirm the e-mail from My Profile');
  });
});

describe('what ends on the login page', () => {
  it('a callback whose state is not the one this browser started with', async () => {
    const account = providerAccount({ email: `state.${Date.now()}@gmail.example`, email_verified: true, name: 'Ravi Kumar' });
    // Another sign-in started in this browser meanwhile: its cookie, not the one Google's answer belongs to.
    const other = await t.request.get('/api/v1/auth/google/start');
    const { callback } = await googleSignIn(account, { cookieOf: other });
    expect(landing(callback)).toMatchObject({ path: '/login', problem: 'state', ticket: null });
    // No cookie at all (a link sent to someone else) is the same.
    const start = await t.request.get('/api/v1/auth/google/start');
    const back = await signInAtProvider(start.headers.location, account);
    const bare = await t.request.get(`${back.pathname}${back.search}`);
    expect(landing(bare).problem).toBe('state');
    expect(await identityOf(account)).toBeUndefined();
  });

  it('an expired ticket; tickets a day past their expiry are cleared by the next sign-in', async () => {
    const account = providerAccount({ email: `expired.${Date.now()}@gmail.example`, email_verified: true, name: 'Sunil Rao' });
    const { ticket } = landing((await googleSignIn(account)).callback);
    await t.dataSource.query(`UPDATE google_sign_in_tickets SET expires_at = now() - interval '2 days' WHERE used_at IS NULL`);
    const late = await t.graphql<SignInAnswer>(SIGN_IN_WITH_GOOGLE, { ticket });
    expect(late.errors?.[0].message).toBe(GOOGLE_MESSAGES.ticketInvalid);
    landing((await googleSignIn(account)).callback);
    const [{ stale }] = await t.dataSource.query(
      `SELECT count(*)::int AS stale FROM google_sign_in_tickets WHERE expires_at < now() - interval '1 day'`,
    );
    expect(stale).toBe(0);
  });

  it('a code used once already', async () => {
    const account = providerAccount({ email: `replay.${Date.now()}@gmail.example`, email_verified: true, name: 'Meera Iyer' });
    const { back, cookie, callback } = await googleSignIn(account);
    expect(landing(callback).ticket).toBeTruthy();
    const replay = await t.request.get(`${back.pathname}${back.search}`).set('cookie', cookie);
    expect(landing(replay)).toMatchObject({ path: '/login', problem: 'expired' });
  });

  it('an e-mail Google has not verified, and no account is made', async () => {
    const email = `unverified.${Date.now()}@gmail.example`;
    const account = providerAccount({ email, email_verified: false, name: 'Kiran Das' });
    expect(landing((await googleSignIn(account)).callback)).toMatchObject({ path: '/login', problem: 'unverified' });
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM users WHERE email = $1', [email]);
    expect(count).toBe(0);
  });

  it('cancelled at the provider', async () => {
    const account = providerAccount({ email: `cancel.${Date.now()}@gmail.example`, email_verified: true });
    expect(landing((await googleSignIn(account, { abort: true })).callback)).toMatchObject({ path: '/login', problem: 'cancelled' });
  });

  it('a suspended account', async () => {
    const email = `suspended.${Date.now()}@gmail.example`;
    const account = providerAccount({ email, email_verified: true, name: 'Anil Shah' });
    const { ticket } = landing((await googleSignIn(account)).callback);
    await t.graphql(SIGN_IN_WITH_GOOGLE, { ticket });
    await t.dataSource.query('UPDATE users SET suspended_at = now() WHERE email = $1', [email]);
    expect(landing((await googleSignIn(account)).callback)).toMatchObject({ path: '/login', problem: 'suspended' });
  });
});

describe('what admins see', () => {
  const USERS = `query ($search: String) { users(search: $search) { items { id email google { email linkedAt } } } }`;
  type Users = { users: { items: Array<{ id: string; email: string; google: { email: string; linkedAt: string } | null }> } };

  it('the users list names the Google account of an account that signs in with Google, and none for others', async () => {
    const admin = await signUpAdmin(t);
    const email = `admin.view.${Date.now()}@gmail.example`;
    const { ticket } = landing((await googleSignIn(providerAccount({ email, email_verified: true, name: 'Latha Rao' }))).callback);
    await t.graphql(SIGN_IN_WITH_GOOGLE, { ticket });
    const form = newAccount({ email: `plain.${Date.now()}@example.in` });
    await t.graphql(REGISTER, { input: form });

    const google = await t.graphql<Users>(USERS, { search: email }, bearer(admin.token));
    expect(google.errors).toBeUndefined();
    expect(google.data?.users.items).toEqual([expect.objectContaining({ email, google: { email, linkedAt: expect.any(String) } })]);
    const plain = await t.graphql<Users>(USERS, { search: form.email }, bearer(admin.token));
    expect(plain.data?.users.items).toEqual([expect.objectContaining({ email: form.email, google: null })]);
  });

  it('the sample data has an account that signs in with Google', async () => {
    expect(await googleSignInSeed.run(t.services, t.dataSource)).toBe(2);
    const admin = await signUpAdmin(t);
    const res = await t.graphql<Users>(USERS, { search: SEED_GOOGLE_SEEKER.email }, bearer(admin.token));
    expect(res.data?.users.items).toEqual([
      expect.objectContaining({ email: SEED_GOOGLE_SEEKER.email, google: expect.objectContaining({ email: SEED_GOOGLE_SEEKER.email }) }),
    ]);
    // Run again (a database that has her already): nothing more.
    expect(await googleSignInSeed.run(t.services, t.dataSource)).toBe(0);
  });
});

describe('THROTTLE_GOOGLE_SIGN_IN_IP', () => {
  it('sends the browser to the login page, with Retry-After, past the limit of starts and callbacks from one address; another address still starts', async () => {
    // A gateway of its own with a small limit; addresses of its own (the tests' proxy, loopback, is trusted).
    const limited = await t.peer({ THROTTLE_GOOGLE_SIGN_IN_IP: '3/15m' });
    const from = (address: string, path: string) => limited.request.get(path).set('X-Forwarded-For', address);
    const one = '203.0.113.31';
    expect((await from(one, '/api/v1/auth/google/start')).status).toBe(303);
    expect((await from(one, '/api/v1/auth/google/start')).status).toBe(303);
    // The callback counts too: this one is a failure of its own (no flow cookie), and the third of three.
    expect(landing(await from(one, '/api/v1/auth/google/callback?code=x&state=y')).problem).toBe('state');

    const refused = await from(one, '/api/v1/auth/google/start');
    expect(landing(refused)).toEqual({ path: '/login', ticket: null, problem: 'throttled' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const refusedCallback = await from(one, '/api/v1/auth/google/callback?code=x&state=y');
    expect(landing(refusedCallback).problem).toBe('throttled');
    expect(refusedCallback.headers['retry-after']).toBeDefined();

    const other = await from('203.0.113.32', '/api/v1/auth/google/start');
    expect(other.status).toBe(303);
    expect(new URL(other.headers.location).origin).toBe(provider.issuer);
    expect(GOOGLE_SIGN_IN_PROBLEM_TEXTS.throttled).toBe('Too many sign-in attempts from this connection. Try again in a few minutes.');
  });
});

describe('not configured', () => {
  it('answers 404 on both paths and tells the web app to hide the button', async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.request.get('/api/v1/auth/google/start')).status).toBe(404);
      expect((await bare.request.get('/api/v1/auth/google/callback?code=x&state=y')).status).toBe(404);
      expect((await bare.request.get('/runtime-config.js')).text).toContain('"googleSignIn":false');
    } finally {
      await bare.close();
    }
  });
});
