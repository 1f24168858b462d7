import { formatRupees } from './money';

describe('formatRupees', () => {
  it('uses the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(4500)).toBe('₹4,500');
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(0)).toBe('₹0');
  });
});
