import { SignJWT, jwtVerify } from 'jose';
import { PHONE_SIGN_UP_MINUTES } from '../../../../shared/domain/phone-sign-in';
import type { SessionTokens } from './session-token';

const ISSUER = 'nivaas';
// Its own audience: a sign-up token is never a session, and a session never a sign-up token.
const AUDIENCE = 'nivaas-phone-sign-up';
const ALGORITHM = 'HS256';

/**
 * After a right code for a number no account has verified: a signed token naming the number,
 * good for PHONE_SIGN_UP_MINUTES, that signUpWithPhone turns into an account.
 */
export class PhoneSignUpTokens {
  constructor(private readonly tokens: SessionTokens) {}

  async issue(phone: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(phone)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${PHONE_SIGN_UP_MINUTES}m`)
      .sign(await this.tokens.signingKey());
  }

  /** The number a token names, or null when it is expired, forged or not a sign-up token. */
  async phoneOf(token: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, await this.tokens.signingKey(), {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: [ALGORITHM],
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      return typeof payload.sub === 'string' && /^\d{10}$/.test(payload.sub) ? payload.sub : null;
    } catch {
      return null;
    }
  }
}
