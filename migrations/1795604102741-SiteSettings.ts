import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SiteSettings1795604102741 implements MigrationInterface {
  name = 'SiteSettings1795604102741';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "site_settings" ("id" smallint NOT NULL, "contact_email" character varying(254) NOT NULL, "contact_phone" character varying(40) NOT NULL, "contact_address" character varying(200) NOT NULL, "facebook_url" character varying(300) NOT NULL, "instagram_url" character varying(300) NOT NULL, "x_url" character varying(300) NOT NULL, "linkedin_url" character varying(300) NOT NULL, "youtube_url" character varying(300) NOT NULL, "featured_cities" text array NOT NULL, "review_before_live" boolean NOT NULL DEFAULT false, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_site_settings_single_row" CHECK (id = 1), CONSTRAINT "PK_e4290e8371a166d7e066d131f6e" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "site_settings"`);
  }
}
