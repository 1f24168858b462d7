import { randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { DataSource } from 'typeorm';
import { keptSecret } from './app-secret.entity';

export interface SessionClaims {
  userId: string;
  tokenVersion: number;
  /** A "Remember Me" session (30 days); a new token for the same session keeps its length. */
  remember: boolean;
}

const ISSUER = 'nivaas';
// Who the token is for: this gateway's session check, so a token minted for anything else is refused.
const AUDIENCE = 'nivaas-session';
const ALGORITHM = 'HS256';
/** "Remember Me" keeps a session for 30 days; otherwise it lasts a working day. */
const REMEMBERED_SESSION_SECONDS = 30 * 24 * 3600;
const SHORT_SESSION_SECONDS = 12 * 3600;
/**
 * How far ahead of this gateway's clock a token's iat may be: another gateway's clock may run a
 * little fast. Anything further was not issued by a gateway of ours and is refused.
 */
const CLOCK_SKEW_SECONDS = 60;

/** Why a presented token was not accepted. */
export type TokenProblem = 'expired' | 'invalid';

/**
 * Signs and checks session tokens (JWT, HS256). The key is JWT_SECRET when configured, else a
 * random key generated once and stored in the database.
 */
export class SessionTokens {
  private key: Promise<Uint8Array> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly configuredSecret?: string,
  ) {}

  async issue(claims: SessionClaims): Promise<{ token: string; expiresAt: Date }> {
    const lifetime = claims.remember ? REMEMBERED_SESSION_SECONDS : SHORT_SESSION_SECONDS;
    const expiresAt = new Date(Date.now() + lifetime * 1000);
    const token = await new SignJWT({ ver: claims.tokenVersion, ...(claims.remember ? { rem: true } : {}) })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.signingKey());
    return { token, expiresAt };
  }

  async verify(token: string): Promise<SessionClaims | TokenProblem> {
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: [ALGORITHM],
        // A token without an expiry would never end; one without iat cannot be aged.
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return 'invalid';
      const remember = payload.rem === true;
      // jose checks exp but not iat: a token from the future, or one lasting longer than any
      // session we issue (a leaked key's forgery, a mistake), is not one of ours.
      const { iat = 0, exp = 0 } = payload;
      if (iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) return 'invalid';
      if (exp - iat > (remember ? REMEMBERED_SESSION_SECONDS : SHORT_SESSION_SECONDS)) return 'invalid';
      return { userId: payload.sub, tokenVersion: payload.ver, remember };
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }

  /** The gateway's signing key; phone sign-up tokens and phone code hashes derive from it too. */
  signingKey(): Promise<Uint8Array> {
    this.key ??= this.loadKey();
    return this.key;
  }

  private async loadKey(): Promise<Uint8Array> {
    if (this.configuredSecret) return new TextEncoder().encode(this.configuredSecret);
    const value = await keptSecret(this.dataSource, 'session-signing-key', () => randomBytes(48).toString('base64url'));
    return new TextEncoder().encode(value);
  }
}
