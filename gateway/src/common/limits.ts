/** At most `points` actions per `seconds`, per key. */
export interface Limit {
  points: number;
  seconds: number;
}

/** "Please try again in 14 minutes." with the largest sensible unit, rounded up. */
export function tryAgainIn(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return `Please try again in ${plural(Math.max(1, Math.ceil(seconds)), 'second')}.`;
  if (seconds < 3600) return `Please try again in ${plural(Math.ceil(seconds / 60), 'minute')}.`;
  return `Please try again in ${plural(Math.ceil(seconds / 3600), 'hour')}.`;
}

/** Parses a limit written as `<points>/<duration><s|m|h|d>`, e.g. `10/15m`. */
export function parseLimit(text: string): Limit | null {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smhd])\s*$/.exec(text);
  if (!match) return null;
  const unit = { s: 1, m: 60, h: 3600, d: 86400 }[match[3] as 's' | 'm' | 'h' | 'd'];
  const points = Number(match[1]);
  const seconds = Number(match[2]) * unit;
  return points > 0 && seconds > 0 ? { points, seconds } : null;
}
