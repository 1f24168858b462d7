const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "21 November 2026": day, long month, year, in Indian time. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}
