import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PropertyImageVariants1795618477710 implements MigrationInterface {
  name = 'PropertyImageVariants1795618477710';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "property_images" ADD "variant_widths" smallint array`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "property_images" DROP COLUMN "variant_widths"`);
  }
}
