import { createHash, randomBytes } from 'node:crypto';

/**
 * The random token of an e-mailed or one-time link (password reset, e-mail confirmation, the
 * newsletter's confirmation, Sign in with Google's ticket): 32 random bytes, base64url, so it goes
 * in a URL as it is. Only its SHA-256 (hex) is stored and looked up, so a leaked database or
 * backup gives no working link. Tokens already in databases were made this way: changing the
 * length or an encoding here would stop every link sent before.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/** What is stored for a token, and what a link's token is looked up by. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
