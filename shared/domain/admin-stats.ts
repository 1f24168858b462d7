/** The dashboard's periods: each figure is compared with the period of the same length before it. */
export const STATS_PERIODS = ['TODAY', 'LAST_7_DAYS', 'LAST_30_DAYS'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

export const STATS_PERIOD_DAYS: Record<StatsPeriod, number> = { TODAY: 1, LAST_7_DAYS: 7, LAST_30_DAYS: 30 };
export const STATS_PERIOD_LABELS: Record<StatsPeriod, string> = {
  TODAY: 'Today',
  LAST_7_DAYS: 'Last 7 days',
  LAST_30_DAYS: 'Last 30 days',
};

/** Days start at midnight in India, where the marketplace is. */
export const STATS_TIME_ZONE = 'Asia/Kolkata';

/** Daily charts cover at least this many days (a single day makes no chart). */
export const STATS_CHART_MIN_DAYS = 30;
/** How many cities and unfound search terms the charts show. */
export const STATS_TOP = 10;

/**
 * The dashboard's cards, in order. Adding a figure is one entry here and one counting query in
 * the gateway's admin-stats figures.
 */
export const STAT_FIGURES = [
  'newListings',
  'listingsWaiting',
  'approvedListings',
  'newUsers',
  'newOwners',
  'enquiries',
  'phoneReveals',
  'visits',
] as const;
export type StatFigure = (typeof STAT_FIGURES)[number];

export const STAT_FIGURE_LABELS: Record<StatFigure, string> = {
  newListings: 'New listings',
  listingsWaiting: 'Listings waiting for review',
  approvedListings: 'Approved listings',
  newUsers: 'New users',
  newOwners: 'New owners',
  enquiries: 'Enquiries',
  phoneReveals: 'Phone reveals',
  visits: 'Visits booked',
};
