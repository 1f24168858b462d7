import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EnquiryReplies1795517415468 implements MigrationInterface {
  name = 'EnquiryReplies1795517415468';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "enquiry_replies" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "enquiry_id" uuid NOT NULL, "author_id" uuid, "message" character varying(2000) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1ebd9b6721dfd6b235a655032ac" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_enquiry_replies_enquiry_created" ON "enquiry_replies"  ("enquiry_id", "created_at") `);
    await queryRunner.query(
      `ALTER TABLE "enquiry_replies" ADD CONSTRAINT "FK_1ab3f1102ac1749b28729fb6c7f" FOREIGN KEY ("enquiry_id") REFERENCES "enquiries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "enquiry_replies" ADD CONSTRAINT "FK_a70f7adef681345aa06707016e4" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "enquiry_replies" DROP CONSTRAINT "FK_a70f7adef681345aa06707016e4"`);
    await queryRunner.query(`ALTER TABLE "enquiry_replies" DROP CONSTRAINT "FK_1ab3f1102ac1749b28729fb6c7f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_enquiry_replies_enquiry_created"`);
    await queryRunner.query(`DROP TABLE "enquiry_replies"`);
  }
}
