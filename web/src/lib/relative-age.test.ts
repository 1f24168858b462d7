import { relativeAge } from './relative-age';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeAge', () => {
  it.each([
    [400 * 86400, '1 year ago'],
    [65 * 86400, '2 months ago'],
    [30 * 86400, '1 month ago'],
    [14 * 86400, '2 weeks ago'],
    [3 * 86400, '3 days ago'],
    [5 * 3600, '5 hours ago'],
    [60, '1 minute ago'],
    [42, '42 seconds ago'],
    [0, 'Just now'],
  ])('%i seconds ago reads %j', (seconds, expected) => {
    expect(relativeAge(ago(seconds), now)).toBe(expected);
  });
});
