import type { DataSource } from 'typeorm';
import { unverifySchema, verificationSchema } from '../../../../shared/validation/verification';
import { isUuid, NotFoundError } from '../../common/errors';
import { parseInput } from '../../common/validate';
import type { AuditLog } from '../audit/audit-log';
import { requireRole, type Viewer } from '../auth/viewer';
import { PROPERTY_NOT_FOUND } from '../property/property.service';
import { Property } from '../property/property.entity';
import { notRemovedWhere } from '../property/listed';
import { ListingVerification } from './listing-verification.entity';

/**
 * Admins verify a listing after checking it (photos, the owner's identity, the address), or
 * remove the mark with a reason. The mark and its history change together, in one transaction.
 */
export class VerificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit?: AuditLog,
  ) {}

  async verify(viewer: Viewer | null, propertyId: string, checklist: unknown): Promise<Property> {
    const admin = requireRole(viewer, 'admin');
    const values = parseInput(verificationSchema, checklist);
    return this.record(admin, propertyId, { checkedBy: admin.id, verified: true, ...values });
  }

  async unverify(viewer: Viewer | null, propertyId: string, input: unknown): Promise<Property> {
    const admin = requireRole(viewer, 'admin');
    const { reason } = parseInput(unverifySchema, input);
    return this.record(admin, propertyId, { checkedBy: admin.id, verified: false, note: reason });
  }

  /** The latest verification of each listing that is verified now (for "Verified on ..."). */
  async latestOf(propertyIds: readonly string[]): Promise<Array<ListingVerification | null>> {
    const rows = propertyIds.length
      ? await this.dataSource
          .getRepository(ListingVerification)
          .createQueryBuilder('v')
          .distinctOn(['v.propertyId'])
          .where('v.propertyId IN (:...ids)', { ids: [...propertyIds] })
          .orderBy('v.propertyId')
          .addOrderBy('v.createdAt', 'DESC')
          .getMany()
      : [];
    const byId = new Map(rows.map((row) => [row.propertyId, row]));
    return propertyIds.map((id) => byId.get(id) ?? null);
  }

  /** A listing's whole history, newest first (admins). */
  async history(viewer: Viewer | null, propertyId: string): Promise<ListingVerification[]> {
    requireRole(viewer, 'admin');
    return this.dataSource
      .getRepository(ListingVerification)
      .find({ where: { propertyId }, relations: { checker: true }, order: { createdAt: 'DESC' } });
  }

  private async record(admin: Viewer, propertyId: string, entry: Partial<ListingVerification>): Promise<Property> {
    if (!isUuid(propertyId)) throw new NotFoundError(PROPERTY_NOT_FOUND);
    return this.dataSource.transaction(async (manager) => {
      const { affected } = await manager.update(Property, { id: propertyId, ...notRemovedWhere() }, { verified: entry.verified });
      if (!affected) throw new NotFoundError(PROPERTY_NOT_FOUND);
      await manager.insert(ListingVerification, { propertyId, ...entry });
      const property = await manager.findOneByOrFail(Property, { id: propertyId });
      const action = entry.verified ? 'listing_verified' : 'listing_unverified';
      await this.audit?.record(
        { actor: admin, action, target: { type: 'listing', id: propertyId, label: property.title }, reason: entry.note || null },
        manager,
      );
      return property;
    });
  }
}
