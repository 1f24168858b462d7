import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795266504068 implements MigrationInterface {
  name = 'InitialSchema1795266504068';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Search needs trigram matching, accent folding and distances on the earth's surface.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS cube`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS earthdistance`);
    await queryRunner.query(
      `CREATE TABLE "blogs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(200) NOT NULL, "description" text NOT NULL, "image" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e113335f11c926da929a625f118" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b4e87d7bb503878ba410f379aa" ON "blogs"  ("created_at") `);
    await queryRunner.query(
      `CREATE TABLE "seed_runs" ("name" character varying(100) NOT NULL, "row_count" integer NOT NULL, "ran_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f17d28c235a3f7ece971efd9fa3" PRIMARY KEY ("name"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "seed_runs"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b4e87d7bb503878ba410f379aa"`);
    await queryRunner.query(`DROP TABLE "blogs"`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS earthdistance`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS cube`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS unaccent`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS pg_trgm`);
  }
}
