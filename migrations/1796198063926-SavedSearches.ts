import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved searches (issue 34 item 1) and when each listing became listed (`listed_since`), which
 * tells a saved search its new matches. The trigger states the listed rule of
 * gateway/src/modules/property/listed.ts (approved, not removed, not paused): a listing that
 * becomes listed is listed since now; one inserted listed, since its created_at (sample data is
 * back-dated); one that stops being listed, not at all; one that stays listed keeps its time (the
 * app never writes it; sample data and tests may back-date it). Existing listed listings count from their
 * created_at. The trigger is written by hand (TypeORM does not diff triggers).
 */
export class SavedSearches1796198063926 implements MigrationInterface {
  name = 'SavedSearches1796198063926';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "saved_searches" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "name" character varying(80) NOT NULL, "query" character varying(2000) NOT NULL, "paused_at" TIMESTAMP WITH TIME ZONE, "last_opened_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d9a53c71ccc5cf66dcdc5b33dfe" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_saved_searches_user_query" ON "saved_searches"  ("user_id", "query") `);
    await queryRunner.query(`ALTER TABLE "properties" ADD "listed_since" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "saved_searches" ADD CONSTRAINT "FK_8f01d13ac8e7b451d244674274f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Nothing searchable changes: the search triggers need not run for every listing.
    await queryRunner.query(`ALTER TABLE "properties" DISABLE TRIGGER USER`);
    await queryRunner.query(
      `UPDATE "properties" SET "listed_since" = "created_at" WHERE "status" = 'approved' AND "removed_at" IS NULL AND "paused_at" IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "properties" ENABLE TRIGGER USER`);
    await queryRunner.query(`CREATE FUNCTION properties_listed_since() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'approved' AND NEW.removed_at IS NULL AND NEW.paused_at IS NULL THEN
          IF TG_OP = 'INSERT' THEN
            NEW.listed_since := NEW.created_at;
          ELSIF NOT (OLD.status = 'approved' AND OLD.removed_at IS NULL AND OLD.paused_at IS NULL) THEN
            NEW.listed_since := now();
          END IF;
        ELSE
          NEW.listed_since := NULL;
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER properties_listed_since BEFORE INSERT OR UPDATE ON properties FOR EACH ROW EXECUTE FUNCTION properties_listed_since()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER properties_listed_since ON properties`);
    await queryRunner.query(`DROP FUNCTION properties_listed_since()`);
    await queryRunner.query(`ALTER TABLE "saved_searches" DROP CONSTRAINT "FK_8f01d13ac8e7b451d244674274f"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "listed_since"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_saved_searches_user_query"`);
    await queryRunner.query(`DROP TABLE "saved_searches"`);
  }
}
