import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A typed search that found nothing, counted per day (India's calendar) and normalised text:
 * the admin dashboard shows what people look for and do not find. The key leads with the day,
 * so a period's terms are one index range.
 */
@Entity('search_misses')
export class SearchMiss {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  term: string;

  @Column({ type: 'integer', default: 1 })
  count: number;
}
