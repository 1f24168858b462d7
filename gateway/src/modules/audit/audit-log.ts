import type { DataSource, EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, type AuditAction, type AuditTargetType } from '../../../../shared/domain/audit';
import { DomainError, isUuid } from '../../common/errors';
import { offsetOf, type Page, pageOf, parsePagination } from '../../common/pagination';
import { requireRole, type Viewer } from '../auth/viewer';
import { AuditEntry } from './audit-entry.entity';

export interface AuditRecord {
  actor: Pick<Viewer, 'id'>;
  action: AuditAction;
  target: { type: AuditTargetType; id: string | null; label: string };
  reason?: string | null;
  details?: Record<string, unknown>;
}

export interface AuditFilter {
  action?: string | null;
  actorId?: string | null;
  from?: Date | null;
  to?: Date | null;
  page?: unknown;
  limit?: unknown;
}

/**
 * The audit log of admin actions. Services call `record` with their transaction's manager, so
 * an action and its entry are written together or not at all.
 */
export class AuditLog {
  constructor(private readonly dataSource: DataSource) {}

  async record(entry: AuditRecord, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (actor_id, actor_name, action, target_type, target_id, target_label, reason, details)
       SELECT $1, COALESCE((SELECT name FROM users WHERE id = $1), ''), $2, $3, $4, left($5, 300), $6, $7::jsonb`,
      [
        entry.actor.id,
        entry.action,
        entry.target.type,
        entry.target.id,
        entry.target.label,
        entry.reason ?? null,
        JSON.stringify(entry.details ?? {}),
      ],
    );
  }

  /** Admins: entries newest first, filtered by action, actor and a date range (to is inclusive). */
  async list(viewer: Viewer | null, filter: AuditFilter = {}): Promise<Page<AuditEntry>> {
    requireRole(viewer, 'admin');
    const paging = parsePagination(filter);
    const query = this.dataSource
      .getRepository(AuditEntry)
      .createQueryBuilder('entry')
      .orderBy('entry.createdAt', 'DESC')
      .addOrderBy('entry.id', 'ASC');
    if (filter.action) {
      if (!(AUDIT_ACTIONS as readonly string[]).includes(filter.action))
        throw new DomainError('BAD_USER_INPUT', `action must be one of ${AUDIT_ACTIONS.join(', ')}`, 'action');
      query.andWhere('entry.action = :action', { action: filter.action });
    }
    if (filter.actorId) query.andWhere('entry.actorId = :actorId', { actorId: isUuid(filter.actorId) ? filter.actorId : null });
    if (filter.from) query.andWhere('entry.createdAt >= :from', { from: filter.from });
    if (filter.to) query.andWhere('entry.createdAt <= :to', { to: filter.to });
    if (filter.from && filter.to && filter.from > filter.to)
      throw new DomainError('BAD_USER_INPUT', 'The start date must be before the end date', 'from');
    const [items, total] = await query.skip(offsetOf(paging)).take(paging.limit).getManyAndCount();
    return pageOf(items, total, paging);
  }

  /** Admins: everyone who has an entry in the log, for the actor filter. */
  async actors(viewer: Viewer | null): Promise<Array<{ id: string; name: string }>> {
    requireRole(viewer, 'admin');
    return this.dataSource.query(
      `SELECT id, name FROM users WHERE id IN (SELECT DISTINCT actor_id FROM audit_log WHERE actor_id IS NOT NULL) ORDER BY name`,
    );
  }
}
