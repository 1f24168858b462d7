import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDataSource } from '../db/data-source';
import { migrationsDir } from '../db/migrations';
import { scratchDatabase } from './scratch-database';

/**
 * `npm run migration:generate -- <PascalCaseName>`: applies the existing migrations to a scratch
 * database, diffs it against the entities and writes the difference as a new migration. Read it
 * before committing; it is never edited once landed.
 */
async function main() {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
    console.error('Usage: npm run migration:generate -- <PascalCaseName>');
    process.exit(2);
  }
  const scratch = await scratchDatabase();
  const dataSource = createDataSource(scratch.url);
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    const { upQueries, downQueries } = await dataSource.driver.createSchemaBuilder().log();
    if (!upQueries.length) {
      console.log('The entities and the migrations agree: nothing to generate.');
      return;
    }
    const timestamp = Date.now();
    const file = path.join(migrationsDir(), `${timestamp}-${name}.ts`);
    const render = (queries: typeof upQueries) =>
      queries
        .map(({ query, parameters }) => {
          const args = parameters?.length ? `, ${JSON.stringify(parameters)}` : '';
          return `    await queryRunner.query(\`${query.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${')}\`${args});`;
        })
        .join('\n');
    writeFileSync(
      file,
      `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${name}${timestamp} implements MigrationInterface {
  name = '${name}${timestamp}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${render(upQueries)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${render(downQueries.reverse())}
  }
}
`,
    );
    console.log(`Wrote ${path.relative(process.cwd(), file)}: read it, then commit it with the entity change.`);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await scratch.drop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
