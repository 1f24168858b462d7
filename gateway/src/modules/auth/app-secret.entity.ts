import { Column, CreateDateColumn, Entity, PrimaryColumn, type DataSource } from 'typeorm';

/**
 * Secrets the gateway generates itself when none is configured (the token signing key), kept in
 * the database so every gateway on it, and every restart, agrees.
 */
@Entity('app_secrets')
export class AppSecret {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'text' })
  value: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/**
 * The secret kept under `name`, made by `generate` the first time. Insert-or-keep: two gateways
 * starting together store one and both read that one.
 */
export async function keptSecret(dataSource: DataSource, name: string, generate: () => string): Promise<string> {
  const secrets = dataSource.getRepository(AppSecret);
  await secrets.createQueryBuilder().insert().values({ name, value: generate() }).orIgnore().execute();
  return (await secrets.findOneByOrFail({ name })).value;
}
