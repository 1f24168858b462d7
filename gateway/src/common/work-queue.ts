import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Runs heavy tasks (photo re-encoding) a few at a time, each started on a later event-loop turn
 * than the request that asked for it: one upload of many photos can then neither hold the loop
 * nor fill libuv's small thread pool, which file access, DNS and password hashing share.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly slots: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      await nextTurn();
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
