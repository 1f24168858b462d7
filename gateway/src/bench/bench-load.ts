import autocannon from 'autocannon';

export interface LoadResult {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
}

/** Percentiles of latencies in ms (nearest-rank). */
function summarise(latencies: number[], seconds: number, errors: number): LoadResult {
  const sorted = Float64Array.from(latencies).sort();
  const at = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
  return { p50: at(50), p95: at(95), p99: at(99), requestsPerSecond: latencies.length / seconds, requests: latencies.length, errors };
}

export interface HttpLoad {
  url: string;
  connections: number;
  seconds: number;
  /** One request per call, cycled: method, path and body. */
  requests: Array<{ method: 'GET' | 'POST'; path: string; body?: string }>;
  /**
   * Open loop: requests are sent at this many per second whatever the answers' speed (spread
   * over the connections, which must be enough that none waits for an answer before its next
   * send). Without it each connection sends its next request as soon as it has an answer.
   */
  overallRate?: number;
}

/**
 * autocannon against the running gateway: `connections` connections for `seconds`, after a
 * short warm-up. Latencies are collected per response so p95 is exact (autocannon's own summary
 * has no p95). Non-2xx answers count as errors.
 */
export async function httpLoad({ url, connections, seconds, requests, overallRate }: HttpLoad): Promise<LoadResult> {
  let next = 0;
  const cycle = () => requests[next++ % requests.length];
  const options = (duration: number): autocannon.Options => ({
    url,
    connections,
    duration,
    pipelining: 1,
    ...(overallRate ? { overallRate } : {}),
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const chosen = cycle();
          return { ...request, method: chosen.method, path: chosen.path, body: chosen.body };
        },
      },
    ],
  });
  await run(options(2));
  const latencies: number[] = [];
  let errors = 0;
  const result = await run(options(seconds), (status, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
    else errors++;
  });
  return summarise(latencies, seconds, errors + result.errors + result.timeouts);
}

function run(options: autocannon.Options, onResponse?: (status: number, ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onResponse) instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => onResponse(status, ms));
  });
}

/** The same concurrency straight through pg: `connections` loops calling `work` for `seconds`. */
export async function directLoad(works: Array<() => Promise<void>>, connections: number, seconds: number): Promise<LoadResult> {
  let next = 0;
  const loop = async (until: number, latencies: number[] | null) => {
    while (performance.now() < until) {
      const work = works[next++ % works.length];
      const started = performance.now();
      await work();
      latencies?.push(performance.now() - started);
    }
  };
  const warm = performance.now() + 2000;
  await Promise.all(Array.from({ length: connections }, () => loop(warm, null)));
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: connections }, () => loop(until, latencies)));
  return summarise(latencies, seconds, 0);
}
