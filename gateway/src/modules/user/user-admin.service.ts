import type { ListingStatus } from '../../../../shared/domain/property';
import { IsNull, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { ADMIN_USER_MESSAGES, USER_SORTS, type UserSort } from '../../../../shared/domain/admin-users';
import { AUTH_MESSAGES } from '../../../../shared/domain/auth-messages';
import { ROLES, type Role } from '../../../../shared/domain/roles';
import { adminUserActionSchema } from '../../../../shared/validation/admin-users';
import { DomainError, NotFoundError, isUuid } from '../../common/errors';
import { offsetOf, type Page, pageOf, parsePagination } from '../../common/pagination';
import { parseInput } from '../../common/validate';
import type { AuditLog } from '../audit/audit-log';
import { requireRole, type Viewer } from '../auth/viewer';
import { User } from './user.entity';
import { notRemovedSql } from '../property/listed';

export interface UserListFilter {
  page?: unknown;
  limit?: unknown;
  search?: string | null;
  role?: Role | null;
  createdFrom?: Date | null;
  createdTo?: Date | null;
  hasListings?: boolean | null;
  sort?: UserSort | null;
}

/** A few of each, newest first, with how many there are in all (the user's page). */
export interface UserActivity {
  listings: { total: number; items: Array<{ id: string; title: string; city: string; status: ListingStatus; createdAt: Date }> };
  enquiries: { total: number; items: Array<{ id: string; propertyId: string; propertyTitle: string; createdAt: Date }> };
  reviews: { total: number; items: Array<{ id: string; propertyId: string; propertyTitle: string; rating: number; createdAt: Date }> };
}

export const USER_ACTIVITY_LIMIT = 20;

/** Role changes and suspensions run one at a time, so "one admin remains" holds under concurrency. */
const ADMIN_CHANGES_LOCK = `SELECT pg_advisory_xact_lock(hashtext('nivaas.admin-changes'))`;

/** How an account is named in the audit log: its e-mail, or its number when it signs in with one. */
const label = (user: User) => `${user.name} <${user.email ?? user.contactNumber ?? ''}>`;

/**
 * What admins do with accounts beyond the spec's list and delete: find them with filters, see
 * what they did, change their role, suspend and reinstate them. Each change is audited in its
 * own transaction, and the rule that one active admin always remains is checked under a lock.
 */
export class UserAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async list(viewer: Viewer | null, filter: UserListFilter = {}): Promise<Page<User>> {
    requireRole(viewer, 'admin');
    const paging = parsePagination(filter);
    const query = this.dataSource.getRepository(User).createQueryBuilder('user').where('user.deletedAt IS NULL');
    const sort = filter.sort ?? 'NEWEST';
    if (!USER_SORTS.includes(sort)) throw new DomainError('BAD_USER_INPUT', `sort must be one of ${USER_SORTS.join(', ')}`, 'sort');
    if (sort === 'NAME') query.orderBy('lower(user.name)', 'ASC');
    else query.orderBy('user.createdAt', 'DESC');
    query.addOrderBy('user.id', 'ASC');
    this.filterUsers(query, filter);
    const [items, total] = await query.skip(offsetOf(paging)).take(paging.limit).getManyAndCount();
    return pageOf(items, total, paging);
  }

  /** The list's filters: name, e-mail or phone; role; joined between; has listings. */
  private filterUsers(query: SelectQueryBuilder<User>, filter: UserListFilter): void {
    const search = filter.search?.trim();
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
      query.andWhere('(user.name ILIKE :pattern OR user.email ILIKE :pattern OR user.contactNumber LIKE :pattern)', { pattern });
    }
    if (filter.role) {
      if (!ROLES.includes(filter.role)) throw new DomainError('BAD_USER_INPUT', `role must be one of ${ROLES.join(', ')}`, 'role');
      query.andWhere('user.role = :role', { role: filter.role });
    }
    if (filter.createdFrom && filter.createdTo && filter.createdFrom > filter.createdTo) {
      throw new DomainError('BAD_USER_INPUT', 'The start date must be before the end date', 'createdFrom');
    }
    if (filter.createdFrom) query.andWhere('user.createdAt >= :from', { from: filter.createdFrom });
    if (filter.createdTo) query.andWhere('user.createdAt <= :to', { to: filter.createdTo });
    if (filter.hasListings != null) {
      query.andWhere(
        `${filter.hasListings ? '' : 'NOT '}EXISTS (SELECT 1 FROM properties p WHERE p.owner_id = user.id AND ${notRemovedSql('p')})`,
      );
    }
  }

  async get(viewer: Viewer | null, id: string): Promise<User> {
    requireRole(viewer, 'admin');
    const user = isUuid(id) ? await this.dataSource.getRepository(User).findOneBy({ id, deletedAt: IsNull() }) : null;
    if (!user) throw new NotFoundError(AUTH_MESSAGES.userNotFound);
    return user;
  }

  /** How many listings each account owns (for the users table), in the order asked. */
  async listingCounts(ids: readonly string[]): Promise<number[]> {
    const rows: Array<{ id: string; count: string }> = ids.length
      ? await this.dataSource.query(
          `SELECT owner_id AS id, count(*) AS count FROM properties WHERE owner_id = ANY($1::uuid[]) AND ${notRemovedSql()} GROUP BY owner_id`,
          [[...ids]],
        )
      : [];
    const counts = new Map(rows.map((row) => [row.id, Number(row.count)]));
    return ids.map((id) => counts.get(id) ?? 0);
  }

  /** Admins: an account's listings, the enquiries it sent and the reviews it wrote. */
  async activity(viewer: Viewer | null, id: string): Promise<UserActivity> {
    const user = await this.get(viewer, id);
    const [listings, listingTotal, enquiries, enquiryTotal, reviews, reviewTotal] = await Promise.all([
      this.dataSource.query(
        `SELECT id, title, city, status, created_at AS "createdAt" FROM properties WHERE owner_id = $1 AND ${notRemovedSql()} ORDER BY created_at DESC, id LIMIT $2`,
        [user.id, USER_ACTIVITY_LIMIT],
      ),
      this.count(`SELECT count(*) FROM properties WHERE owner_id = $1 AND ${notRemovedSql()}`, user.id),
      this.dataSource.query(
        `SELECT e.id, e.property_id AS "propertyId", p.title AS "propertyTitle", e.created_at AS "createdAt"
           FROM enquiries e JOIN properties p ON p.id = e.property_id WHERE e.seeker_id = $1 ORDER BY e.created_at DESC, e.id LIMIT $2`,
        [user.id, USER_ACTIVITY_LIMIT],
      ),
      this.count('SELECT count(*) FROM enquiries WHERE seeker_id = $1', user.id),
      this.dataSource.query(
        `SELECT r.id, r.property_id AS "propertyId", p.title AS "propertyTitle", r.rating, r.created_at AS "createdAt"
           FROM reviews r JOIN properties p ON p.id = r.property_id WHERE r.author_id = $1 ORDER BY r.created_at DESC, r.id LIMIT $2`,
        [user.id, USER_ACTIVITY_LIMIT],
      ),
      this.count('SELECT count(*) FROM reviews WHERE author_id = $1', user.id),
    ]);
    return {
      listings: { total: listingTotal, items: listings },
      enquiries: { total: enquiryTotal, items: enquiries },
      reviews: { total: reviewTotal, items: reviews },
    };
  }

  /** Makes an account a user, owner or admin; never takes the role from the last active admin. */
  async changeRole(viewer: Viewer | null, id: string, role: Role, input: { reason?: unknown }): Promise<User> {
    const admin = requireRole(viewer, 'admin');
    if (!ROLES.includes(role)) throw new DomainError('BAD_USER_INPUT', `role must be one of ${ROLES.join(', ')}`, 'role');
    const { reason } = parseInput(adminUserActionSchema, input);
    return this.dataSource.transaction(async (manager) => {
      await manager.query(ADMIN_CHANGES_LOCK);
      const user = await this.lockUser(manager, id);
      if (user.role === role) throw new DomainError('CONFLICT', ADMIN_USER_MESSAGES.sameRole, 'role');
      if (user.role === 'admin') await this.keepAnAdmin(manager, user);
      const before = user.role;
      user.role = role;
      await manager.update(User, { id: user.id }, { role });
      await this.audit.record(
        {
          actor: admin,
          action: 'user_role_changed',
          target: { type: 'user', id: user.id, label: label(user) },
          reason,
          details: { from: before, to: role },
        },
        manager,
      );
      return user;
    });
  }

  /** A suspended account cannot sign in, and every session it has ends at once. */
  async suspend(viewer: Viewer | null, id: string, input: { reason?: unknown }): Promise<User> {
    const admin = requireRole(viewer, 'admin');
    const { reason } = parseInput(adminUserActionSchema, input);
    return this.dataSource.transaction((manager) => this.suspendIn(manager, admin, id, reason));
  }

  /**
   * The suspension inside the caller's transaction (a moderation action that suspends the writer
   * of a reported message records both or neither); the caller has checked the admin and reason.
   */
  async suspendIn(manager: EntityManager, admin: Viewer, id: string, reason: string): Promise<User> {
    if (id === admin.id) throw new DomainError('FORBIDDEN', ADMIN_USER_MESSAGES.cannotSuspendSelf);
    await manager.query(ADMIN_CHANGES_LOCK);
    const user = await this.lockUser(manager, id);
    if (user.suspendedAt) throw new DomainError('CONFLICT', ADMIN_USER_MESSAGES.alreadySuspended);
    if (user.role === 'admin') await this.keepAnAdmin(manager, user);
    user.suspendedAt = new Date();
    user.tokenVersion += 1;
    await manager.update(User, { id: user.id }, { suspendedAt: user.suspendedAt, tokenVersion: user.tokenVersion });
    await this.audit.record(
      { actor: admin, action: 'user_suspended', target: { type: 'user', id: user.id, label: label(user) }, reason },
      manager,
    );
    return user;
  }

  async reinstate(viewer: Viewer | null, id: string, input: { reason?: unknown }): Promise<User> {
    const admin = requireRole(viewer, 'admin');
    const { reason } = parseInput(adminUserActionSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const user = await this.lockUser(manager, id);
      if (!user.suspendedAt) throw new DomainError('CONFLICT', ADMIN_USER_MESSAGES.notSuspended);
      const since = user.suspendedAt;
      user.suspendedAt = null;
      await manager.update(User, { id: user.id }, { suspendedAt: null });
      await this.audit.record(
        {
          actor: admin,
          action: 'user_reinstated',
          target: { type: 'user', id: user.id, label: label(user) },
          reason,
          details: { suspendedAt: since.toISOString() },
        },
        manager,
      );
      return user;
    });
  }

  /**
   * A number verified by mistake (a shared phone, a number given away) stops counting as
   * verified: leads and badges no longer say so until the account proves it again with a code.
   */
  async clearVerifiedNumber(viewer: Viewer | null, id: string, input: { reason?: unknown }): Promise<User> {
    const admin = requireRole(viewer, 'admin');
    const { reason } = parseInput(adminUserActionSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const user = await this.lockUser(manager, id);
      if (!user.phoneVerifiedAt) throw new DomainError('CONFLICT', ADMIN_USER_MESSAGES.numberNotVerified);
      const since = user.phoneVerifiedAt;
      user.phoneVerifiedAt = null;
      await manager.update(User, { id: user.id }, { phoneVerifiedAt: null });
      await this.audit.record(
        {
          actor: admin,
          action: 'phone_verification_cleared',
          target: { type: 'user', id: user.id, label: label(user) },
          reason,
          details: { number: user.contactNumber, verifiedAt: since.toISOString() },
        },
        manager,
      );
      return user;
    });
  }

  private async lockUser(manager: EntityManager, id: string): Promise<User> {
    const user = isUuid(id)
      ? await manager.getRepository(User).findOne({ where: { id, deletedAt: IsNull() }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!user) throw new NotFoundError(AUTH_MESSAGES.userNotFound);
    return user;
  }

  /** Refuses when this admin is the only active one (callers hold ADMIN_CHANGES_LOCK, so two demotions cannot race). */
  private async keepAnAdmin(manager: EntityManager, leaving: User): Promise<void> {
    const admins: Array<{ id: string }> = await manager.query(
      `SELECT id FROM users WHERE role = 'admin' AND suspended_at IS NULL AND deleted_at IS NULL`,
    );
    if (!admins.some((admin) => admin.id !== leaving.id)) throw new DomainError('CONFLICT', ADMIN_USER_MESSAGES.lastAdmin);
  }

  private async count(sql: string, id: string): Promise<number> {
    const [row]: Array<{ count: string }> = await this.dataSource.query(sql, [id]);
    return Number(row?.count ?? 0);
  }
}
