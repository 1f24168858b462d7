import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailConfirmation1795934395027 implements MigrationInterface {
  name = 'EmailConfirmation1795934395027';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "email_confirmation_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "email" character varying(254) NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_194e242f0d4ca162bbac61db6d9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6e2b5b40ef81c7218145ece444" ON "email_confirmation_tokens"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_email_confirmation_tokens_hash" ON "email_confirmation_tokens"  ("token_hash") `);
    // Existing accounts stay unconfirmed: nobody has confirmed them (the sample data's seeder confirms its own).
    await queryRunner.query(`ALTER TABLE "users" ADD "email_confirmed_at" TIMESTAMP WITH TIME ZONE`);
    // Written by hand (an expression index; the entity tells TypeORM to leave it alone): enquiries
    // sent signed out, found by address when an account with that confirmed address signs in.
    await queryRunner.query(`CREATE INDEX "IDX_enquiries_anonymous_email" ON "enquiries" (lower("email")) WHERE seeker_id IS NULL`);
    await queryRunner.query(
      `ALTER TABLE "email_confirmation_tokens" ADD CONSTRAINT "FK_6e2b5b40ef81c7218145ece444e" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_confirmation_tokens" DROP CONSTRAINT "FK_6e2b5b40ef81c7218145ece444e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_enquiries_anonymous_email"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "email_confirmed_at"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_email_confirmation_tokens_hash"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6e2b5b40ef81c7218145ece444"`);
    await queryRunner.query(`DROP TABLE "email_confirmation_tokens"`);
  }
}
