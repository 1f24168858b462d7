import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Every word of the approved listings' search text (and the joined pairs, "malviyanagar"), with
 * how many listings have it: the dictionary typo-tolerant search corrects query words against.
 * Kept by the `properties_search_index` trigger.
 */
@Entity('search_terms')
@Index('IDX_search_terms_trgm', { synchronize: false })
export class SearchTerm {
  @PrimaryColumn({ type: 'text' })
  term: string;

  @Column({ type: 'integer', default: 0 })
  listings: number;
}
