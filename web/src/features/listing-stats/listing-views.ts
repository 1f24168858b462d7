/**
 * This browser's part in counting listing views: a random visitor id (anonymous views count once
 * per browser, listing and day on the server) and the listings already reported today, so a page
 * opened again today sends nothing.
 */
const VISITOR_KEY = 'nivaas.visitorId';
const REPORTED_KEY = 'nivaas.viewsReported';

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

export function visitorId(): string | null {
  try {
    let id = window.localStorage.getItem(VISITOR_KEY);
    if (!id) {
      id = crypto.randomUUID();
      window.localStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

/** True the first time a listing is reported today in this browser (and remembers it). */
export function firstReportToday(listingId: string): boolean {
  try {
    const stored = JSON.parse(window.localStorage.getItem(REPORTED_KEY) ?? '{}') as { day?: string; ids?: unknown };
    const ids = stored.day === today() && Array.isArray(stored.ids) ? stored.ids.filter((id): id is string => typeof id === 'string') : [];
    if (ids.includes(listingId)) return false;
    window.localStorage.setItem(REPORTED_KEY, JSON.stringify({ day: today(), ids: [...ids, listingId] }));
    return true;
  } catch {
    return true;
  }
}
