import { In, type DataSource } from 'typeorm';
import { LISTING_REVIEW_MESSAGES, rejectionReasonLabel, type BulkSkipReason } from '../../../../shared/domain/listing-review';
import type { ListingStatus } from '../../../../shared/domain/property';
import { bulkApproveSchema, rejectionSchema } from '../../../../shared/validation/listing-review';
import { DomainError, isUuid, NotFoundError } from '../../common/errors';
import { parseInput } from '../../common/validate';
import type { AuditLog } from '../audit/audit-log';
import { requireRole, type Viewer } from '../auth/viewer';
import type { MailService } from '../mail/mail.service';
import { User } from '../user/user.entity';
import { hasEmail } from '../user/has-email';
import { listingTakenDownMail } from './listing-taken-down-mail';
import { Property } from './property.entity';
import { notRemovedWhere } from './listed';
import { PROPERTY_NOT_FOUND, type PropertyService } from './property.service';

export interface BulkApproval {
  approved: Array<Pick<Property, 'id' | 'title'>>;
  skipped: Array<{ id: string; title: string | null; status: ListingStatus | null; reason: BulkSkipReason }>;
}

/**
 * The admin review queue's actions (issue 13 item 3): rejecting a listing with a reason its owner
 * is e-mailed, and approving many waiting listings at once. Each is one transaction with its
 * audit entries (and the mail). Admins only.
 */
export class ListingReviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly properties: PropertyService,
    private readonly audit: AuditLog,
    private readonly mail: MailService,
    private readonly publicUrl: string,
  ) {}

  /** The listing leaves the public pages; its owner sees the reason on My Properties and gets it by e-mail. */
  async reject(viewer: Viewer | null, id: string, input: unknown): Promise<Property> {
    const admin = requireRole(viewer, 'admin');
    const rejection = parseInput(rejectionSchema, input);
    if (!isUuid(id)) throw new NotFoundError(PROPERTY_NOT_FOUND);
    const label = rejectionReasonLabel(rejection.reason);
    const reason = rejection.note ? `${label}: ${rejection.note}` : label;
    return this.dataSource.transaction(async (manager) => {
      const before = await manager.findOne(Property, {
        where: { id, ...notRemovedWhere() },
        select: { id: true, status: true },
        lock: { mode: 'pessimistic_write' },
      });
      if (!before) throw new NotFoundError(PROPERTY_NOT_FOUND);
      // A second admin rejecting the same listing would mail its owner twice.
      if (before.status === 'rejected') throw new DomainError('CONFLICT', LISTING_REVIEW_MESSAGES.alreadyRejected);
      const listing = await this.properties.setStatus(admin, id, 'rejected', { reason, rejection, manager });
      const owner = await manager.findOneBy(User, { id: listing.ownerId });
      if (owner && hasEmail(owner))
        await this.mail.send(listingTakenDownMail({ owner, title: listing.title, reason, cause: 'rejected', publicUrl: this.publicUrl }), {
          manager,
        });
      return listing;
    });
  }

  /**
   * Approves the listings among `ids` that wait for review, in one transaction with an audit
   * entry each; the others are skipped, saying why (gone, or no longer pending).
   */
  async approveMany(viewer: Viewer | null, ids: unknown): Promise<BulkApproval> {
    const admin = requireRole(viewer, 'admin');
    const wanted = [...new Set(parseInput(bulkApproveSchema, { ids }).ids.map((id) => id.toLowerCase()))];
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.find(Property, {
        where: { id: In(wanted.filter(isUuid)), ...notRemovedWhere() },
        select: { id: true, title: true, status: true },
        order: { id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      const byId = new Map(found.map((listing) => [listing.id, listing]));
      const result: BulkApproval = { approved: [], skipped: [] };
      for (const id of wanted) {
        const listing = byId.get(id);
        if (!listing) result.skipped.push({ id, title: null, status: null, reason: 'not_found' });
        else if (listing.status !== 'pending')
          result.skipped.push({ id, title: listing.title, status: listing.status, reason: 'not_pending' });
        else result.approved.push({ id, title: listing.title });
      }
      if (result.approved.length) {
        await manager.update(
          Property,
          { id: In(result.approved.map((listing) => listing.id)) },
          { status: 'approved', rejectionReason: null, rejectionNote: null },
        );
        for (const listing of result.approved) {
          await this.audit.record(
            {
              actor: admin,
              action: 'listing_approved',
              target: { type: 'listing', id: listing.id, label: listing.title },
              details: { from: 'pending', to: 'approved', bulk: true },
            },
            manager,
          );
        }
      }
      return result;
    });
  }
}
