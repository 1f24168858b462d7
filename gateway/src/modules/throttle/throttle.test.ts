import { parseLimit, tryAgainIn } from '../../common/limits';
import { loadConfig } from '../../config';
import { LOGIN, bearer, newAccount, signUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { KNOWN_ADDRESS_SLOWDOWN_MS } from './account-throttles';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    THROTTLE_LOGIN_ACCOUNT: '3/15m',
    THROTTLE_LOGIN_IP: '5/15m',
    THROTTLE_REGISTER_ACCOUNT: '2/1h',
    THROTTLE_REGISTER_IP: '3/1h',
    THROTTLE_RESET_ACCOUNT: '2/1h',
    THROTTLE_RESET_IP: '4/1h',
  });
});
afterAll(() => t.close());

let lastIp = 10;
/** A new client address per test (the app trusts X-Forwarded-For from its loopback proxy). */
const newIp = () => `203.0.113.${++lastIp}`;

const login = (ip: string, email: string, password: string) =>
  t.request.post('/api/v1/auth/login').set('x-forwarded-for', ip).send({ email, password });

describe('sign-in throttling', () => {
  it('per account: after 3 failures, even the right password gets 429 with when to try again', async () => {
    const account = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await login(newIp(), account.email, 'wrong-pass')).status).toBe(401);

    const blocked = await login(newIp(), account.email, account.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'Too many sign-in attempts. Please try again in 15 minutes.', code: 'TOO_MANY_REQUESTS' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);

    const gql = await t.graphql(LOGIN, { input: { email: account.email, password: account.password } }, { 'x-forwarded-for': newIp() });
    expect(gql.errors?.[0]).toMatchObject({
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) },
    });

    // Other accounts are not affected.
    const other = await signUp(t);
    expect((await login(newIp(), other.email, other.password)).status).toBe(200);
  });

  it('per account and address: failures from one address lock out that address, not the owner elsewhere', async () => {
    const account = await signUp(t);
    const home = newIp();
    expect((await login(home, account.email, account.password)).status).toBe(200);
    const attacker = newIp();
    for (let i = 0; i < 3; i++) expect((await login(attacker, account.email, 'wrong-pass')).status).toBe(401);
    expect((await login(attacker, account.email, account.password)).status).toBe(429);
    expect((await login(home, account.email, account.password)).status).toBe(200);
  });

  it('per account: failures from many addresses only slow down an address the owner signed in from before', async () => {
    const account = await signUp(t);
    const home = newIp();
    expect((await login(home, account.email, account.password)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(newIp(), account.email, 'wrong-pass')).status).toBe(401);
    expect((await login(newIp(), account.email, account.password)).status).toBe(429);
    const started = Date.now();
    expect((await login(home, account.email, account.password)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(KNOWN_ADDRESS_SLOWDOWN_MS);
  });

  it('per account: parallel attempts cannot get past the limit', async () => {
    const account = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(newIp(), account.email, 'wrong-pass')));
    expect(answers.filter((res) => res.status === 401)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(5);
  });

  it('per account: parallel wrong current passwords in change-password cannot get past the limit', async () => {
    const account = await signUp(t);
    const change = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`;
    const input = { currentPassword: 'wrong-pass', newPassword: 'fresh-pass1', confirmPassword: 'fresh-pass1' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.graphql(change, { input }, bearer(account.token))));
    const codes = answers.map((res) => res.errors?.[0]?.extensions?.code);
    expect(codes.filter((code) => code === 'BAD_USER_INPUT')).toHaveLength(3);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(5);
  });

  it('per account: a successful sign-in forgets earlier failures', async () => {
    const account = await signUp(t);
    const ip = newIp();
    for (const password of ['wrong-1', 'wrong-2', account.password, 'wrong-3', 'wrong-4']) await login(ip, account.email, password);
    expect((await login(ip, account.email, account.password)).status).toBe(200);
  });

  it('per IP: 5 failures on any accounts block that address, not others', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await login(ip, `stranger${i}@example.in`, 'wrong-pass')).status).toBe(401);
    const account = await signUp(t);
    expect((await login(ip, account.email, account.password)).status).toBe(429);
    expect((await login(newIp(), account.email, account.password)).status).toBe(200);
  });

  it('counts wrong current passwords on the change-password screen as failed sign-ins', async () => {
    const account = await signUp(t);
    const change = (currentPassword: string) =>
      t.request
        .post('/api/v1/auth/change-password')
        .set('authorization', `Bearer ${account.token}`)
        .send({ currentPassword, newPassword: 'fresh-pass1', confirmPassword: 'fresh-pass1' });
    for (let i = 0; i < 3; i++) expect((await change(`wrong-${i}-pass`)).status).toBe(400);
    expect((await change(account.password)).status).toBe(429);
  });
});

describe('sign-up throttling', () => {
  const register = (ip: string, overrides: Record<string, string> = {}) => {
    const account = newAccount(overrides);
    return t.request.post('/api/v1/auth/register').set('x-forwarded-for', ip).send({
      name: account.name,
      email: account.email,
      contact_number: account.contactNumber,
      password: account.password,
      c_password: account.password,
      role: 'user',
    });
  };

  it('per IP: the 4th sign-up within the hour gets 429', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await register(ip)).status).toBe(201);
    const blocked = await register(ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many sign-up attempts. Please try again in 1 hour.');
    expect((await register(newIp())).status).toBe(201);
  });

  it('per e-mail: the 3rd attempt at one address within the hour gets 429', async () => {
    const email = 'popular@example.in';
    expect((await register(newIp(), { email })).status).toBe(201);
    expect((await register(newIp(), { email })).status).toBe(409);
    expect((await register(newIp(), { email: 'POPULAR@example.in' })).status).toBe(429);
  });
});

describe('password reset throttling', () => {
  const forgot = (ip: string, email: string) => t.request.post('/api/v1/auth/forgot-password').set('x-forwarded-for', ip).send({ email });

  it('per e-mail: a 3rd request within the hour gets 429, whether or not the account exists', async () => {
    const account = await signUp(t);
    for (const email of [account.email, 'ghost@example.in']) {
      expect((await forgot(newIp(), email)).status).toBe(200);
      expect((await forgot(newIp(), email)).status).toBe(200);
      const blocked = await forgot(newIp(), email);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe('Too many password reset attempts. Please try again in 1 hour.');
    }
    await t.services.passwordReset.settled(); // links are mailed after the answer
    const resets = (await t.services.mail.outbox(account.email)).filter((mail) => mail.subject === 'Reset your Nivaas password');
    expect(resets).toHaveLength(2);
  });

  it('per IP: requests and resets share a limit of 4 an hour', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await forgot(ip, `someone${i}@example.in`)).status).toBe(200);
    expect(
      (
        await t.request
          .post('/api/v1/auth/reset-password')
          .set('x-forwarded-for', ip)
          .send({ token: 'guess', newPassword: 'brand-new1', confirmPassword: 'brand-new1' })
      ).status,
    ).toBe(400);
    expect((await forgot(ip, 'someone-else@example.in')).status).toBe(429);
  });

  it('per IP: checking a link counts like a reset, through both APIs, so tokens are guessed no faster', async () => {
    const ip = newIp();
    const check = () => t.request.post('/api/v1/auth/reset-password/check').set('x-forwarded-for', ip).send({ token: 'guess' });
    for (let i = 0; i < 4; i++) expect((await check()).body).toEqual({ valid: false, message: expect.any(String) });
    const blocked = await check();
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many password reset attempts. Please try again in 1 hour.');
    const gql = await t.request
      .post('/graphql')
      .set('x-forwarded-for', ip)
      .send({ query: 'query ($token: String!) { resetLinkWorks(token: $token) }', variables: { token: 'guess' } });
    expect(gql.body.errors?.[0].message).toBe('Too many password reset attempts. Please try again in 1 hour.');
  });
});

describe('limits', () => {
  it('are written count/duration', () => {
    expect(parseLimit('10/15m')).toEqual({ points: 10, seconds: 900 });
    expect(parseLimit('3/1h')).toEqual({ points: 3, seconds: 3600 });
    expect(parseLimit('100/1d')).toEqual({ points: 100, seconds: 86400 });
    expect(parseLimit('5/30s')).toEqual({ points: 5, seconds: 30 });
    for (const bad of ['10', '0/1m', '10/0m', 'ten/1m', '10/1w']) expect(parseLimit(bad)).toBeNull();
  });

  it('refuse a malformed setting at boot, naming it', () => {
    expect(() => loadConfig({ THROTTLE_LOGIN_IP: '50 per minute' })).toThrow(/THROTTLE_LOGIN_IP: expected <count>\/<duration>/);
  });

  it('Sign in with Google per address: 30 in 15 minutes unless THROTTLE_GOOGLE_SIGN_IN_IP says otherwise', () => {
    expect(loadConfig({}).throttle.googleSignInsPerIp).toEqual({ points: 30, seconds: 900 });
    expect(loadConfig({ THROTTLE_GOOGLE_SIGN_IN_IP: '5/1h' }).throttle.googleSignInsPerIp).toEqual({ points: 5, seconds: 3600 });
    expect(() => loadConfig({ THROTTLE_GOOGLE_SIGN_IN_IP: 'lots' })).toThrow(/THROTTLE_GOOGLE_SIGN_IN_IP: expected <count>\/<duration>/);
  });

  it('tell people when to try again in words', () => {
    expect(tryAgainIn(1)).toBe('Please try again in 1 second.');
    expect(tryAgainIn(42)).toBe('Please try again in 42 seconds.');
    expect(tryAgainIn(61)).toBe('Please try again in 2 minutes.');
    expect(tryAgainIn(900)).toBe('Please try again in 15 minutes.');
    expect(tryAgainIn(3600)).toBe('Please try again in 1 hour.');
    expect(tryAgainIn(7201)).toBe('Please try again in 3 hours.');
  });
});
