/** A YYYY-MM-DD from a date input as the start (or end) of that day on this device, in ISO form. */
export function dayBoundary(value: string, end = false): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
