import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContactMessages1795516943272 implements MigrationInterface {
  name = 'ContactMessages1795516943272';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "contact_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "full_name" character varying(60) NOT NULL, "email" character varying(254) NOT NULL, "mobile" character varying(10) NOT NULL, "enquiry_type" character varying(80) NOT NULL, "message" text NOT NULL, "read_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b74f96eb2edd977ccfba6533293" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_11eb2c3d2d9e07f264907f40ef" ON "contact_messages"  ("created_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_11eb2c3d2d9e07f264907f40ef"`);
    await queryRunner.query(`DROP TABLE "contact_messages"`);
  }
}
