import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SignInAddresses1795518047586 implements MigrationInterface {
  name = 'SignInAddresses1795518047586';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sign_in_addresses" ("user_id" uuid NOT NULL, "address_hash" character(64) NOT NULL, "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b26b1465c8304db7d86f9e6547c" PRIMARY KEY ("user_id", "address_hash"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "FK_a71194f9940f467900339d36a86" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sign_in_addresses" DROP CONSTRAINT "FK_a71194f9940f467900339d36a86"`);
    await queryRunner.query(`DROP TABLE "sign_in_addresses"`);
  }
}
