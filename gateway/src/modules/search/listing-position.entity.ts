import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Every place listed listings stand at, with how many stand there. A listing's position is its
 * postal locality's centre, so thousands share one (98,064 at the busiest of the bench's 1,000,000);
 * "nearest first" walks these positions nearest first (IDX_listing_positions_earth, GiST) and reads
 * only the page's newest listings at each (IDX_properties_position_search), where walking the
 * listings themselves had to read every listing of a shared position to order them by date.
 * Kept by the `properties_listing_positions` trigger in the statement that writes the listings.
 */
@Entity('listing_positions')
@Index('IDX_listing_positions_earth', { synchronize: false })
export class ListingPosition {
  @PrimaryColumn({ type: 'double precision' })
  latitude: number;

  @PrimaryColumn({ type: 'double precision' })
  longitude: number;

  /** The position as an earth point (ll_to_earth), kept so walking and measuring positions calls no SQL function per row. */
  @Column({ type: 'cube' })
  earth: number[];

  @Column({ type: 'integer' })
  listings: number;
}
