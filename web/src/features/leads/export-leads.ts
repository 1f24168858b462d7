import { readToken } from '../auth/session-storage';

/**
 * Downloads the leads inbox as CSV from the gateway (GET /api/v1/leads.csv) with the session's
 * token, through a temporary link, since a plain link could not carry the Authorization header.
 */
export async function downloadLeadsCsv(filters: { status: string | null; listing: string | null }): Promise<void> {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.listing) query.set('listing', filters.listing);
  const token = readToken();
  const response = await fetch(`/api/v1/leads.csv${query.size ? `?${query}` : ''}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? 'Export leads failed');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'nivaas-leads.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
