import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config';
import { freePort } from '../db/embedded';
import { openBenchDatabase, requireBuiltGateway, startGateway } from './bench-gateways';
import { percentiles } from './percentiles';
import { timedFetch } from './timed-fetch';

/**
 * `npm run bench:pages` (issue 33 item 5): how much public-page traffic slows the API and
 * `/healthz` of the gateway that renders those pages. The built gateway on a temporary embedded
 * PostgreSQL with the sample data (or BENCH_DATABASE_URL's server), with every page rendered
 * afresh (PAGE_CACHE_SECONDS=0: a crawl of many listings, which the page cache cannot help), once
 * with the renders on the gateway's own thread (SERVER_RENDER_WORKERS=0, as before) and once in
 * its render workers (the default). In each: one client alone times `/api/v1/search` and
 * `/healthz` in turn (the figures without traffic), then the same while `--clients` clients
 * request six public pages in a loop. Options: --seconds N per phase (20), --clients N (6).
 */

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args[args.indexOf(`--${name}`) + 1] ?? fallback) || fallback;
const SECONDS = option('seconds', 20);
const CLIENTS = option('clients', 6);
const SERVER_BUNDLE = path.join(repoRoot, 'web', 'dist', 'server', 'entry-server.js');

interface Timed {
  search: number[];
  health: number[];
  pages: number[];
  /** Pages answered without their server-rendered HTML (the render failed or took too long). */
  shells: number;
}

/** The six public pages, their addresses read from the sample data. */
async function publicPages(base: string): Promise<string[]> {
  const found = (await (await fetch(`${base}/api/v1/properties?city=Jaipur&limit=1`)).json()) as { properties: Array<{ _id: string }> };
  const listing = found.properties[0]?._id;
  if (!listing) throw new Error('The sample data has no listing in Jaipur.');
  return ['/', '/about', '/blog', '/pg-in-jaipur', `/property/${listing}`, '/search-list?city=Jaipur'];
}

/** For `SECONDS`: the API and health timed in turn, and, with `clients`, pages requested beside them. */
async function phase(base: string, pages: string[], clients: number): Promise<Timed> {
  const result: Timed = { search: [], health: [], pages: [], shells: 0 };
  const until = Date.now() + SECONDS * 1000;
  const api = (async () => {
    while (Date.now() < until) {
      result.search.push((await timedFetch(`${base}/api/v1/search?city=Jaipur`)).ms);
      result.health.push((await timedFetch(`${base}/healthz`)).ms);
    }
  })();
  const visitors = Array.from({ length: clients }, async (_, client) => {
    for (let visit = client; Date.now() < until; visit++) {
      const { ms, body } = await timedFetch(`${base}${pages[visit % pages.length]}`);
      result.pages.push(ms);
      if (body.includes('<div id="root"></div>')) result.shells++;
    }
  });
  await Promise.all([api, ...visitors]);
  return result;
}

/** The gateway's resident memory after the traffic (its render workers included), where Linux says it. */
function residentMegabytes(pid: number | undefined): string {
  const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m) : null;
  return status ? String(Math.round(Number(status[1]) / 1024)) : '?';
}

const figures = (times: number[]) => {
  const { median, p95 } = percentiles(times);
  return `${Math.round(median)} / ${Math.round(p95)}`;
};

async function main() {
  requireBuiltGateway();
  if (!existsSync(SERVER_BUNDLE)) throw new Error('Build the web app first (npm run bench:pages does: npm run build).');
  const database = await openBenchDatabase();
  const rows: string[] = [];
  let seeded = false;
  try {
    for (const [label, workers] of [
      ["gateway's own thread (SERVER_RENDER_WORKERS=0)", '0'],
      ['render workers (the default)', ''],
    ] as const) {
      const port = await freePort();
      const env = { PAGE_CACHE_SECONDS: '0', SEED: seeded ? 'false' : 'true', ...(workers ? { SERVER_RENDER_WORKERS: workers } : {}) };
      const gateway: ChildProcess = await startGateway(database.url, port, env);
      seeded = true;
      try {
        const base = `http://127.0.0.1:${port}`;
        const pages = await publicPages(base);
        for (const page of pages) await timedFetch(`${base}${page}`); // Each page's code and data warmed once.
        const alone = await phase(base, pages, 0);
        const busy = await phase(base, pages, CLIENTS);
        rows.push(
          `| ${label} | ${figures(alone.search)} | ${figures(alone.health)} | ${(busy.pages.length / SECONDS).toFixed(1)} | ${figures(busy.pages)} | ${busy.shells} | ${figures(busy.search)} | ${figures(busy.health)} | ${residentMegabytes(gateway.pid)} |`,
        );
      } finally {
        gateway.kill('SIGTERM');
        await new Promise((resolve) => gateway.once('exit', resolve));
      }
    }
  } finally {
    await database.drop();
  }
  console.log(`\nPublic-page traffic and the API (${CLIENTS} page clients, ${SECONDS} s a phase, every page rendered; p50 / p95 in ms)\n`);
  console.log(
    '| renders on | search alone | /healthz alone | pages/s | page | pages left to the browser | search beside pages | /healthz beside pages |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
