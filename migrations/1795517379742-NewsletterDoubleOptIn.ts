import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NewsletterDoubleOptIn1795517379742 implements MigrationInterface {
  name = 'NewsletterDoubleOptIn1795517379742';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "list_unsubscribe" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriptions" ADD "confirmed_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriptions" ADD "confirm_token_hash" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriptions" ADD "confirm_sent_at" TIMESTAMP WITH TIME ZONE`);
    // Addresses that subscribed before double opt-in get an unsubscribe token; they stay unconfirmed.
    await queryRunner.query(`ALTER TABLE "newsletter_subscriptions" ADD "unsubscribe_token" character varying(64)`);
    await queryRunner.query(
      `UPDATE "newsletter_subscriptions" SET "unsubscribe_token" = md5(random()::text || "id"::text) || md5(random()::text || clock_timestamp()::text)`,
    );
    await queryRunner.query(`ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "unsubscribe_token" SET NOT NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_a082876c7b4bc8808cccbc926c" ON "newsletter_subscriptions"  ("confirm_token_hash") WHERE confirm_token_hash IS NOT NULL`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_187b0ea30549781b57c751424f" ON "newsletter_subscriptions"  ("unsubscribe_token") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_187b0ea30549781b57c751424f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a082876c7b4bc8808cccbc926c"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriptions" DROP COLUMN "unsubscribe_token"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriptions" DROP COLUMN "confirm_sent_at"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriptions" DROP COLUMN "confirm_token_hash"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriptions" DROP COLUMN "confirmed_at"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "list_unsubscribe"`);
  }
}
