import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LocationData1795268344930 implements MigrationInterface {
  name = 'LocationData1795268344930';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "location_imports" ("dataset" character varying(60) NOT NULL, "version" character varying(60) NOT NULL, "row_count" integer NOT NULL, "duration_ms" integer NOT NULL, "imported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0bb464bc6241a22c915c67c546c" PRIMARY KEY ("dataset"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "postal_places" ("id" SERIAL NOT NULL, "pin_code" character(6) NOT NULL, "place_name" character varying(120) NOT NULL, "area_name" character varying(120), "office_rank" smallint NOT NULL, "sub_district_name" character varying(120), "district_name" character varying(80) NOT NULL, "state_name" character varying(80) NOT NULL, "latitude" double precision, "longitude" double precision, CONSTRAINT "PK_9fcf7a2e8d41cb3cd465029ddf1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_postal_places_pin_code" ON "postal_places"  ("pin_code") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_postal_places_state_district_area" ON "postal_places"  ("state_name", "district_name", "area_name") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_postal_places_state_district_area"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_postal_places_pin_code"`);
    await queryRunner.query(`DROP TABLE "postal_places"`);
    await queryRunner.query(`DROP TABLE "location_imports"`);
  }
}
