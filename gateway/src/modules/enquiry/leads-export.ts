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
 * Every lead of the listings, newest first, in one query. The status filter is an enquiry's
 * status: visits are matched through VISIT_STATUSES_BY_LEAD_STATUS, and phone number views, which
 * have no status, are left out whenever a status is asked for. Seekers' details of views and
 * visits are their account's (blank, and named "Former member", once an admin has deleted it).
 */
export async function exportLeads(dataSource: DataSource, filter: Filter): Promise<LeadRow[]> {
  const scope = (alias: string) =>
    `($1::uuid IS NULL OR ${alias}.owner_id = $1) AND ($2::boolean IS FALSE OR ${alias}.property_id IS NOT DISTINCT FROM $3::uuid)`;
  const rows: Array<Omit<LeadRow, 'status' | 'read'> & { status: string | null; read: boolean | null; id: string }> =
    await dataSource.query(
      `SELECT * FROM (
       SELECT 'enquiry' AS kind, e.id, e.created_at AS "createdAt", p.title AS "listingTitle", e.name, e.customer_type AS "customerType",
              e.email, e.phone, e.city, e.message, e.status, e.read_at IS NOT NULL AS read
         FROM enquiries e JOIN properties p ON p.id = e.property_id
        WHERE ${scope('e')} AND ($4::text IS NULL OR e.status = $4)
       UNION ALL
       SELECT 'phone_reveal', r.id, r.created_at, p.title, coalesce(u.name, $7), NULL, coalesce(u.email, ''), coalesce(u.contact_number, ''), coalesce(u.city, ''), '', NULL, NULL
         FROM phone_reveals r JOIN properties p ON p.id = r.property_id LEFT JOIN users u ON u.id = r.viewer_id
        WHERE ${scope('r')} AND $4::text IS NULL
       UNION ALL
       SELECT 'visit', v.id, v.created_at, p.title, coalesce(u.name, $7), NULL, coalesce(u.email, ''), coalesce(u.contact_number, ''), coalesce(u.city, ''), v.note, v.status, NULL
         FROM visits v JOIN properties p ON p.id = v.property_id LEFT JOIN users u ON u.id = v.seeker_id
        WHERE ${scope('v')} AND ($4::text IS NULL OR v.status = ANY($5::text[]))
     ) leads
     ORDER BY "createdAt" DESC, id DESC
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
