import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config';
import { printSortedSchema } from '../graphql/schema';

/** Writes /schema.graphql from the code; with --check, only fails when the file is out of date. */
const target = path.join(repoRoot, 'schema.graphql');
const schema = printSortedSchema();
if (process.argv.includes('--check')) {
  const committed = readFileSync(target, 'utf8');
  if (committed !== schema) {
    console.error('schema.graphql is out of date with the code: run `npm run schema` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date.');
} else {
  writeFileSync(target, schema);
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
}
