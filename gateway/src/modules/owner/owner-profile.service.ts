import type { DataSource } from 'typeorm';
import { OWNER_LISTINGS_PAGE_SIZE, OWNER_MESSAGES, OWNER_REPLY_TIME_MIN_REPLIES } from '../../../../shared/domain/owners';
import type { Role } from '../../../../shared/domain/roles';
import { isUuid, NotFoundError } from '../../common/errors';
import type { Page } from '../../common/pagination';
import type { PropertyQueries } from '../property/property-queries';
import type { Property } from '../property/property.entity';
import { hasVerifiedPhone } from '../user/has-verified-phone';

/** Who posts listings, as anybody may see them: no e-mail, no phone. */
export interface OwnerProfile {
  id: string;
  name: string;
  role: Role;
  memberSince: Date;
  /** Counted from their approved listings. */
  propertiesListed: number;
  verifiedProperties: number;
  localities: string[];
  /** The median time from an enquiry to the owner's first reply, once they replied to enough of them. */
  medianReplyMinutes: number | null;
  /** They proved their number with a code sent to it by SMS (the number itself stays private). */
  numberVerified: boolean;
}

/**
 * Owner profiles: the detail page's owner block and the public owner page. Every figure is
 * counted from the database: listings (approved ones only) through PropertyQueries, the median
 * reply time from thread_messages against the enquiries' creation.
 */
export class OwnerProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly propertyQueries: PropertyQueries,
  ) {}

  /** Profiles of many accounts at once, in the order asked (null for an unknown id), for a DataLoader. */
  async profiles(ids: readonly string[]): Promise<Array<OwnerProfile | null>> {
    const known = ids.filter(isUuid);
    if (!known.length) return ids.map(() => null);
    const [users, summaries, replies] = await Promise.all([
      this.dataSource.query(`SELECT id, name, role, created_at, contact_number, phone_verified_at FROM users WHERE id = ANY($1::uuid[])`, [
        known,
      ]) as Promise<
        Array<{ id: string; name: string; role: Role; created_at: Date; contact_number: string | null; phone_verified_at: Date | null }>
      >,
      this.propertyQueries.ownerSummaries(known),
      this.replyTimes(known),
    ]);
    return ids.map((id) => {
      const user = users.find((row) => row.id === id);
      const summary = summaries.find((row) => row.ownerId === id);
      if (!user || !summary) return null;
      const { ownerId: _, ...counts } = summary;
      return {
        id,
        name: user.name,
        role: user.role,
        memberSince: user.created_at,
        ...counts,
        medianReplyMinutes: replies.get(id) ?? null,
        numberVerified: hasVerifiedPhone({ contactNumber: user.contact_number, phoneVerifiedAt: user.phone_verified_at }),
      };
    });
  }

  /** The public owner page: an account with approved listings; anybody else is "not found". */
  async profile(id: string): Promise<OwnerProfile> {
    const [found] = await this.profiles([id]);
    if (!found || found.propertiesListed === 0) throw new NotFoundError(OWNER_MESSAGES.notFound);
    return found;
  }

  /** Their approved listings, newest first. */
  listings(ownerId: string, pagination: { page?: unknown; limit?: unknown }): Promise<Page<Property>> {
    return this.propertyQueries.listPublic({ page: pagination.page, limit: pagination.limit ?? OWNER_LISTINGS_PAGE_SIZE }, ownerId);
  }

  /**
   * Median minutes from an enquiry to its owner's first reply, per owner, for owners who replied
   * to at least OWNER_REPLY_TIME_MIN_REPLIES enquiries (fewer say too little to show).
   */
  private async replyTimes(ownerIds: string[]): Promise<Map<string, number>> {
    const rows: Array<{ owner_id: string; median_minutes: number }> = await this.dataSource.query(
      `SELECT e.owner_id, percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM f.first_at - e.created_at) / 60) AS median_minutes
         FROM enquiries e
         CROSS JOIN LATERAL (SELECT min(r.created_at) AS first_at FROM thread_messages r WHERE r.thread_id = e.id AND r.author_id = e.owner_id) f
        WHERE e.owner_id = ANY($1::uuid[]) AND f.first_at IS NOT NULL
        GROUP BY e.owner_id
       HAVING count(*) >= $2`,
      [ownerIds, OWNER_REPLY_TIME_MIN_REPLIES],
    );
    return new Map(rows.map((row) => [row.owner_id, Math.max(0, Math.round(Number(row.median_minutes)))]));
  }
}
