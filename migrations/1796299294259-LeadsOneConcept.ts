import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LeadsOneConcept1796299294259 implements MigrationInterface {
  name = 'LeadsOneConcept1796299294259';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "phone_reveals" DROP CONSTRAINT "FK_7b6b7aa34b8f779c0970146d633"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_phone_reveals_viewer_property_created"`);
    await queryRunner.query(`ALTER TABLE "phone_reveals" RENAME COLUMN "viewer_id" TO "seeker_id"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_phone_reveals_seeker_property_created" ON "phone_reveals"  ("seeker_id", "property_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "phone_reveals" ADD CONSTRAINT "FK_b0f51869d579aa054081c7de02a" FOREIGN KEY ("seeker_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE VIEW "leads" AS SELECT 'enquiry'::varchar AS kind, id, property_id, owner_id, seeker_id, created_at FROM enquiries UNION ALL SELECT 'phone_reveal'::varchar AS kind, id, property_id, owner_id, seeker_id, created_at FROM phone_reveals UNION ALL SELECT 'visit'::varchar AS kind, id, property_id, owner_id, seeker_id, created_at FROM visits`,
    );
    await queryRunner.query(
      `INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES (DEFAULT, $1, DEFAULT, $2, $3, $4)`,
      [
        'public',
        'VIEW',
        'leads',
        "SELECT 'enquiry'::varchar AS kind, id, property_id, owner_id, seeker_id, created_at FROM enquiries UNION ALL SELECT 'phone_reveal'::varchar AS kind, id, property_id, owner_id, seeker_id, created_at FROM phone_reveals UNION ALL SELECT 'visit'::varchar AS kind, id, property_id, owner_id, seeker_id, created_at FROM visits",
      ],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = $1 AND "name" = $2 AND "schema" = $3`, [
      'VIEW',
      'leads',
      'public',
    ]);
    await queryRunner.query(`DROP VIEW "leads"`);
    await queryRunner.query(`ALTER TABLE "phone_reveals" DROP CONSTRAINT "FK_b0f51869d579aa054081c7de02a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_phone_reveals_seeker_property_created"`);
    await queryRunner.query(`ALTER TABLE "phone_reveals" RENAME COLUMN "seeker_id" TO "viewer_id"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_phone_reveals_viewer_property_created" ON "phone_reveals" USING btree ("property_id", "viewer_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "phone_reveals" ADD CONSTRAINT "FK_7b6b7aa34b8f779c0970146d633" FOREIGN KEY ("viewer_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }
}
