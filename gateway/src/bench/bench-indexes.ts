import type { DataSource } from 'typeorm';

/**
 * Runs a bulk load with the tables' secondary indexes dropped, then builds them again from their
 * own definitions (pg_get_indexdef), as a bulk load is done: one sorted build per index is many
 * times cheaper than a million single insertions into each. Indexes behind constraints (primary
 * keys, unique constraints) stay, so the load is checked as the product's writes are.
 */
export async function withIndexesBuiltAfter(dataSource: DataSource, tables: string[], load: () => Promise<void>): Promise<void> {
  const indexes: Array<{ name: string; definition: string }> = await dataSource.query(
    `SELECT quote_ident(c.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = ANY ($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
    [tables],
  );
  for (const { name } of indexes) await dataSource.query(`DROP INDEX ${name}`);
  await load();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query(`SET maintenance_work_mem = '1GB'`);
    for (const { definition } of indexes) await runner.query(definition);
    await runner.query('RESET maintenance_work_mem');
  } finally {
    await runner.release();
  }
}
