/** The first `count` words of text, adding "..." only when something was cut. */
export function firstWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}...` : words.join(' ');
}

/** "dashes-and-words" -> "Dashes And Words" (breadcrumb labels). */
export function titleCaseSegment(segment: string): string {
  return decodeURIComponent(segment)
    .replace(/-/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
