import { IsNull, MoreThan, type DataSource, type Repository } from 'typeorm';
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_MESSAGES } from '../../../../shared/domain/newsletter';
import { newsletterSchema } from '../../../../shared/validation/email';
import { DomainError } from '../../common/errors';
import type { Honeypot } from '../../common/honeypot';
import { hashLinkToken, newLinkToken } from '../../common/link-token';
import { parseInput } from '../../common/validate';
import type { MailService } from '../mail/mail.service';
import type { AccountThrottles } from '../throttle/account-throttles';
import { NewsletterSubscription } from './newsletter-subscription.entity';

export interface SubscriptionResult {
  email: string;
}

/**
 * The newsletter list with double opt-in: subscribing e-mails a single-use confirmation link;
 * only confirmed addresses are on the list. Every newsletter-type mail carries a one-click
 * unsubscribe link (and the List-Unsubscribe header).
 */
export class NewsletterService {
  private readonly subscriptions: Repository<NewsletterSubscription>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly throttles: AccountThrottles,
    private readonly publicUrl: string,
    private readonly honeypot: Honeypot,
  ) {
    this.subscriptions = dataSource.getRepository(NewsletterSubscription);
  }

  /**
   * Subscribes an address (confirmed by the link mailed to it). The answer is the same whether or
   * not the address is on the list, so it cannot be used to find out who reads the newsletter: a
   * confirmed address is mailed that it already is. At most THROTTLE_NEWSLETTER_ADDRESS mails a
   * day go to one address, however many clients ask. A filled honeypot gets the same answer and no mail.
   */
  async subscribe(input: { email: string; website?: string | null }, clientIp?: string): Promise<SubscriptionResult> {
    const values = parseInput(newsletterSchema, input);
    const email = values.email.toLowerCase();
    await this.throttles.newsletterIp.hit(clientIp);
    if (this.honeypot.caught('newsletter', values, clientIp)) return { email };
    // Every request counts, whatever the address's state, so a refusal tells nothing about it either.
    await this.throttles.newsletterAddress.hit(email);
    const { token: confirmToken, hash: confirmTokenHash } = newLinkToken();
    await this.dataSource.transaction(async (manager) => {
      const rows = manager.getRepository(NewsletterSubscription);
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`newsletter:${email}`]);
      const existing = await rows.findOneBy({ email });
      if (existing?.confirmedAt) {
        const unsubscribe = this.unsubscribeUrls(existing.unsubscribeToken);
        await this.mail.send(
          {
            to: email,
            subject: 'You are already subscribed to the Nivaas newsletter',
            text: `Hello,\n\nSomeone, probably you, asked for the Nivaas newsletter at this address. It is already subscribed: there is nothing more to do.\n\nTo stop getting it, unsubscribe here:\n${unsubscribe.page}\n\nNivaas`,
            listUnsubscribe: unsubscribe,
          },
          { manager },
        );
        return;
      }
      // The unsubscribe token is stored as it is, not hashed: every later mail carries the same link.
      const subscription = existing ?? rows.create({ email, unsubscribeToken: newLinkToken().token, confirmedAt: null });
      // A new link replaces an earlier unused one.
      subscription.confirmTokenHash = confirmTokenHash;
      subscription.confirmSentAt = new Date();
      const saved = await rows.save(subscription);
      const confirmUrl = `${this.publicUrl}/newsletter/confirm?token=${confirmToken}`;
      await this.mail.send(
        {
          to: email,
          subject: 'Confirm your Nivaas newsletter subscription',
          text: `Hello,\n\nPlease confirm that you want the Nivaas newsletter (new stays and moving guides, once a month):\n${confirmUrl}\n\nThe link works once, for ${NEWSLETTER_CONFIRM_DAYS} days. If you did not ask for it, ignore this e-mail and you will get nothing more.\n\nNivaas`,
          listUnsubscribe: this.unsubscribeUrls(saved.unsubscribeToken),
        },
        { manager },
      );
    });
    return { email };
  }

  /** Follows a confirmation link: works once, within its days. */
  async confirm(token: string): Promise<string> {
    const subscription = token
      ? await this.subscriptions.findOneBy({
          confirmTokenHash: hashLinkToken(token),
          confirmedAt: IsNull(),
          confirmSentAt: MoreThan(new Date(Date.now() - NEWSLETTER_CONFIRM_DAYS * 86_400_000)),
        })
      : null;
    if (!subscription) throw new DomainError('BAD_USER_INPUT', NEWSLETTER_MESSAGES.confirmInvalid, 'token');
    await this.subscriptions.update(subscription.id, { confirmedAt: new Date(), confirmTokenHash: null });
    return subscription.email;
  }

  /** One-click unsubscribe: the address leaves the list at once. */
  async unsubscribe(token: string): Promise<string> {
    const subscription = token ? await this.subscriptions.findOneBy({ unsubscribeToken: token }) : null;
    if (!subscription) throw new DomainError('BAD_USER_INPUT', NEWSLETTER_MESSAGES.unsubscribeInvalid, 'token');
    await this.subscriptions.delete(subscription.id);
    return subscription.email;
  }

  /** The page a person opens, and the URL mail clients POST to (RFC 8058) for one click. */
  private unsubscribeUrls(token: string) {
    return {
      page: `${this.publicUrl}/newsletter/unsubscribe?token=${token}`,
      oneClick: `${this.publicUrl}/api/v1/newsletter/unsubscribe?token=${token}`,
    };
  }

  count(): Promise<number> {
    return this.subscriptions.count();
  }

  confirmedCount(): Promise<number> {
    return this.subscriptions.count({ where: { confirmedAt: MoreThan(new Date(0)) } });
  }
}
