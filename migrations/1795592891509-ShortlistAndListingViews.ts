import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ShortlistAndListingViews1795592891509 implements MigrationInterface {
  name = 'ShortlistAndListingViews1795592891509';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "listing_view_days" ("property_id" uuid NOT NULL, "day" date NOT NULL, "views" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_24493669c0a85dda15d987908d2" PRIMARY KEY ("property_id", "day"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "listing_viewers" ("property_id" uuid NOT NULL, "day" date NOT NULL, "viewer_key" character varying(60) NOT NULL, CONSTRAINT "PK_39cf95cdbfccb48e8cc8e1c2ab1" PRIMARY KEY ("property_id", "day", "viewer_key"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "shortlist_entries" ("user_id" uuid NOT NULL, "property_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5b4b13d12fc2d7dadf73e9e872d" PRIMARY KEY ("user_id", "property_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_shortlist_entries_property_created" ON "shortlist_entries"  ("property_id", "created_at") `);
    await queryRunner.query(
      `ALTER TABLE "listing_view_days" ADD CONSTRAINT "FK_6feb9c1937a004161f8f6b8f31f" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "listing_viewers" ADD CONSTRAINT "FK_cf4605ee055f9a4947ad50ff032" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "shortlist_entries" ADD CONSTRAINT "FK_1ae03fce97dc0d334cdc4dec476" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "shortlist_entries" ADD CONSTRAINT "FK_3f5b5ca5d26ba2c43bfb74d97f3" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "shortlist_entries" DROP CONSTRAINT "FK_3f5b5ca5d26ba2c43bfb74d97f3"`);
    await queryRunner.query(`ALTER TABLE "shortlist_entries" DROP CONSTRAINT "FK_1ae03fce97dc0d334cdc4dec476"`);
    await queryRunner.query(`ALTER TABLE "listing_viewers" DROP CONSTRAINT "FK_cf4605ee055f9a4947ad50ff032"`);
    await queryRunner.query(`ALTER TABLE "listing_view_days" DROP CONSTRAINT "FK_6feb9c1937a004161f8f6b8f31f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_shortlist_entries_property_created"`);
    await queryRunner.query(`DROP TABLE "shortlist_entries"`);
    await queryRunner.query(`DROP TABLE "listing_viewers"`);
    await queryRunner.query(`DROP TABLE "listing_view_days"`);
  }
}
