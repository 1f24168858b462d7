import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved searches' alerts (issue 34 item 2): how and how often each is sent, its unsubscribe token,
 * the listings each has announced, and when a listing's beds became free again
 * (`vacant_again_at`), which the listed_since trigger (migration SavedSearches) now also keeps: a
 * listing that stays listed while its vacant beds go from 0 to more is free again now.
 */
export class SavedSearchAlerts1796209468925 implements MigrationInterface {
  name = 'SavedSearchAlerts1796209468925';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "saved_search_announcements" ("saved_search_id" uuid NOT NULL, "property_id" uuid NOT NULL, "new_since" TIMESTAMP WITH TIME ZONE NOT NULL, "announced_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3c3a9068f2b6e565a2e385b52a5" PRIMARY KEY ("saved_search_id", "property_id"))`,
    );
    await queryRunner.query(`ALTER TABLE "properties" ADD "vacant_again_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "saved_searches" ADD "alert_frequency" character varying(10) NOT NULL DEFAULT 'daily'`);
    await queryRunner.query(`ALTER TABLE "saved_searches" ADD "alert_by_sms" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "saved_searches" ADD "alerts_from" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    await queryRunner.query(`ALTER TABLE "saved_searches" ADD "last_alerted_at" TIMESTAMP WITH TIME ZONE`);
    // Searches saved before get a token each (the app makes them for new ones: common/link-token.ts).
    await queryRunner.query(`ALTER TABLE "saved_searches" ADD "unsubscribe_token" character varying(64)`);
    await queryRunner.query(
      `UPDATE "saved_searches" SET "unsubscribe_token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`,
    );
    await queryRunner.query(`ALTER TABLE "saved_searches" ALTER COLUMN "unsubscribe_token" SET NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_saved_searches_unsubscribe_token" ON "saved_searches"  ("unsubscribe_token") `);
    await queryRunner.query(
      `ALTER TABLE "saved_search_announcements" ADD CONSTRAINT "FK_5cc951b2ceb2861292eb6c2da62" FOREIGN KEY ("saved_search_id") REFERENCES "saved_searches"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "saved_search_announcements" ADD CONSTRAINT "FK_2f543c6824406fc04cc3d81d808" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE OR REPLACE FUNCTION properties_listed_since() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'approved' AND NEW.removed_at IS NULL AND NEW.paused_at IS NULL THEN
          IF TG_OP = 'INSERT' THEN
            NEW.listed_since := NEW.created_at;
          ELSIF NOT (OLD.status = 'approved' AND OLD.removed_at IS NULL AND OLD.paused_at IS NULL) THEN
            NEW.listed_since := now();
          ELSIF OLD.vacant_beds = 0 AND NEW.vacant_beds > 0 THEN
            NEW.vacant_again_at := now();
          END IF;
        ELSE
          NEW.listed_since := NULL;
        END IF;
        RETURN NEW;
      END $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE OR REPLACE FUNCTION properties_listed_since() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await queryRunner.query(`ALTER TABLE "saved_search_announcements" DROP CONSTRAINT "FK_2f543c6824406fc04cc3d81d808"`);
    await queryRunner.query(`ALTER TABLE "saved_search_announcements" DROP CONSTRAINT "FK_5cc951b2ceb2861292eb6c2da62"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_saved_searches_unsubscribe_token"`);
    await queryRunner.query(`ALTER TABLE "saved_searches" DROP COLUMN "unsubscribe_token"`);
    await queryRunner.query(`ALTER TABLE "saved_searches" DROP COLUMN "last_alerted_at"`);
    await queryRunner.query(`ALTER TABLE "saved_searches" DROP COLUMN "alerts_from"`);
    await queryRunner.query(`ALTER TABLE "saved_searches" DROP COLUMN "alert_by_sms"`);
    await queryRunner.query(`ALTER TABLE "saved_searches" DROP COLUMN "alert_frequency"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP COLUMN "vacant_again_at"`);
    await queryRunner.query(`DROP TABLE "saved_search_announcements"`);
  }
}
