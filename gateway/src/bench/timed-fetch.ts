import { performance } from 'node:perf_hooks';

/** One GET timed until its whole answer has arrived: the milliseconds, the body and the status. */
export async function timedFetch(url: string): Promise<{ ms: number; body: string; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept: 'text/html,application/json' } });
  const body = await response.text();
  return { ms: performance.now() - started, body, status: response.status };
}
