import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A seeker's visits and phone reveals outlive their account (as their enquiries already did): an
 * admin deleting it sets them to no seeker instead of deleting the owners' leads.
 */
export class SeekersLeadsOutliveTheirAccount1796281665484 implements MigrationInterface {
  name = 'SeekersLeadsOutliveTheirAccount1796281665484';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "phone_reveals" DROP CONSTRAINT "FK_7b6b7aa34b8f779c0970146d633"`);
    await queryRunner.query(`ALTER TABLE "visits" DROP CONSTRAINT "FK_f061a07cd3a624e7e7991d3072c"`);
    await queryRunner.query(`ALTER TABLE "phone_reveals" ALTER COLUMN "viewer_id" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "visits" ALTER COLUMN "seeker_id" DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "phone_reveals" ADD CONSTRAINT "FK_7b6b7aa34b8f779c0970146d633" FOREIGN KEY ("viewer_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "visits" ADD CONSTRAINT "FK_f061a07cd3a624e7e7991d3072c" FOREIGN KEY ("seeker_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "visits" DROP CONSTRAINT "FK_f061a07cd3a624e7e7991d3072c"`);
    await queryRunner.query(`ALTER TABLE "phone_reveals" DROP CONSTRAINT "FK_7b6b7aa34b8f779c0970146d633"`);
    // Back to the old rule: the leads of deleted accounts go, as the cascade took them then.
    await queryRunner.query(`DELETE FROM "visits" WHERE "seeker_id" IS NULL`);
    await queryRunner.query(`DELETE FROM "phone_reveals" WHERE "viewer_id" IS NULL`);
    await queryRunner.query(`ALTER TABLE "visits" ALTER COLUMN "seeker_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "phone_reveals" ALTER COLUMN "viewer_id" SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "visits" ADD CONSTRAINT "FK_f061a07cd3a624e7e7991d3072c" FOREIGN KEY ("seeker_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "phone_reveals" ADD CONSTRAINT "FK_7b6b7aa34b8f779c0970146d633" FOREIGN KEY ("viewer_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }
}
