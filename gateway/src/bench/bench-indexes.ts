import type { DataSource } from 'typeorm';

/**
 * Runs a bulk load with the tables' secondary indexes and foreign keys dropped, then puts them
 * back from their own definitions, as a bulk load (or pg_restore) does: one sorted build per
 * index is many times cheaper than millions of single insertions into each, and re-adding a
 * foreign key checks every row in one join instead of one locked lookup per row. Every row is
 * still checked; primary keys and unique indexes stay during the load (ON CONFLICT needs them).
 */
export async function withIndexesBuiltAfter(dataSource: DataSource, tables: string[], load: () => Promise<void>): Promise<void> {
  const indexes: Array<{ name: string; definition: string }> = await dataSource.query(
    `SELECT quote_ident(c.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = ANY ($1::regclass[])
        AND NOT i.indisunique AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
    [tables],
  );
  const foreignKeys: Array<{ table: string; name: string; definition: string }> = await dataSource.query(
    `SELECT k.conrelid::regclass::text AS table, quote_ident(k.conname) AS name, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k WHERE k.contype = 'f' AND k.conrelid = ANY ($1::regclass[])`,
    [tables],
  );
  for (const { table, name } of foreignKeys) await dataSource.query(`ALTER TABLE ${table} DROP CONSTRAINT ${name}`);
  for (const { name } of indexes) await dataSource.query(`DROP INDEX ${name}`);
  await load();
  // Two builders take statements off one queue (one per core of a small server), each with room to sort in memory.
  const build = async (queue: string[]) => {
    const runner = dataSource.createQueryRunner();
    try {
      await runner.query(`SET maintenance_work_mem = '1GB'`);
      for (let next = queue.shift(); next; next = queue.shift()) await runner.query(next);
      await runner.query('RESET maintenance_work_mem');
    } finally {
      await runner.release();
    }
  };
  const indexQueue = indexes.map(({ definition }) => definition);
  await Promise.all([build(indexQueue), build(indexQueue)]);
  // Foreign keys once every index is there (their checks read the referenced tables' keys).
  await build(foreignKeys.map(({ table, name, definition }) => `ALTER TABLE ${table} ADD CONSTRAINT ${name} ${definition}`));
}
