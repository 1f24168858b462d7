import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Review reports may give 'fake' (Fake review) as their reason. Written by hand: TypeORM's diff
 * compares CHECK constraints by name, so it does not see a changed list of values.
 */
export class FakeReviewReportReason1795900000000 implements MigrationInterface {
  name = 'FakeReviewReportReason1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "CHK_reports_reason"`);
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "CHK_reports_reason" CHECK (reason IN ('wrong_price', 'already_full', 'fake_photos', 'fraud', 'other', 'fake', 'spam', 'abusive', 'off_topic'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "CHK_reports_reason"`);
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "CHK_reports_reason" CHECK (reason IN ('wrong_price', 'already_full', 'fake_photos', 'fraud', 'other', 'spam', 'abusive', 'off_topic'))`,
    );
  }
}
