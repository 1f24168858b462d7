import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PhoneReveals1795518147553 implements MigrationInterface {
  name = 'PhoneReveals1795518147553';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "phone_reveals" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "property_id" uuid NOT NULL, "owner_id" uuid NOT NULL, "viewer_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bd1c4be2069577784ab392a9b34" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_phone_reveals_viewer_property_created" ON "phone_reveals"  ("viewer_id", "property_id", "created_at") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_phone_reveals_owner_created" ON "phone_reveals"  ("owner_id", "created_at") `);
    await queryRunner.query(
      `ALTER TABLE "phone_reveals" ADD CONSTRAINT "FK_fc8733a08b87549b3d85de9f4a1" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "phone_reveals" ADD CONSTRAINT "FK_48e501d2f3026b3d8a6b84a03eb" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "phone_reveals" ADD CONSTRAINT "FK_7b6b7aa34b8f779c0970146d633" FOREIGN KEY ("viewer_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "phone_reveals" DROP CONSTRAINT "FK_7b6b7aa34b8f779c0970146d633"`);
    await queryRunner.query(`ALTER TABLE "phone_reveals" DROP CONSTRAINT "FK_48e501d2f3026b3d8a6b84a03eb"`);
    await queryRunner.query(`ALTER TABLE "phone_reveals" DROP CONSTRAINT "FK_fc8733a08b87549b3d85de9f4a1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_phone_reveals_owner_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_phone_reveals_viewer_property_created"`);
    await queryRunner.query(`DROP TABLE "phone_reveals"`);
  }
}
