import type { DataSource, FindOptionsOrder, FindOptionsWhere, Repository } from 'typeorm';
import { MailStatus } from '../../../../shared/domain/mail';
import { DomainError } from '../../common/errors';
import { offsetOf, type Page, pageOf, parsePagination } from '../../common/pagination';
import { requireRole, type Viewer } from '../auth/viewer';
import { OutboxSms } from '../sms/outbox-sms.entity';
import { OutboxMail } from './outbox-mail.entity';

const STATUSES = Object.values(MailStatus);

type OutboxFilter = { status?: unknown; page?: unknown; limit?: unknown };

/** The admin Outbox: every stored mail (as its recipient sees it) and SMS, newest first. */
export class OutboxService {
  private readonly mails: Repository<OutboxMail>;
  private readonly sms: Repository<OutboxSms>;

  constructor(dataSource: DataSource) {
    this.mails = dataSource.getRepository(OutboxMail);
    this.sms = dataSource.getRepository(OutboxSms);
  }

  list(viewer: Viewer | null, filter: OutboxFilter): Promise<Page<OutboxMail>> {
    return this.page(this.mails, viewer, filter);
  }

  listSms(viewer: Viewer | null, filter: OutboxFilter): Promise<Page<OutboxSms>> {
    return this.page(this.sms, viewer, filter);
  }

  private async page<Row extends OutboxMail | OutboxSms>(
    rows: Repository<Row>,
    viewer: Viewer | null,
    filter: OutboxFilter,
  ): Promise<Page<Row>> {
    requireRole(viewer, 'admin');
    const paging = parsePagination({ page: filter.page, limit: filter.limit });
    let status: MailStatus | undefined;
    if (filter.status !== undefined && filter.status !== null) {
      status = STATUSES.find((candidate) => candidate === filter.status);
      if (!status) throw new DomainError('BAD_USER_INPUT', `status must be one of ${STATUSES.join(', ')}`, 'status');
    }
    const [items, total] = await rows.findAndCount({
      where: (status ? { status } : {}) as FindOptionsWhere<Row>,
      order: { createdAt: 'DESC', id: 'DESC' } as FindOptionsOrder<Row>,
      skip: offsetOf(paging),
      take: paging.limit,
    });
    return pageOf(items, total, paging);
  }
}
