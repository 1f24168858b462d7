import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountsMailAndThrottling1795268376527 implements MigrationInterface {
  name = 'AccountsMailAndThrottling1795268376527';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "password_reset_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d16bebd73e844c48bca50ff8d3d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_52ac39dd8a28730c63aeb428c9" ON "password_reset_tokens"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_password_reset_tokens_hash" ON "password_reset_tokens"  ("token_hash") `);
    await queryRunner.query(
      `CREATE TABLE "mail_outbox" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "to_address" character varying(254) NOT NULL, "from_address" character varying(254) NOT NULL, "subject" character varying(200) NOT NULL, "text" text NOT NULL, "html" text, "message_id" character varying(200) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fecc63c96385bc35a39ccf2a72e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_33d5961bb0d3fdf20dd3577f6c" ON "mail_outbox"  ("to_address") `);
    await queryRunner.query(
      `CREATE TABLE "rate_limits" ("key" character varying(255) NOT NULL, "points" integer NOT NULL DEFAULT '0', "expire" bigint, CONSTRAINT "PK_8cb6aa4831e3e775ccf370521db" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "contact_number" DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "FK_52ac39dd8a28730c63aeb428c9c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "FK_52ac39dd8a28730c63aeb428c9c"`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "contact_number" SET NOT NULL`);
    await queryRunner.query(`DROP TABLE "rate_limits"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_33d5961bb0d3fdf20dd3577f6c"`);
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_password_reset_tokens_hash"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_52ac39dd8a28730c63aeb428c9"`);
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
  }
}
