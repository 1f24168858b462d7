const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹12,500 (Indian digit grouping: ₹1,25,000); rupees are whole numbers. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
