import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PushSubscriptions1796219968336 implements MigrationInterface {
  name = 'PushSubscriptions1796219968336';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "push_subscriptions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "endpoint" character varying(1000) NOT NULL, "p256dh" character varying(100) NOT NULL, "auth" character varying(50) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_757fc8f00c34f66832668dc2e53" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6771f119f1c06d2ccf38f23866" ON "push_subscriptions"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_push_subscriptions_endpoint" ON "push_subscriptions"  ("endpoint") `);
    await queryRunner.query(
      `ALTER TABLE "push_subscriptions" ADD CONSTRAINT "FK_6771f119f1c06d2ccf38f238664" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "push_subscriptions" DROP CONSTRAINT "FK_6771f119f1c06d2ccf38f238664"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_push_subscriptions_endpoint"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6771f119f1c06d2ccf38f23866"`);
    await queryRunner.query(`DROP TABLE "push_subscriptions"`);
  }
}
