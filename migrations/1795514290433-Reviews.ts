import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Reviews1795514290433 implements MigrationInterface {
  name = 'Reviews1795514290433';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reviews" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "property_id" uuid NOT NULL, "author_id" uuid NOT NULL, "rating" smallint NOT NULL, "food" smallint, "cleanliness" smallint, "safety" smallint, "location" smallint, "value" smallint, "text" character varying(2000) NOT NULL, "owner_reply" character varying(1000), "owner_replied_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_reviews_property_author" UNIQUE ("property_id", "author_id"), CONSTRAINT "CHK_reviews_value" CHECK (value IS NULL OR value BETWEEN 1 AND 5), CONSTRAINT "CHK_reviews_location" CHECK (location IS NULL OR location BETWEEN 1 AND 5), CONSTRAINT "CHK_reviews_safety" CHECK (safety IS NULL OR safety BETWEEN 1 AND 5), CONSTRAINT "CHK_reviews_cleanliness" CHECK (cleanliness IS NULL OR cleanliness BETWEEN 1 AND 5), CONSTRAINT "CHK_reviews_food" CHECK (food IS NULL OR food BETWEEN 1 AND 5), CONSTRAINT "CHK_reviews_rating" CHECK (rating BETWEEN 1 AND 5), CONSTRAINT "PK_231ae565c273ee700b283f15c1d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_reviews_created" ON "reviews"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_reviews_property_created" ON "reviews"  ("property_id", "created_at") `);
    await queryRunner.query(
      `ALTER TABLE "reviews" ADD CONSTRAINT "FK_2b1e1cd13649e9315b28b7f2f0c" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reviews" ADD CONSTRAINT "FK_7efc8ac1a6389e4e9317435ad2b" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reviews" DROP CONSTRAINT "FK_7efc8ac1a6389e4e9317435ad2b"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP CONSTRAINT "FK_2b1e1cd13649e9315b28b7f2f0c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reviews_property_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reviews_created"`);
    await queryRunner.query(`DROP TABLE "reviews"`);
  }
}
