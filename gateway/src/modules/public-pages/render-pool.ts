import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { RuntimeConfig } from '../../../../shared/domain/runtime-config';
import type {
  ExecuteOperation,
  PageOperation,
  PageOperationResult,
  RenderOptions,
  RenderResult,
  ServerEntry,
} from '../../../../shared/domain/server-render';

/** What the gateway sends a render worker. */
type ToWorker =
  | { type: 'render'; renderId: number; url: string; runtimeConfig: RuntimeConfig }
  | { type: 'abort'; renderId: number }
  | { type: 'executed'; callId: number; result: PageOperationResult }
  | { type: 'execute-failed'; callId: number; message: string };

/** What a render worker sends back. */
type FromWorker =
  | { type: 'ready' }
  | { type: 'load-failed'; message: string }
  | { type: 'execute'; renderId: number; callId: number; operation: PageOperation }
  | { type: 'rendered'; renderId: number; result: RenderResult }
  | { type: 'failed'; renderId: number; message: string };

/**
 * A render worker's whole program. It runs from its source text (`eval`), so the one text serves
 * the build, `tsx` and Jest alike, and it may use nothing from this module: only Node's own modules
 * and the web app's server bundle, whose URL it is given (types are
 * erased, so it may use this module's). The page's GraphQL is asked of the
 * gateway's thread (`execute`), which owns the database and the resolvers.
 */
function renderWorkerProgram() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- run from source text, the worker has no imports
  const { parentPort, workerData } = require('node:worker_threads') as typeof import('node:worker_threads');
  const port = parentPort!;
  // A dynamic import left as it is written: a compiler making CommonJS would turn `import()` into
  // a require of its own helpers, which the worker does not have.
  const importBundle = new Function('url', 'return import(url)') as (url: string) => Promise<ServerEntry>;
  const renders = new Map<number, AbortController>();
  const calls = new Map<number, { resolve: (result: PageOperationResult) => void; reject: (error: Error) => void }>();
  let lastCall = 0;

  importBundle((workerData as { bundleUrl: string }).bundleUrl).then(
    (entry) => {
      port.on('message', (message: ToWorker) => {
        if (message.type === 'abort') renders.get(message.renderId)?.abort();
        else if (message.type === 'executed') calls.get(message.callId)?.resolve(message.result);
        else if (message.type === 'execute-failed') calls.get(message.callId)?.reject(new Error(message.message));
        if (message.type === 'executed' || message.type === 'execute-failed') calls.delete(message.callId);
        if (message.type !== 'render') return;
        const { renderId, url, runtimeConfig } = message;
        const abort = new AbortController();
        renders.set(renderId, abort);
        const execute = (operation: PageOperation) =>
          new Promise<PageOperationResult>((resolve, reject) => {
            const callId = ++lastCall;
            calls.set(callId, { resolve, reject });
            port.postMessage({ type: 'execute', renderId, callId, operation } satisfies FromWorker);
          });
        Promise.resolve()
          .then(() => entry.render({ url, runtimeConfig, execute, signal: abort.signal }))
          .then(
            (result) => port.postMessage({ type: 'rendered', renderId, result } satisfies FromWorker),
            (error: unknown) =>
              port.postMessage({
                type: 'failed',
                renderId,
                message: error instanceof Error ? error.message : String(error),
              } satisfies FromWorker),
          )
          .finally(() => renders.delete(renderId));
      });
      port.postMessage({ type: 'ready' } satisfies FromWorker);
    },
    (error: unknown) =>
      port.postMessage({ type: 'load-failed', message: error instanceof Error ? error.message : String(error) } satisfies FromWorker),
  );
}
// Under tsx (`npm run dev`), esbuild names functions with a helper of its own, `__name`; the worker gets one.
const WORKER_SOURCE = `const __name = (target) => target;\n(${renderWorkerProgram.toString()})();`;

/** A render under way in a worker, as the gateway's thread sees it. */
interface PendingRender {
  execute: ExecuteOperation;
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
}

/** One worker and the renders it has been given. */
interface RenderWorker {
  worker: Worker;
  renders: Map<number, PendingRender>;
  /** Renders it was told to stop and has not yet had `stuckMs` to. */
  stopping: number;
}

/**
 * Public pages rendered in worker threads (issue 33 item 5): React's rendering is synchronous
 * work of up to a second a page under load, and on the gateway's own thread every other request
 * (the API, `/healthz`) waited behind it. Each worker loads the web app's server bundle once and
 * renders one page at a time as far as CPU goes; a page's GraphQL still runs on the gateway's
 * thread, where the database and the resolvers are. A render goes to the worker with the fewest
 * under way. A worker that does not stop a render within `stuckMs` of being told to (a render
 * stuck in a loop) is replaced, as is one that crashes; its renders fail, and their pages are
 * left to the browser.
 */
export class RenderPool implements ServerEntry {
  private readonly workers: RenderWorker[] = [];
  /** Workers loading the bundle (at the start, or in place of one replaced). */
  private readonly starting = new Set<Promise<void>>();
  private lastRender = 0;
  private closed = false;

  private constructor(
    private readonly bundleUrl: string,
    private readonly stuckMs: number,
    private readonly logger: Logger,
  ) {}

  /** A pool of `size` workers, each with the bundle loaded; rejects if the bundle does not load. */
  static async start(bundleUrl: string, { size, stuckMs, logger }: { size: number; stuckMs: number; logger: Logger }): Promise<RenderPool> {
    const pool = new RenderPool(bundleUrl, stuckMs, logger);
    try {
      await Promise.all(Array.from({ length: size }, () => pool.addWorker()));
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  }

  /** Renders a page in a worker, as the bundle would here; `execute` runs its GraphQL here, and aborting tells the worker to stop. */
  async render({ url, runtimeConfig, execute, signal }: RenderOptions): Promise<RenderResult> {
    // Right after a worker was replaced, its successor may still be loading the bundle.
    if (this.workers.length === 0 && this.starting.size > 0) await Promise.race(this.starting).catch(() => undefined);
    // The least busy, and one with a render told to stop (perhaps stuck) only if every one has.
    const load = (entry: RenderWorker) => entry.renders.size + (entry.stopping > 0 ? 1_000 : 0);
    const target = this.workers.reduce<RenderWorker | undefined>(
      (least, candidate) => (!least || load(candidate) < load(least) ? candidate : least),
      undefined,
    );
    if (!target) throw new Error('no render worker is running');
    if (signal.aborted) throw new Error('the render was given up on before a worker took it');
    const renderId = ++this.lastRender;
    return new Promise<RenderResult>((resolve, reject) => {
      target.renders.set(renderId, { execute, resolve, reject });
      this.post(target, { type: 'render', renderId, url, runtimeConfig });
      signal.addEventListener(
        'abort',
        () => {
          if (!target.renders.has(renderId)) return;
          this.post(target, { type: 'abort', renderId });
          target.stopping++;
          setTimeout(() => {
            target.stopping--;
            if (!target.renders.has(renderId)) return;
            this.logger.warn({ url, stuckMs: this.stuckMs }, 'a server render did not stop when told to; its render worker is replaced');
            this.replace(target, new Error('the render worker was replaced'));
          }, this.stuckMs).unref();
        },
        { once: true },
      );
    });
  }

  /** Stops every worker; renders under way fail (their pages are left to the browser). */
  async close(): Promise<void> {
    this.closed = true;
    const workers = this.workers.splice(0);
    for (const { renders } of workers) failAll(renders, new Error('the gateway is stopping'));
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  }

  private addWorker(): Promise<void> {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bundleUrl: this.bundleUrl } });
    // A gateway's exit is never held up by its render workers; close() ends them in order.
    worker.unref();
    const entry: RenderWorker = { worker, renders: new Map(), stopping: 0 };
    const started = new Promise<void>((ready, failed) => {
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') {
          if (this.closed) void worker.terminate();
          else this.workers.push(entry);
          ready();
        } else if (message.type === 'load-failed') {
          void worker.terminate();
          failed(new Error(`the server bundle did not load in a render worker: ${message.message}`));
        } else {
          this.answer(entry, message);
        }
      });
      worker.on('error', (error) => {
        failed(error);
        this.logger.warn({ err: error }, 'a render worker crashed; it is replaced');
        this.replace(entry, error);
      });
      // Also after an error, or when ended here (both then no longer listed, and nothing is done).
      worker.on('exit', (code) => {
        const reason = new Error(`a render worker exited (code ${code})`);
        failed(reason);
        this.replace(entry, reason);
      });
    });
    this.starting.add(started);
    const done = () => this.starting.delete(started);
    started.then(done, done);
    return started;
  }

  private answer(entry: RenderWorker, message: Exclude<FromWorker, { type: 'ready' | 'load-failed' }>): void {
    const pending = entry.renders.get(message.renderId);
    if (!pending) return; // A render given up on (its worker replaced): nobody waits for it.
    if (message.type === 'execute') {
      pending.execute(message.operation).then(
        (result) => this.post(entry, { type: 'executed', callId: message.callId, result }),
        (error: unknown) =>
          this.post(entry, {
            type: 'execute-failed',
            callId: message.callId,
            message: error instanceof Error ? error.message : String(error),
          }),
      );
      return;
    }
    entry.renders.delete(message.renderId);
    if (message.type === 'rendered') pending.resolve(message.result);
    else pending.reject(new Error(message.message));
  }

  /** Ends a worker that crashed or is stuck, and starts another in its place (unless closing). */
  private replace(entry: RenderWorker, reason: Error): void {
    const index = this.workers.indexOf(entry);
    if (index === -1) return;
    this.workers.splice(index, 1);
    failAll(entry.renders, reason);
    void entry.worker.terminate();
    if (this.closed) return;
    this.addWorker().catch((error: unknown) => this.logger.warn({ err: error }, 'a render worker could not be replaced'));
  }

  private post(entry: RenderWorker, message: ToWorker): void {
    entry.worker.postMessage(message);
  }
}

function failAll(renders: Map<number, PendingRender>, reason: Error): void {
  for (const pending of renders.values()) pending.reject(reason);
  renders.clear();
}
