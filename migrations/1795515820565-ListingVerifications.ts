import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ListingVerifications1795515820565 implements MigrationInterface {
  name = 'ListingVerifications1795515820565';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "listing_verifications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "property_id" uuid NOT NULL, "checked_by" uuid, "verified" boolean NOT NULL, "photos_match" boolean NOT NULL DEFAULT false, "owner_identity_seen" boolean NOT NULL DEFAULT false, "address_confirmed" boolean NOT NULL DEFAULT false, "note" character varying(500) NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_69679d2e78d4fbdd6e95a845597" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_listing_verifications_property_created" ON "listing_verifications"  ("property_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "listing_verifications" ADD CONSTRAINT "FK_f51046ece27139e43d9d5ec79c9" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "listing_verifications" ADD CONSTRAINT "FK_f2bc775c02aed10f6419546de79" FOREIGN KEY ("checked_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "listing_verifications" DROP CONSTRAINT "FK_f2bc775c02aed10f6419546de79"`);
    await queryRunner.query(`ALTER TABLE "listing_verifications" DROP CONSTRAINT "FK_f51046ece27139e43d9d5ec79c9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_listing_verifications_property_created"`);
    await queryRunner.query(`DROP TABLE "listing_verifications"`);
  }
}
