import { downloadCsv } from '../../lib/download-csv';

/** Downloads the leads inbox as CSV from the gateway (GET /api/v1/leads.csv). */
export async function downloadLeadsCsv(filters: { status: string | null; listing: string | null }): Promise<void> {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.listing) query.set('listing', filters.listing);
  await downloadCsv(`/api/v1/leads.csv${query.size ? `?${query}` : ''}`, 'nivaas-leads.csv', 'Export leads failed');
}
