import type { MigrationInterface, QueryRunner } from 'typeorm';

export class VisitsSmsOutboxMailAttachments1795597308336 implements MigrationInterface {
  name = 'VisitsSmsOutboxMailAttachments1795597308336';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sms_outbox" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "to_number" character varying(10) NOT NULL, "text" character varying(500) NOT NULL, "status" "public"."mail_status" NOT NULL DEFAULT 'kept', "attempts" integer NOT NULL DEFAULT '0', "last_error" text, "sent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_8b64347e4647de6ac287b2ed834" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_cedc9b607e30444d5e87beb7ad" ON "sms_outbox"  ("to_number") `);
    await queryRunner.query(
      `CREATE TABLE "visits" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "property_id" uuid NOT NULL, "owner_id" uuid NOT NULL, "seeker_id" uuid NOT NULL, "day" date NOT NULL, "slot" character varying(10) NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "note" character varying(500) NOT NULL DEFAULT '', "status" character varying(12) NOT NULL DEFAULT 'requested', "cancelled_by" character varying(6), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_visits_cancelled_by" CHECK (cancelled_by IS NULL OR cancelled_by IN ('seeker', 'owner')), CONSTRAINT "CHK_visits_slot" CHECK (slot IN ('morning', 'afternoon', 'evening')), CONSTRAINT "CHK_visits_status" CHECK (status IN ('requested', 'confirmed', 'rescheduled', 'declined', 'cancelled')), CONSTRAINT "PK_0b0b322289a41015c6ea4e8bf30" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_visits_seeker_property" ON "visits"  ("seeker_id", "property_id", "ends_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_visits_owner_created" ON "visits"  ("owner_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "attachments" jsonb`);
    await queryRunner.query(
      `ALTER TABLE "visits" ADD CONSTRAINT "FK_a930cedb59540f5bed3a25e2cce" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "visits" ADD CONSTRAINT "FK_8fbe4685981c76bad532e8413b9" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "visits" ADD CONSTRAINT "FK_f061a07cd3a624e7e7991d3072c" FOREIGN KEY ("seeker_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "visits" DROP CONSTRAINT "FK_f061a07cd3a624e7e7991d3072c"`);
    await queryRunner.query(`ALTER TABLE "visits" DROP CONSTRAINT "FK_8fbe4685981c76bad532e8413b9"`);
    await queryRunner.query(`ALTER TABLE "visits" DROP CONSTRAINT "FK_a930cedb59540f5bed3a25e2cce"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "attachments"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_visits_owner_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_visits_seeker_property"`);
    await queryRunner.query(`DROP TABLE "visits"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cedc9b607e30444d5e87beb7ad"`);
    await queryRunner.query(`DROP TABLE "sms_outbox"`);
  }
}
