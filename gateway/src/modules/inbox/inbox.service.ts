import { In, type DataSource, type EntityManager } from 'typeorm';
import { CONTACT_MESSAGES } from '../../../../shared/domain/contact';
import {
  INBOX_KINDS,
  INBOX_MESSAGES,
  INBOX_PAGE_SIZE,
  INBOX_STATUSES,
  type InboxKind,
  type InboxStatus,
} from '../../../../shared/domain/inbox';
import { REPORT_MESSAGES } from '../../../../shared/domain/reports';
import { contactReplySchema, inboxNoteSchema } from '../../../../shared/validation/inbox';
import { DomainError, isUuid, NotFoundError } from '../../common/errors';
import { pageOf, parsePagination, type Page } from '../../common/pagination';
import { parseInput } from '../../common/validate';
import type { AuditLog } from '../audit/audit-log';
import { requireRole, type Viewer } from '../auth/viewer';
import { ContactMessage } from '../contact/contact-message.entity';
import { ContactReply } from '../contact/contact-reply.entity';
import type { ContactService } from '../contact/contact.service';
import type { MailService } from '../mail/mail.service';
import type { QueuedReport, ReportModerationService } from '../report/report-moderation.service';
import { Report } from '../report/report.entity';
import type { Throttle } from '../throttle/throttle';
import { notRemovedSql } from '../property/listed';

export interface InboxFilter {
  kind?: unknown;
  read?: boolean | null;
  assignedToMe?: boolean | null;
  status?: unknown;
  page?: unknown;
  limit?: unknown;
}

/** One item of the inbox: a Contact us message (with its replies) or a report. */
export interface InboxItem {
  kind: InboxKind;
  id: string;
  createdAt: Date;
  read: boolean;
  status: InboxStatus;
  assignee: { id: string; name: string } | null;
  resolvedByName: string | null;
  resolvedAt: Date | null;
  resolutionNote: string | null;
  message: ContactMessage | null;
  replies: ContactReply[];
  report: QueuedReport | null;
}

/** What waits for an admin: the header's notification count. */
export interface Waiting {
  listingsWaiting: number;
  unreadMessages: number;
  openReports: number;
}

// Messages and reports as one list, so the database pages and counts them together.
const ITEMS = `
  SELECT 'message' AS kind, id, created_at, read_at IS NOT NULL AS read, assigned_to, resolved_at IS NULL AS open FROM contact_messages
  UNION ALL
  SELECT kind || '_report', id, created_at, read_at IS NOT NULL, assigned_to, status = 'open' FROM reports`;

/**
 * The admin inbox: Contact us messages and reports of listings and reviews, newest first, with
 * read / unread, "Assign to me", resolve with a note, and replies to messages by e-mail. Each
 * change is recorded in the audit log in its transaction. Resolving a report is dismissing it
 * (the report queue's own action); hiding or unpublishing stay the report queue's. Admins only.
 */
export class InboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly contact: ContactService,
    private readonly reports: ReportModerationService,
    private readonly mail: MailService,
    private readonly replyThrottle: Throttle,
    private readonly audit: AuditLog,
  ) {}

  async list(viewer: Viewer | null, filter: InboxFilter): Promise<Page<InboxItem>> {
    const admin = requireRole(viewer, 'admin');
    const paging = parsePagination({ page: filter.page, limit: filter.limit ?? INBOX_PAGE_SIZE });
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => where.push(sql.replace('?', `$${params.push(value)}`));
    if (filter.kind !== undefined && filter.kind !== null) add('kind = ?', oneOf('kind', INBOX_KINDS, filter.kind));
    if (filter.status !== undefined && filter.status !== null) add('open = ?', oneOf('status', INBOX_STATUSES, filter.status) === 'open');
    if (typeof filter.read === 'boolean') add('read = ?', filter.read);
    if (filter.assignedToMe) add('assigned_to = ?', admin.id);
    const rows: Array<{ kind: InboxKind; id: string; total: string }> = await this.dataSource.query(
      `SELECT kind, id, count(*) OVER () AS total FROM (${ITEMS}) items ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY created_at DESC, id DESC LIMIT ${paging.limit} OFFSET ${(paging.page - 1) * paging.limit}`,
      params,
    );
    const total = rows.length ? Number(rows[0].total) : await this.countWhere(where, params);
    const items = await this.load(rows);
    return pageOf(items, total, paging);
  }

  /** Listings waiting for review, unread messages and open reports, in one round trip. */
  async waiting(viewer: Viewer | null): Promise<Waiting> {
    requireRole(viewer, 'admin');
    const [row]: Array<Record<keyof Waiting, string>> = await this.dataSource.query(`
      SELECT (SELECT count(*) FROM properties WHERE status = 'pending' AND ${notRemovedSql()}) AS "listingsWaiting",
             (SELECT count(*) FROM contact_messages WHERE read_at IS NULL) AS "unreadMessages",
             (SELECT count(*) FROM reports WHERE status = 'open') AS "openReports"`);
    return {
      listingsWaiting: Number(row.listingsWaiting),
      unreadMessages: Number(row.unreadMessages),
      openReports: Number(row.openReports),
    };
  }

  async markRead(viewer: Viewer | null, kind: unknown, id: string, read: boolean): Promise<InboxItem> {
    const admin = requireRole(viewer, 'admin');
    if (oneOf('kind', INBOX_KINDS, kind) === 'message') {
      await this.contact.markRead(admin, id, read);
      return this.one('message', id);
    }
    const report = await this.findReport(id);
    if ((report.readAt !== null) !== read) {
      await this.dataSource.transaction(async (manager) => {
        await manager.update(Report, { id: report.id }, { readAt: read ? new Date() : null });
        await this.audit.record({ actor: admin, action: read ? 'report_read' : 'report_unread', target: reportTarget(report) }, manager);
      });
    }
    return this.one(itemKind(report), report.id);
  }

  /** "Assign to me": the item is this admin's to answer (it may pass from one admin to another). */
  async assignToMe(viewer: Viewer | null, kind: unknown, id: string): Promise<InboxItem> {
    const admin = requireRole(viewer, 'admin');
    if (oneOf('kind', INBOX_KINDS, kind) === 'message') {
      const message = await this.findMessage(id);
      if (message.assignedTo !== admin.id) {
        await this.dataSource.transaction(async (manager) => {
          await manager.update(ContactMessage, { id: message.id }, { assignedTo: admin.id });
          await this.audit.record({ actor: admin, action: 'message_assigned', target: messageTarget(message) }, manager);
        });
      }
      return this.one('message', message.id);
    }
    const report = await this.findReport(id);
    if (report.assignedTo !== admin.id) {
      await this.dataSource.transaction(async (manager) => {
        await manager.update(Report, { id: report.id }, { assignedTo: admin.id });
        await this.audit.record({ actor: admin, action: 'report_assigned', target: reportTarget(report) }, manager);
      });
    }
    return this.one(itemKind(report), report.id);
  }

  /** Resolves with a note (who and when are kept); a report is dismissed with it, with every open report of its target. */
  async resolve(viewer: Viewer | null, kind: unknown, id: string, input: unknown): Promise<InboxItem> {
    const admin = requireRole(viewer, 'admin');
    const { note } = parseInput(inboxNoteSchema, input);
    if (oneOf('kind', INBOX_KINDS, kind) !== 'message') {
      const { report } = await this.reports.dismiss(admin, id, { note });
      return this.one(itemKind(report), report.id);
    }
    const found = await this.findMessage(id);
    await this.dataSource.transaction(async (manager) => {
      const message = await manager.findOne(ContactMessage, { where: { id: found.id }, lock: { mode: 'pessimistic_write' } });
      if (message!.resolvedAt) throw new DomainError('CONFLICT', INBOX_MESSAGES.alreadyResolved);
      await manager.update(
        ContactMessage,
        { id: found.id },
        { resolvedBy: admin.id, resolvedAt: new Date(), resolutionNote: note, readAt: message!.readAt ?? new Date() },
      );
      await this.audit.record({ actor: admin, action: 'message_resolved', target: messageTarget(found), reason: note }, manager);
    });
    return this.one('message', found.id);
  }

  /** E-mails the sender the admin's reply (through the mail queue), kept with the message; counts against THROTTLE_CONTACT_REPLY_ACCOUNT. */
  async reply(viewer: Viewer | null, id: string, input: unknown): Promise<InboxItem> {
    const admin = requireRole(viewer, 'admin');
    const { text } = parseInput(contactReplySchema, input);
    const message = await this.findMessage(id);
    await this.replyThrottle.hit(admin.id);
    await this.dataSource.transaction(async (manager: EntityManager) => {
      await manager.insert(ContactReply, { messageId: message.id, authorId: admin.id, text });
      if (!message.readAt) await manager.update(ContactMessage, { id: message.id }, { readAt: new Date() });
      await this.mail.send(
        {
          to: message.email,
          subject: `Re: ${message.enquiryType}`,
          text: [
            `Hello ${message.fullName},`,
            '',
            text,
            '',
            'Nivaas',
            '',
            `You wrote on ${message.createdAt.toUTCString()}:`,
            ...message.message.split('\n').map((line) => `> ${line}`),
          ].join('\n'),
        },
        { manager },
      );
      await this.audit.record({ actor: admin, action: 'message_replied', target: messageTarget(message), details: { text } }, manager);
    });
    return this.one('message', message.id);
  }

  private async one(kind: InboxKind, id: string): Promise<InboxItem> {
    const [item] = await this.load([{ kind, id }]);
    return item;
  }

  private async countWhere(where: string[], params: unknown[]): Promise<number> {
    const [row]: Array<{ total: string }> = await this.dataSource.query(
      `SELECT count(*) AS total FROM (${ITEMS}) items ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      params,
    );
    return Number(row.total);
  }

  /** The messages (with assignee, resolver and replies) and reports of a page, in a few queries, in the page's order. */
  private async load(rows: Array<{ kind: InboxKind; id: string }>): Promise<InboxItem[]> {
    const messageIds = rows.filter((row) => row.kind === 'message').map((row) => row.id);
    const reportIds = rows.filter((row) => row.kind !== 'message').map((row) => row.id);
    const [messages, replies, reports] = await Promise.all([
      messageIds.length
        ? this.dataSource
            .getRepository(ContactMessage)
            .find({ where: { id: In(messageIds) }, relations: { assignee: true, resolver: true } })
        : [],
      messageIds.length
        ? this.dataSource
            .getRepository(ContactReply)
            .find({ where: { messageId: In(messageIds) }, relations: { author: true }, order: { createdAt: 'ASC' } })
        : [],
      this.reports.byIds(reportIds),
    ]);
    const messageById = new Map(messages.map((message) => [message.id, message]));
    const reportById = new Map(reports.map((queued) => [queued.report.id, queued]));
    return rows.map(({ kind, id }): InboxItem => {
      const message = messageById.get(id);
      if (kind === 'message' && message) {
        return {
          kind,
          id,
          createdAt: message.createdAt,
          read: message.readAt !== null,
          status: message.resolvedAt ? 'resolved' : 'open',
          assignee: message.assignee ? { id: message.assignee.id, name: message.assignee.name } : null,
          resolvedByName: message.resolver?.name ?? null,
          resolvedAt: message.resolvedAt,
          resolutionNote: message.resolutionNote,
          message,
          replies: replies.filter((reply) => reply.messageId === id),
          report: null,
        };
      }
      const queued = reportById.get(id)!;
      const { report } = queued;
      return {
        kind,
        id,
        createdAt: report.createdAt,
        read: report.readAt !== null,
        status: report.status === 'open' ? 'open' : 'resolved',
        assignee: report.assignee ? { id: report.assignee.id, name: report.assignee.name } : null,
        resolvedByName: report.resolver?.name ?? null,
        resolvedAt: report.resolvedAt,
        resolutionNote: report.resolutionNote,
        message: null,
        replies: [],
        report: queued,
      };
    });
  }

  private async findMessage(id: string): Promise<ContactMessage> {
    const message = isUuid(id) ? await this.dataSource.getRepository(ContactMessage).findOneBy({ id }) : null;
    if (!message) throw new NotFoundError(CONTACT_MESSAGES.notFound);
    return message;
  }

  private async findReport(id: string): Promise<Report> {
    const report = isUuid(id) ? await this.dataSource.getRepository(Report).findOneBy({ id }) : null;
    if (!report) throw new NotFoundError(REPORT_MESSAGES.notFound);
    return report;
  }
}

/** A report's inbox kind, as the inbox's SQL names it (`kind || '_report'`). */
const itemKind = (report: Report): InboxKind => `${report.kind}_report`;
const messageTarget = (message: ContactMessage) => ({
  type: 'message' as const,
  id: message.id,
  label: `${message.fullName} <${message.email}>`,
});
const reportTarget = (report: Report) => ({
  type: 'report' as const,
  id: report.id,
  label: `Report of a ${report.kind} (${report.reason})`,
});

function oneOf<V extends string>(field: string, options: ReadonlyArray<{ value: V }>, value: unknown): V {
  const found = options.find((option) => option.value === value);
  if (!found) throw new DomainError('BAD_USER_INPUT', `${field} must be one of ${options.map((option) => option.value).join(', ')}`, field);
  return found.value;
}
