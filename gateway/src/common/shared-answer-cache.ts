import type { DataSource, EntityTarget } from 'typeorm';
import { afterCommittedWrites } from './committed-writes';

export interface SharedAnswerCacheSettings {
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  /** At most this many answers are kept (the oldest go first). */
  maxEntries: number;
}

interface Entry {
  until: number;
  value: Promise<unknown>;
}

/**
 * A short-lived cache of answers that are the same for everybody (anonymous searches and the
 * typeahead, keyed on the normalised filter, search.service.ts; public pages rendered on the server,
 * public-pages/page-cache.ts). Concurrent identical requests share one computation. Every change to what it
 * watches empties it (after the change's commit; for searches a listing or its photos), so a search
 * right after an approval, edit or removal sees it; what the cache cannot see (a rating changed by
 * the reviews trigger, a poster renamed, another gateway's change) is at most `ttlMs` old.
 */
export class SharedAnswerCache {
  /** Kept from the moment a query starts, so an invalidation also drops answers still on their way. */
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly settings: SharedAnswerCacheSettings,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.settings.ttlMs > 0;
  }

  /** The kept answer for `key`, or `compute()`'s, kept for the TTL unless what it watches changes. */
  through<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const now = this.now();
    const found = this.entries.get(key);
    if (found && found.until > now) return found.value as Promise<T>;
    if (found) this.entries.delete(key);
    const value = compute();
    const entry = { until: now + this.settings.ttlMs, value };
    this.entries.set(key, entry);
    // A failure is not kept.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.settings.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  invalidate(): void {
    this.entries.clear();
  }

  /** Empties the cache whenever an entity `affects` is written through TypeORM (once committed). */
  watch(dataSource: DataSource, affects: (entity: EntityTarget<unknown>) => boolean): void {
    afterCommittedWrites(dataSource, affects, () => this.invalidate());
  }
}

/** One key for equal filters: object keys sorted, lists of plain values sorted (they are sets). */
export function cacheKey(value: unknown): string {
  return JSON.stringify(normalised(value));
}

function normalised(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(normalised);
    return items.every((item) => typeof item !== 'object' || item === null) ? [...items].sort() : items;
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort()
        .map((key) => [key, normalised(record[key])]),
    );
  }
  return value;
}
