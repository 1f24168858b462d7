import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EnquiryThreads1795912506913 implements MigrationInterface {
  name = 'EnquiryThreads1795912506913';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "enquiry_replies" ADD "from_seeker" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "enquiries" ADD "seeker_seen_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "enquiries" ADD "owner_seen_at" TIMESTAMP WITH TIME ZONE`);
    // Hand-written: the owner has seen a thread they opened; the seeker saw theirs as they sent it.
    await queryRunner.query(`UPDATE "enquiries" SET "owner_seen_at" = "read_at", "seeker_seen_at" = "created_at"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "enquiries" DROP COLUMN "owner_seen_at"`);
    await queryRunner.query(`ALTER TABLE "enquiries" DROP COLUMN "seeker_seen_at"`);
    await queryRunner.query(`ALTER TABLE "enquiry_replies" DROP COLUMN "from_seeker"`);
  }
}
