import type { LeadKind } from '../../../../shared/domain/enquiries';
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

/** Each kind of lead, its field in LeadCounts and its column in the per-listing counts' SQL. */
const KIND_COUNTS: ReadonlyArray<{ kind: LeadKind; field: keyof LeadCounts; column: string }> = [
  { kind: 'enquiry', field: 'enquiries', column: 'enquiries' },
  { kind: 'phone_reveal', field: 'phoneReveals', column: 'phone_reveals' },
  { kind: 'visit', field: 'visits', column: 'visits' },
];

/** Columns counting the `leads` view's rows of each kind, then all of them, named as LeadCounts names them. */
export function countsByKindSql(): string {
  const kinds = KIND_COUNTS.map(({ kind, field }) => `count(*) FILTER (WHERE kind = '${kind}')::int AS "${field}"`);
  return [...kinds, 'count(*)::int AS leads'].join(', ');
}

/** The condition that a lead (or a shortlist entry) came in the period from $1 (inclusive) to $2 (exclusive). */
export function inPeriod(alias?: string): string {
  const at = alias ? `${alias}.created_at` : 'created_at';
  return `${at} >= $1 AND ${at} < $2`;
}

/**
 * SQL of the activity per listing between $1 (inclusive) and $2 (exclusive), for the leaderboard:
 * columns property_id, the listing's owner_id, title, city and locality, then enquiries,
 * phone_reveals, visits, leads and shortlists. The leads are counted per listing, a column per kind,
 * from the `leads` view, whose period reaches each kind's table as an index range scan, so only the
 * period's rows are read; shortlists (not leads) from their own table. The counts are joined to
 * the listings before they are summed and grouped by the listing's key, so PostgreSQL joins them
 * by hash (100,000 listings, 30 days, medians side by side: 598 ms, against 871 with a row per
 * listing and kind, and 728 counting the three tables apart); grouped by the counts' own column,
 * it guessed 200 listings for 95,000 and looked each one up by its key.
 */
export function activityPerListingSql(): string {
  const period = inPeriod();
  const leadColumns = [...KIND_COUNTS.map(({ column }) => column), 'leads'];
  const columns = [...leadColumns, 'shortlists'];
  const sums = columns.map((column) => `sum(counted.${column})::int AS ${column}`).join(', ');
  return `SELECT p.id AS property_id, p.owner_id, p.title, p.city, p.locality, ${sums}
    FROM (SELECT property_id, ${countsByKindSql()}, 0 FROM leads WHERE ${period} GROUP BY property_id
          UNION ALL
          SELECT property_id, ${leadColumns.map(() => '0').join(', ')}, count(*) FROM shortlist_entries WHERE ${period} GROUP BY property_id
         ) AS counted (property_id, ${columns.join(', ')})
    JOIN properties p ON p.id = counted.property_id
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

/** Sums of the count columns, named as ActivityCounts reads them (for the leaderboard's GROUP BY queries). */
export function summedCounts(alias: string): string {
  const columns = ['enquiries', 'phone_reveals AS "phoneReveals"', 'visits', 'leads', 'shortlists'];
  return columns
    .map((column) => {
      const [name, as] = column.split(' AS ');
      return `sum(${alias}.${name})::int AS ${as ?? name}`;
    })
    .join(', ');
}
