import 'reflect-metadata';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { repoRoot } from '../config';
import { connectionSettings } from '../db/connection-settings';
import { createDataSource } from '../db/data-source';
import { migrate } from '../db/migrate';
import { freePort } from '../db/embedded';
import { openBenchDatabase, requireBuiltGateway, startGateway } from './bench-gateways';
import { ensureLocationData } from '../modules/location/location-import';
import { LocationService } from '../modules/location/location.service';
import { SearchService } from '../modules/search/search.service';
import { JUDGED_QUERIES } from '../modules/search/judged-queries';
import { SUGGESTIONS_SQL } from '../modules/search/search-suggestions';
import { queryWords, termLookupSql } from '../modules/search/search-text';
import { seedBenchActivity } from './bench-activity';
import { seedBenchListings } from './bench-data';
import { directLoad, httpLoad, openLoad } from './bench-load';
import { openLoopRates, readmeSection, renderReport, savedRun, type Row, type SavedRun } from './bench-report';
import { planUse, type PlanUse } from './bench-plans';
import { measureStats, statsPlanProblems, timeMidnightMove } from './bench-stats';
import { percentiles } from './percentiles';
import { benchPoints, benchScenarios, directSql, webOperations, type BenchScenario } from './bench-scenarios';

/**
 * `npm run bench`: seeds a separate benchmark database with 100,000 listings, starts the built
 * gateway on it and measures each search through GraphQL and REST with autocannon beside the same
 * SQL sent straight through pg: saturation throughput (16 connections) with the ratios, latency
 * under an open-loop arrival rate of half each API's own saturation throughput, and one-connection
 * latency of each API; and
 * which indexes each search's plan reads; each search again through a second gateway with the search cache on; then, on seeded users' activity, the admin figures
 * (adminStats, leaderboard, leads report) through their services, and their plans. Options: --listings N, --seconds S, --readme (writes
 * the report into README.md), --json FILE (keeps this run's figures and report), --compare FILE (reports each search at the
 * kept run's size beside this one's, with the one-connection growth; with --readme both reports go into README.md), --seed-only (seeds and stops: the seeding time), --admin-only (seeds and measures the admin figures alone, printed, nothing written). BENCH_DATABASE_URL: use that server (a
 * database nivaas_bench_<pid> is created and dropped) instead of a temporary embedded one.
 */

const args = process.argv.slice(2);
const optionText = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const option = (name: string, fallback: number) => Number(optionText(name) ?? fallback);
const LISTINGS = option('listings', 100_000);
const SECONDS = option('seconds', 10);
const CONNECTIONS = 16;
/** The search cache's life in the cached gateway (the gateway's default). */
const CACHE_SECONDS = 5;

async function main() {
  requireBuiltGateway();
  const started = Date.now();
  const loadBefore = os.loadavg();
  const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);
  const database = await openBenchDatabase();
  const gateways: ChildProcess[] = [];
  // The SQL floor runs the gateway's statements with the gateway's connection settings (its plans).
  const pool = new Pool({ connectionString: database.url, max: CONNECTIONS, ...connectionSettings() });
  /** The admin figures, then the periods' midnight move (once: it changes the counts), each logged. */
  const measureAdminFigures = async (dataSource: DataSource) => {
    const stats = await measureStats(dataSource, pool, SECONDS);
    for (const row of stats) log(`${row.title}: p50 ${row.median.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms over ${row.calls} calls`);
    const midnightMoveMs = await timeMidnightMove(dataSource);
    log(`moving the periods on by a day (midnight's job): ${midnightMoveMs.toFixed(0)} ms`);
    return { stats, midnightMoveMs };
  };
  // An idle connection ended by the server (the database dropped at the end) is no failure of the run.
  pool.on('error', (error) => log(`a bench connection ended: ${error.message}`));
  try {
    const dataSource = createDataSource(database.url, { poolSize: 4 });
    await dataSource.initialize();
    await migrate(dataSource);
    await ensureLocationData(dataSource);
    log(`seeding ${LISTINGS.toLocaleString('en-IN')} listings...`);
    const seed = await seedBenchListings(dataSource, new LocationService(dataSource), LISTINGS);
    log(
      `seeded ${seed.listings.toLocaleString('en-IN')} listings, ${seed.images.toLocaleString('en-IN')} photo rows, ${seed.owners} owners over ${seed.localities.toLocaleString('en-IN')} localities of ${seed.cities} cities in ${(seed.ms / 1000).toFixed(1)} s (${Object.entries(
        seed.phases,
      )
        .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
        .join(', ')})`,
    );
    const activity = await seedBenchActivity(dataSource, seed.listings);
    log(
      `seeded ${activity.seekers.toLocaleString('en-IN')} seekers, ${activity.enquiries.toLocaleString('en-IN')} enquiries, ${activity.phoneReveals.toLocaleString('en-IN')} phone reveals, ${activity.visits.toLocaleString('en-IN')} visits and ${activity.shortlists.toLocaleString('en-IN')} shortlists in ${(activity.ms / 1000).toFixed(1)} s`,
    );
    if (args.includes('--seed-only')) {
      log(`seeded in ${((seed.ms + activity.ms) / 1000).toFixed(1)} s (--seed-only: nothing measured)`);
      await dataSource.destroy();
      return;
    }
    if (args.includes('--admin-only')) {
      await measureAdminFigures(dataSource);
      await dataSource.destroy();
      return;
    }
    const service = new SearchService(dataSource);
    const [{ version }] = await dataSource.query('SELECT version()');

    // Two gateways: the measured one without the search cache, and one with it (the cached columns).
    const port = await freePort();
    gateways.push(await startGateway(database.url, port, { SEARCH_CACHE_SECONDS: '0' }));
    const baseUrl = `http://127.0.0.1:${port}`;
    const cachedPort = await freePort();
    gateways.push(await startGateway(database.url, cachedPort, { SEARCH_CACHE_SECONDS: String(CACHE_SECONDS) }));
    const cachedUrl = `http://127.0.0.1:${cachedPort}`;
    log(`gateways running at ${baseUrl} (no search cache) and ${cachedUrl} (search cache of ${CACHE_SECONDS} s)`);

    const scenarios = benchScenarios(await benchPoints(pool));
    const documentOf = webOperations();
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      const document = documentOf(scenario.operationName);
      await checkAnswers(baseUrl, document, scenario);
      const plans = await explain(service, pool, scenario);
      const graphqlRequests = scenario.variants.map((variant) => ({
        method: 'POST' as const,
        path: '/graphql',
        body: JSON.stringify({ query: document, operationName: scenario.operationName, variables: variant.variables }),
      }));
      const restRequests = scenario.variants.map((variant) => ({ method: 'GET' as const, path: variant.restPath }));
      const load = os.loadavg()[0].toFixed(2);
      const single = await httpLoad({ url: baseUrl, connections: 1, seconds: Math.min(SECONDS, 4), requests: graphqlRequests });
      const singleRest = await httpLoad({ url: baseUrl, connections: 1, seconds: Math.min(SECONDS, 4), requests: restRequests });
      // One variant at a time: each may read the places afresh (their cache expires), and 103
      // at once overflowed the pool's queue at 1,000,000 listings (PoolQueueFull).
      const works = [];
      for (const variant of scenario.variants) works.push(await directSql(service, pool, scenario, variant));
      const sql = await directLoad(works, CONNECTIONS, SECONDS);
      const graphql = await httpLoad({ url: baseUrl, connections: CONNECTIONS, seconds: SECONDS, requests: graphqlRequests });
      const rest = await httpLoad({ url: baseUrl, connections: CONNECTIONS, seconds: SECONDS, requests: restRequests });
      // Open loop at half each API's own saturation rate.
      const openLoop = (url: string, requests: typeof graphqlRequests | typeof restRequests, rate: number) =>
        openLoad({ url, rate, seconds: SECONDS, requests });
      const rates = openLoopRates(graphql, rest);
      const openGraphql = await openLoop(baseUrl, graphqlRequests, rates.graphql);
      const openRest = await openLoop(baseUrl, restRequests, rates.rest);
      const cachedGraphql = await httpLoad({ url: cachedUrl, connections: CONNECTIONS, seconds: SECONDS, requests: graphqlRequests });
      const cachedRest = await httpLoad({ url: cachedUrl, connections: CONNECTIONS, seconds: SECONDS, requests: restRequests });
      const cachedRates = openLoopRates(cachedGraphql, cachedRest);
      const cached = {
        graphql: cachedGraphql,
        rest: cachedRest,
        rates: cachedRates,
        openGraphql: await openLoop(cachedUrl, graphqlRequests, cachedRates.graphql),
        openRest: await openLoop(cachedUrl, restRequests, cachedRates.rest),
      };
      rows.push({ scenario, single, singleRest, graphql, rest, sql, rates, openGraphql, openRest, cached, plans });
      log(
        `${scenario.title}: req/s GraphQL ${graphql.requestsPerSecond.toFixed(0)}, REST ${rest.requestsPerSecond.toFixed(0)}, SQL ${sql.requestsPerSecond.toFixed(0)}; open loop at ${rates.graphql} / ${rates.rest} req/s p95 GraphQL ${openGraphql.p95.toFixed(1)} ms, REST ${openRest.p95.toFixed(1)} ms; cached: req/s GraphQL ${cached.graphql.requestsPerSecond.toFixed(0)}, REST ${cached.rest.requestsPerSecond.toFixed(0)}, open-loop p95 GraphQL ${cached.openGraphql.p95.toFixed(1)} ms, REST ${cached.openRest.p95.toFixed(1)} ms (load ${load})`,
      );
    }
    const understanding = await understandingCost(service);
    log(
      `understanding the judged set's words: median ${understanding.median.toFixed(3)} ms, p95 ${understanding.p95.toFixed(3)} ms per search`,
    );
    const { stats, midnightMoveMs } = await measureAdminFigures(dataSource);
    await dataSource.destroy();

    const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM; Node ${process.version}; ${String(version).split(' on ')[0]}`;
    const date = new Date().toISOString().slice(0, 10);
    const comparing = optionText('compare');
    const before = comparing ? (JSON.parse(readFileSync(comparing, 'utf8')) as SavedRun) : undefined;
    const report = renderReport(rows, {
      machine,
      seed,
      date,
      loadBefore,
      connections: CONNECTIONS,
      seconds: SECONDS,
      understanding,
      judgedQueries: JUDGED_QUERIES.length,
      before,
      activity,
      stats,
      midnightMoveMs,
    });
    const keeping = optionText('json');
    if (keeping) writeFileSync(keeping, JSON.stringify(savedRun(rows, seed.listings, date, report), null, 2));
    console.log(`\n${report}`);
    const failures = [
      ...rows.flatMap((row) => row.plans.flatMap((plan) => plan.seqScans.map((scan) => `${row.scenario.title}: ${scan}`))),
      ...statsPlanProblems(stats),
    ];
    if (failures.length)
      console.log(`\nPLAN PROBLEMS (a search or an admin figure read a big table without an index):\n  ${failures.join('\n  ')}`);
    if (args.includes('--readme')) writeReadme(readmeSection(report, seed.listings, before));
    log('done');
  } finally {
    await pool.end();
    for (const gateway of gateways.filter((g) => g.exitCode === null)) {
      const exited = new Promise((resolve) => gateway.once('exit', resolve));
      gateway.kill('SIGTERM');
      await exited;
    }
    await database.drop();
  }
}

/** Every variant answers without errors and (for searches) finds something, before timing. */
async function checkAnswers(baseUrl: string, document: string, scenario: BenchScenario) {
  for (const variant of scenario.variants) {
    const graphql = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: document, operationName: scenario.operationName, variables: variant.variables }),
    });
    const body = (await graphql.json()) as { data?: { search?: { total: number }; searchSuggestions?: unknown[] }; errors?: unknown };
    if (body.errors)
      throw new Error(
        `${scenario.title}: GraphQL answered errors for ${JSON.stringify(variant.variables)}: ${JSON.stringify(body.errors)}`,
      );
    const found = body.data?.search?.total ?? body.data?.searchSuggestions?.length ?? 0;
    if (!found) console.warn(`  warning: ${scenario.title} finds nothing for ${JSON.stringify(variant.variables)}`);
    const rest = await fetch(`${baseUrl}${variant.restPath}`);
    if (!rest.ok) throw new Error(`${scenario.title}: REST answered ${rest.status} for ${variant.restPath}: ${await rest.text()}`);
  }
}

/** EXPLAIN ANALYZE of every statement of every variant: which indexes were read. */
async function explain(service: SearchService, pool: Pool, scenario: BenchScenario): Promise<PlanUse[]> {
  const plans: PlanUse[] = [];
  for (const variant of scenario.variants) {
    if (scenario.operationName === 'SearchSuggestions') {
      plans.push(await planUse(pool, SUGGESTIONS_SQL, [variant.variables.q, variant.variables.limit]));
      continue;
    }
    const parsed = service.parse(variant.variables as { filter: unknown });
    const { filters } = await service.understanding.readWords(parsed.filters);
    const { page, limit } = parsed;
    if (filters.q) {
      const lookup = termLookupSql(queryWords(filters.q));
      plans.push(await planUse(pool, lookup.text, lookup.values));
    }
    const statement = service.statement(await service.plan(null, filters, page, limit, true));
    plans.push(await planUse(pool, statement.text, statement.values));
  }
  return plans;
}

/**
 * What reading the words of q adds to a search (issue 17's limit: 2 ms of the median): the
 * judged set's queries read many times over, with the known places cached as in the gateway.
 */
async function understandingCost(service: SearchService): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const { q } of JUDGED_QUERIES) {
      const { filters } = service.parse({ filter: { q } });
      const start = process.hrtime.bigint();
      await service.understanding.readWords(filters);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return percentiles(times);
}

const README_START = '<!-- bench:start -->';
const README_END = '<!-- bench:end -->';

function writeReadme(report: string) {
  const file = path.join(repoRoot, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${README_START} ... ${README_END} section to fill.`);
  writeFileSync(file, `${readme.slice(0, start + README_START.length)}\n${report}\n${readme.slice(end)}`);
  console.log('README.md updated.');
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
