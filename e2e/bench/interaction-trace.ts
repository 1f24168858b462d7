import { startApp, stopApp } from '../support/app-server';
import type { Browser } from 'playwright-core';
import { interactions, launchInteractionBrowser, measureInteraction, type Interaction } from './interactions';

/*
 * Where an interaction's time goes (issue 32): each of interactions.ts's five, made 5 s after load
 * on a phone at 4x CPU (as bench:web makes them), with Chromium's performance trace from the tap to
 * the page's answer. Prints, per interaction, the median over the runs of the page's main thread
 * time in each phase, and the time it waited (for the network, or for nothing). Run after
 * `npm run build`: `npx tsx e2e/bench/interaction-trace.ts [runs] [title filter]`.
 */
const RUNS = Number(process.argv[2] ?? 3);
const ONLY = process.argv[3] ?? '';

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: { url?: string } };
};

/** Which phase an event's own time counts in (its children's count in theirs): the first that matches. */
const PHASES: Array<[phase: string, matches: (name: string, url: string) => boolean]> = [
  ['evaluating modules', (name) => name === 'v8.evaluateModule'],
  ['compiling', (name) => /compile|ParseScript|v8\.parse/i.test(name)],
  ['garbage collection', (name) => /GC|Scavenge|MarkCompact/i.test(name)],
  [
    'style, layout and paint',
    (name) =>
      /^(UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|Commit|HitTest|ParseAuthorStyleSheet|PaintImage|Decode.*|UpdateLayer|IntersectionObserverController::computeIntersections)$/.test(
        name,
      ),
  ],
  ["the islands' loader", (_name, url) => /\/islands-[\w-]+\.js$/.test(url)],
  [
    'running JavaScript (React, Chakra, the island)',
    (name) =>
      /^(FunctionCall|v8\.callFunction|EventDispatch|TimerFire|FireAnimationFrame|RunMicrotasks|v8\.run|V8\.Execute)$/.test(name) ||
      // V8's checks between bytecodes (tiering up, interrupts) are part of running the code.
      /^V8\.(BytecodeBudgetInterrupt|BytecodeBudgetInterruptWithStackCheck|HandleInterrupts|StackGuard|DeoptimizeCode)$/.test(name),
  ],
  // A task's own time outside the events traced in it: over a thousand tasks for one interaction,
  // as React hydrates in slices of about 5 ms and each slice is a task.
  ["tasks' own time", (name) => name === 'RunTask'],
];
const phaseOf = ({ name, args }: TraceEvent) => PHASES.find(([, matches]) => matches(name, args?.data?.url ?? ''))?.[0] ?? 'other';

/** Main-thread self time per phase between two marks, and the span's length. */
function phases(events: TraceEvent[]): { spanMs: number; byPhase: Map<string, number> } {
  const tap = events.find((event) => event.name === 'tap' && event.ph !== 'e');
  const answered = events.find((event) => event.name === 'answered' && event.ph !== 'e');
  if (!tap || !answered) throw new Error('The trace has no tap or answered mark.');
  const onMain = (event: TraceEvent) => event.pid === tap.pid && event.tid === tap.tid;
  const complete = events
    .filter((event) => event.ph === 'X' && onMain(event) && event.dur !== undefined && event.ts >= tap.ts && event.ts < answered.ts)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const byPhase = new Map<string, number>();
  const stack: Array<{ event: TraceEvent; children: number }> = [];
  const closeUntil = (time: number) => {
    while (stack.length && stack[stack.length - 1].event.ts + stack[stack.length - 1].event.dur! <= time) {
      const { event, children } = stack.pop()!;
      const phase = phaseOf(event);
      byPhase.set(phase, (byPhase.get(phase) ?? 0) + (event.dur! - children) / 1000);
      if (stack.length) stack[stack.length - 1].children += event.dur!;
    }
  };
  for (const event of complete) {
    closeUntil(event.ts);
    stack.push({ event, children: 0 });
  }
  closeUntil(Number.POSITIVE_INFINITY);
  const spanMs = (answered.ts - tap.ts) / 1000;
  const busy = [...byPhase.values()].reduce((sum, ms) => sum + ms, 0);
  byPhase.set('waiting (network, or nothing to do)', Math.max(0, spanMs - busy));
  return { spanMs, byPhase };
}

/** The interaction made as bench:web makes it 5 s after load, traced from the tap to the answer. */
async function traced(browser: Browser, baseUrl: string, interaction: Interaction): Promise<ReturnType<typeof phases>> {
  let trace: Buffer | undefined;
  const result = await measureInteraction(browser, baseUrl, interaction, 'after load', {
    beforeTap: async (page) => {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
      });
      await page.evaluate(() => performance.mark('tap'));
    },
    afterAnswer: async (page) => {
      await page.evaluate(() => performance.mark('answered'));
      trace = await browser.stopTracing();
    },
  });
  if (Number.isNaN(result.answeredMs) || !trace) throw new Error(`${interaction.title}: the page never answered.`);
  return phases((JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

(async () => {
  const app = await startApp();
  const browser = await launchInteractionBrowser();
  try {
    const response = await fetch(`${app.baseUrl}/api/v1/properties?limit=1`);
    const [listing] = ((await response.json()) as { properties: Array<{ _id: string }> }).properties;
    for (const interaction of interactions(`/property/${listing._id}`).filter((one) => one.title.includes(ONLY))) {
      const runs: Array<ReturnType<typeof phases>> = [];
      for (let run = 0; run < RUNS; run++) runs.push(await traced(browser, app.baseUrl, interaction));
      const names = [...new Set(runs.flatMap((run) => [...run.byPhase.keys()]))];
      const rows = names
        .map((name) => [name, median(runs.map((run) => run.byPhase.get(name) ?? 0))] as const)
        .sort((a, b) => b[1] - a[1])
        .map(([name, ms]) => `${name} ${Math.round(ms)}`);
      console.log(
        `${interaction.title}: tap to answer ${runs.map((run) => Math.round(run.spanMs)).join(', ')} ms; median per phase: ${rows.join('; ')}`,
      );
    }
  } finally {
    await browser.close();
    await stopApp(app);
  }
})().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
