import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReportsAndReviewState1795592954802 implements MigrationInterface {
  name = 'ReportsAndReviewState1795592954802';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" character varying(10) NOT NULL, "property_id" uuid NOT NULL, "review_id" uuid, "reporter_id" uuid, "reason" character varying(20) NOT NULL, "text" character varying(1000) NOT NULL DEFAULT '', "status" character varying(10) NOT NULL DEFAULT 'open', "resolution" character varying(20), "resolution_note" character varying(1000), "resolved_by" uuid, "resolved_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_reports_review_kind" CHECK ((kind = 'review') = (review_id IS NOT NULL)), CONSTRAINT "CHK_reports_resolution" CHECK (resolution IS NULL OR resolution IN ('dismissed', 'review_hidden', 'listing_unpublished')), CONSTRAINT "CHK_reports_status" CHECK (status IN ('open', 'dismissed', 'actioned')), CONSTRAINT "CHK_reports_reason" CHECK (reason IN ('wrong_price', 'already_full', 'fake_photos', 'fraud', 'other', 'spam', 'abusive', 'off_topic')), CONSTRAINT "CHK_reports_kind" CHECK (kind IN ('listing', 'review')), CONSTRAINT "PK_d9013193989303580053c0b5ef6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_reports_open_review" ON "reports"  ("review_id") WHERE status = 'open'`);
    await queryRunner.query(`CREATE INDEX "IDX_reports_open_property" ON "reports"  ("property_id") WHERE status = 'open'`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_reports_review_reporter" ON "reports"  ("reporter_id", "review_id") WHERE review_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_reports_open_listing_reporter" ON "reports"  ("reporter_id", "property_id") WHERE kind = 'listing' AND status = 'open'`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_reports_kind_status_created" ON "reports"  ("kind", "status", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_reports_status_created" ON "reports"  ("status", "created_at") `);
    await queryRunner.query(`ALTER TABLE "reviews" ADD "state" character varying(10) NOT NULL DEFAULT 'visible'`);
    await queryRunner.query(`ALTER TABLE "reviews" ADD CONSTRAINT "CHK_reviews_state" CHECK (state IN ('visible', 'hidden'))`);
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "FK_98f6f201bc4326c65eec21c932f" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "FK_628fb90b2d3a87f2bb236befa66" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "FK_9459b9bf907a3807ef7143d2ead" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "FK_f7790853594bca5892d390e1daf" FOREIGN KEY ("resolved_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_f7790853594bca5892d390e1daf"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_9459b9bf907a3807ef7143d2ead"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_628fb90b2d3a87f2bb236befa66"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_98f6f201bc4326c65eec21c932f"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP CONSTRAINT "CHK_reviews_state"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "state"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reports_status_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reports_kind_status_created"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_reports_open_listing_reporter"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_reports_review_reporter"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reports_open_property"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reports_open_review"`);
    await queryRunner.query(`DROP TABLE "reports"`);
  }
}
