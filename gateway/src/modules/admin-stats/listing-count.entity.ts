import { Column, Entity, PrimaryColumn } from 'typeorm';

import type { ListingStatus } from '../../../../shared/domain/property';

/**
 * How many listings (not removed) each city has in each status: the admin dashboard's listing
 * figures, read here instead of counting every listing on each view (at 1,00,000 listings the
 * three counts took 180 to 350 ms each). Kept by the `properties_listing_counts` trigger in the
 * statement that writes the listings.
 */
@Entity('listing_counts')
export class ListingCount {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  city: string;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  status: ListingStatus;

  @Column({ type: 'integer', default: 0 })
  listings: number;
}
