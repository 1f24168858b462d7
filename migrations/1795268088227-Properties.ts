import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Properties1795268088227 implements MigrationInterface {
  name = 'Properties1795268088227';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "properties" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "owner_id" uuid NOT NULL, "title" character varying(150) NOT NULL, "description" text NOT NULL DEFAULT '', "property_type" character varying(10) NOT NULL, "gender" character varying(10) NOT NULL, "price" integer NOT NULL, "deposit" integer NOT NULL DEFAULT '0', "rooms" smallint NOT NULL, "beds" character varying(12) NOT NULL, "bathrooms" smallint NOT NULL, "parking" character varying(5) NOT NULL DEFAULT 'none', "pin_code" character varying(6) NOT NULL, "state" character varying(80) NOT NULL, "district" character varying(80) NOT NULL, "city" character varying(80) NOT NULL, "locality" character varying(120) NOT NULL, "street_address" character varying(250) NOT NULL DEFAULT '', "nearby_road" character varying(150) NOT NULL DEFAULT '', "latitude" double precision, "longitude" double precision, "amenities" text array NOT NULL DEFAULT '{}', "status" character varying(10) NOT NULL DEFAULT 'approved', "verified" boolean NOT NULL DEFAULT false, "attached_bathroom" boolean NOT NULL DEFAULT false, "preferred_tenants" text array NOT NULL DEFAULT '{}', "furnishing" character varying(15), "total_capacity" smallint, "available_from" date, "video_url" character varying(300), "food_preference" character varying(10), "meals" text array NOT NULL DEFAULT '{}', "price_inclusions" text array NOT NULL DEFAULT '{}', "house_rules" text array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_properties_status" CHECK (status IN ('pending', 'approved', 'rejected')), CONSTRAINT "CHK_properties_price" CHECK (price >= 0 AND deposit >= 0), CONSTRAINT "PK_2d83bfa0b9fcd45dee1785af44d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_797b76e2d11a5bf755127d1aa6" ON "properties"  ("owner_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_properties_status_created" ON "properties"  ("status", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "property_images" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "property_id" uuid NOT NULL, "position" smallint NOT NULL, "large_key" character varying(200) NOT NULL, "large_width" smallint NOT NULL, "large_height" smallint NOT NULL, "thumb_key" character varying(200) NOT NULL, "thumb_width" smallint NOT NULL, "thumb_height" smallint NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_317c3774ee70c26d70c4f80e200" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_property_images_order" ON "property_images"  ("property_id", "position") `);
    await queryRunner.query(
      `ALTER TABLE "properties" ADD CONSTRAINT "FK_797b76e2d11a5bf755127d1aa67" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "property_images" ADD CONSTRAINT "FK_162a7701665354b4751ffb835e4" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "property_images" DROP CONSTRAINT "FK_162a7701665354b4751ffb835e4"`);
    await queryRunner.query(`ALTER TABLE "properties" DROP CONSTRAINT "FK_797b76e2d11a5bf755127d1aa67"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_property_images_order"`);
    await queryRunner.query(`DROP TABLE "property_images"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_properties_status_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_797b76e2d11a5bf755127d1aa6"`);
    await queryRunner.query(`DROP TABLE "properties"`);
  }
}
