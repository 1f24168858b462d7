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

  @Column({ type: 'varchar', length: 254 })
  contactEmail: string;

  @Column({ type: 'varchar', length: 40 })
  contactPhone: string;

  @Column({ type: 'varchar', length: 200 })
  contactAddress: string;

  @Column({ type: 'varchar', length: 300 })
  facebookUrl: string;

  @Column({ type: 'varchar', length: 300 })
  instagramUrl: string;

  @Column({ type: 'varchar', length: 300 })
  xUrl: string;

  @Column({ type: 'varchar', length: 300 })
  linkedinUrl: string;

  @Column({ type: 'varchar', length: 300 })
  youtubeUrl: string;

  @Column({ type: 'text', array: true })
  featuredCities: string[];

  /** New listings wait in the review queue (pending) instead of going live at once. */
  @Column({ type: 'boolean', default: false })
  reviewBeforeLive: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
