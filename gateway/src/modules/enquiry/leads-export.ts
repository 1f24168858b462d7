import type { DataSource } from 'typeorm';
import { FORMER_MEMBER_NAME } from '../../../../shared/domain/account';
import { LEADS_EXPORT_MAX, type CustomerType, type LeadKind, type LeadStatus } from '../../../../shared/domain/enquiries';
import { VISIT_STATUSES_BY_LEAD_STATUS, type VisitStatus } from '../../../../shared/domain/visits';

/** One row of the leads export: an enquiry, a phone number view or a visit request. */
export interface LeadRow {
  kind: LeadKind;
  createdAt: Date;
  listingTitle: string;
  name: string;
  /** Only enquirers say whether they are an individual or a dealer. */
  customerType: CustomerType | null;
  email: string;
  phone: string;
  city: string;
  /** The enquiry's message or the visit's note. */
  message: string;
  status: { kind: 'enquiry'; value: LeadStatus } | { kind: 'visit'; value: VisitStatus } | null;
  /** Only enquiries are opened (read) one by one. */
  read: boolean | null;
}

interface Filter {
  /** null: every owner's listings (admins). */
  ownerId: string | null;
  status: LeadStatus | null;
  /** A listing id, or undefined for all; a value that is no id matches nothing. */
  propertyId: string | null | undefined;
}

/**
 * Every lead of the listings, newest first, in one query of the `leads` view, each joined to its
 * kind's details (an enquiry's sender and message, a visit's note and status). The status filter is an enquiry's
 * status: visits are matched through VISIT_STATUSES_BY_LEAD_STATUS, and phone number views, which
 * have no status, are left out whenever a status is asked for. An enquiry carries the details its
 * sender typed; those of views and visits are the seeker's account's (blank, and named "Former member", once an admin has deleted it).
 */
export async function exportLeads(dataSource: DataSource, filter: Filter): Promise<LeadRow[]> {
  const rows: Array<Omit<LeadRow, 'status' | 'read'> & { status: string | null; read: boolean | null; id: string }> =
    await dataSource.query(
      `SELECT l.kind, l.id, l.created_at AS "createdAt", p.title AS "listingTitle", coalesce(e.name, u.name, $7) AS name,
              e.customer_type AS "customerType", coalesce(e.email, u.email, '') AS email, coalesce(e.phone, u.contact_number, '') AS phone,
              coalesce(e.city, u.city, '') AS city, coalesce(e.message, v.note, '') AS message, coalesce(e.status, v.status) AS status,
              CASE WHEN l.kind = 'enquiry' THEN e.read_at IS NOT NULL END AS read
         FROM leads l
         JOIN properties p ON p.id = l.property_id
         LEFT JOIN enquiries e ON l.kind = 'enquiry' AND e.id = l.id
         LEFT JOIN visits v ON l.kind = 'visit' AND v.id = l.id
         LEFT JOIN users u ON l.kind <> 'enquiry' AND u.id = l.seeker_id
        WHERE ($1::uuid IS NULL OR l.owner_id = $1) AND ($2::boolean IS FALSE OR l.property_id IS NOT DISTINCT FROM $3::uuid)
          AND ($4::text IS NULL OR e.status = $4 OR v.status = ANY($5::text[]))
        ORDER BY l.created_at DESC, l.id DESC
        LIMIT $6`,
      [
        filter.ownerId,
        filter.propertyId !== undefined,
        filter.propertyId ?? null,
        filter.status,
        filter.status ? VISIT_STATUSES_BY_LEAD_STATUS[filter.status] : [],
        LEADS_EXPORT_MAX,
        FORMER_MEMBER_NAME,
      ],
    );
  return rows.map(({ id: _id, status, ...row }) => ({
    ...row,
    status:
      status === null
        ? null
        : row.kind === 'visit'
          ? { kind: 'visit', value: status as VisitStatus }
          : { kind: 'enquiry', value: status as LeadStatus },
  }));
}
