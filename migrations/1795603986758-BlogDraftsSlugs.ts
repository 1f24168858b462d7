import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BlogDraftsSlugs1795603986758 implements MigrationInterface {
  name = 'BlogDraftsSlugs1795603986758';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Posts written before drafts existed are published; each gets a slug made from its title.
    await queryRunner.query(`ALTER TABLE "blogs" ADD "slug" character varying(120)`);
    await queryRunner.query(`
      UPDATE "blogs" b SET "slug" = CASE WHEN s.n = 1 THEN s.base ELSE s.base || '-' || s.n END
      FROM (
        SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY created_at, id) AS n
        FROM (SELECT id, created_at, COALESCE(NULLIF(trim(both '-' from left(regexp_replace(lower(unaccent(title)), '[^a-z0-9]+', '-', 'g'), 110)), ''), 'post') AS base FROM "blogs") t
      ) s
      WHERE s.id = b.id`);
    await queryRunner.query(`ALTER TABLE "blogs" ALTER COLUMN "slug" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "blogs" ADD "excerpt" character varying(300) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "blogs" ADD "status" character varying(20) NOT NULL DEFAULT 'published'`);
    await queryRunner.query(`ALTER TABLE "blogs" ADD "published_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "blogs" ADD "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    await queryRunner.query(`UPDATE "blogs" SET "published_at" = "created_at", "updated_at" = "created_at"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_blogs_slug" ON "blogs"  ("slug") `);
    await queryRunner.query(`CREATE INDEX "IDX_blogs_status_created" ON "blogs"  ("status", "created_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_blogs_status_created"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_blogs_slug"`);
    await queryRunner.query(`ALTER TABLE "blogs" DROP COLUMN "updated_at"`);
    await queryRunner.query(`ALTER TABLE "blogs" DROP COLUMN "published_at"`);
    await queryRunner.query(`ALTER TABLE "blogs" DROP COLUMN "status"`);
    await queryRunner.query(`ALTER TABLE "blogs" DROP COLUMN "excerpt"`);
    await queryRunner.query(`ALTER TABLE "blogs" DROP COLUMN "slug"`);
  }
}
