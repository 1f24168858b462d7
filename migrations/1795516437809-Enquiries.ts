import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Enquiries1795516437809 implements MigrationInterface {
  name = 'Enquiries1795516437809';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "enquiries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "property_id" uuid NOT NULL, "owner_id" uuid NOT NULL, "seeker_id" uuid, "customer_type" character varying(10) NOT NULL, "name" character varying(30) NOT NULL, "email" character varying(254) NOT NULL, "city" character varying(80) NOT NULL, "phone" character varying(10) NOT NULL, "message" character varying(1000) NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'new', "read_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_enquiries_customer_type" CHECK (customer_type IN ('individual', 'dealer')), CONSTRAINT "CHK_enquiries_status" CHECK (status IN ('new', 'contacted', 'closed')), CONSTRAINT "PK_1516c8a887df94dc119a1db749e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_enquiries_seeker_created" ON "enquiries"  ("seeker_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_enquiries_property_email_created" ON "enquiries"  ("property_id", "email", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_enquiries_owner_created" ON "enquiries"  ("owner_id", "created_at") `);
    await queryRunner.query(
      `ALTER TABLE "enquiries" ADD CONSTRAINT "FK_aeccda51e9466c6f66e39e73723" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "enquiries" ADD CONSTRAINT "FK_633baa4bfd232cc51fde36f6057" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "enquiries" ADD CONSTRAINT "FK_4d1f50771a20fc6616f0b02d95f" FOREIGN KEY ("seeker_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "enquiries" DROP CONSTRAINT "FK_4d1f50771a20fc6616f0b02d95f"`);
    await queryRunner.query(`ALTER TABLE "enquiries" DROP CONSTRAINT "FK_633baa4bfd232cc51fde36f6057"`);
    await queryRunner.query(`ALTER TABLE "enquiries" DROP CONSTRAINT "FK_aeccda51e9466c6f66e39e73723"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_enquiries_owner_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_enquiries_property_email_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_enquiries_seeker_created"`);
    await queryRunner.query(`DROP TABLE "enquiries"`);
  }
}
