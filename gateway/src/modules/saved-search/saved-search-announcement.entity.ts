import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Property } from '../property/property.entity';
import { SavedSearch } from './saved-search.entity';

/**
 * A listing a saved search's alert has announced, written in the alert's own transaction: each
 * listing is announced once per saved search, across restarts, unless it becomes new again later
 * (listed again, or beds free again) than `newSince`.
 */
@Entity('saved_search_announcements')
export class SavedSearchAnnouncement {
  @PrimaryColumn({ type: 'uuid' })
  savedSearchId: string;

  @PrimaryColumn({ type: 'uuid' })
  propertyId: string;

  @ManyToOne(() => SavedSearch, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'saved_search_id' })
  savedSearch?: Relation<SavedSearch>;

  @ManyToOne(() => Property, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'property_id' })
  property?: Relation<Property>;

  /** The listing's time of being new (listed, or free again) that was announced. */
  @Column({ type: 'timestamptz' })
  newSince: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  announcedAt: Date;
}
