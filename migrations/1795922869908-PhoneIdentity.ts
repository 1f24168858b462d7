import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PhoneIdentity1795922869908 implements MigrationInterface {
  name = 'PhoneIdentity1795922869908';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "phone_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "phone" character varying(10) NOT NULL, "purpose" character varying(10) NOT NULL, "user_id" uuid, "code_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "tries" integer NOT NULL DEFAULT '0', "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_phone_codes_purpose" CHECK (purpose IN ('sign-in', 'verify')), CONSTRAINT "PK_3d02150851be575a20caeba5870" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_0d3525a0444f61ce4cacf23a7f" ON "phone_codes"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_phone_codes_phone_purpose_created" ON "phone_codes"  ("phone", "purpose", "created_at") `);
    await queryRunner.query(`ALTER TABLE "users" ADD "phone_verified_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "enquiries" ADD "phone_verified" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_users_verified_phone" ON "users"  ("contact_number") WHERE phone_verified_at IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "phone_codes" ADD CONSTRAINT "FK_0d3525a0444f61ce4cacf23a7fd" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "phone_codes" DROP CONSTRAINT "FK_0d3525a0444f61ce4cacf23a7fd"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_users_verified_phone"`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "password_hash" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "email" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "enquiries" DROP COLUMN "phone_verified"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "phone_verified_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_phone_codes_phone_purpose_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0d3525a0444f61ce4cacf23a7f"`);
    await queryRunner.query(`DROP TABLE "phone_codes"`);
  }
}
