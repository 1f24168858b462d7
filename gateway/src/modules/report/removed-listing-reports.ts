import type { EntityManager } from 'typeorm';
import { LISTING_REMOVED_REPORT_NOTES } from '../../../../shared/domain/reports';
import { Report } from './report.entity';

/**
 * Closes the open reports of a listing being deleted, in the caller's transaction (issue 30): they
 * are dismissed as 'listing_removed' with a note saying who removed it, so they leave the admin
 * queue with nothing left to do. Reports of its reviews and of messages in its threads stay open:
 * those are kept as history and may still need an admin. Not audit-logged, as no admin acted
 * (when an admin deleted someone else's listing, `adminId`, the reports name them as resolver).
 */
export async function closeReportsOfRemovedListing(manager: EntityManager, propertyId: string, adminId: string | null): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(Report)
    .set({
      status: 'dismissed',
      resolution: 'listing_removed',
      resolutionNote: adminId ? LISTING_REMOVED_REPORT_NOTES.admin : LISTING_REMOVED_REPORT_NOTES.owner,
      resolvedBy: adminId,
      resolvedAt: () => 'now()',
    })
    .where(`status = 'open' AND kind = 'listing' AND property_id = :propertyId`, { propertyId })
    .execute();
}
