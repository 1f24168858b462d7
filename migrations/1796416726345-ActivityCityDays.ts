import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The leads report by city from a summary (issue 35 item 3): activity_city_days holds, per day in
 * India ('Asia/Kolkata', STATS_TIME_ZONE) and city of the listing, the enquiries, phone reveals
 * and visits made. The report counts a lead at its listing's city now, so the summary follows the
 * listings too: a listing that changes city takes its leads along, and a listing deleted takes
 * its leads away before its rows cascade (the leads' own trigger then finds no listing and skips
 * them). Statement-level triggers with transition tables net each statement's rows per day and
 * city in one upsert. The migration fills it from the leads there are.
 */
export class ActivityCityDays1796416726345 implements MigrationInterface {
  name = 'ActivityCityDays1796416726345';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "activity_city_days" ("day" date NOT NULL, "city" character varying(80) NOT NULL, "enquiries" integer NOT NULL DEFAULT '0', "phone_reveals" integer NOT NULL DEFAULT '0', "visits" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_4c36c3a1e4c2e9cd711a8839418" PRIMARY KEY ("day", "city"))`,
    );
    await queryRunner.query(`CREATE FUNCTION activity_city_days_add(changes jsonb) RETURNS void LANGUAGE sql
      SET search_path FROM CURRENT AS $$
        INSERT INTO activity_city_days AS a (day, city, enquiries, phone_reveals, visits)
        SELECT day, city, coalesce(sum(enquiries), 0), coalesce(sum(phone_reveals), 0), coalesce(sum(visits), 0)
          FROM jsonb_to_recordset(coalesce(changes, '[]')) AS x(day date, city text, enquiries int, phone_reveals int, visits int)
         GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (day, city) DO UPDATE SET enquiries = a.enquiries + EXCLUDED.enquiries,
          phone_reveals = a.phone_reveals + EXCLUDED.phone_reveals, visits = a.visits + EXCLUDED.visits
      $$`);
    for (const [table, column] of LEAD_TABLES) {
      await queryRunner.query(leadTriggerFunction(table, column));
      for (const [event, transition] of EVENTS) {
        await queryRunner.query(`CREATE TRIGGER activity_city_days_${table}_${event.toLowerCase()} AFTER ${event} ON ${table}
          REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION activity_city_days_${table}()`);
      }
    }
    // A listing that changes city moves its leads' counts; one deleted takes them away first.
    await queryRunner.query(`CREATE FUNCTION activity_city_days_listing_moved() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
      BEGIN
        -- Most updates change no city: they return before the leads' tables are named (and locked).
        IF NOT EXISTS (SELECT FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.city <> n.city) THEN
          RETURN NULL;
        END IF;
        PERFORM activity_city_days_add((
          WITH moved AS (
            SELECT o.id, o.city AS old_city, n.city AS new_city FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.city <> n.city
          ), counted AS (
            SELECT ${DAY_OF_LEAD} AS day, m.old_city, m.new_city, ${KIND_COUNTS}
              FROM leads l JOIN moved m ON m.id = l.property_id GROUP BY 1, 2, 3
          )
          SELECT jsonb_agg(row_to_json(x)) FROM (
            SELECT day, old_city AS city, -enquiries AS enquiries, -phone_reveals AS phone_reveals, -visits AS visits FROM counted
            UNION ALL
            SELECT day, new_city, enquiries, phone_reveals, visits FROM counted) x));
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER activity_city_days_listing_moved AFTER UPDATE ON properties
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_city_days_listing_moved()`);
    await queryRunner.query(`CREATE FUNCTION activity_city_days_listing_deleted() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
      BEGIN
        PERFORM activity_city_days_add((
          SELECT jsonb_agg(row_to_json(x)) FROM (
            SELECT day, OLD.city AS city, -enquiries AS enquiries, -phone_reveals AS phone_reveals, -visits AS visits FROM (
              SELECT ${DAY_OF_LEAD} AS day, ${KIND_COUNTS} FROM leads l WHERE l.property_id = OLD.id GROUP BY 1) c) x));
        RETURN OLD;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER activity_city_days_listing_deleted BEFORE DELETE ON properties
      FOR EACH ROW EXECUTE FUNCTION activity_city_days_listing_deleted()`);
    await queryRunner.query(`INSERT INTO activity_city_days (day, city, enquiries, phone_reveals, visits)
      SELECT ${DAY_OF_LEAD}, p.city, ${KIND_COUNTS} FROM leads l JOIN properties p ON p.id = l.property_id GROUP BY 1, 2`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER activity_city_days_listing_deleted ON properties`);
    await queryRunner.query(`DROP FUNCTION activity_city_days_listing_deleted()`);
    await queryRunner.query(`DROP TRIGGER activity_city_days_listing_moved ON properties`);
    await queryRunner.query(`DROP FUNCTION activity_city_days_listing_moved()`);
    for (const [table] of LEAD_TABLES) {
      for (const [event] of EVENTS) await queryRunner.query(`DROP TRIGGER activity_city_days_${table}_${event.toLowerCase()} ON ${table}`);
      await queryRunner.query(`DROP FUNCTION activity_city_days_${table}()`);
    }
    await queryRunner.query(`DROP FUNCTION activity_city_days_add(jsonb)`);
    await queryRunner.query(`DROP TABLE "activity_city_days"`);
  }
}

/** Each kind of lead's table and its column in activity_city_days. */
const LEAD_TABLES = [
  ['enquiries', 'enquiries'],
  ['phone_reveals', 'phone_reveals'],
  ['visits', 'visits'],
] as const;
const EVENTS = [
  ['INSERT', 'NEW TABLE AS new_rows'],
  ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['DELETE', 'OLD TABLE AS old_rows'],
] as const;
/** The day in India of a lead `l` of the leads view. */
const DAY_OF_LEAD = `(l.created_at AT TIME ZONE 'Asia/Kolkata')::date`;
/** Columns counting the leads `l` of each kind, named as activity_city_days names them. */
const KIND_COUNTS = LEAD_TABLES.map(
  ([, column]) =>
    `count(*) FILTER (WHERE l.kind = '${{ enquiries: 'enquiry', phone_reveals: 'phone_reveal', visits: 'visit' }[column]}')::int AS ${column}`,
).join(', ');

/**
 * The trigger function of one kind of lead: the statement's rows netted per day and city of their
 * listing (rows whose listing is gone, as in a listing's cascade, were taken away with it).
 */
function leadTriggerFunction(table: (typeof LEAD_TABLES)[number][0], column: string): string {
  const rows = (transition: 'new_rows' | 'old_rows', sign: 1 | -1) =>
    `SELECT (r.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, p.city, ${sign} AS n FROM ${transition} r JOIN properties p ON p.id = r.property_id`;
  const netted = (union: string) =>
    `SELECT jsonb_agg(jsonb_build_object('day', day, 'city', city, '${column}', n)) FROM (SELECT day, city, sum(n) AS n FROM (${union}) u GROUP BY 1, 2 HAVING sum(n) <> 0) d`;
  return `CREATE FUNCTION activity_city_days_${table}() RETURNS trigger LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
    BEGIN
      -- A statement that moves no lead (none deleted, none moved to another day or listing: a sign-in
      -- joining signed-out enquiries, a visit's status) returns before the listings are named, so it
      -- neither reads nor waits for them.
      IF TG_OP = 'DELETE' THEN
        IF NOT EXISTS (SELECT FROM old_rows) THEN
          RETURN NULL;
        END IF;
      ELSIF TG_OP = 'UPDATE' THEN
        IF NOT EXISTS (
          SELECT FROM old_rows o JOIN new_rows n ON n.id = o.id
           WHERE o.created_at IS DISTINCT FROM n.created_at OR o.property_id IS DISTINCT FROM n.property_id
        ) THEN
          RETURN NULL;
        END IF;
      END IF;
      IF TG_OP = 'INSERT' THEN
        PERFORM activity_city_days_add((${netted(rows('new_rows', 1))}));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM activity_city_days_add((${netted(rows('old_rows', -1))}));
      ELSE
        PERFORM activity_city_days_add((${netted(`${rows('new_rows', 1)} UNION ALL ${rows('old_rows', -1)}`)}));
      END IF;
      RETURN NULL;
    END $$`;
}
