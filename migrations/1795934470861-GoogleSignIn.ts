import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GoogleSignIn1795934470861 implements MigrationInterface {
  name = 'GoogleSignIn1795934470861';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "user_google_identities" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "subject" character varying(255) NOT NULL, "email" character varying(254) NOT NULL, "linked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_00dafa00d3034f36771bfa1b795" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_user_google_identities_user" ON "user_google_identities"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_user_google_identities_subject" ON "user_google_identities"  ("subject") `);
    await queryRunner.query(
      `CREATE TABLE "google_sign_in_tickets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "ticket_hash" character(64) NOT NULL, "kind" character varying(10) NOT NULL, "user_id" uuid NOT NULL, "subject" character varying(255), "email" character varying(254), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_c0f6a1101304ee81e073470334f" UNIQUE ("ticket_hash"), CONSTRAINT "CHK_google_sign_in_tickets_kind" CHECK (kind IN ('sign-in', 'link')), CONSTRAINT "PK_5861d6cb229dea6ff73c2034100" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_4b2ea54e4ddaa1a47e3b6fc5f4" ON "google_sign_in_tickets"  ("user_id") `);
    await queryRunner.query(
      `ALTER TABLE "user_google_identities" ADD CONSTRAINT "FK_65811bb1426db88b8d4e79bf580" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "google_sign_in_tickets" ADD CONSTRAINT "FK_4b2ea54e4ddaa1a47e3b6fc5f4a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "google_sign_in_tickets" DROP CONSTRAINT "FK_4b2ea54e4ddaa1a47e3b6fc5f4a"`);
    await queryRunner.query(`ALTER TABLE "user_google_identities" DROP CONSTRAINT "FK_65811bb1426db88b8d4e79bf580"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4b2ea54e4ddaa1a47e3b6fc5f4"`);
    await queryRunner.query(`DROP TABLE "google_sign_in_tickets"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_user_google_identities_subject"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_user_google_identities_user"`);
    await queryRunner.query(`DROP TABLE "user_google_identities"`);
  }
}
