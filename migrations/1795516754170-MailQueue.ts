import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MailQueue1795516754170 implements MigrationInterface {
  name = 'MailQueue1795516754170';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."mail_status" AS ENUM('queued', 'sent', 'failed', 'kept')`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "status" "public"."mail_status" NOT NULL DEFAULT 'kept'`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "attempts" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "last_error" text`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "sent_at" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "sent_at"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "last_error"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "attempts"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "status"`);
    await queryRunner.query(`DROP TYPE "public"."mail_status"`);
  }
}
