import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type LighthouseModule from 'lighthouse';
import { percentiles } from '../../gateway/src/bench/percentiles';
import { timedFetch } from '../../gateway/src/bench/timed-fetch';
import { repoRoot, startApp, stopApp } from '../support/app-server';
import { kb } from '../support/bundle-budget';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import {
  INTERACTION_TARGETS,
  interactions,
  launchInteractionBrowser,
  measureInteraction,
  type InteractionResult,
  type When,
} from './interactions';

/**
 * `npm run bench:web` (issue 15 item 5): builds the app, starts it as the journeys do (fresh
 * embedded database, sample data, production mode), runs Lighthouse on the system Chromium
 * (mobile, its default simulated throttling) RUNS times on each page below, and prints the
 * median of each score and metric as a Markdown table, which it also writes into README.md
 * between the bench-web markers. A benchmark, not a test: nothing fails on a low score.
 * Lighthouse 12.8 is the newest release whose engines allow Node 20 (13 needs Node 22.19).
 * `--with-worker`: a returning visitor's loads instead, the service worker installed (issue 34
 * item 3): storage is kept between runs and one run per page before the measured ones installs it
 * (that run is not counted); the README is left as it is.
 * Issue 32 item 5 adds, per page, the ceiling (the same page with its scripts blocked, what its
 * HTML and styles alone score) and, after the pages, the interaction check (interactions.ts).
 */
const RUNS = 3;
const WITH_WORKER = process.argv.includes('--with-worker');
const README_START = '<!-- bench-web:start -->';
const README_END = '<!-- bench-web:end -->';
const TARGETS = 'performance 95 or more, CLS 0.02 or less, TBT 150 ms or less, accessibility, best practices and SEO 100';

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The page's HTML as the browser got it: its size, and the bytes on the wire. */
  htmlBytes: number;
  htmlWireBytes: number;
  /** JavaScript the page requested before its load event, bytes on the wire (issue 32: 30 KB gzip or less). */
  scriptWireBytesBeforeLoad: number;
}

/** Server renders timed per page: enough for a p95 of a page a visitor never asked for before. */
const RENDERS = 20;
/** Renders of each page before the timed ones (see serverRenders). */
const WARM_RENDERS = 5;

async function main() {
  const loadBefore = os.loadavg();
  const app = await startApp();
  // Before Chromium starts: the renders are timed with nothing else of the bench running.
  const pages = await benchPages(app.baseUrl);
  const renders = await serverRenders(app.baseUrl, pages);
  const profile = await mkdtemp(path.join(os.tmpdir(), 'nivaas-lighthouse-'));
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  // A fresh profile; never a browser download: chrome-launcher only starts the given binary.
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    userDataDir: profile,
    logLevel: 'error',
  });
  const versions = { text: '' };
  try {
    const rows: Row[] = [];
    for (const page of pages)
      rows.push({ ...(await measurePage(lighthouse, chrome.port, app.baseUrl, page, versions)), render: renders.get(page.path)! });
    const checked = WITH_WORKER ? [] : await interactionChecks(app.baseUrl, pages[2].path);
    const report = renderReport(rows, checked, { loadBefore, versions: versions.text });
    console.log(`\n${report}`);
    if (!process.argv.includes('--no-readme') && !WITH_WORKER) await writeReadme(report);
  } finally {
    chrome.kill();
    await rm(profile, { recursive: true, force: true });
    await stopApp(app);
  }
}

type Lighthouse = typeof LighthouseModule;

/**
 * One page: RUNS Lighthouse runs (their medians), RUNS more with its scripts blocked (the ceiling),
 * and the server's render times. `versions` gets the Lighthouse and Chromium the runs used.
 */
async function measurePage(
  lighthouse: Lighthouse,
  port: number,
  baseUrl: string,
  page: { title: string; path: string },
  versions: { text: string },
): Promise<Omit<Row, 'render'>> {
  const url = `${baseUrl}${page.path}`;
  const runs: Run[] = [];
  // The first visit installs the worker; the measured ones are served through it.
  if (WITH_WORKER) await measure(lighthouse, url, port);
  for (let run = 0; run < RUNS; run++) {
    const lhr = await measure(lighthouse, url, port);
    versions.text = `Lighthouse ${lhr.lighthouseVersion}, ${/Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0].replace('/', ' ') ?? 'Chromium'}`;
    runs.push(runOf(lhr));
    console.log(`${page.title} run ${run + 1}: ${JSON.stringify(runs[run])}`);
    if (run === RUNS - 1) console.log(`  what Lighthouse marks down: ${shortfalls(lhr).join('; ')}`);
  }
  const ceiling: number[] = [];
  for (let run = 0; run < RUNS && !WITH_WORKER; run++) {
    const lhr = await measure(lighthouse, url, port, { blockedUrlPatterns: ['*.js'] });
    ceiling.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
  }
  console.log(`${page.title} with its scripts blocked: ${ceiling.join(', ')}`);
  return { ...page, median: medianRun(runs), ceiling: median(ceiling) };
}
type Row = { title: string; path: string; median: Run; ceiling: number; render: { p50: number; p95: number } };
type Checked = { title: string; when: When; results: InteractionResult[] };

/** Each interaction of interactions.ts, RUNS times at each moment, on the bench's pages. */
async function interactionChecks(baseUrl: string, listingPath: string): Promise<Checked[]> {
  const browser = await launchInteractionBrowser();
  const checked: Checked[] = [];
  try {
    for (const interaction of interactions(listingPath))
      for (const when of ['after load', 'first second'] as const) {
        const results: InteractionResult[] = [];
        for (let run = 0; run < RUNS; run++) results.push(await measureInteraction(browser, baseUrl, interaction, when));
        console.log(`${interaction.title}, ${when}: ${JSON.stringify(results)}`);
        checked.push({ title: interaction.title, when, results });
      }
  } finally {
    await browser.close();
  }
  return checked;
}

/** A run's scores, metrics and weights. */
function runOf(lhr: Awaited<ReturnType<typeof measure>>): Run {
  const { categories, audits } = lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    ...pageWeight(lhr),
  };
}

/** One Lighthouse run; a run whose trace failed (it happens on a busy machine) is tried again. */
async function measure(lighthouse: Lighthouse, url: string, port: number, flags: { blockedUrlPatterns?: string[] } = {}) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', disableStorageReset: WITH_WORKER, ...flags });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (result && !error) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${error?.code} ${error?.message}`);
    console.warn(`Lighthouse could not measure ${url} (${error?.code}); trying again.`);
  }
}

type NetworkRequest = { resourceType: string; networkRequestTime: number; transferSize: number; resourceSize: number };
type NetworkLog = { items: NetworkRequest[]; debugData: { networkStartTimeTs: number } };
type LoadMetrics = { items: Array<{ observedLoadTs: number }> };

/**
 * What the page weighed in this run, from Lighthouse's own network log: the document, and the
 * scripts requested before the load event (the log's times count from its first request; the
 * load event's time is the trace's, in microseconds, as the log's start is).
 */
function pageWeight(lhr: Awaited<ReturnType<typeof measure>>): Pick<Run, 'htmlBytes' | 'htmlWireBytes' | 'scriptWireBytesBeforeLoad'> {
  const network = lhr.audits['network-requests'].details as unknown as NetworkLog;
  const metrics = lhr.audits.metrics.details as unknown as LoadMetrics;
  const loadMs = (metrics.items[0].observedLoadTs - network.debugData.networkStartTimeTs) / 1000;
  const document = network.items.find((request) => request.resourceType === 'Document');
  const scripts = network.items.filter((request) => request.resourceType === 'Script' && request.networkRequestTime < loadMs);
  return {
    htmlBytes: document?.resourceSize ?? NaN,
    htmlWireBytes: document?.transferSize ?? NaN,
    scriptWireBytesBeforeLoad: scripts.reduce((sum, script) => sum + script.transferSize, 0),
  };
}

/**
 * The server's answer for each page rendered afresh (issue 32: 100 ms or less p95, one request at
 * a time), by path. Each page is first asked WARM_RENDERS times, not timed: a server that has run a
 * while has compiled its render path, and the first renders after start compile it. Then RENDERS
 * rounds, each asking every page once in turn (so a slower moment of the machine falls on every
 * page alike). Each address carries a query parameter of its own, which the page ignores and the
 * page cache does not (it keys on the whole address).
 */
async function serverRenders(baseUrl: string, pages: ReadonlyArray<{ path: string }>): Promise<Map<string, { p50: number; p95: number }>> {
  const times = new Map(pages.map(({ path: pagePath }) => [pagePath, [] as number[]]));
  for (let render = 0; render < WARM_RENDERS + RENDERS; render++) {
    for (const { path: pagePath } of pages) {
      const url = `${baseUrl}${pagePath}${pagePath.includes('?') ? '&' : '?'}bench-render=${Date.now()}-${render}`;
      const { ms, status } = await timedFetch(url);
      if (status >= 300) throw new Error(`${url} answered ${status}`);
      if (render >= WARM_RENDERS) times.get(pagePath)!.push(ms);
    }
  }
  return new Map(
    [...times].map(([pagePath, taken]) => {
      const { median, p95 } = percentiles(taken);
      return [pagePath, { p50: median, p95 }];
    }),
  );
}

/** The audits that cost points (score under 0.9), with their figure: where to look next. */
function shortfalls(lhr: Awaited<ReturnType<typeof measure>>): string[] {
  return Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual',
    )
    .map(
      (audit) =>
        `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}${audit.id === 'layout-shifts' ? `: ${shiftedElements(audit.details)}` : ''}`,
    );
}

/** The elements that moved, from the layout-shifts audit (its table's node snippets). */
function shiftedElements(details: unknown): string {
  const items = (details as { items?: Array<{ score?: number; node?: { selector?: string; snippet?: string } }> } | undefined)?.items ?? [];
  return items.map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${item.score?.toFixed(3) ?? '?'})`).join(', ');
}

/** The pages of the issue: home, a search, a listing, a city landing page and a blog post. */
async function benchPages(baseUrl: string) {
  const listings = (await (await fetch(`${baseUrl}/api/v1/properties?limit=1`)).json()) as { properties: Array<{ _id: string }> };
  const blogs = (await (await fetch(`${baseUrl}/api/v1/fetch-blog`)).json()) as { data: Array<{ _id: string }> };
  if (!listings.properties[0] || !blogs.data[0]) throw new Error('The sample data has no listing or no blog post to measure.');
  return [
    { title: 'Home', path: '/' },
    { title: 'Search', path: '/search-list?city=Jaipur' },
    { title: 'Property', path: `/property/${listings.properties[0]._id}` },
    { title: 'City landing page', path: '/pg-in-jaipur' },
    { title: 'Blog post', path: `/blogs/${blogs.data[0]._id}` },
  ];
}

/** The middle figure; a figure that never came (NaN) counts as the largest. */
function median(figures: number[]): number {
  const sorted = figures.map((figure) => (Number.isNaN(figure) ? Infinity : figure)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** The median of each score and metric on its own (runs differ in which metric is slow). */
function medianRun(runs: Run[]): Run {
  const median = (key: keyof Run) => runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    bestPractices: median('bestPractices'),
    seo: median('seo'),
    lcpMs: median('lcpMs'),
    tbtMs: median('tbtMs'),
    cls: median('cls'),
    htmlBytes: median('htmlBytes'),
    htmlWireBytes: median('htmlWireBytes'),
    scriptWireBytesBeforeLoad: median('scriptWireBytesBeforeLoad'),
  };
}

function renderReport(rows: Row[], checked: Checked[], info: { loadBefore: number[]; versions: string }): string {
  const cpus = os.cpus();
  const machine = `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM; Node ${process.version}; ${info.versions}`;
  const busy =
    info.loadBefore[0] > cpus.length / 2
      ? ' The machine was busy with other work during the run, which slows the page loads Lighthouse observes (its simulated throttling starts from them).'
      : '';
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}. Mobile, Lighthouse's default simulated throttling, the production build served by the gateway with the sample data; median of ${RUNS} runs per page${WITH_WORKER ? ', a returning visitor with the service worker installed' : ''}. Load average before the run ${info.loadBefore.map((load) => load.toFixed(2)).join(' / ')}.${busy} Targets: ${TARGETS}.`,
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Performance, scripts blocked |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const shown = (pagePath: string) =>
    pagePath.startsWith('/property/') || pagePath.startsWith('/blogs/') ? pagePath.replace(/[^/]+$/, ':id') : pagePath;
  for (const { title, path: pagePath, median, ceiling } of rows) {
    lines.push(
      `| ${title} (\`${shown(pagePath)}\`) | ${median.performance} | ${median.accessibility} | ${median.bestPractices} | ${median.seo} | ${(median.lcpMs / 1000).toFixed(1)} s | ${Math.round(median.tbtMs)} ms | ${median.cls.toFixed(3)} | ${ceiling} |`,
    );
  }
  lines.push(
    '',
    `What each page weighs (bytes on the wire as the gateway sent them to Lighthouse's Chromium; median of the runs), and the server's answer for a page rendered afresh (${RENDERS} requests of each page one at a time, the pages in turn, after ${WARM_RENDERS} untimed ones and before Chromium starts; each address new to the page cache). Targets: JavaScript before the load event 30 KB gzip or less; the server's render 100 ms or less p95.`,
    '',
    '| Page | HTML | HTML on the wire | JavaScript before load, on the wire | Server p50 / p95 |',
    '|---|---|---|---|---|',
    ...rows.map(
      ({ title, path: pagePath, median, render }) =>
        `| ${title} (\`${shown(pagePath)}\`) | ${kb(median.htmlBytes)} | ${kb(median.htmlWireBytes)} | ${kb(median.scriptWireBytesBeforeLoad)} | ${Math.round(render.p50)} / ${Math.round(render.p95)} ms |`,
    ),
  );
  if (checked.length)
    lines.push(
      '',
      `Interactions on a phone (412 x 823, touch, CPU 4 times slower, network not slowed; e2e/bench/interactions.ts), each made ${RUNS} times in a fresh context: the time from the tap to the page's visible answer, median (the tap's moment from the page's request in brackets). Targets: ${INTERACTION_TARGETS}.`,
      '',
      '| Interaction | 5 s after load | In the first second | Lost |',
      '|---|---|---|---|',
      ...[...new Set(checked.map((check) => check.title))].map((title) => {
        const at = (when: When) => checked.find((check) => check.title === title && check.when === when)?.results ?? [];
        const cell = (results: InteractionResult[]) => {
          const answered = median(results.map((result) => result.answeredMs));
          return `${Number.isFinite(answered) ? `${Math.round(answered)} ms` : 'not answered'} (at ${(median(results.map((result) => result.tappedAtMs)) / 1000).toFixed(1)} s)`;
        };
        const lost = [...at('after load'), ...at('first second')].filter((result) => result.lost).length;
        return `| ${title} | ${cell(at('after load'))} | ${cell(at('first second'))} | ${lost} of ${RUNS * 2} |`;
      }),
    );
  return lines.join('\n');
}

async function writeReadme(report: string) {
  const file = path.join(repoRoot, 'README.md');
  const readme = await readFile(file, 'utf8');
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${README_START} ... ${README_END} section to fill.`);
  await writeFile(file, `${readme.slice(0, start + README_START.length)}\n${report}\n${readme.slice(end)}`);
  console.log('README.md updated.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
