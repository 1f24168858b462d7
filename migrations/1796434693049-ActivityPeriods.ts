import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The leaderboard and the leads by listing from summaries (issue 35 item 3): per listing, owner
 * and locality, the enquiries, phone reveals, visits, shortlists and leads of each dashboard period
 * (1, 7 and 30 days in India, counting today), so ranking them reads an index from its top instead
 * of counting a period's activity (at 1,000,000 listings some 3 million rows for 30 days).
 *
 * A period of P days counts the activity made on or after the day P - 1 days before
 * activity_periods_base's day (activity made after that day, before the counts move on, is counted
 * too). Statement-level triggers on the four kinds of activity net each statement's rows per
 * listing and day and add them to the periods they fall in; the owners' and localities' rows are
 * their listings' rows summed, so a listing that changes owner or locality moves its counts and one
 * deleted takes them away before its rows cascade. activity_periods_rebase() moves the base to
 * today, taking out, for each period, the day that left it; it runs under an exclusive advisory
 * lock which every writer of rows of past days shares (and after every transaction begun before
 * its midnight has ended), so no write is counted on one side of a move and taken out on the
 * other; activity made now takes no lock and never waits for a move. The migration fills the
 * summaries from the rows there are.
 */
export class ActivityPeriods1796434693049 implements MigrationInterface {
  name = 'ActivityPeriods1796434693049';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "listing_activity_periods" ("period_days" smallint NOT NULL, "enquiries" integer NOT NULL DEFAULT '0', "phone_reveals" integer NOT NULL DEFAULT '0', "visits" integer NOT NULL DEFAULT '0', "shortlists" integer NOT NULL DEFAULT '0', "leads" integer NOT NULL DEFAULT '0', "property_id" uuid NOT NULL, CONSTRAINT "PK_bd51efa313e6d9ad2de5bd0ed4f" PRIMARY KEY ("period_days", "property_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_listing_activity_periods_shortlists" ON "listing_activity_periods"  ("period_days", "shortlists") WHERE "shortlists" > 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_listing_activity_periods_visits" ON "listing_activity_periods"  ("period_days", "visits") WHERE "visits" > 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_listing_activity_periods_phone_reveals" ON "listing_activity_periods"  ("period_days", "phone_reveals") WHERE "phone_reveals" > 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_listing_activity_periods_enquiries" ON "listing_activity_periods"  ("period_days", "enquiries") WHERE "enquiries" > 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_listing_activity_periods_leads" ON "listing_activity_periods"  ("period_days", "leads") WHERE "leads" > 0`,
    );
    await queryRunner.query(
      `CREATE TABLE "owner_activity_periods" ("period_days" smallint NOT NULL, "enquiries" integer NOT NULL DEFAULT '0', "phone_reveals" integer NOT NULL DEFAULT '0', "visits" integer NOT NULL DEFAULT '0', "shortlists" integer NOT NULL DEFAULT '0', "leads" integer NOT NULL DEFAULT '0', "owner_id" uuid NOT NULL, CONSTRAINT "PK_898d2a3af43b9ea8dd173942979" PRIMARY KEY ("period_days", "owner_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_owner_activity_periods_shortlists" ON "owner_activity_periods"  ("period_days", "shortlists") WHERE "shortlists" > 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_owner_activity_periods_visits" ON "owner_activity_periods"  ("period_days", "visits") WHERE "visits" > 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_owner_activity_periods_phone_reveals" ON "owner_activity_periods"  ("period_days", "phone_reveals") WHERE "phone_reveals" > 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_owner_activity_periods_enquiries" ON "owner_activity_periods"  ("period_days", "enquiries") WHERE "enquiries" > 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_owner_activity_periods_leads" ON "owner_activity_periods"  ("period_days", "leads") WHERE "leads" > 0`,
    );
    await queryRunner.query(
      `CREATE TABLE "locality_activity_periods" ("period_days" smallint NOT NULL, "enquiries" integer NOT NULL DEFAULT '0', "phone_reveals" integer NOT NULL DEFAULT '0', "visits" integer NOT NULL DEFAULT '0', "shortlists" integer NOT NULL DEFAULT '0', "leads" integer NOT NULL DEFAULT '0', "city" character varying(80) NOT NULL, "locality" character varying(120) NOT NULL, CONSTRAINT "PK_ae79e39b9ec2902afb6dafc53a4" PRIMARY KEY ("period_days", "city", "locality"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_locality_activity_periods_shortlists" ON "locality_activity_periods"  ("period_days", "shortlists") WHERE "shortlists" > 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_locality_activity_periods_visits" ON "locality_activity_periods"  ("period_days", "visits") WHERE "visits" > 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_locality_activity_periods_phone_reveals" ON "locality_activity_periods"  ("period_days", "phone_reveals") WHERE "phone_reveals" > 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_locality_activity_periods_enquiries" ON "locality_activity_periods"  ("period_days", "enquiries") WHERE "enquiries" > 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_locality_activity_periods_leads" ON "locality_activity_periods"  ("period_days", "leads") WHERE "leads" > 0`,
    );
    await queryRunner.query(
      `CREATE TABLE "activity_periods_base" ("only" boolean NOT NULL DEFAULT true, "day" date NOT NULL, CONSTRAINT "PK_483fdebb29c0e940d9267c739d4" PRIMARY KEY ("only"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "listing_activity_periods" ADD CONSTRAINT "FK_deb07fa66d999e001fad79c2043" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`INSERT INTO activity_periods_base (day) VALUES (${TODAY})`);
    await queryRunner.query(applyFunction());
    for (const { table, column } of KINDS) {
      await queryRunner.query(activityTriggerFunction(table, column));
      for (const [event, transition] of EVENTS)
        await queryRunner.query(`CREATE TRIGGER activity_periods_${table}_${event.toLowerCase()} AFTER ${event} ON ${table}
          REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION activity_periods_${table}()`);
    }
    await queryRunner.query(listingMovedFunction());
    await queryRunner.query(`CREATE TRIGGER activity_periods_listing_moved AFTER UPDATE ON properties
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_periods_listing_moved()`);
    await queryRunner.query(listingDeletedFunction());
    await queryRunner.query(`CREATE TRIGGER activity_periods_listing_deleted BEFORE DELETE ON properties
      FOR EACH ROW EXECUTE FUNCTION activity_periods_listing_deleted()`);
    await queryRunner.query(rebaseFunction());
    // The rows there are, per period and listing, then summed per owner and locality.
    await queryRunner.query(`INSERT INTO listing_activity_periods (period_days, property_id, enquiries, phone_reveals, visits, shortlists, leads)
      SELECT p.days, a.property_id, ${KINDS.map(({ kind }) => `count(*) FILTER (WHERE a.kind = '${kind}')`).join(', ')},
             count(*) FILTER (WHERE a.kind <> 'shortlist')
        FROM (${ACTIVITY}) a JOIN ${PERIODS} AS p (days) ON a.created_at >= ${dayStart(`${TODAY} - p.days + 1`)}
       GROUP BY 1, 2`);
    for (const [table, keys] of KEYED_SUMS)
      await queryRunner.query(`INSERT INTO ${table} (period_days, ${keys}, ${COUNTS.join(', ')})
        SELECT a.period_days, ${keys
          .split(', ')
          .map((key) => `p.${key}`)
          .join(', ')}, ${COUNTS.map((count) => `sum(a.${count})`).join(', ')}
          FROM listing_activity_periods a JOIN properties p ON p.id = a.property_id GROUP BY 1, ${keys
            .split(', ')
            .map((_, i) => i + 2)
            .join(', ')}`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION activity_periods_rebase(date, int)`);
    await queryRunner.query(`DROP TRIGGER activity_periods_listing_deleted ON properties`);
    await queryRunner.query(`DROP FUNCTION activity_periods_listing_deleted()`);
    await queryRunner.query(`DROP TRIGGER activity_periods_listing_moved ON properties`);
    await queryRunner.query(`DROP FUNCTION activity_periods_listing_moved()`);
    for (const { table } of KINDS) {
      for (const [event] of EVENTS) await queryRunner.query(`DROP TRIGGER activity_periods_${table}_${event.toLowerCase()} ON ${table}`);
      await queryRunner.query(`DROP FUNCTION activity_periods_${table}()`);
    }
    await queryRunner.query(`DROP FUNCTION activity_periods_apply(jsonb)`);
    await queryRunner.query(`ALTER TABLE "listing_activity_periods" DROP CONSTRAINT "FK_deb07fa66d999e001fad79c2043"`);
    await queryRunner.query(`DROP TABLE "activity_periods_base"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_locality_activity_periods_leads"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_locality_activity_periods_enquiries"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_locality_activity_periods_phone_reveals"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_locality_activity_periods_visits"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_locality_activity_periods_shortlists"`);
    await queryRunner.query(`DROP TABLE "locality_activity_periods"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_owner_activity_periods_leads"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_owner_activity_periods_enquiries"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_owner_activity_periods_phone_reveals"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_owner_activity_periods_visits"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_owner_activity_periods_shortlists"`);
    await queryRunner.query(`DROP TABLE "owner_activity_periods"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_listing_activity_periods_leads"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_listing_activity_periods_enquiries"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_listing_activity_periods_phone_reveals"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_listing_activity_periods_visits"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_listing_activity_periods_shortlists"`);
    await queryRunner.query(`DROP TABLE "listing_activity_periods"`);
  }
}

/** The four kinds of activity: each one's table, its kind in the `leads` view (and 'shortlist'), and its count column. */
const KINDS = [
  { table: 'enquiries', kind: 'enquiry', column: 'enquiries' },
  { table: 'phone_reveals', kind: 'phone_reveal', column: 'phone_reveals' },
  { table: 'visits', kind: 'visit', column: 'visits' },
  { table: 'shortlist_entries', kind: 'shortlist', column: 'shortlists' },
] as const;
const COUNTS = ['enquiries', 'phone_reveals', 'visits', 'shortlists', 'leads'] as const;
/** The dashboard's periods in days (STATS_PERIOD_DAYS, as they are when this migration was written). */
const PERIOD_DAYS = [1, 7, 30];
/** The periods as a VALUES list, and as an IN list. */
const PERIODS = `(VALUES ${PERIOD_DAYS.map((days) => `(${days})`).join(', ')})`;
const ANY_PERIOD = `(${PERIOD_DAYS.join(', ')})`;
const EVENTS = [
  ['INSERT', 'NEW TABLE AS new_rows'],
  ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['DELETE', 'OLD TABLE AS old_rows'],
] as const;
/** The owners' and localities' summaries and their keys (columns of properties). */
const KEYED_SUMS: ReadonlyArray<readonly [table: string, keys: string]> = [
  ['owner_activity_periods', 'owner_id'],
  ['locality_activity_periods', 'city, locality'],
];
const TODAY = `(now() AT TIME ZONE 'Asia/Kolkata')::date`;
/** Every activity row: its kind, listing and moment. */
const ACTIVITY = `SELECT kind, property_id, created_at FROM leads UNION ALL SELECT 'shortlist', property_id, created_at FROM shortlist_entries`;
/** The moment a day in India (a date expression) starts. */
const dayStart = (day: string) => `((${day})::timestamp AT TIME ZONE 'Asia/Kolkata')`;
/** Shared by every writer of the summaries, taken alone by the rebase. */
const LOCK_KEY = `hashtext('nivaas.activity-periods')`;

/** INSERT ... ON CONFLICT adding `rows` (columns period_days, the keys, then COUNTS) to a summary. */
function addTo(table: string, keys: string, rows: string): string {
  return `INSERT INTO ${table} AS s (period_days, ${keys}, ${COUNTS.join(', ')}) ${rows}
    ON CONFLICT (period_days, ${keys}) DO UPDATE SET ${COUNTS.map((count) => `${count} = s.${count} + EXCLUDED.${count}`).join(', ')}`;
}

/**
 * activity_periods_apply(changes): adds changes to listings' periods (items period_days,
 * property_id and some of the counts; leads follow) to the listings', owners' and localities'
 * summaries, each listing at its owner and locality now. Changes of listings that are gone (a
 * listing's cascade) were taken away with the listing and are skipped.
 */
function applyFunction(): string {
  const summed = COUNTS.slice(0, 4)
    .map((count) => `coalesce(sum(x.${count}), 0) AS ${count}`)
    .join(', ');
  const keyed = (keys: string) =>
    `SELECT period_days, ${keys}, ${COUNTS.map((count) => `sum(${count})`).join(', ')} FROM changed GROUP BY 1, ${keys} ORDER BY 1, ${keys}`;
  return `CREATE FUNCTION activity_periods_apply(changes jsonb) RETURNS void LANGUAGE sql
    SET search_path FROM CURRENT AS $$
      WITH changed AS (
        SELECT x.period_days, x.property_id, p.owner_id, p.city, p.locality, ${summed},
               coalesce(sum(x.enquiries), 0) + coalesce(sum(x.phone_reveals), 0) + coalesce(sum(x.visits), 0) AS leads
          FROM jsonb_to_recordset(coalesce(changes, '[]')) AS x (period_days smallint, property_id uuid, enquiries int, phone_reveals int, visits int, shortlists int)
          JOIN properties p ON p.id = x.property_id
         GROUP BY 1, 2, 3, 4, 5
      ), listings AS (
        ${addTo('listing_activity_periods', 'property_id', `SELECT period_days, property_id, ${COUNTS.join(', ')} FROM changed ORDER BY 1, 2`)}
      ), owners AS (
        ${addTo('owner_activity_periods', 'owner_id', keyed('owner_id'))}
      )
      ${addTo('locality_activity_periods', 'city, locality', keyed('city, locality'))}
    $$`;
}

/**
 * The trigger function of one kind of activity: the statement's rows netted per listing and day
 * in India, each added to the periods it falls in from the base day. A statement that moves no
 * row between listings or days (a visit's status, an enquiry joined to an account) adds nothing
 * and takes no lock.
 */
function activityTriggerFunction(table: string, column: string): string {
  const rows = (transition: 'new_rows' | 'old_rows', sign: 1 | -1) =>
    `SELECT property_id, (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, ${sign} AS n FROM ${transition}`;
  const netted = (union: string) =>
    `SELECT array_agg(property_id) AS properties, array_agg(day) AS days, array_agg(n) AS counts
       FROM (SELECT property_id, day, sum(n)::int AS n FROM (${union}) u GROUP BY 1, 2 HAVING sum(n) <> 0) d`;
  return `CREATE FUNCTION activity_periods_${table}() RETURNS trigger LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
    DECLARE
      changed_listings uuid[];
      changed_days date[];
      changed_counts int[];
      based date;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${netted(rows('new_rows', 1))} INTO changed_listings, changed_days, changed_counts;
      ELSIF TG_OP = 'DELETE' THEN
        ${netted(rows('old_rows', -1))} INTO changed_listings, changed_days, changed_counts;
      ELSE
        ${netted(`${rows('new_rows', 1)} UNION ALL ${rows('old_rows', -1)}`)} INTO changed_listings, changed_days, changed_counts;
      END IF;
      IF changed_listings IS NULL THEN
        RETURN NULL;
      END IF;
      -- Rows dated on or after the day their transaction began (activity made now: nearly every
      -- write) count in every period whichever the base, and no move takes their day out before
      -- the transaction ends (the rebase first waits for transactions begun before its midnight):
      -- they need no lock, so they never wait for a move. Older rows share the move's lock.
      IF EXISTS (SELECT FROM unnest(changed_days) AS d (day) WHERE d.day < ${TODAY}) THEN
        PERFORM pg_advisory_xact_lock_shared(${LOCK_KEY});
      END IF;
      SELECT day INTO based FROM activity_periods_base;
      PERFORM activity_periods_apply((
        SELECT jsonb_agg(jsonb_build_object('period_days', p.days, 'property_id', c.property_id, '${column}', c.n))
          FROM unnest(changed_listings, changed_days, changed_counts) AS c (property_id, day, n) CROSS JOIN ${PERIODS} AS p (days)
         WHERE c.day > based - p.days));
      RETURN NULL;
    END $$`;
}

/** A listing that changes owner, city or locality takes its periods' counts from the old owner and locality to the new. */
function listingMovedFunction(): string {
  const moves = (table: string, keys: string) => {
    const columns = keys.split(', ');
    const changed = columns.map((key) => `m.old_${key} <> m.new_${key}`).join(' OR ');
    const side = (age: 'old' | 'new', sign: '' | '-') =>
      `SELECT a.period_days, ${columns.map((key) => `m.${age}_${key}`).join(', ')}, ${COUNTS.map((count) => `${sign}a.${count}`).join(', ')}
         FROM moved m JOIN listing_activity_periods a ON a.period_days IN ${ANY_PERIOD} AND a.property_id = m.id WHERE ${changed}`;
    return addTo(
      table,
      keys,
      `SELECT period_days, ${keys}, ${COUNTS.map((count) => `sum(${count})`).join(', ')}
         FROM (${side('old', '-')} UNION ALL ${side('new', '')}) AS s (period_days, ${keys}, ${COUNTS.join(', ')})
        GROUP BY 1, ${keys} ORDER BY 1, ${keys}`,
    );
  };
  const moved = `WITH moved AS (
      SELECT o.id, o.owner_id AS old_owner_id, n.owner_id AS new_owner_id, o.city AS old_city, n.city AS new_city,
             o.locality AS old_locality, n.locality AS new_locality
        FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE o.owner_id <> n.owner_id OR o.city <> n.city OR o.locality <> n.locality)`;
  return `CREATE FUNCTION activity_periods_listing_moved() RETURNS trigger LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
    BEGIN
      -- Most updates move no listing: they return before the summaries are named (and locked).
      IF NOT EXISTS (SELECT FROM old_rows o JOIN new_rows n ON n.id = o.id
                      WHERE o.owner_id <> n.owner_id OR o.city <> n.city OR o.locality <> n.locality) THEN
        RETURN NULL;
      END IF;
      PERFORM pg_advisory_xact_lock_shared(${LOCK_KEY});
      ${KEYED_SUMS.map(([table, keys]) => `${moved} ${moves(table, keys)};`).join('\n      ')}
      RETURN NULL;
    END $$`;
}

/** A listing deleted takes its counts from its owner and locality; its own rows then cascade. */
function listingDeletedFunction(): string {
  const takeAway = (table: string, keys: string) =>
    addTo(
      table,
      keys,
      `SELECT a.period_days, ${keys
        .split(', ')
        .map((key) => `OLD.${key}`)
        .join(', ')}, ${COUNTS.map((count) => `-a.${count}`).join(', ')}
         FROM listing_activity_periods a WHERE a.period_days IN ${ANY_PERIOD} AND a.property_id = OLD.id ORDER BY 1`,
    );
  return `CREATE FUNCTION activity_periods_listing_deleted() RETURNS trigger LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock_shared(${LOCK_KEY});
      ${KEYED_SUMS.map(([table, keys]) => `${takeAway(table, keys)};`).join('\n      ')}
      RETURN OLD;
    END $$`;
}

/**
 * activity_periods_rebase([today[, wait_seconds]]): moves the counts' base day on to today in India
 * (or the day given, for tests), one day at a time:
 * each step takes out of each period of P days the activity of the day that leaves it (the base
 * day less P - 1). Answers how many days it moved (0 when the base is today already).
 */
function rebaseFunction(): string {
  const leaving = KINDS.map(({ kind, column }) => `-count(*) FILTER (WHERE a.kind = '${kind}') AS ${column}`).join(', ');
  // Per period, its leaving day's rows: a range of each table's created_at index.
  const leavingDays = PERIOD_DAYS.map(
    (days) => `SELECT ${days} AS days, property_id, kind FROM (${ACTIVITY}) a
         WHERE a.created_at >= ${dayStart(`based - (${days - 1})`)} AND a.created_at < ${dayStart(`based - (${days - 2})`)}`,
  ).join(' UNION ALL ');
  return `CREATE FUNCTION activity_periods_rebase(today date DEFAULT ${TODAY}, wait_seconds int DEFAULT 60) RETURNS int LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
    DECLARE
      based date;
      moved int := 0;
      waited int := 0;
    BEGIN
      SELECT day INTO based FROM activity_periods_base;
      IF based >= today THEN
        RETURN 0;
      END IF;
      -- A transaction begun before today's midnight may still write rows of a day leaving a period
      -- without the lock (see the activity triggers): wait until none is open, so the statements
      -- below see what they wrote. Then no writer without the lock can write a leaving day.
      LOOP
        PERFORM pg_stat_clear_snapshot();
        EXIT WHEN NOT EXISTS (SELECT FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
                                 AND xact_start < ${dayStart('today')});
        IF waited >= wait_seconds * 10 THEN
          RAISE EXCEPTION 'activity periods not moved on: a transaction begun before % is still open', today;
        END IF;
        PERFORM pg_sleep(0.1);
        waited := waited + 1;
      END LOOP;
      PERFORM pg_advisory_xact_lock(${LOCK_KEY});
      -- Again under the lock: a rebase that held it may have moved the base already.
      SELECT day INTO based FROM activity_periods_base;
      WHILE based < today LOOP
        PERFORM activity_periods_apply((
          SELECT jsonb_agg(row_to_json(d))
            FROM (SELECT days AS period_days, property_id, ${leaving} FROM (${leavingDays}) a GROUP BY 1, 2) d));
        based := based + 1;
        moved := moved + 1;
      END LOOP;
      UPDATE activity_periods_base SET day = based;
      RETURN moved;
    END $$`;
}
