import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports of a message in an enquiry's thread (kind 'message', the thread and the message), and
 * the 'writer_suspended' resolution. The two CHECK lists were changed by hand: TypeORM's diff
 * compares CHECK constraints by name, so it does not see a changed list of values.
 */
export class MessageReports1795922984995 implements MigrationInterface {
  name = 'MessageReports1795922984995';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "CHK_reports_kind"`);
    await queryRunner.query(`ALTER TABLE "reports" ADD CONSTRAINT "CHK_reports_kind" CHECK (kind IN ('listing', 'review', 'message'))`);
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "CHK_reports_resolution"`);
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "CHK_reports_resolution" CHECK (resolution IS NULL OR resolution IN ('dismissed', 'review_hidden', 'listing_unpublished', 'writer_suspended'))`,
    );
    await queryRunner.query(`ALTER TABLE "reports" ADD "enquiry_id" uuid`);
    await queryRunner.query(`ALTER TABLE "reports" ADD "message_id" uuid`);
    await queryRunner.query(`CREATE INDEX "IDX_reports_enquiry" ON "reports"  ("enquiry_id") WHERE enquiry_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_reports_open_message" ON "reports"  ("message_id") WHERE status = 'open'`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_reports_message_reporter" ON "reports"  ("reporter_id", "message_id") WHERE message_id IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "CHK_reports_message_kind" CHECK ((kind = 'message') = (message_id IS NOT NULL AND enquiry_id IS NOT NULL))`,
    );
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "FK_a87227d088d1f87c73dbe6df1d6" FOREIGN KEY ("enquiry_id") REFERENCES "enquiries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_a87227d088d1f87c73dbe6df1d6"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "CHK_reports_message_kind"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_reports_message_reporter"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reports_open_message"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reports_enquiry"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP COLUMN "message_id"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP COLUMN "enquiry_id"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "CHK_reports_resolution"`);
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "CHK_reports_resolution" CHECK (resolution IS NULL OR resolution IN ('dismissed', 'review_hidden', 'listing_unpublished'))`,
    );
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "CHK_reports_kind"`);
    await queryRunner.query(`ALTER TABLE "reports" ADD CONSTRAINT "CHK_reports_kind" CHECK (kind IN ('listing', 'review'))`);
  }
}
