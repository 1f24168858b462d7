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
});
