import type { EntityManager } from 'typeorm';
import { FORMER_MEMBER_NAME } from '../../../../shared/domain/account';
import { LEAD_TABLES } from '../lead/lead.entity';

/**
 * The columns through which other people's history hangs on an owner's account: their listings
 * (removed, kept as rows) and the leads and thread messages on them. A deleted owner's account
 * keeps its row for these; every other reference to it goes as the foreign key says.
 */
const HISTORY_COLUMNS = new Set([
  'properties.owner_id',
  ...Object.values(LEAD_TABLES).map((table) => `${table}.owner_id`),
  'thread_messages.author_id',
]);

interface UserReference {
  table: string;
  column: string;
  /** pg_constraint.confdeltype: 'c' cascade, 'n' set null (others would refuse a delete). */
  onDelete: string;
}

/**
 * Deletes an account that owned listings without erasing what seekers did on them: does to every
 * row that refers to the account what deleting it would (its shortlist, saved searches, reviews,
 * visits it booked, sign-in links and devices go; its reports and enquiries elsewhere lose their
 * name), except through HISTORY_COLUMNS; then scrubs the row itself (name, e-mail, number,
 * password, profile) and marks it deleted, so nobody can sign in as it or find it, and a thread
 * shows its messages as a former member's. The references are read from the database's own
 * foreign keys, so a table added later is handled as its foreign key says without a change here.
 * The listings must already be removed (PropertyService.removeAllOfOwner), in the same transaction.
 */
export async function leaveTombstone(manager: EntityManager, userId: string): Promise<void> {
  const references: UserReference[] = await manager.query(
    `SELECT c.conrelid::regclass::text AS "table", quote_ident(a.attname) AS "column", c.confdeltype AS "onDelete"
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass AND c.conrelid <> 'users'::regclass
      ORDER BY 1, 2`,
  );
  for (const { table, column, onDelete } of references) {
    if (HISTORY_COLUMNS.has(`${table}.${column}`)) continue;
    if (onDelete === 'c') await manager.query(`DELETE FROM ${table} WHERE ${column} = $1`, [userId]);
    if (onDelete === 'n') await manager.query(`UPDATE ${table} SET ${column} = NULL WHERE ${column} = $1`, [userId]);
  }
  await manager.query(
    `UPDATE users SET name = $2, email = NULL, email_confirmed_at = NULL, contact_number = NULL, phone_verified_at = NULL,
            gender = NULL, state = NULL, city = NULL, password_hash = NULL, suspended_at = NULL,
            token_version = token_version + 1, deleted_at = now()
      WHERE id = $1`,
    [userId, FORMER_MEMBER_NAME],
  );
}

/** Whether other people's history hangs on this account (it owns listings, removed ones too). */
export async function ownsListings(manager: EntityManager, userId: string): Promise<boolean> {
  const [row] = await manager.query(`SELECT EXISTS (SELECT 1 FROM properties WHERE owner_id = $1) AS owns`, [userId]);
  return Boolean(row?.owns);
}
