import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InboxAssignResolveReply1795603961720 implements MigrationInterface {
  name = 'InboxAssignResolveReply1795603961720';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "contact_replies" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "message_id" uuid NOT NULL, "author_id" uuid, "text" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b58d521da2be0a27c801bdc17b0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_contact_replies_message" ON "contact_replies"  ("message_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "contact_messages" ADD "assigned_to" uuid`);
    await queryRunner.query(`ALTER TABLE "contact_messages" ADD "resolved_by" uuid`);
    await queryRunner.query(`ALTER TABLE "contact_messages" ADD "resolved_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "contact_messages" ADD "resolution_note" character varying(1000)`);
    await queryRunner.query(`ALTER TABLE "reports" ADD "read_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "reports" ADD "assigned_to" uuid`);
    await queryRunner.query(`CREATE INDEX "IDX_reports_created" ON "reports"  ("created_at") `);
    await queryRunner.query(
      `ALTER TABLE "contact_messages" ADD CONSTRAINT "FK_f0f34a123e6e77563c1c1ad998c" FOREIGN KEY ("assigned_to") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_messages" ADD CONSTRAINT "FK_0f978ea7758b611943751fe2d7a" FOREIGN KEY ("resolved_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_replies" ADD CONSTRAINT "FK_63a5e43d106b93f35827c7ce808" FOREIGN KEY ("message_id") REFERENCES "contact_messages"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_replies" ADD CONSTRAINT "FK_81826a4fabc481c9ab4d37fee9d" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "FK_437bf8a8049bbbe16083c64e27f" FOREIGN KEY ("assigned_to") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reports" DROP CONSTRAINT "FK_437bf8a8049bbbe16083c64e27f"`);
    await queryRunner.query(`ALTER TABLE "contact_replies" DROP CONSTRAINT "FK_81826a4fabc481c9ab4d37fee9d"`);
    await queryRunner.query(`ALTER TABLE "contact_replies" DROP CONSTRAINT "FK_63a5e43d106b93f35827c7ce808"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP CONSTRAINT "FK_0f978ea7758b611943751fe2d7a"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP CONSTRAINT "FK_f0f34a123e6e77563c1c1ad998c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_reports_created"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP COLUMN "assigned_to"`);
    await queryRunner.query(`ALTER TABLE "reports" DROP COLUMN "read_at"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP COLUMN "resolution_note"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP COLUMN "resolved_at"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP COLUMN "resolved_by"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP COLUMN "assigned_to"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_contact_replies_message"`);
    await queryRunner.query(`DROP TABLE "contact_replies"`);
  }
}
