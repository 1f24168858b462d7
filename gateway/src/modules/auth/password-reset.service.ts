import type { Logger } from 'pino';
import { IsNull, MoreThan, type DataSource } from 'typeorm';
import { z } from 'zod';
import { AUTH_MESSAGES, RESET_LINK_MINUTES } from '../../../../shared/domain/auth-messages';
import { forgotPasswordSchema, resetPasswordSchema, type ResetPasswordValues } from '../../../../shared/validation/account';
import { ValidationError } from '../../common/errors';
import { hashLinkToken, newLinkToken } from '../../common/link-token';
import { parseInput, type Untrusted } from '../../common/validate';
import type { MailService } from '../mail/mail.service';
import type { AccountThrottles } from '../throttle/account-throttles';
import type { UserService } from '../user/user.service';
import type { AuthService, ClientInfo } from './auth.service';
import { PasswordResetToken } from './password-reset-token.entity';
import { passwordResetMail, signsInWithPhoneMail } from './password-reset.mail';

/** The link of a token, while it still works: unused and not expired. */
const workingLink = (token: string) => ({ tokenHash: hashLinkToken(token), usedAt: IsNull(), expiresAt: MoreThan(new Date()) });

const linkCheckSchema = z.object({ token: resetPasswordSchema.shape.token });

/**
 * Forgot password: an e-mailed link with a random, single-use token that works for 30 minutes.
 * Asking gives the same answer, after the same work, whether or not the address has an account.
 */
export class PasswordResetService {
  /** Links being issued after their requests were answered. */
  private readonly issuing = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserService,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly throttles: AccountThrottles,
    private readonly publicUrl: string,
    private readonly log: Pick<Logger, 'error'>,
  ) {}

  /**
   * Sends a reset link if the address has an account; earlier unused links stop working. The
   * answer comes before the account is even looked up (the link is issued and mailed afterwards),
   * so how long it takes cannot tell whether an address has an account.
   */
  async request(input: { email: unknown }, client: ClientInfo = {}): Promise<void> {
    const email = parseInput(forgotPasswordSchema, input).email.toLowerCase();
    await this.throttles.resetIp.hit(client.ip);
    await this.throttles.resetAccount.hit(email);
    const issuing = this.issueLink(email).catch((error: unknown) =>
      this.log.error({ err: error }, 'A password reset link could not be sent'),
    );
    this.issuing.add(issuing);
    void issuing.finally(() => this.issuing.delete(issuing));
  }

  /** Resolves when every link asked for so far has been issued (tests; a graceful stop). */
  async settled(): Promise<void> {
    await Promise.all([...this.issuing]);
  }

  private async issueLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user?.email) return;
    if (!user.passwordHash) {
      const signInLink = new URL('/login', this.publicUrl).toString();
      await this.mail.send(signsInWithPhoneMail({ to: user.email, name: user.name, signInLink }));
      return;
    }

    const { token, hash } = newLinkToken();
    const link = new URL('/reset-password', this.publicUrl);
    link.searchParams.set('token', token);
    const mail = passwordResetMail({ to: user.email, name: user.name, link: link.toString() });
    // The new link, the end of the earlier ones and its mail are one change: no working link
    // without its mail, and no earlier link ended for a mail that was never stored.
    await this.dataSource.transaction(async (manager) => {
      const links = manager.getRepository(PasswordResetToken);
      await links.update({ userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
      await links.insert({ userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000) });
      await this.mail.send(mail, { manager });
    });
  }

  /**
   * Whether a reset link still works, without using it: the page it opens says at once that a
   * used or expired link does not, before anyone types a new password twice. Counted as a reset
   * attempt, so it guesses tokens no faster than reset does.
   */
  async linkWorks(input: { token: unknown }, client: ClientInfo = {}): Promise<boolean> {
    const { token } = parseInput(linkCheckSchema, input);
    await this.throttles.resetIp.hit(client.ip);
    return this.dataSource.getRepository(PasswordResetToken).existsBy(workingLink(token));
  }

  /** Sets the new password if the link is valid and unused; every session is signed out. */
  async reset(input: Untrusted<ResetPasswordValues>, client: ClientInfo = {}): Promise<void> {
    const values = parseInput(resetPasswordSchema, input);
    await this.throttles.resetIp.hit(client.ip);
    const email = await this.dataSource.transaction(async (manager) => {
      const links = manager.getRepository(PasswordResetToken);
      // Locked, so two submissions of one link cannot both succeed.
      const link = await links.findOne({
        where: workingLink(values.token),
        lock: { mode: 'pessimistic_write' },
      });
      if (!link) throw new ValidationError([{ field: 'token', message: AUTH_MESSAGES.resetLinkInvalid }]);
      await this.auth.setPassword(link.userId, values.newPassword, manager);
      await links.update({ userId: link.userId, usedAt: IsNull() }, { usedAt: new Date() });
      const [{ email }] = await manager.query('SELECT email FROM users WHERE id = $1', [link.userId]);
      return email as string;
    });
    // Whoever reads the mailbox owns the account: past failed sign-ins no longer count.
    await this.throttles.loginAccount.reset(email);
  }
}
