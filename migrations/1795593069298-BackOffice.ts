import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BackOffice1795593069298 implements MigrationInterface {
  name = 'BackOffice1795593069298';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "actor_id" uuid, "actor_name" character varying(30) NOT NULL, "action" character varying(40) NOT NULL, "target_type" character varying(20) NOT NULL, "target_id" uuid, "target_label" character varying(300) NOT NULL, "reason" text, "details" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_target" ON "audit_log"  ("target_type", "target_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_actor_created" ON "audit_log"  ("actor_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_action_created" ON "audit_log"  ("action", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_created" ON "audit_log"  ("created_at") `);
    await queryRunner.query(
      `CREATE TABLE "search_misses" ("day" date NOT NULL, "term" character varying(100) NOT NULL, "count" integer NOT NULL DEFAULT '1', CONSTRAINT "PK_25efa6e6f918a99c6e489eccb99" PRIMARY KEY ("day", "term"))`,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "suspended_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE INDEX "IDX_users_role_created" ON "users"  ("role", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_users_created" ON "users"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_properties_created" ON "properties"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_enquiries_created" ON "enquiries"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_phone_reveals_created" ON "phone_reveals"  ("created_at") `);
    await queryRunner.query(
      `ALTER TABLE "audit_log" ADD CONSTRAINT "FK_15a6f5aad57db494c17986ed2e2" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_log" DROP CONSTRAINT "FK_15a6f5aad57db494c17986ed2e2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_phone_reveals_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_enquiries_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_properties_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_users_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_users_role_created"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "suspended_at"`);
    await queryRunner.query(`DROP TABLE "search_misses"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_audit_log_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_audit_log_action_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_audit_log_actor_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_audit_log_target"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
