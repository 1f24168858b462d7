import { CUSTOMER_TYPE_LABELS, LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from '../../../../shared/domain/enquiries';
import { VISIT_STATUS_LABELS } from '../../../../shared/domain/visits';
import { csvTable } from '../../common/csv';
import type { LeadRow } from './leads-export';

/** The first ten columns are the export's original (enquiries only) contract; Kind came after. */
const COLUMNS = ['Received', 'Listing', 'Name', 'Type', 'E-mail', 'Phone', 'City', 'Message', 'Status', 'Read', 'Kind'] as const;

function statusLabel(status: LeadRow['status']): string {
  if (!status) return '';
  return status.kind === 'visit' ? VISIT_STATUS_LABELS[status.value] : LEAD_STATUS_LABELS[status.value];
}

/** The leads inbox as CSV (RFC 4180, CRLF line ends), for an owner's spreadsheet. */
export function leadsCsv(leads: LeadRow[]): string {
  return csvTable(
    COLUMNS,
    leads.map((lead) => [
      lead.createdAt.toISOString(),
      lead.listingTitle,
      lead.name,
      lead.customerType ? CUSTOMER_TYPE_LABELS[lead.customerType] : '',
      lead.email,
      lead.phone,
      lead.city,
      lead.message,
      statusLabel(lead.status),
      lead.read === null ? '' : lead.read ? 'Yes' : 'No',
      LEAD_KIND_LABELS[lead.kind],
    ]),
  );
}
