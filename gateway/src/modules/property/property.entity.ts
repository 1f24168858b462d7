import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import type {
  Amenity,
  Beds,
  Furnishing,
  ListingStatus,
  Parking,
  PreferredTenant,
  PropertyGender,
  PropertyType,
} from '../../../../shared/domain/property';
import { REJECTION_REASONS, type RejectionReason } from '../../../../shared/domain/listing-review';
import { User } from '../user/user.entity';
import { PropertyImage } from './property-image.entity';

export type { FoodPreference } from '../../../../shared/domain/property';
import type { FoodPreference } from '../../../../shared/domain/property';
export type Meal = 'breakfast' | 'lunch' | 'dinner';

/**
 * A PG or hostel listing. Money is whole rupees; `price` is per bed per month. Location text
 * comes from India's postal data (pin code -> state, district, locality) with coordinates for
 * distance search.
 */
@Entity('properties')
@Index('IDX_properties_status_created', ['status', 'createdAt'])
@Index('IDX_properties_created', ['createdAt'])
// The admin review queue filtered by city (and status), newest first.
@Index('IDX_properties_city_status_created', ['city', 'status', 'createdAt'])
// Search indexes TypeORM cannot describe (partial, GIN, GiST, INCLUDE); created by the
// SearchIndexes migration, which also has the trigger that fills the search_* columns.
@Index('IDX_properties_search_vector', { synchronize: false })
@Index('IDX_properties_city_search', { synchronize: false })
@Index('IDX_properties_locality_search', { synchronize: false })
@Index('IDX_properties_earth_search', { synchronize: false })
@Index('IDX_properties_approved_search', { synchronize: false })
@Index('IDX_properties_flags_search', { synchronize: false })
@Index('IDX_properties_rating_search', { synchronize: false })
@Index('IDX_properties_city_rating_search', { synchronize: false })
// Nearest first: a position's listed listings newest first (migration ListingPositions).
@Index('IDX_properties_position_search', { synchronize: false })
// Newest first in a city: the page stops at its last listing (migration CityNewestSearch).
@Index('IDX_properties_city_newest_search', { synchronize: false })
@Check('CHK_properties_price', 'price >= 0 AND deposit >= 0')
@Check('CHK_properties_vacant_beds', 'vacant_beds >= 0')
@Check('CHK_properties_status', `status IN ('pending', 'approved', 'rejected')`)
@Check('CHK_properties_rejection_reason', `rejection_reason IN (${REJECTION_REASONS.map((option) => `'${option.value}'`).join(', ')})`)
export class Property {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: Relation<User>;

  @Column({ type: 'varchar', length: 150 })
  title: string;

  /** Sanitized HTML from the rich-text editor. */
  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'varchar', length: 10 })
  propertyType: PropertyType;

  @Column({ type: 'varchar', length: 10 })
  gender: PropertyGender;

  /** Rent for one bed per month, in rupees. */
  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'integer', default: 0 })
  deposit: number;

  /** 1 to 5, where 5 means "5+". */
  @Column({ type: 'smallint' })
  rooms: number;

  @Column({ type: 'varchar', length: 12 })
  beds: Beds;

  @Column({ type: 'smallint' })
  bathrooms: number;

  @Column({ type: 'varchar', length: 5, default: 'none' })
  parking: Parking;

  @Column({ type: 'varchar', length: 6 })
  pinCode: string;

  @Column({ type: 'varchar', length: 80 })
  state: string;

  @Column({ type: 'varchar', length: 80 })
  district: string;

  /** The city people search by (Bengaluru for "Bengaluru Urban" district, and so on). */
  @Column({ type: 'varchar', length: 80 })
  city: string;

  @Column({ type: 'varchar', length: 120 })
  locality: string;

  @Column({ type: 'varchar', length: 250, default: '' })
  streetAddress: string;

  /** A nearby road or landmark ("Near Jawahar Circle"). */
  @Column({ type: 'varchar', length: 150, default: '' })
  nearbyRoad: string;

  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;

  /** The vocabulary of shared/domain/property.ts (13 furnishings, food_service, laundry). */
  @Column({ type: 'text', array: true, default: () => `'{}'` })
  amenities: Amenity[];

  @Column({ type: 'varchar', length: 10, default: 'approved' })
  status: ListingStatus;

  /**
   * Why an admin rejected the listing, shown to its owner; both are cleared when it leaves the
   * rejected status. A listing unpublished after a report has only the note (the admin's words).
   */
  @Column({ type: 'varchar', length: 30, nullable: true })
  rejectionReason: RejectionReason | null;

  @Column({ type: 'text', nullable: true })
  rejectionNote: string | null;

  /**
   * When its owner paused it (issue 30 item 4), apart from the moderation status: a paused
   * listing is not listed (modules/property/listed.ts) and takes no enquiries, but its page stays.
   */
  @Column({ type: 'timestamptz', nullable: true })
  pausedAt: Date | null;

  /**
   * When its owner or an admin deleted it (issue 30 item 4): a removed listing is offered and
   * managed nowhere (modules/property/listed.ts), but its row stays with title, place and owner,
   * so the seekers' enquiries, threads, visits, reviews and shortlist entries stay as history.
   */
  @Column({ type: 'timestamptz', nullable: true })
  removedAt: Date | null;

  /**
   * Since when it has been listed (modules/property/listed.ts), kept by a trigger (migration
   * SavedSearches): set when it becomes listed (approved, restored or resumed), null while it is
   * not. A saved search counts the listings listed since it was last opened as new.
   */
  @Column({ type: 'timestamptz', nullable: true, select: false, insert: false, update: false })
  listedSince: Date | null;

  /**
   * When its beds last became free again while listed (vacant beds from 0 to more), kept by the
   * same trigger (migration SavedSearchAlerts): saved searches announce it again as new.
   */
  @Column({ type: 'timestamptz', nullable: true, select: false, insert: false, update: false })
  vacantAgainAt: Date | null;

  /** Checked by the Nivaas team (admins set it). */
  @Column({ type: 'boolean', default: false })
  verified: boolean;

  @Column({ type: 'boolean', default: false })
  attachedBathroom: boolean;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  preferredTenants: PreferredTenant[];

  @Column({ type: 'varchar', length: 15, nullable: true })
  furnishing: Furnishing | null;

  @Column({ type: 'smallint', nullable: true })
  totalCapacity: number | null;

  /** Beds free now, as the owner last said; null when not stated (listings older than it), 0 when full. */
  @Column({ type: 'smallint', nullable: true })
  vacantBeds: number | null;

  @Column({ type: 'date', nullable: true })
  availableFrom: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  videoUrl: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  foodPreference: FoodPreference | null;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  meals: Meal[];

  /** What the rent covers ("Electricity", "Housekeeping", ...). */
  @Column({ type: 'text', array: true, default: () => `'{}'` })
  priceInclusions: string[];

  /** One rule per entry ("Last entry 22:30"). */
  @Column({ type: 'text', array: true, default: () => `'{}'` })
  houseRules: string[];

  /**
   * Search fields, written only by the `properties_search_fields` trigger (see the SearchIndexes
   * migration and modules/search/search-flags.ts); never loaded with the entity.
   */
  @Column({ type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchVector?: string;

  /** Folded locality with everything but letters and digits removed ("malviyanagar"). */
  @Column({ type: 'varchar', length: 120, default: '', select: false, insert: false, update: false })
  localityKey?: string;

  /** Folded title, letters and digits only. */
  @Column({ type: 'varchar', length: 150, default: '', select: false, insert: false, update: false })
  titleKey?: string;

  /** The filterable facts as bits (gender, beds, amenities, chips), for index-only facet counts. */
  @Column({ type: 'integer', default: 0, select: false, insert: false, update: false })
  searchFlags?: number;

  /**
   * Its reviews in numbers, written only by the `reviews_listing_rating` trigger (migration
   * ListingRatings) whenever a review is written, edited or deleted, so cards and search read
   * them from the row. The average is rounded to one decimal (as shown); null without reviews.
   */
  @Column({
    type: 'numeric',
    precision: 2,
    scale: 1,
    nullable: true,
    insert: false,
    update: false,
    transformer: { to: (value: unknown) => value, from: (value: string | null) => (value === null ? null : Number(value)) },
  })
  ratingAverage: number | null;

  @Column({ type: 'integer', default: 0, insert: false, update: false })
  ratingCount: number;

  /** The weighted rating 'Top rated' sorts by (weightedRating in shared/domain/reviews.ts); 0 without reviews. */
  @Column({ type: 'double precision', default: 0, select: false, insert: false, update: false })
  ratingScore?: number;

  @OneToMany(() => PropertyImage, (image) => image.property)
  images?: Relation<PropertyImage[]>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
