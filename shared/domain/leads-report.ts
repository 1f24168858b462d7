import { STATS_PERIOD_LABELS, type StatsPeriod } from './admin-stats';

/**
 * The leaderboard ranks listings, owners and localities by one of these over a period; `leads`
 * is enquiries, phone reveals and visits booked together (the marketplace's one lead concept).
 */
export const LEADERBOARD_METRICS = ['leads', 'enquiries', 'phoneReveals', 'visits', 'shortlists'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];

export const LEADERBOARD_METRIC_LABELS: Record<LeaderboardMetric, string> = {
  leads: 'All leads',
  enquiries: 'Enquiries',
  phoneReveals: 'Phone reveals',
  visits: 'Visits booked',
  shortlists: 'Shortlists',
};

/** How many listings, owners and localities the leaderboard shows. */
export const LEADERBOARD_TOP = 10;

/** Rows per page of the leads report's tables. */
export const LEADS_REPORT_PAGE_SIZE = 10;

/** The CSV of the leads report holds at most this many listings (the busiest first). */
export const LEADS_REPORT_CSV_MAX = 10_000;

export const LEADS_REPORT_CSV_COLUMNS = [
  'Listing',
  'Owner',
  'City',
  'Locality',
  'Enquiries',
  'Phone reveals',
  'Visits booked',
  'All leads',
] as const;

/** The download's file name, the same from the gateway and the page: nivaas-leads-report-last-7-days.csv. */
export const leadsReportFileName = (period: StatsPeriod) =>
  `nivaas-leads-report-${STATS_PERIOD_LABELS[period].toLowerCase().replace(/\s+/g, '-')}.csv`;

export const LEADS_REPORT_TEXTS = {
  leaderboardTitle: 'Leaderboard',
  reportTitle: 'Leads report',
  noActivity:
    'No activity in this period yet. Choose a longer period, or look again once seekers have enquired, revealed phone numbers or booked visits.',
  noLeads: 'No leads in this period yet. Choose a longer period to see earlier enquiries, phone reveals and visits.',
  downloadCsv: 'Download CSV',
  downloadFailed: 'The leads report could not be downloaded. Please try again.',
  loadFailed: 'The figures could not be loaded. Please try again.',
} as const;
