import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { MigrationInterface } from 'typeorm';
import { repoRoot } from '../config';

export type MigrationClass = new () => MigrationInterface;

/**
 * Folder of the migrations this process runs: `dist/migrations` beside a compiled gateway,
 * the top-level `migrations/` when running from TypeScript (tsx, jest).
 */
export function migrationsDir(): string {
  const compiled = __filename.endsWith('.js');
  return compiled ? path.resolve(__dirname, '../../../migrations') : path.join(repoRoot, 'migrations');
}

/**
 * Loads the migration classes with plain `require`, so the same code works compiled, under tsx
 * and under jest's transform (TypeORM's own glob loader uses dynamic import, which jest lacks).
 */
export function loadMigrations(dir = migrationsDir()): MigrationClass[] {
  const extension = __filename.endsWith('.js') ? '.js' : '.ts';
  return (
    readdirSync(dir)
      .filter((file) => /^\d{13}-[A-Za-z0-9]+\.(ts|js)$/.test(file) && file.endsWith(extension))
      .sort()
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- see the comment above
      .flatMap((file) => Object.values(require(path.join(dir, file)) as Record<string, MigrationClass>))
      .filter((exported) => typeof exported === 'function')
  );
}
