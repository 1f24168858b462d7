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

/** The summaries' column of each ranking (a closed set, so no text from a request reaches the SQL). */
export const METRIC_COLUMNS: Record<LeaderboardMetric, string> = {
  leads: 'leads',
  enquiries: 'enquiries',
  phoneReveals: 'phone_reveals',
  visits: 'visits',
  shortlists: 'shortlists',
};
