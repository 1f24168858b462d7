import type { DataSource } from 'typeorm';
import { PHONE_REVEAL_MESSAGES } from '../../../../shared/domain/phone-reveals';
import { NotFoundError } from '../../common/errors';
import { offsetOf, type Page, pageOf, parsePagination } from '../../common/pagination';
import { requireRole, requireViewer, type Viewer } from '../auth/viewer';
import type { PropertyQueries } from '../property/property-queries';
import type { Throttle } from '../throttle/throttle';
import { User } from '../user/user.entity';
import { PhoneReveal } from './phone-reveal.entity';

/**
 * 'View Phone Number': a public listing's owner number, only to signed-in users and only through
 * this call (no public answer carries it). Each first reveal of a listing in a day is a lead for
 * the owner and counts against the user's daily limit; seeing the same number again that day
 * does neither, and owners see their own number freely.
 */
export class PhoneRevealService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly listings: PropertyQueries,
    private readonly perAccount: Throttle,
  ) {}

  async reveal(viewer: Viewer | null, propertyId: string): Promise<string> {
    const user = requireViewer(viewer);
    const listing = await this.listings.getTakingEnquiries(propertyId);
    const owner = await this.dataSource.getRepository(User).findOneBy({ id: listing.ownerId });
    if (!owner?.contactNumber) throw new NotFoundError(PHONE_REVEAL_MESSAGES.noNumber);
    if (owner.id === user.id) return owner.contactNumber;

    await this.dataSource.transaction(async (manager) => {
      // One lock per user and listing: two clicks at once make one lead and count once.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`reveal:${user.id}:${listing.id}`]);
      const today = await manager
        .getRepository(PhoneReveal)
        .createQueryBuilder('reveal')
        .where('reveal.seekerId = :seekerId AND reveal.propertyId = :propertyId', { seekerId: user.id, propertyId: listing.id })
        .andWhere(`reveal.createdAt > now() - interval '1 day'`)
        .getExists();
      if (today) return;
      await this.perAccount.hit(user.id);
      await manager.insert(PhoneReveal, { propertyId: listing.id, ownerId: owner.id, seekerId: user.id });
    });
    return owner.contactNumber;
  }

  /** Reveals of the viewer's listings (admins: all), newest first, with who and which listing. */
  async forOwner(viewer: Viewer | null, pagination: { page?: unknown; limit?: unknown }): Promise<Page<PhoneReveal>> {
    const reader = requireRole(viewer, 'owner', 'admin');
    const paging = parsePagination(pagination);
    const [items, total] = await this.dataSource.getRepository(PhoneReveal).findAndCount({
      where: reader.role === 'admin' ? {} : { ownerId: reader.id },
      relations: { property: true, seeker: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offsetOf(paging),
      take: paging.limit,
    });
    return pageOf(items, total, paging);
  }

  /**
   * The signed-in seeker's phone number views that have a conversation (the owner wrote, or they
   * did), newest first: where they answer an owner who wrote after seeing them view the number.
   */
  async conversationsOf(viewer: Viewer | null, pagination: { page?: unknown; limit?: unknown }): Promise<Page<PhoneReveal>> {
    const seeker = requireViewer(viewer);
    const paging = parsePagination(pagination);
    const [items, total] = await this.dataSource
      .getRepository(PhoneReveal)
      .createQueryBuilder('reveal')
      .leftJoinAndSelect('reveal.property', 'property')
      .leftJoinAndSelect('reveal.seeker', 'seeker')
      .where('reveal.seekerId = :seekerId', { seekerId: seeker.id })
      .andWhere('EXISTS (SELECT 1 FROM thread_messages m WHERE m.thread_id = reveal.id)')
      .orderBy('reveal.createdAt', 'DESC')
      .addOrderBy('reveal.id', 'DESC')
      .skip(offsetOf(paging))
      .take(paging.limit)
      .getManyAndCount();
    return pageOf(items, total, paging);
  }
}
