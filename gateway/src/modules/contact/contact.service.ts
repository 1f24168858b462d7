import { IsNull, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { CONTACT_MESSAGES } from '../../../../shared/domain/contact';
import { contactSchema } from '../../../../shared/validation/contact';
import { isUuid, NotFoundError } from '../../common/errors';
import type { Honeypot } from '../../common/honeypot';
import { offsetOf, type Page, pageOf, parsePagination } from '../../common/pagination';
import { parseInput } from '../../common/validate';
import type { AuditLog } from '../audit/audit-log';
import { requireRole, type Viewer } from '../auth/viewer';
import type { MailService } from '../mail/mail.service';
import type { AccountThrottles } from '../throttle/account-throttles';
import { ContactMessage } from './contact-message.entity';

/**
 * The Contact us form: each message is stored and e-mailed to the contact address of the site settings
 * (in one transaction with its mail job); admins read, mark and answer them in Messages.
 */
export class ContactService {
  private readonly messages: Repository<ContactMessage>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly throttles: AccountThrottles,
    /** Where messages go: the site settings' contact e-mail, read when each message is sent. */
    private readonly recipient: { current(manager?: EntityManager): Promise<{ contactEmail: string }> },
    private readonly honeypot: Honeypot,
    private readonly audit?: AuditLog,
  ) {
    this.messages = dataSource.getRepository(ContactMessage);
  }

  /** Stores and forwards a message. A filled honeypot is answered like a success and dropped. */
  async submit(input: unknown, clientIp?: string): Promise<{ stored: boolean }> {
    const values = parseInput(contactSchema, input);
    await this.throttles.contactIp.hit(clientIp);
    if (this.honeypot.caught('contact', values, clientIp)) return { stored: false };
    const email = values.email.toLowerCase();
    await this.throttles.contactAccount.hit(email);
    await this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(
        manager.create(ContactMessage, {
          fullName: values.fullName,
          email,
          mobile: values.mobile,
          enquiryType: values.enquiryType,
          message: values.message,
        }),
      );
      await this.mail.send(
        {
          to: (await this.recipient.current(manager)).contactEmail,
          subject: `Contact us: ${saved.enquiryType} from ${saved.fullName}`,
          text: `${saved.fullName} <${saved.email}>, mobile ${saved.mobile}\nEnquiry type: ${saved.enquiryType}\n\n${saved.message}\n\nReply to ${saved.email}, or read it in the dashboard's Messages.`,
        },
        { manager },
      );
    });
    return { stored: true };
  }

  /** Messages newest first, for admins; only unread ones when asked. */
  async inbox(viewer: Viewer | null, filter: { unreadOnly?: boolean; page?: unknown; limit?: unknown }): Promise<Page<ContactMessage>> {
    requireRole(viewer, 'admin');
    const paging = parsePagination({ page: filter.page, limit: filter.limit });
    const [items, total] = await this.messages.findAndCount({
      where: filter.unreadOnly ? { readAt: IsNull() } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offsetOf(paging),
      take: paging.limit,
    });
    return pageOf(items, total, paging);
  }

  async unreadCount(viewer: Viewer | null): Promise<number> {
    requireRole(viewer, 'admin');
    return this.messages.count({ where: { readAt: IsNull() } });
  }

  /** Marks a message read or unread again. */
  async markRead(viewer: Viewer | null, id: string, read: boolean): Promise<ContactMessage> {
    const admin = requireRole(viewer, 'admin');
    const message = isUuid(id) ? await this.messages.findOneBy({ id }) : null;
    if (!message) throw new NotFoundError(CONTACT_MESSAGES.notFound);
    // Only a real change is an admin action worth logging.
    if ((message.readAt !== null) === read) return message;
    message.readAt = read ? new Date() : null;
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(message);
      const target = { type: 'message' as const, id: message.id, label: `${message.fullName} <${message.email}>` };
      await this.audit?.record({ actor: admin, action: read ? 'message_read' : 'message_unread', target }, manager);
      return saved;
    });
  }
}
