import type { LeaderboardMetric } from '../../../../shared/domain/leads-report';

/** The leads of one listing, owner, locality, city or day over a period. */
export interface LeadCounts {
  enquiries: number;
  phoneReveals: number;
  visits: number;
  /** enquiries + phoneReveals + visits. */
  leads: number;
}

export interface ActivityCounts extends LeadCounts {
  shortlists: number;
}

/** Where each kind of activity is recorded; every table has an index on created_at for the period's range. */
const SOURCES = [
  { column: 'enquiries', table: 'enquiries' },
  { column: 'phone_reveals', table: 'phone_reveals' },
  { column: 'visits', table: 'visits' },
  { column: 'shortlists', table: 'shortlist_entries' },
] as const;

/**
 * SQL of the activity per listing between $1 (inclusive) and $2 (exclusive): columns
 * property_id, the listing's owner_id, title, city and locality, then enquiries, phone_reveals,
 * visits, shortlists and leads. Each table is counted on its created_at range first (an index
 * range scan), so only the period's rows are read. The counts are joined to the listings before
 * they are summed and grouped by the listing's key: PostgreSQL then knows how many listings to
 * expect and joins them by hash (grouped by the counts' own column it guessed 200 listings for
 * 95,000 and looked each one up by its key, then each owner, spilling to disk on the way).
 */
export function activityPerListingSql({ shortlists }: { shortlists: boolean }): string {
  const sources = SOURCES.filter((source) => shortlists || source.table !== 'shortlist_entries');
  const parts = sources.map(
    ({ table }, index) =>
      `SELECT property_id, ${sources.map((_, other) => (other === index ? 'count(*)' : '0')).join(', ')} FROM ${table} WHERE created_at >= $1 AND created_at < $2 GROUP BY property_id`,
  );
  const sums = sources.map(({ column }, index) => `sum(c${index})::int AS ${column}`).join(', ');
  const leads = sources.flatMap(({ table }, index) => (table === 'shortlist_entries' ? [] : [`sum(c${index})`])).join(' + ');
  const names = sources.map((_, index) => `c${index}`).join(', ');
  return `SELECT p.id AS property_id, p.owner_id, p.title, p.city, p.locality, ${sums}, (${leads})::int AS leads
    FROM (${parts.join(' UNION ALL ')}) AS counted (property_id, ${names}) JOIN properties p ON p.id = counted.property_id
   GROUP BY p.id`;
}

/** The SQL column of each ranking (a closed set, so no text from a request reaches the SQL). */
export const METRIC_COLUMNS: Record<LeaderboardMetric, string> = {
  leads: 'leads',
  enquiries: 'enquiries',
  phoneReveals: 'phone_reveals',
  visits: 'visits',
  shortlists: 'shortlists',
};

/** Sums of the count columns, named as LeadCounts / ActivityCounts read them (for GROUP BY queries). */
export function summedCounts(alias: string, { shortlists }: { shortlists: boolean }): string {
  const columns = ['enquiries', 'phone_reveals AS "phoneReveals"', 'visits', 'leads', ...(shortlists ? ['shortlists'] : [])];
  return columns
    .map((column) => {
      const [name, as] = column.split(' AS ');
      return `sum(${alias}.${name})::int AS ${as ?? name}`;
    })
    .join(', ');
}
