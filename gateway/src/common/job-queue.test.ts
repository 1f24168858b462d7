import type * as Timers from 'node:timers/promises';
import { eventually } from '../test/eventually';
import { createTestApp } from '../test/test-app';
import { JobQueue } from './job-queue';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job queue (pg-boss)', () => {
  it("answers stop() only once the job in hand has ended, even past pg-boss's own wait", async () => {
    const app = await createTestApp();
    // pg-boss gives up waiting after 1 s and lets go; the handler needs 2 s.
    const jobs = new JobQueue(
      { connectionString: (app.dataSource.options as { url: string }).url, retryDelaySeconds: 60, stopWaitSeconds: 1 },
      app.logger,
    );
    const events: string[] = [];
    try {
      await jobs.work<{ n: number }>('slow', { deliverySeconds: 5 }, async ({ n }) => {
        events.push(`start ${n}`);
        await pause(2_000);
        events.push(`end ${n}`);
      });
      await jobs.enqueue('slow', { n: 1 });
      await eventually('the job to start', () => events.length > 0);
      await jobs.stop();
      events.push('stopped');
      // A worker pg-boss still had going would start or end something now.
      await pause(1_200);
    } finally {
      await app.close();
    }
    // Before, stop() answered after 1 s and the handler ended after it, outliving its owner.
    expect(events).toEqual(['start 1', 'end 1', 'stopped']);
  });
});

describe('stopping the job queue', () => {
  it('lets go of every worker before stop() answers, even one still waiting for a connection', async () => {
    const app = await createTestApp();
    const jobs = new JobQueue({ connectionString: (app.dataSource.options as { url: string }).url, retryDelaySeconds: 60 }, app.logger);
    // Eight workers start by fetching at once through a pool of two: six wait for a connection.
    await jobs.work('crowded', { deliverySeconds: 5, workers: 8 }, async () => undefined);
    // Twice, as a shutdown may ask: the second waits for the same stop.
    await Promise.all([jobs.stop(), jobs.stop()]);
    // pg-boss looks for its stopped workers once a second, waiting through node:timers/promises.
    // (The module object itself: an import would wrap it in a copy the spy would not reach.)
    const waits = jest.spyOn(jest.requireActual<typeof Timers>('node:timers/promises'), 'setTimeout');
    try {
      await pause(2_500);
      expect(waits).not.toHaveBeenCalled();
    } finally {
      waits.mockRestore();
      await app.close();
    }
  });
});
