/**
 * Saved searches' alerts (issue 34 item 2): how often they go, and what they say. Apart from
 * ./saved-searches.ts, which the search page loads for its Save button: these only the alert
 * settings, the unsubscribe page and the gateway need.
 */

export const ALERT_MESSAGES = {
  saved: 'Alerts updated.',
  smsNeedsVerifiedPhone: 'Verify your mobile number on your profile to get alerts by SMS',
  unsubscribed: 'You will get no more alerts for this saved search. It stays in My saved searches, paused.',
  unsubscribeInvalid: 'This unsubscribe link is not valid (the saved search may have been deleted)',
} as const;

/**
 * How often a saved search's alert is sent (issue 34 item 2): at once when a matching listing is
 * approved, or one digest a day at 08:00 India time. A paused search sends none.
 */
export const ALERT_FREQUENCIES = [
  { value: 'instant', label: 'as soon as they are listed' },
  { value: 'daily', label: 'daily at 8 AM' },
] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]['value'];
export const ALERT_FREQUENCY_VALUES = ALERT_FREQUENCIES.map((frequency) => frequency.value) as [AlertFrequency, ...AlertFrequency[]];

/** The daily digest's time: 08:00 in India (a cron schedule in the job queue). */
export const DAILY_ALERT_CRON = '0 8 * * *';
/** The time zone the alerts' schedules are read in: India's. */
export const ALERT_TIME_ZONE = 'Asia/Kolkata';

/** The most listings one alert announces (the rest wait for the next one) and shows as cards. */
export const ALERT_LISTINGS_MAX = 50;
export const ALERT_CARDS_SHOWN = 6;
