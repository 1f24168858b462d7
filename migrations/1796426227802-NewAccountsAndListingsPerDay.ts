import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * New house seekers, new owners and new listings per day in activity_days (issue 35 item 3), so
 * the dashboard's cards count a week or a month from the summary, as its activity already does:
 * new_users and new_owners are the sign-ups of each role whose accounts are not deleted (an
 * account that changes role moves from one to the other), new_listings the listings made that day
 * and not removed. Kept as ActivityDays1796416202577 keeps its columns: one statement-level
 * trigger per column with transition tables, each statement's rows netted per day and added in one
 * upsert. Filled from the rows there are.
 */
export class NewAccountsAndListingsPerDay1796426227802 implements MigrationInterface {
  name = 'NewAccountsAndListingsPerDay1796426227802';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "activity_days" ADD "new_users" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "activity_days" ADD "new_owners" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "activity_days" ADD "new_listings" integer NOT NULL DEFAULT '0'`);
    for (const [column, table, counted] of KEPT) {
      await queryRunner.query(triggerFunction(column, counted));
      for (const [event, transition] of EVENTS) {
        await queryRunner.query(`CREATE TRIGGER activity_days_${column}_${event.toLowerCase()} AFTER ${event} ON ${table}
          REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION activity_days_${column}()`);
      }
      await queryRunner.query(`INSERT INTO activity_days AS a (day, ${column})
        SELECT ${dayOf('created_at')}, count(*) FROM ${table} WHERE ${counted('')} GROUP BY 1 ORDER BY 1
        ON CONFLICT (day) DO UPDATE SET ${column} = EXCLUDED.${column}`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [column, table] of KEPT) {
      for (const [event] of EVENTS) await queryRunner.query(`DROP TRIGGER activity_days_${column}_${event.toLowerCase()} ON ${table}`);
      await queryRunner.query(`DROP FUNCTION activity_days_${column}()`);
    }
    await queryRunner.query(`ALTER TABLE "activity_days" DROP COLUMN "new_listings"`);
    await queryRunner.query(`ALTER TABLE "activity_days" DROP COLUMN "new_owners"`);
    await queryRunner.query(`ALTER TABLE "activity_days" DROP COLUMN "new_users"`);
  }
}

/** Each new column: the table it counts, and which of its rows count (`row` is the alias prefix, '' for none). */
const KEPT: Array<[column: 'new_users' | 'new_owners' | 'new_listings', table: 'users' | 'properties', counted: (row: string) => string]> =
  [
    ['new_users', 'users', (row) => `${row}role = 'user' AND ${row}deleted_at IS NULL`],
    ['new_owners', 'users', (row) => `${row}role = 'owner' AND ${row}deleted_at IS NULL`],
    ['new_listings', 'properties', (row) => `${row}removed_at IS NULL`],
  ];
const EVENTS = [
  ['INSERT', 'NEW TABLE AS new_rows'],
  ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['DELETE', 'OLD TABLE AS old_rows'],
] as const;

const dayOf = (at: string) => `(${at} AT TIME ZONE 'Asia/Kolkata')::date`;

/** The trigger function of one column: the statement's counted rows netted per day, added to activity_days. */
function triggerFunction(column: (typeof KEPT)[number][0], counted: (row: string) => string): string {
  const added = `SELECT ${dayOf('n.created_at')} AS day, 1 AS n FROM new_rows n WHERE ${counted('n.')}`;
  const removed = `SELECT ${dayOf('o.created_at')} AS day, -1 AS n FROM old_rows o WHERE ${counted('o.')}`;
  const netted = (rows: string) =>
    `SELECT jsonb_object_agg(day, n) FROM (SELECT day, sum(n) AS n FROM (${rows}) r GROUP BY day HAVING sum(n) <> 0) d`;
  return `CREATE FUNCTION activity_days_${column}() RETURNS trigger LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
    DECLARE
      changes jsonb;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        changes := (${netted(added)});
      ELSIF TG_OP = 'DELETE' THEN
        changes := (${netted(removed)});
      ELSE
        changes := (${netted(`${added} UNION ALL ${removed}`)});
      END IF;
      -- Nothing moved (most updates of a listing or an account): no write, no lock on a day's row.
      IF changes IS NULL THEN
        RETURN NULL;
      END IF;
      INSERT INTO activity_days AS a (day, ${column})
      SELECT key::date, value::int FROM jsonb_each_text(changes) ORDER BY 1
      ON CONFLICT (day) DO UPDATE SET ${column} = a.${column} + EXCLUDED.${column};
      RETURN NULL;
    END $$`;
}
