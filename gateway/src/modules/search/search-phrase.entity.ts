import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

import type { SearchPhraseKind } from '../../../../shared/domain/search';

/**
 * What the search box suggests: cities, localities, landmarks and PG names of approved listings,
 * per city, with how many listings each has. Kept by the `properties_search_index` trigger.
 */
@Entity('search_phrases')
@Index('IDX_search_phrases_prefix', { synchronize: false })
@Index('IDX_search_phrases_words', { synchronize: false })
@Index('IDX_search_phrases_trgm', { synchronize: false })
export class SearchPhrase {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  kind: SearchPhraseKind;

  /** The phrase folded (lower case, no accents); landmarks without "Near"/"Opposite". */
  @PrimaryColumn({ type: 'varchar', length: 160 })
  key: string;

  @PrimaryColumn({ type: 'varchar', length: 80 })
  city: string;

  /** As first written by an owner. */
  @Column({ type: 'varchar', length: 160 })
  name: string;

  @Column({ type: 'integer', default: 0 })
  listings: number;
}
