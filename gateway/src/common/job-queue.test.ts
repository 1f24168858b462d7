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
