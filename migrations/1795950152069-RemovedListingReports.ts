import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A report may be closed as 'listing_removed': its listing was deleted, so nothing is left to do
 * (issue 30). Written by hand: TypeORM's diff compares CHECK constraints by name, so it does not
 * see a changed list of values. The open listing reports of listings deleted before this change
 * are closed the same way, with the note the owner's deletion gives them (who deleted those is not
 * recorded; owners delete their listings, admins rarely do); reports of their reviews and of
 * messages in their threads stay open.
 */
export class RemovedListingReports1795950152069 implements MigrationInterface {
  name = 'RemovedListingReports1795950152069';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "CHK_reports_resolution"`);
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "CHK_reports_resolution" CHECK (resolution IS NULL OR resolution IN ('dismissed', 'review_hidden', 'listing_unpublished', 'writer_suspended', 'listing_removed'))`,
    );
    await queryRunner.query(
      `UPDATE "reports" SET "status" = 'dismissed', "resolution" = 'listing_removed', "resolution_note" = 'Removed by its owner', "resolved_at" = now()
        WHERE "status" = 'open' AND "kind" = 'listing'
          AND "property_id" IN (SELECT "id" FROM "properties" WHERE "removed_at" IS NOT NULL)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "reports" SET "status" = 'open', "resolution" = NULL, "resolution_note" = NULL, "resolved_by" = NULL, "resolved_at" = NULL
        WHERE "resolution" = 'listing_removed'`,
    );
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "CHK_reports_resolution"`);
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "CHK_reports_resolution" CHECK (resolution IS NULL OR resolution IN ('dismissed', 'review_hidden', 'listing_unpublished', 'writer_suspended'))`,
    );
  }
}
