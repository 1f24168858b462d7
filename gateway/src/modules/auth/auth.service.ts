import { createHash, randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import { AUTH_MESSAGES } from '../../../../shared/domain/auth-messages';
import { PHONE_MESSAGES } from '../../../../shared/domain/phone-sign-in';
import {
  adminLoginSchema,
  changePasswordSchema,
  loginSchema,
  registerSchema,
  type ChangePasswordValues,
  type RegisterInput,
} from '../../../../shared/validation/account';
import { DomainError, TooManyRequestsError, ValidationError } from '../../common/errors';
import type { Honeypot } from '../../common/honeypot';
import { parseInput, type Untrusted } from '../../common/validate';
import { joinAnonymousEnquiries } from '../enquiry/anonymous-enquiries';
import { KNOWN_ADDRESS_SLOWDOWN_MS, type AccountThrottles } from '../throttle/account-throttles';
import { User } from '../user/user.entity';
import type { UserService } from '../user/user.service';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';
import { SessionTokens, type TokenProblem } from './session-token';
import { SignInAddresses } from './sign-in-addresses';
import { SESSION_EXPIRED, requireViewer, type Viewer } from './viewer';

const INVALID_CREDENTIALS = AUTH_MESSAGES.invalidCredentials;

export interface Session {
  user: User;
  token: string;
  expiresAt: Date;
}

export interface Authentication {
  viewer: Viewer | null;
  /** Set when a token was presented but not accepted, so clients can sign out cleanly. */
  problem?: TokenProblem | 'revoked';
}

/** Where a request comes from, for the per-IP abuse limits. */
export interface ClientInfo {
  ip?: string;
}

export interface LoginInput {
  email: unknown;
  password: unknown;
  remember?: boolean | null;
  /** 'admin' for the admin login: only admins get a session, with the admin form's rules. */
  role?: string | null;
}

/** Counting one more failure never hides the answer the user is owed for this attempt. */
async function countFailure(...hits: Array<Promise<void>>): Promise<void> {
  const results = await Promise.allSettled(hits);
  for (const result of results) {
    if (result.status === 'rejected' && !(result.reason instanceof TooManyRequestsError)) throw result.reason;
  }
}

/**
 * Whether `password` is the account's. An unknown account, or one without a password (it signs in
 * with its mobile number), is checked against a decoy hash: refused in the same time.
 */
async function passwordMatches(user: User | null, password: string): Promise<boolean> {
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  return matches && !!user?.passwordHash;
}

/** Sessions: sign-up, sign-in, who is calling, password change and sign-out. */
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: SessionTokens,
    private readonly users: UserService,
    private readonly throttles: AccountThrottles,
    private readonly honeypot: Honeypot,
    private readonly addresses = new SignInAddresses(dataSource),
  ) {}

  /** Creates a user or owner account (never an admin) and signs it in. */
  async register(input: Untrusted<RegisterInput>, client: ClientInfo = {}): Promise<Session> {
    // Validate first: an invalid form is a 400 naming the field, and never becomes a throttle key
    // (a 10,000-character e-mail does not fit one).
    const values = parseInput(registerSchema, input);
    const email = values.email.trim().toLowerCase();
    await this.throttles.registerIp.hit(client.ip);
    await this.throttles.registerAccount.hit(email);
    if (this.honeypot.caught('registration', values, client.ip)) {
      // Looks like a new account to the bot; its token names no account, so it opens nothing.
      const now = new Date();
      const user = this.dataSource.getRepository(User).create({
        id: randomUUID(),
        name: values.name,
        email,
        contactNumber: values.contactNumber,
        role: values.role,
        gender: null,
        state: null,
        city: null,
        tokenVersion: 0,
        createdAt: now,
        updatedAt: now,
      });
      return this.startSession(user, false);
    }
    const user = await this.users.createAccount(input);
    return this.startSession(user, false);
  }

  /**
   * The same answer, in the same time, for an unknown e-mail and a wrong password. Failures are
   * counted per account and address, per account and per IP. Past the per-account-and-address
   * limit, or the per-IP one, the answer is 429 without checking. Past the per-account limit
   * (failures from many addresses), an address the account has signed in from before is only
   * slowed down, so nobody can lock the owner out by failing sign-ins; other addresses get 429.
   */
  async login(input: LoginInput, client: ClientInfo = {}): Promise<Session> {
    const asAdmin = input.role === 'admin';
    const { email: typedEmail, password } = parseInput(asAdmin ? adminLoginSchema : loginSchema, input);
    const email = typedEmail.toLowerCase();
    const accountAtAddress = createHash('sha256')
      .update(`${email} ${client.ip ?? ''}`)
      .digest('hex');
    await this.throttles.loginIp.check(client.ip);
    // Counted before the password is checked (one atomic step in the store), so parallel attempts
    // cannot all pass a check and exceed the limits; a success forgets the counts below.
    await this.throttles.loginAccountIp.hit(accountAtAddress);
    const user = await this.users.findByEmail(email);
    try {
      await this.throttles.loginAccount.hit(email);
    } catch (error) {
      if (!(error instanceof TooManyRequestsError) || !user || !(await this.addresses.isKnown(user.id, client.ip))) throw error;
      await setTimeout(KNOWN_ADDRESS_SLOWDOWN_MS);
    }

    const valid = await passwordMatches(user, password);
    if (!user || !valid) {
      await countFailure(this.throttles.loginIp.hit(client.ip));
      throw new DomainError('UNAUTHENTICATED', INVALID_CREDENTIALS);
    }
    await Promise.all([
      this.throttles.loginAccount.reset(email),
      this.throttles.loginAccountIp.reset(accountAtAddress),
      this.addresses.remember(user.id, client.ip),
    ]);
    if (user.suspendedAt) throw new DomainError('FORBIDDEN', AUTH_MESSAGES.accountSuspended);
    if (asAdmin && user.role !== 'admin') throw new DomainError('FORBIDDEN', AUTH_MESSAGES.notAnAdmin);
    await joinAnonymousEnquiries(this.dataSource.manager, user);
    return this.startSession(user, input.remember === true);
  }

  /** The viewer behind an `Authorization: Bearer <token>` header; anonymous without one. */
  async authenticate(authorization: string | undefined): Promise<Authentication> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return { viewer: null };
    const claims = await this.tokens.verify(token);
    if (typeof claims === 'string') return { viewer: null, problem: claims };
    const user = await this.dataSource
      .getRepository(User)
      .findOne({ where: { id: claims.userId }, select: { id: true, role: true, tokenVersion: true, suspendedAt: true } });
    // Suspending bumps the token version too; checking the mark as well keeps it closed whatever happens to versions.
    if (!user || user.tokenVersion !== claims.tokenVersion || user.suspendedAt) return { viewer: null, problem: 'revoked' };
    return { viewer: { id: user.id, role: user.role, remembered: claims.remember } };
  }

  async currentUser(viewer: Viewer | null): Promise<User> {
    const user = await this.users.get(requireViewer(viewer).id);
    if (!user) throw new DomainError('UNAUTHENTICATED', SESSION_EXPIRED);
    return user;
  }

  /** Signs the user out everywhere: every token issued so far stops working. */
  async logout(viewer: Viewer | null): Promise<void> {
    await this.dataSource.getRepository(User).increment({ id: requireViewer(viewer).id }, 'tokenVersion', 1);
  }

  /**
   * Replaces the password after checking the current one, signs the account out on every
   * device, and returns a new session (as long as the current one) for the device asking.
   * Wrong current passwords count as failed sign-ins.
   */
  async changePassword(viewer: Viewer | null, input: Untrusted<ChangePasswordValues>): Promise<Session> {
    const signedIn = requireViewer(viewer);
    const user = await this.currentUser(signedIn);
    const { passwordHash } = user;
    if (!passwordHash) throw new DomainError('BAD_USER_INPUT', PHONE_MESSAGES.signsInWithPhone);
    const values = parseInput(changePasswordSchema, input);
    // Counted before the check, atomically, like a sign-in; a right password forgets it.
    const account = user.email ?? user.id;
    await this.throttles.loginAccount.hit(account);
    if (!(await verifyPassword(passwordHash, values.currentPassword))) {
      throw new ValidationError([{ field: 'currentPassword', message: AUTH_MESSAGES.currentPasswordWrong }]);
    }
    await this.throttles.loginAccount.reset(account);
    user.tokenVersion = await this.setPassword(user.id, values.newPassword);
    return this.startSession(user, signedIn.remembered === true);
  }

  /** Stores a new password hash and revokes every session; returns the new token version. */
  async setPassword(userId: string, password: string, manager = this.dataSource.manager): Promise<number> {
    const [rows] = await manager.query(
      'UPDATE users SET password_hash = $1, token_version = token_version + 1, updated_at = now() WHERE id = $2 RETURNING token_version',
      [await hashPassword(password), userId],
    );
    if (!rows?.length) throw new DomainError('UNAUTHENTICATED', SESSION_EXPIRED);
    return rows[0].token_version;
  }

  /**
   * A session for an account that proved who it is some other way (a code sent to its verified
   * number): refused while suspended, and the address becomes one it signed in from. Its
   * enquiries sent signed out with its confirmed address join it, as at a password sign-in.
   */
  async openSession(user: User, remember: boolean, client: ClientInfo = {}): Promise<Session> {
    if (user.suspendedAt) throw new DomainError('FORBIDDEN', AUTH_MESSAGES.accountSuspended);
    await this.addresses.remember(user.id, client.ip);
    // Enquiries sent signed out with the account's confirmed address join it at each sign-in.
    await joinAnonymousEnquiries(this.dataSource.manager, user);
    return this.startSession(user, remember);
  }

  private async startSession(user: User, remember: boolean): Promise<Session> {
    const { token, expiresAt } = await this.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion, remember });
    return { user, token, expiresAt };
  }
}
