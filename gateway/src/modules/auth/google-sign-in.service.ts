import { SignJWT, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import { In, IsNull, QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import {
  GOOGLE_CALLBACK_PATH,
  GOOGLE_MESSAGES,
  GOOGLE_TICKET_MINUTES,
  type GoogleSignInProblem,
} from '../../../../shared/domain/google-sign-in';
import { NAME_MAX } from '../../../../shared/validation/person';
import { DomainError, ValidationError } from '../../common/errors';
import { hashLinkToken, newLinkToken } from '../../common/link-token';
import { User } from '../user/user.entity';
import type { AuthService, ClientInfo, Session } from './auth.service';
import { UserGoogleIdentity } from './google-identity.entity';
import { GoogleSignInTicket } from './google-sign-in-ticket.entity';
import type { Throttle } from '../throttle/throttle';
import type { SessionTokens } from './session-token';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** https://accounts.google.com, or the tests' own provider. */
  issuer: string;
}

/** The browser's flow cookie: state, nonce and PKCE verifier of one sign-in, signed, httpOnly, 10 minutes. */
export const GOOGLE_FLOW_COOKIE = 'nivaas_google';
const FLOW_SECONDS = 10 * 60;
const FLOW_AUDIENCE = 'nivaas-google-flow';
const SCOPE = 'openid email profile';
/** Seconds an exchange with the provider (discovery, token endpoint) may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** A sign-in that ends on the login page, naming why. */
export class GoogleSignInFailure extends Error {
  constructor(
    readonly problem: GoogleSignInProblem,
    options?: { cause?: unknown },
  ) {
    super(`Google sign-in failed: ${problem}`, options);
  }
}

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
}

/** What the web app learns from a ticket: a session, or the e-mail of the account to link Google to. */
export type GoogleTicketResult =
  | { session: Session; linkEmail?: undefined; linkNeedsPassword?: undefined }
  | { session?: undefined; linkEmail: string; linkNeedsPassword: boolean };

/** Google's name for the person, fitted to the account's name rules; the e-mail's local part if it has none. */
function accountName(name: unknown, email: string): string {
  const oneLine = typeof name === 'string' ? name.replace(/\s+/g, ' ').trim().slice(0, NAME_MAX).trim() : '';
  if (oneLine.length >= 2) return oneLine;
  const local = email.split('@')[0].slice(0, NAME_MAX);
  return local.length >= 2 ? local : 'Nivaas user';
}

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === '23505';

/**
 * Sign in with Google: OpenID Connect's authorization code flow with PKCE, state and nonce, through
 * openid-client (discovery, the code exchange and the ID token's signature, issuer, audience, nonce
 * and times). A linked Google subject signs its account in; an e-mail no account has becomes a new
 * user account; an account that has the e-mail already is linked once the person confirms: with
 * its password, or, having none, by a click when it has confirmed that e-mail here.
 */
export class GoogleSignInService {
  private discovered: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: GoogleConfig | undefined,
    private readonly publicUrl: string,
    private readonly tokens: SessionTokens,
    private readonly auth: AuthService,
    private readonly logger: Logger,
    /** Starts and callbacks together per client IP (THROTTLE_GOOGLE_SIGN_IN_IP). */
    private readonly attemptsPerIp: Throttle,
  ) {}

  /** Counts a start or a callback from `ip`; past the limit, throws TooManyRequestsError (with its Retry-After seconds). */
  async countAttempt(ip: string | undefined): Promise<void> {
    await this.attemptsPerIp.hit(ip);
  }

  /** Whether Google is configured: the button shows and the paths answer. */
  get enabled(): boolean {
    return this.config !== undefined;
  }

  /** Where Google sends the browser back (registered with Google as the redirect URI). */
  get redirectUri(): string {
    return `${this.publicUrl}${GOOGLE_CALLBACK_PATH}`;
  }

  /** The provider's address with a fresh state, nonce and PKCE challenge, and the flow cookie that keeps them. */
  async start(): Promise<{ url: string; flowCookie: string }> {
    const configuration = await this.configuration();
    const flow: Flow = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: SCOPE,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    const flowCookie = await new SignJWT({ ...flow })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(FLOW_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${FLOW_SECONDS}s`)
      .sign(await this.tokens.signingKey());
    return { url: url.href, flowCookie };
  }

  get flowSeconds(): number {
    return FLOW_SECONDS;
  }

  /**
   * Google's answer (the callback's query) with the browser's flow cookie: checks the state against
   * the cookie's, exchanges the code with the verifier, checks the ID token and its verified e-mail,
   * and returns a one-time ticket for the web app. Throws GoogleSignInFailure naming why not.
   */
  async callback(query: Record<string, unknown>, flowCookie: string | undefined): Promise<string> {
    if (query.error === 'access_denied') throw new GoogleSignInFailure('cancelled');
    if (typeof query.error === 'string') throw new GoogleSignInFailure('failed');
    const flow = await this.readFlow(flowCookie);
    // The state binds Google's answer to the browser that started the sign-in (the cookie).
    if (!flow || typeof query.state !== 'string' || query.state !== flow.state) throw new GoogleSignInFailure('state');

    const configuration = await this.configuration();
    const currentUrl = new URL(this.redirectUri);
    for (const [name, value] of Object.entries(query)) if (typeof value === 'string') currentUrl.searchParams.set(name, value);
    let claims: oidc.IDToken;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('no ID token');
      claims = idToken;
    } catch (error) {
      // A code used before, or one that expired, is refused by the provider as invalid_grant.
      if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant')
        throw new GoogleSignInFailure('expired', { cause: error });
      this.logger.warn({ err: error }, 'Google sign-in: the code exchange or the ID token check failed');
      throw new GoogleSignInFailure('failed', { cause: error });
    }
    if (claims.email_verified !== true || typeof claims.email !== 'string') throw new GoogleSignInFailure('unverified');
    return this.ticketFor(claims.sub, claims.email.trim().toLowerCase(), claims.name);
  }

  /** The web app's ticket: a session (then the ticket is spent), or the e-mail of an account to link Google to. */
  async redeem(ticket: unknown, client: ClientInfo = {}): Promise<GoogleTicketResult> {
    const row = await this.liveTicket(ticket);
    if (row.kind === 'link') {
      const account = await this.dataSource.getRepository(User).findOneBy({ id: row.userId });
      return { linkEmail: row.email ?? '', linkNeedsPassword: Boolean(account?.passwordHash) };
    }
    const spent = await this.spend(this.dataSource.manager, row.id);
    if (!spent) throw new DomainError('BAD_USER_INPUT', GOOGLE_MESSAGES.ticketInvalid);
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: row.userId });
    return { session: await this.auth.openSession(user, false, client) };
  }

  /**
   * Links Google to the existing account the ticket names, once the person confirms, and signs it
   * in. An account with a password proves itself with it (an e-mail alone does not: anyone could
   * have registered that address here first); wrong passwords count as failed sign-ins of the
   * account. An account without one (it signs in with its mobile number) was given a ticket only
   * because it confirmed that e-mail here, which Google vouches for too (see ticketFor).
   */
  async link(input: { ticket?: unknown; password?: unknown }, client: ClientInfo = {}): Promise<Session> {
    const row = await this.liveTicket(input.ticket);
    if (row.kind !== 'link' || !row.subject || !row.email) throw new DomainError('BAD_USER_INPUT', GOOGLE_MESSAGES.ticketInvalid);
    const account = await this.dataSource.getRepository(User).findOneBy({ id: row.userId });
    if (!account?.email) throw new DomainError('BAD_USER_INPUT', GOOGLE_MESSAGES.ticketInvalid);
    let session: Session;
    if (!account.passwordHash) {
      if (!account.emailConfirmedAt || account.suspendedAt) throw new DomainError('BAD_USER_INPUT', GOOGLE_MESSAGES.ticketInvalid);
      session = await this.auth.openSession(account, false, client);
    } else {
      try {
        session = await this.auth.login({ email: account.email, password: input.password }, client);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'UNAUTHENTICATED') {
          throw new ValidationError([{ field: 'password', message: GOOGLE_MESSAGES.linkWrongPassword }]);
        }
        throw error;
      }
    }
    const { subject, email } = row;
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.spend(manager, row.id))) throw new DomainError('BAD_USER_INPUT', GOOGLE_MESSAGES.ticketInvalid);
      try {
        await manager.getRepository(UserGoogleIdentity).insert({ userId: account.id, subject, email });
        // Google verified this address and the account proved itself: it is confirmed too.
        await manager.getRepository(User).update({ id: account.id, emailConfirmedAt: IsNull() }, { emailConfirmedAt: new Date() });
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('CONFLICT', GOOGLE_MESSAGES.alreadyLinked);
        throw error;
      }
    });
    return session;
  }

  /** The Google account linked to each of these accounts (null: none), in their order; for GraphQL's User.google. */
  async linkedAccounts(userIds: readonly string[]): Promise<Array<Pick<UserGoogleIdentity, 'email' | 'linkedAt'> | null>> {
    const rows = userIds.length ? await this.dataSource.getRepository(UserGoogleIdentity).findBy({ userId: In([...userIds]) }) : [];
    const byUser = new Map(rows.map((row) => [row.userId, { email: row.email, linkedAt: row.linkedAt }]));
    return userIds.map((id) => byUser.get(id) ?? null);
  }

  private async ticketFor(subject: string, email: string, name: unknown): Promise<string> {
    const identities = this.dataSource.getRepository(UserGoogleIdentity);
    const users = this.dataSource.getRepository(User);
    const linked = await identities.findOne({ where: { subject }, relations: { user: true } });
    if (linked?.user) {
      if (linked.user.suspendedAt) throw new GoogleSignInFailure('suspended');
      return this.issueTicket({ kind: 'sign-in', userId: linked.user.id });
    }
    const existing = await users.findOneBy({ email });
    if (existing) {
      if (existing.suspendedAt) throw new GoogleSignInFailure('suspended');
      // One Google account per Nivaas account: another one is linked already.
      if (await identities.existsBy({ userId: existing.id })) throw new GoogleSignInFailure('linked');
      // An account without a password (it signs in with its mobile number) has none to prove
      // itself with. An e-mail it confirmed here is the proof instead: Google vouches for the same
      // mailbox, as a password reset link to it would. An unconfirmed e-mail proves nothing (anyone
      // could have typed it), so the person confirms it first, signed in with their number.
      if (!existing.passwordHash && !existing.emailConfirmedAt) throw new GoogleSignInFailure('unconfirmed');
      return this.issueTicket({ kind: 'link', userId: existing.id, subject, email });
    }
    try {
      const userId = await this.dataSource.transaction(async (manager) => {
        const user = await manager.getRepository(User).save(
          manager.getRepository(User).create({
            name: accountName(name, email),
            email,
            // Google verified the address (email_verified), so no confirmation link is needed.
            emailConfirmedAt: new Date(),
            contactNumber: null,
            role: 'user',
            passwordHash: null,
          }),
        );
        await manager.getRepository(UserGoogleIdentity).insert({ userId: user.id, subject, email });
        return user.id;
      });
      return await this.issueTicket({ kind: 'sign-in', userId });
    } catch (error) {
      // The same person's other tab got there first: sign in through what it made.
      if (isUniqueViolation(error)) return this.ticketFor(subject, email, name);
      throw error;
    }
  }

  private async issueTicket(values: Pick<GoogleSignInTicket, 'kind' | 'userId'> & Partial<GoogleSignInTicket>): Promise<string> {
    const { token: ticket, hash: ticketHash } = newLinkToken();
    // Tickets are worth nothing once expired: each new one clears those a day past it, so the table stays small.
    await this.dataSource.query(`DELETE FROM google_sign_in_tickets WHERE expires_at < now() - interval '1 day'`);
    await this.dataSource.getRepository(GoogleSignInTicket).insert({
      subject: null,
      email: null,
      ...values,
      ticketHash,
      expiresAt: new Date(Date.now() + GOOGLE_TICKET_MINUTES * 60_000),
    });
    return ticket;
  }

  private async liveTicket(ticket: unknown): Promise<GoogleSignInTicket> {
    if (typeof ticket !== 'string' || ticket.length === 0 || ticket.length > 100) {
      throw new ValidationError([{ field: 'ticket', message: GOOGLE_MESSAGES.ticketInvalid }]);
    }
    const row = await this.dataSource.getRepository(GoogleSignInTicket).findOneBy({ ticketHash: hashLinkToken(ticket) });
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw new DomainError('BAD_USER_INPUT', GOOGLE_MESSAGES.ticketInvalid);
    return row;
  }

  /** Marks a ticket used; false when another request used it first. */
  private async spend(manager: EntityManager, id: string): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(GoogleSignInTicket)
      .set({ usedAt: () => 'now()' })
      .where('id = :id AND used_at IS NULL AND expires_at > now()', { id })
      .execute();
    return result.affected === 1;
  }

  private async readFlow(cookie: string | undefined): Promise<Flow | null> {
    if (!cookie) return null;
    try {
      const { payload } = await jwtVerify(cookie, await this.tokens.signingKey(), { audience: FLOW_AUDIENCE, algorithms: ['HS256'] });
      const { state, nonce, verifier } = payload;
      return typeof state === 'string' && typeof nonce === 'string' && typeof verifier === 'string' ? { state, nonce, verifier } : null;
    } catch {
      return null;
    }
  }

  /** The provider's metadata (discovery), fetched once; fetched again after a failure. */
  private configuration(): Promise<oidc.Configuration> {
    const config = this.config;
    if (!config) throw new DomainError('NOT_FOUND', 'Sign in with Google is not configured');
    this.discovered ??= oidc
      .discovery(
        new URL(config.issuer),
        config.clientId,
        config.clientSecret,
        undefined,
        // Plain http only for a provider on this machine (the tests' own); Google is https.
        isLocal(config.issuer)
          ? { execute: [oidc.allowInsecureRequests], timeout: PROVIDER_TIMEOUT_SECONDS }
          : { timeout: PROVIDER_TIMEOUT_SECONDS },
      )
      .then((configuration) => {
        configuration.timeout = PROVIDER_TIMEOUT_SECONDS;
        return configuration;
      })
      .catch((error: unknown) => {
        this.discovered = undefined;
        throw new GoogleSignInFailure('failed', { cause: error });
      });
    return this.discovered;
  }
}

function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}
