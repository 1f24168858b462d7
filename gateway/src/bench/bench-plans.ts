import type { Pool } from 'pg';

/** The search tables: a scan of any of them that is not through an index is a failure. */
const SEARCH_TABLES: ReadonlySet<string> = new Set(['properties', 'search_terms', 'search_phrases', 'listing_positions']);
/** The tables the admin figures count (listings, users and their activity): big ones too. */
export const ACTIVITY_TABLES: ReadonlySet<string> = new Set([
  'properties',
  'users',
  'enquiries',
  'phone_reveals',
  'visits',
  'shortlist_entries',
  // The leaderboard's summaries: a row per listing and period, so as big as the listings.
  'listing_activity_periods',
]);

export interface PlanUse {
  /** "Index Only Scan IDX_properties_city_search", ... in plan order, without repeats. */
  scans: string[];
  /** Sequential scans of the big tables (should be none). */
  seqScans: string[];
  executionMs: number;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Runs EXPLAIN (ANALYZE, FORMAT JSON) and lists how each table was read, naming sequential scans of `tables`. */
export async function planUse(pool: Pool, sql: string, values: unknown[], tables = SEARCH_TABLES): Promise<PlanUse> {
  const { rows } = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time': number }> }>(
    `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
    values,
  );
  const [{ Plan: root, 'Execution Time': executionMs }] = rows[0]['QUERY PLAN'];
  const scans: string[] = [];
  const seqScans: string[] = [];
  const visit = (node: PlanNode) => {
    if (node['Index Name']) scans.push(`${node['Node Type']} ${node['Index Name']}`);
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && tables.has(node['Relation Name']))
      seqScans.push(`Seq Scan ${node['Relation Name']}`);
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(root);
  return { scans: [...new Set(scans)], seqScans, executionMs };
}
