import type { DataSource, Repository } from 'typeorm';
import { MailStatus } from '../../../../shared/domain/mail';
import { DomainError } from '../../common/errors';
import { pageOf, parsePagination, type Page } from '../../common/pagination';
import { requireRole, type Viewer } from '../auth/viewer';
import { OutboxMail } from './outbox-mail.entity';

const STATUSES = Object.values(MailStatus);

/** The admin Outbox: every stored mail, newest first, as its recipient sees it. */
export class OutboxService {
  private readonly mails: Repository<OutboxMail>;

  constructor(dataSource: DataSource) {
    this.mails = dataSource.getRepository(OutboxMail);
  }

  async list(viewer: Viewer | null, filter: { status?: unknown; page?: unknown; limit?: unknown }): Promise<Page<OutboxMail>> {
    requireRole(viewer, 'admin');
    const paging = parsePagination({ page: filter.page, limit: filter.limit });
    let status: MailStatus | undefined;
    if (filter.status !== undefined && filter.status !== null) {
      status = STATUSES.find((candidate) => candidate === filter.status);
      if (!status) throw new DomainError('BAD_USER_INPUT', `status must be one of ${STATUSES.join(', ')}`, 'status');
    }
    const [items, total] = await this.mails.findAndCount({
      where: status ? { status } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (paging.page - 1) * paging.limit,
      take: paging.limit,
    });
    return pageOf(items, total, paging);
  }
}
