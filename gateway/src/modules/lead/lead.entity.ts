import { ViewColumn, ViewEntity } from 'typeorm';
import type { LeadKind } from '../../../../shared/domain/enquiries';

/** The table of each kind of lead; each has the columns of LeadColumns. */
export const LEAD_TABLES: Record<LeadKind, string> = { enquiry: 'enquiries', phone_reveal: 'phone_reveals', visit: 'visits' };

/**
 * Every lead of every kind as one list: what the leads report, the leaderboard and the owners'
 * export count and read. A view over the three tables: PostgreSQL pushes a query's conditions
 * (a period, an owner, a listing) into each table, so each is read through its own index.
 * A kind's own details (an enquiry's message, a visit's day) stay in its table, joined by id.
 */
@ViewEntity({
  name: 'leads',
  expression: Object.entries(LEAD_TABLES)
    .map(([kind, table]) => `SELECT '${kind}'::varchar AS kind, id, property_id, owner_id, seeker_id, created_at FROM ${table}`)
    .join(' UNION ALL '),
})
export class Lead {
  @ViewColumn()
  kind: LeadKind;

  @ViewColumn()
  id: string;

  @ViewColumn()
  propertyId: string;

  @ViewColumn()
  ownerId: string;

  @ViewColumn()
  seekerId: string | null;

  @ViewColumn()
  createdAt: Date;
}
