import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One row per sample-data set already loaded, so each set is seeded once per database. */
@Entity('seed_runs')
export class SeedRun {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'integer', name: 'row_count' })
  rowCount: number;

  @CreateDateColumn({ type: 'timestamptz', name: 'ran_at' })
  ranAt: Date;
}
