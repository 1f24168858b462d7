import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { CONFIRM_EMAIL_PATH, EMAIL_CONFIRM_LINK_HOURS, EMAIL_CONFIRMATION_MESSAGES } from '../../../../shared/domain/email-confirmation';
import { confirmEmailSchema } from '../../../../shared/validation/email-confirmation';
import { DomainError, ValidationError } from '../../common/errors';
import { hashLinkToken, newLinkToken } from '../../common/link-token';
import { parseInput } from '../../common/validate';
import { joinAnonymousEnquiries } from '../enquiry/anonymous-enquiries';
import type { MailService } from '../mail/mail.service';
import type { Throttle } from '../throttle/throttle';
import { hasEmail } from '../user/has-email';
import { User } from '../user/user.entity';
import { EmailConfirmationToken } from './email-confirmation-token.entity';
import { emailConfirmationMail } from './email-confirmation.mail';
import { SESSION_EXPIRED, requireViewer, type Viewer } from './viewer';

const linkProblem = (message: string) => new ValidationError([{ field: 'token', message }]);

export interface EmailConfirmed {
  /** The address now confirmed. */
  email: string;
  /** Enquiries sent signed out with this address that joined the account just now. */
  enquiriesJoined: number;
}

/**
 * Confirming an account's e-mail address (issue 31): a link with a random token, stored hashed,
 * single use, working for 48 hours, mailed whenever the account gets an address (sign-up with an
 * e-mail, a changed e-mail). Signing in never waits for it; mail about leads does (hasConfirmedEmail).
 */
export class EmailConfirmationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly throttle: Throttle,
    private readonly publicUrl: string,
  ) {}

  /**
   * Mails a new link for the account's current address; its earlier unused links stop working.
   * With `manager`, the link and its mail are written in the caller's transaction.
   */
  async issue(user: Pick<User, 'id' | 'name' | 'email'>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    if (!hasEmail(user)) return;
    const { token, hash } = newLinkToken();
    const links = manager.getRepository(EmailConfirmationToken);
    await links.delete({ userId: user.id, usedAt: IsNull() });
    await links.insert({
      userId: user.id,
      email: user.email,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + EMAIL_CONFIRM_LINK_HOURS * 3_600_000),
    });
    const link = new URL(CONFIRM_EMAIL_PATH, this.publicUrl);
    link.searchParams.set('token', token);
    await this.mail.send(emailConfirmationMail({ to: user.email, name: user.name, link: link.toString() }), { manager });
  }

  /** The address changed (or went): it is not confirmed, and links to the old one stop working. */
  async addressChanged(userId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.update(User, { id: userId }, { emailConfirmedAt: null });
    await manager.getRepository(EmailConfirmationToken).delete({ userId, usedAt: IsNull() });
  }

  /** "Send the link again" for the signed-in account: throttled per account, as every mail sender is. */
  async resend(viewer: Viewer | null): Promise<string> {
    const { id } = requireViewer(viewer);
    const user = await this.dataSource.getRepository(User).findOneBy({ id });
    if (!user) throw new DomainError('UNAUTHENTICATED', SESSION_EXPIRED);
    if (!hasEmail(user)) throw new ValidationError([{ field: 'email', message: EMAIL_CONFIRMATION_MESSAGES.noEmail }]);
    if (user.emailConfirmedAt) throw new ValidationError([{ field: 'email', message: EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed }]);
    await this.throttle.hit(user.id);
    await this.dataSource.transaction((manager) => this.issue(user, manager));
    return user.email;
  }

  /**
   * Confirms the address a link was sent to, once, within 48 hours, while it is still the
   * account's address; enquiries sent signed out with it then join the account. A used, expired
   * or unknown link says which, and what to do next.
   */
  async confirm(input: { token: unknown }): Promise<EmailConfirmed> {
    const { token } = parseInput(confirmEmailSchema, input);
    return this.dataSource.transaction(async (manager) => {
      // Locked, so one link opened twice at once confirms once.
      const link = await manager.findOne(EmailConfirmationToken, {
        where: { tokenHash: hashLinkToken(token) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!link) throw linkProblem(EMAIL_CONFIRMATION_MESSAGES.linkUnknown);
      if (link.usedAt) throw linkProblem(EMAIL_CONFIRMATION_MESSAGES.linkUsed);
      if (link.expiresAt.getTime() <= Date.now()) throw linkProblem(EMAIL_CONFIRMATION_MESSAGES.linkExpired);
      const user = await manager.findOne(User, { where: { id: link.userId }, lock: { mode: 'pessimistic_write' } });
      // The account has another address now: this link confirms nothing.
      if (!user || user.email !== link.email) throw linkProblem(EMAIL_CONFIRMATION_MESSAGES.linkUnknown);
      const now = new Date();
      await manager.update(EmailConfirmationToken, { id: link.id }, { usedAt: now });
      user.emailConfirmedAt ??= now;
      await manager.update(User, { id: user.id }, { emailConfirmedAt: user.emailConfirmedAt });
      const enquiriesJoined = await joinAnonymousEnquiries(manager, user);
      return { email: link.email, enquiriesJoined };
    });
  }
}
