import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin dashboard's activity per day from a summary instead of a period's raw rows (issue 35
 * item 3): activity_days holds, per day in India (STATS_TIME_ZONE, 'Asia/Kolkata'), the
 * enquiries, phone reveals and visits made that day and the sign-ups of house seekers and owners
 * whose accounts are not deleted. Statement-level triggers with transition tables keep it in the
 * statement that writes the rows: each statement's rows are netted per day (an update that moves
 * nothing writes nothing) and added in one upsert. The migration fills it from the rows there are.
 */
export class ActivityDays1796416202577 implements MigrationInterface {
  name = 'ActivityDays1796416202577';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "activity_days" ("day" date NOT NULL, "enquiries" integer NOT NULL DEFAULT '0', "phone_reveals" integer NOT NULL DEFAULT '0', "visits" integer NOT NULL DEFAULT '0', "sign_ups" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_42792cc564914e0bafb16fda0dc" PRIMARY KEY ("day"))`,
    );
    for (const [table, counted] of SOURCES) {
      await queryRunner.query(triggerFunction(table, counted));
      for (const [event, transition] of EVENTS) {
        await queryRunner.query(`CREATE TRIGGER activity_days_${table}_${event.toLowerCase()} AFTER ${event} ON ${table}
          REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION activity_days_${table}()`);
      }
    }
    await queryRunner.query(`INSERT INTO activity_days (day, enquiries, phone_reveals, visits, sign_ups)
      SELECT day, sum(enquiries), sum(phone_reveals), sum(visits), sum(sign_ups) FROM (
        ${SOURCES.map(
          ([table, counted]) =>
            `SELECT ${dayOf('created_at')} AS day, ${COLUMNS.map((column) => (column === COLUMN_OF[table] ? 'count(*)' : '0')).join(', ')}
               FROM ${table} WHERE ${counted('')} GROUP BY 1`,
        ).join(' UNION ALL ')}
      ) AS counted (day, ${COLUMNS.join(', ')}) GROUP BY day`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table] of SOURCES) {
      for (const [event] of EVENTS) await queryRunner.query(`DROP TRIGGER activity_days_${table}_${event.toLowerCase()} ON ${table}`);
      await queryRunner.query(`DROP FUNCTION activity_days_${table}()`);
    }
    await queryRunner.query(`DROP TABLE "activity_days"`);
  }
}

const COLUMNS = ['enquiries', 'phone_reveals', 'visits', 'sign_ups'] as const;
/** Each counted table, and which of its rows count (`row` is the alias prefix, '' for none). */
const SOURCES: Array<[table: 'enquiries' | 'phone_reveals' | 'visits' | 'users', counted: (row: string) => string]> = [
  ['enquiries', () => 'true'],
  ['phone_reveals', () => 'true'],
  ['visits', () => 'true'],
  ['users', (row) => `${row}role <> 'admin' AND ${row}deleted_at IS NULL`],
];
const COLUMN_OF: Record<(typeof SOURCES)[number][0], (typeof COLUMNS)[number]> = {
  enquiries: 'enquiries',
  phone_reveals: 'phone_reveals',
  visits: 'visits',
  users: 'sign_ups',
};
const EVENTS = [
  ['INSERT', 'NEW TABLE AS new_rows'],
  ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['DELETE', 'OLD TABLE AS old_rows'],
] as const;

const dayOf = (at: string) => `(${at} AT TIME ZONE 'Asia/Kolkata')::date`;

/** The trigger function of one table: the statement's counted rows netted per day, added to activity_days. */
function triggerFunction(table: (typeof SOURCES)[number][0], counted: (row: string) => string): string {
  const column = COLUMN_OF[table];
  const added = `SELECT ${dayOf('n.created_at')} AS day, 1 AS n FROM new_rows n WHERE ${counted('n.')}`;
  const removed = `SELECT ${dayOf('o.created_at')} AS day, -1 AS n FROM old_rows o WHERE ${counted('o.')}`;
  const netted = (rows: string) =>
    `SELECT jsonb_object_agg(day, n) FROM (SELECT day, sum(n) AS n FROM (${rows}) r GROUP BY day HAVING sum(n) <> 0) d`;
  return `CREATE FUNCTION activity_days_${table}() RETURNS trigger LANGUAGE plpgsql
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
      INSERT INTO activity_days AS a (day, ${column})
      SELECT key::date, value::int FROM jsonb_each_text(coalesce(changes, '{}')) ORDER BY 1
      ON CONFLICT (day) DO UPDATE SET ${column} = a.${column} + EXCLUDED.${column};
      RETURN NULL;
    END $$`;
}
