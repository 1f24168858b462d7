import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config';
import { printSortedSchema } from './schema';

describe('schema.graphql', () => {
  it('is exactly what the code builds (run `npm run schema` after changing the API)', () => {
    const committed = readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8');
    expect(committed).toBe(printSortedSchema());
  });
});
