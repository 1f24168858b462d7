/** The public owner block and owner page: what they show and when. */

/** A median reply time is shown only once an owner has replied to at least this many enquiries. */
export const OWNER_REPLY_TIME_MIN_REPLIES = 3;

/** Listings per page on an owner's page. */
export const OWNER_LISTINGS_PAGE_SIZE = 12;

export const OWNER_MESSAGES = {
  notFound: 'This owner does not exist or has no listings on Nivaas.',
} as const;

/** "Member since November 2025" (month and year, Indian time). */
export function memberSinceText(joinedAt: string | Date): string {
  return `Member since ${new Date(joinedAt).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })}`;
}

/** "Usually replies within 45 minutes / 3 hours / 2 days" from a median in minutes. */
export function replyTimeText(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const span =
    minutes < 60
      ? plural(Math.max(1, Math.round(minutes)), 'minute')
      : minutes < 48 * 60
        ? plural(Math.round(minutes / 60), 'hour')
        : plural(Math.round(minutes / 1440), 'day');
  return `Usually replies within ${span}`;
}

/** "Meera Joshi" -> "MJ": the avatar when there is no photo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word.charAt(0).toUpperCase()).join('');
}
