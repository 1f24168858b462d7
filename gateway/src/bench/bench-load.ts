import http from 'node:http';
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
}

/**
 * autocannon against the running gateway: `connections` connections for `seconds`, after a
 * short warm-up. Latencies are collected per response so p95 is exact (autocannon's own summary
 * has no p95). Non-2xx answers count as errors.
 */
export async function httpLoad({ url, connections, seconds, requests }: HttpLoad): Promise<LoadResult> {
  let next = 0;
  const cycle = () => requests[next++ % requests.length];
  const options = (duration: number): autocannon.Options => ({
    url,
    connections,
    duration,
    pipelining: 1,
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

/**
 * An open loop (issue 35): `rate` requests a second sent at evenly spaced moments whatever the
 * answers' speed, each on a keep-alive connection that is free (opened when none is), for
 * `seconds` after a 2 s warm-up. Each latency counts from the moment its request was due, so a
 * send this process was too busy to make on time counts against the answer (coordinated omission).
 * autocannon's rate limit is not an open loop: each connection sends its share of a second back
 * to back as the second starts and then waits, so the server met a burst of every connection at
 * once each second (at half the saturation rate, the p95 of 16 connections at saturation).
 */
export async function openLoad({ url, rate, seconds, requests }: Omit<HttpLoad, 'connections'> & { rate: number }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const target = new URL(url);
  let next = 0;
  const send = (request: HttpLoad['requests'][number]) =>
    new Promise<number>((resolve) => {
      const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
      if (request.body) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(request.body) });
      const sent = http.request(
        { host: target.hostname, port: target.port, method: request.method, path: request.path, headers, agent },
        (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.statusCode ?? 0));
        },
      );
      sent.on('error', () => resolve(0));
      sent.end(request.body);
    });
  const loop = (duration: number, onAnswer: (status: number, ms: number) => void) =>
    new Promise<void>((finished) => {
      const interval = 1000 / rate;
      const total = Math.round(duration * rate);
      const start = performance.now();
      const answers: Array<Promise<void>> = [];
      let sent = 0;
      const sendDue = () => {
        while (sent < total && start + sent * interval <= performance.now()) {
          const due = start + sent * interval;
          answers.push(send(requests[next++ % requests.length]).then((status) => onAnswer(status, performance.now() - due)));
          sent++;
        }
        if (sent < total) setTimeout(sendDue, Math.max(0, start + sent * interval - performance.now()));
        else void Promise.all(answers).then(() => finished());
      };
      sendDue();
    });
  try {
    await loop(2, () => {});
    const latencies: number[] = [];
    let errors = 0;
    await loop(seconds, (status, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
      else errors++;
    });
    return summarise(latencies, seconds, errors);
  } finally {
    agent.destroy();
  }
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
