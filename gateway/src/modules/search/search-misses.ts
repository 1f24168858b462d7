import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { STATS_TIME_ZONE } from '../../../../shared/domain/admin-stats';

const SEARCH_MISS_TERM_MAX = 100;

/** "  Koramangla,  PG!! " -> "koramangla pg": one row for the ways people type the same thing. */
function normaliseSearchTerm(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, SEARCH_MISS_TERM_MAX)
    .trim();
}

/**
 * Counts searches that found nothing. `note` never makes a search wait or fail: it starts one
 * upsert and returns; a failure is only logged.
 */
export class SearchMisses {
  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
  ) {}

  note(text: string): void {
    const term = normaliseSearchTerm(text);
    if (!term) return;
    this.record(term).catch((error: unknown) => this.logger.warn({ err: error, term }, 'could not count a search that found nothing'));
  }

  /** Counts one miss now; the returned promise is for tests and the seed. */
  record(term: string, count = 1, daysAgo = 0): Promise<unknown> {
    return this.dataSource.query(
      `INSERT INTO search_misses (day, term, count) VALUES ((now() AT TIME ZONE $3)::date - $4::int, $1, $2)
       ON CONFLICT (day, term) DO UPDATE SET count = search_misses.count + EXCLUDED.count`,
      [term, count, STATS_TIME_ZONE, daysAgo],
    );
  }
}
