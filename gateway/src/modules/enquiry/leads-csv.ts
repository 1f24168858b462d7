import { CUSTOMER_TYPE_LABELS, LEAD_STATUS_LABELS } from '../../../../shared/domain/enquiries';
import type { Enquiry } from './enquiry.entity';

const COLUMNS = ['Received', 'Listing', 'Name', 'Type', 'E-mail', 'Phone', 'City', 'Message', 'Status', 'Read'] as const;

/**
 * One CSV cell: quoted, quotes doubled, and text a spreadsheet would run as a formula (=, +, -, @,
 * tab, carriage return first) prefixed with an apostrophe, since seekers type these fields.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The leads inbox as CSV (RFC 4180, CRLF line ends), for an owner's spreadsheet. */
export function leadsCsv(leads: Enquiry[]): string {
  const rows = leads.map((lead) =>
    [
      lead.createdAt.toISOString(),
      lead.property?.title ?? '',
      lead.name,
      CUSTOMER_TYPE_LABELS[lead.customerType],
      lead.email,
      lead.phone,
      lead.city,
      lead.message,
      LEAD_STATUS_LABELS[lead.status],
      lead.readAt ? 'Yes' : 'No',
    ].map(cell),
  );
  return [COLUMNS.map(cell), ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}
