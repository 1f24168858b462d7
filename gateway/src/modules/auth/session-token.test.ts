import { SignJWT } from 'jose';
import type { DataSource } from 'typeorm';
import { SessionTokens } from './session-token';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const key = new TextEncoder().encode(SECRET);
// The configured secret is used, so the database is never asked for a key.
const tokens = new SessionTokens({} as DataSource, SECRET);

/** A token signed with the real key, with only the claims a test chooses. */
function forged(claims: { exp?: boolean; iat?: boolean; iss?: string; aud?: string }) {
  let jwt = new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('user-1');
  if (claims.iss) jwt = jwt.setIssuer(claims.iss);
  if (claims.aud) jwt = jwt.setAudience(claims.aud);
  if (claims.iat) jwt = jwt.setIssuedAt();
  if (claims.exp) jwt = jwt.setExpirationTime('1h');
  return jwt.sign(key);
}

const HOUR = 3600;
const DAY = 24 * HOUR;

/** A token with every claim right, issued `issuedIn` seconds from now and lasting `lifetime` seconds. */
function timed(issuedIn: number, lifetime: number, remember = false) {
  const iat = Math.floor(Date.now() / 1000) + issuedIn;
  return new SignJWT({ ver: 0, ...(remember ? { rem: true } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('user-1')
    .setIssuer('nivaas')
    .setAudience('nivaas-session')
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetime)
    .sign(key);
}

describe('session tokens', () => {
  it('accept a token they issued', async () => {
    const { token } = await tokens.issue({ userId: 'user-1', tokenVersion: 3, remember: false });
    await expect(tokens.verify(token)).resolves.toEqual({ userId: 'user-1', tokenVersion: 3, remember: false });
  });

  it.each([
    ['without exp', { iat: true, iss: 'nivaas', aud: 'nivaas-session' }],
    ['without iat', { exp: true, iss: 'nivaas', aud: 'nivaas-session' }],
    ['without an issuer', { exp: true, iat: true, aud: 'nivaas-session' }],
    ['without an audience', { exp: true, iat: true, iss: 'nivaas' }],
    ['for another audience', { exp: true, iat: true, iss: 'nivaas', aud: 'someone-else' }],
  ])('refuse a correctly signed token %s', async (_name, claims) => {
    await expect(tokens.verify(await forged(claims))).resolves.toBe('invalid');
  });

  it.each([
    ['issued in the future, past the clock skew', timed(5 * 60, HOUR)],
    ['lasting longer than a remembered session', timed(0, 30 * DAY + 1, true)],
    ['lasting a year', timed(-DAY, 365 * DAY, true)],
    ['lasting longer than a short session without Remember Me', timed(0, 12 * HOUR + 1)],
  ])('refuse a correctly signed token %s', async (_name, token) => {
    await expect(tokens.verify(await token)).resolves.toBe('invalid');
  });

  it.each([
    ['issued within the clock skew ahead', timed(30, HOUR), false],
    ['lasting a whole short session', timed(0, 12 * HOUR), false],
    ['lasting a whole remembered session', timed(0, 30 * DAY, true), true],
  ])('accept a token %s', async (_name, token, remember) => {
    await expect(tokens.verify(await token)).resolves.toEqual({ userId: 'user-1', tokenVersion: 0, remember });
  });
});
