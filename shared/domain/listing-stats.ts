/**
 * What a listing earned its owner (My Properties): each kind is counted over the last
 * STATS_WINDOW_DAYS days. A new kind is one more entry here and one more source in the gateway's
 * listing-stats service; the web shows every kind it receives.
 */
export const LISTING_STAT_KINDS = ['views', 'enquiries', 'phone_reveals', 'visits', 'shortlists'] as const;
export type ListingStatKind = (typeof LISTING_STAT_KINDS)[number];

export const LISTING_STAT_LABELS: Record<ListingStatKind, string> = {
  views: 'Views',
  enquiries: 'Enquiries',
  phone_reveals: 'Phone reveals',
  visits: 'Visits',
  shortlists: 'Shortlists',
};

export const STATS_WINDOW_DAYS = 30;

/** Days (one listing view per viewer per day) are days in India. */
export const STATS_TIME_ZONE = 'Asia/Kolkata';

/** Default of THROTTLE_LISTING_VIEW_IP: listing views one address may record per hour. */
export const LISTING_VIEWS_PER_HOUR = 300;

export const LISTING_VIEW_MESSAGES = {
  visitorId: 'visitorId must be the id this browser made (a UUID)',
  throttled: 'Too many listing views.',
} as const;
