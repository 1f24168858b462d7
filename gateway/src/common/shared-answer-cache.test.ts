import { SharedAnswerCache } from './shared-answer-cache';

describe('SharedAnswerCache', () => {
  it('forgets an answer after its time, and at most keeps its size', async () => {
    let now = 0;
    const cache = new SharedAnswerCache({ ttlMs: 1000, maxEntries: 2 }, () => now);
    let calls = 0;
    const count = () => cache.through('a', async () => ++calls);
    expect([await count(), await count()]).toEqual([1, 1]);
    now = 1001;
    expect(await count()).toBe(2);
    await cache.through('b', async () => 0);
    await cache.through('c', async () => 0);
    expect(await count()).toBe(3);
  });

  it('does not keep an answer computed across an invalidation, nor a failure', async () => {
    const cache = new SharedAnswerCache({ ttlMs: 60_000, maxEntries: 10 });
    let release!: (value: string) => void;
    const slow = cache.through('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.through('k', async () => 'after the change')).toBe('after the change');
    await expect(cache.through('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.through('x', async () => 'up')).toBe('up');
  });
});
