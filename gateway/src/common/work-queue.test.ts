import { WorkQueue } from './work-queue';

describe('WorkQueue', () => {
  it('runs at most `slots` tasks at once, each after the caller’s turn', async () => {
    const queue = new WorkQueue(2);
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const task = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      order.push(name);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return name;
    };
    const results = Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => queue.run(task(name))));
    order.push('caller');
    expect(await results).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(most).toBe(2);
    expect(order[0]).toBe('caller');
  });

  it('frees the slot when a task fails', async () => {
    const queue = new WorkQueue(1);
    await expect(queue.run(() => Promise.reject(new Error('bad photo')))).rejects.toThrow('bad photo');
    await expect(queue.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
