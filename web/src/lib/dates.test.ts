import { formatLongDate } from './dates';

describe('formatLongDate', () => {
  it('shows day, long month and year in Indian time', () => {
    expect(formatLongDate('2026-03-01T10:00:00.000Z')).toBe('1 March 2026');
    // 20:00 UTC is already the next day in India.
    expect(formatLongDate('2026-01-05T20:00:00.000Z')).toBe('6 January 2026');
  });
});
