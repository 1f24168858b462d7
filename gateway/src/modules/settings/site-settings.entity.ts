import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The site settings admins edit (contact details, social links, featured cities, review before
 * live): one row, id 1. Written from configuration when missing; the database is the truth after.
 */
@Entity('site_settings')
@Check('CHK_site_settings_single_row', 'id = 1')
export class SiteSettings {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ type: 'varchar', length: 254, name: 'contact_email' })
  contactEmail: string;

  @Column({ type: 'varchar', length: 40, name: 'contact_phone' })
  contactPhone: string;

  @Column({ type: 'varchar', length: 200, name: 'contact_address' })
  contactAddress: string;

  @Column({ type: 'varchar', length: 300, name: 'facebook_url' })
  facebookUrl: string;

  @Column({ type: 'varchar', length: 300, name: 'instagram_url' })
  instagramUrl: string;

  @Column({ type: 'varchar', length: 300, name: 'x_url' })
  xUrl: string;

  @Column({ type: 'varchar', length: 300, name: 'linkedin_url' })
  linkedinUrl: string;

  @Column({ type: 'varchar', length: 300, name: 'youtube_url' })
  youtubeUrl: string;

  @Column({ type: 'text', array: true, name: 'featured_cities' })
  featuredCities: string[];

  /** New listings wait in the review queue (pending) instead of going live at once. */
  @Column({ type: 'boolean', default: false, name: 'review_before_live' })
  reviewBeforeLive: boolean;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt: Date;
}
