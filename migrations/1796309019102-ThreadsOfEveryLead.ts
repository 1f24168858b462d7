import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The table of each kind of lead (LEAD_TABLES when this was written): each gets a thread. */
const KINDS = { enquiry: 'enquiries', phone_reveal: 'phone_reveals', visit: 'visits' };

/**
 * Every lead has a thread (issue 30): `threads`, one per lead and keyed by the lead's id, holds
 * the two sides' seen marks (moved from `enquiries`); the enquiries' messages move with their
 * table, renamed `thread_messages`, whose `enquiry_id` becomes `thread_id` (the same values: an
 * enquiry's thread has the enquiry's id). Reports of messages name the thread. Triggers on each
 * kind's table open a new lead's thread (read by its seeker, who made the lead) and delete a lead's
 * thread with it: every lead has its thread however it is written, and a thread cannot have a
 * foreign key to three tables.
 */
export class ThreadsOfEveryLead1796309019102 implements MigrationInterface {
  name = 'ThreadsOfEveryLead1796309019102';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "threads" ("id" uuid NOT NULL, "kind" character varying(20) NOT NULL, "seeker_seen_at" TIMESTAMP WITH TIME ZONE, "owner_seen_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_threads_kind" CHECK (kind IN ('enquiry', 'phone_reveal', 'visit')), CONSTRAINT "PK_d8a74804c34fc3900502cd27275" PRIMARY KEY ("id"))`,
    );
    // An enquiry's thread keeps its seen marks; a phone number view's or a visit's starts read by its seeker.
    await queryRunner.query(
      `INSERT INTO "threads" ("id", "kind", "seeker_seen_at", "owner_seen_at", "created_at")
       SELECT id, 'enquiry', seeker_seen_at, owner_seen_at, created_at FROM enquiries`,
    );
    for (const [kind, table] of Object.entries(KINDS).filter(([kind]) => kind !== 'enquiry'))
      await queryRunner.query(
        `INSERT INTO "threads" ("id", "kind", "seeker_seen_at", "created_at") SELECT id, '${kind}', created_at, created_at FROM ${table}`,
      );
    await queryRunner.query(`ALTER TABLE "enquiries" DROP COLUMN "owner_seen_at"`);
    await queryRunner.query(`ALTER TABLE "enquiries" DROP COLUMN "seeker_seen_at"`);

    await queryRunner.query(`ALTER TABLE "enquiry_replies" DROP CONSTRAINT "FK_1ab3f1102ac1749b28729fb6c7f"`);
    await queryRunner.query(`ALTER TABLE "enquiry_replies" DROP CONSTRAINT "FK_a70f7adef681345aa06707016e4"`);
    await queryRunner.query(`ALTER TABLE "enquiry_replies" RENAME TO "thread_messages"`);
    await queryRunner.query(`ALTER TABLE "thread_messages" RENAME COLUMN "enquiry_id" TO "thread_id"`);
    await queryRunner.query(
      `ALTER TABLE "thread_messages" RENAME CONSTRAINT "PK_1ebd9b6721dfd6b235a655032ac" TO "PK_362f852009f5fceefddab0fbe81"`,
    );
    await queryRunner.query(`ALTER INDEX "IDX_enquiry_replies_enquiry_created" RENAME TO "IDX_thread_messages_thread_created"`);
    await queryRunner.query(
      `ALTER TABLE "thread_messages" ADD CONSTRAINT "FK_c6bc073e77f201aa2fdbaa1688e" FOREIGN KEY ("thread_id") REFERENCES "threads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "thread_messages" ADD CONSTRAINT "FK_edb2d28bb8121ca72b085ff6fed" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_a87227d088d1f87c73dbe6df1d6"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "CHK_reports_message_kind"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reports_enquiry"`);
    await queryRunner.query(`ALTER TABLE "reports" RENAME COLUMN "enquiry_id" TO "thread_id"`);
    await queryRunner.query(`CREATE INDEX "IDX_reports_thread" ON "reports"  ("thread_id") WHERE thread_id IS NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "CHK_reports_message_kind" CHECK ((kind = 'message') = (message_id IS NOT NULL AND thread_id IS NOT NULL))`,
    );
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "FK_34ed1c4a7fafff84340dda684b9" FOREIGN KEY ("thread_id") REFERENCES "threads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await queryRunner.query(
      `CREATE FUNCTION "open_thread_of_lead"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO threads (id, kind, seeker_seen_at, created_at) VALUES (NEW.id, TG_ARGV[0], NEW.created_at, NEW.created_at); RETURN NULL; END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "delete_thread_of_lead"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM threads WHERE id = OLD.id; RETURN NULL; END $$`,
    );
    for (const [kind, table] of Object.entries(KINDS)) {
      await queryRunner.query(
        `CREATE TRIGGER "TRG_${table}_open_thread" AFTER INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION open_thread_of_lead('${kind}')`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "TRG_${table}_delete_thread" AFTER DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION delete_thread_of_lead()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of Object.values(KINDS)) {
      await queryRunner.query(`DROP TRIGGER "TRG_${table}_delete_thread" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "TRG_${table}_open_thread" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION "delete_thread_of_lead"()`);
    await queryRunner.query(`DROP FUNCTION "open_thread_of_lead"()`);

    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_34ed1c4a7fafff84340dda684b9"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "CHK_reports_message_kind"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reports_thread"`);
    // Reports of messages in threads other than enquiries' had no place before.
    await queryRunner.query(`DELETE FROM "reports" WHERE thread_id IS NOT NULL AND thread_id NOT IN (SELECT id FROM enquiries)`);
    await queryRunner.query(`ALTER TABLE "reports" RENAME COLUMN "thread_id" TO "enquiry_id"`);
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "CHK_reports_message_kind" CHECK ((kind = 'message') = (message_id IS NOT NULL AND enquiry_id IS NOT NULL))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_reports_enquiry" ON "reports" USING btree ("enquiry_id") WHERE (enquiry_id IS NOT NULL)`);
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "FK_a87227d088d1f87c73dbe6df1d6" FOREIGN KEY ("enquiry_id") REFERENCES "enquiries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`ALTER TABLE "thread_messages" DROP CONSTRAINT "FK_edb2d28bb8121ca72b085ff6fed"`);
    await queryRunner.query(`ALTER TABLE "thread_messages" DROP CONSTRAINT "FK_c6bc073e77f201aa2fdbaa1688e"`);
    await queryRunner.query(`DELETE FROM "thread_messages" WHERE thread_id NOT IN (SELECT id FROM enquiries)`);
    await queryRunner.query(`ALTER INDEX "IDX_thread_messages_thread_created" RENAME TO "IDX_enquiry_replies_enquiry_created"`);
    await queryRunner.query(
      `ALTER TABLE "thread_messages" RENAME CONSTRAINT "PK_362f852009f5fceefddab0fbe81" TO "PK_1ebd9b6721dfd6b235a655032ac"`,
    );
    await queryRunner.query(`ALTER TABLE "thread_messages" RENAME COLUMN "thread_id" TO "enquiry_id"`);
    await queryRunner.query(`ALTER TABLE "thread_messages" RENAME TO "enquiry_replies"`);
    await queryRunner.query(
      `ALTER TABLE "enquiry_replies" ADD CONSTRAINT "FK_a70f7adef681345aa06707016e4" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "enquiry_replies" ADD CONSTRAINT "FK_1ab3f1102ac1749b28729fb6c7f" FOREIGN KEY ("enquiry_id") REFERENCES "enquiries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`ALTER TABLE "enquiries" ADD "seeker_seen_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "enquiries" ADD "owner_seen_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `UPDATE "enquiries" e SET seeker_seen_at = t.seeker_seen_at, owner_seen_at = t.owner_seen_at FROM "threads" t WHERE t.id = e.id`,
    );
    await queryRunner.query(`DROP TABLE "threads"`);
  }
}
