import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GatewayInstances1795593822647 implements MigrationInterface {
  name = 'GatewayInstances1795593822647';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "gateway_instances" ("id" uuid NOT NULL, "host" character varying(255) NOT NULL, "pid" integer NOT NULL, "storage_kind" character varying(8) NOT NULL, "storage_location" text NOT NULL, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bbb4b9bd00d749b74cb7229b4ea" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "gateway_instances"`);
  }
}
