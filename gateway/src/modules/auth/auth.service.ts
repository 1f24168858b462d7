import type { DataSource, Repository } from 'typeorm';
import { loginSchema, registerSchema, type RegisterInput } from '../../../../shared/validation/account';
import { DomainError } from '../../common/errors';
import { parseInput } from '../../common/validate';
import { User } from '../user/user.entity';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';
import { SessionTokens, type TokenProblem } from './session-token';
import { SESSION_EXPIRED, requireViewer, type Viewer } from './viewer';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists. Try logging in instead.';

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

export class AuthService {
  private readonly users: Repository<User>;

  constructor(
    dataSource: DataSource,
    private readonly tokens: SessionTokens,
  ) {
    this.users = dataSource.getRepository(User);
  }

  /** Creates a user or owner account (never an admin) and signs it in. */
  async register(input: RegisterInput): Promise<Session> {
    const values = parseInput(registerSchema, input);
    const email = values.email.toLowerCase();
    if (await this.users.existsBy({ email })) throw new DomainError('CONFLICT', EMAIL_TAKEN, 'email');
    const user = await this.users.save(
      this.users.create({
        name: values.name,
        email,
        contactNumber: values.contact_number,
        role: values.role,
        passwordHash: await hashPassword(values.password),
      }),
    );
    return this.startSession(user, false);
  }

  /** The same answer, in the same time, for an unknown e-mail and a wrong password. */
  async login(input: { email: unknown; password: unknown; remember?: boolean }): Promise<Session> {
    const { email, password } = parseInput(loginSchema, input);
    const user = await this.users.findOneBy({ email: email.toLowerCase() });
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
    if (!user || !valid) throw new DomainError('UNAUTHENTICATED', INVALID_CREDENTIALS);
    return this.startSession(user, input.remember === true);
  }

  /** The viewer behind an `Authorization: Bearer <token>` header; anonymous without one. */
  async authenticate(authorization: string | undefined): Promise<Authentication> {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return { viewer: null };
    const claims = await this.tokens.verify(token);
    if (typeof claims === 'string') return { viewer: null, problem: claims };
    const user = await this.users.findOne({ where: { id: claims.userId }, select: { id: true, role: true, tokenVersion: true } });
    if (!user || user.tokenVersion !== claims.tokenVersion) return { viewer: null, problem: 'revoked' };
    return { viewer: { id: user.id, role: user.role } };
  }

  async currentUser(viewer: Viewer | null): Promise<User> {
    const user = await this.users.findOneBy({ id: requireViewer(viewer).id });
    if (!user) throw new DomainError('UNAUTHENTICATED', SESSION_EXPIRED);
    return user;
  }

  /** Signs the user out everywhere: every token issued so far stops working. */
  async logout(viewer: Viewer | null): Promise<void> {
    await this.users.increment({ id: requireViewer(viewer).id }, 'tokenVersion', 1);
  }

  private async startSession(user: User, remember: boolean): Promise<Session> {
    const { token, expiresAt } = await this.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion }, remember);
    return { user, token, expiresAt };
  }
}
