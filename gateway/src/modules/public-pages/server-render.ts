import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { Logger } from 'pino';
import { createContext, type GraphQLContext } from '../../graphql/context';
import type { Services } from '../../services';
import type { SharedAnswerCache } from '../../common/shared-answer-cache';
import type { RuntimeConfig } from '../../../../shared/domain/runtime-config';
import type { PageOperation, PageOperationResult, RenderResult, ServerEntry } from '../../../../shared/domain/server-render';
import { RenderPool } from './render-pool';

export interface PageRequest {
  url: string;
  requestId: string;
  log: Logger;
  clientIp?: string;
  /** The site settings, read once for the request and also written into the page it is sent in. */
  runtimeConfig: Promise<RuntimeConfig>;
}

/** A page rendered on the server: its body to put in the shell, or where to send the browser. */
export type ServerRendered = Exclude<RenderResult, { kind: 'client-only' }>;

const TIMED_OUT = Symbol('timed out');
/** What keeps a page left to the browser out of the page cache. */
const NOT_RENDERED = new Error('not rendered on the server');

/**
 * Public pages rendered on the gateway (issue 15 item 1) with the web app's server bundle,
 * `web/dist/server/entry-server.js` (built by `npm run build -w web`). Its GraphQL runs in process
 * through Apollo Server as an anonymous visitor: the server renders every page signed out, and the
 * browser adds what a signed-in visitor sees after hydrating. A page that fails or takes longer
 * than `timeoutMs` is left to the browser (the client-rendered shell, as before), with one warning.
 * The rendering itself runs in `workers` worker threads (render-pool.ts), so that it never holds
 * up the API; with 0 it runs on the gateway's own thread.
 */
export class ServerRenderer {
  private constructor(
    /** The bundle itself, or the pool of workers that each load it (the same `render`). */
    private readonly entry: ServerEntry,
    private readonly pool: RenderPool | null,
    private readonly deps: {
      apollo: ApolloServer<GraphQLContext>;
      services: Services;
      timeoutMs: number;
      pages: SharedAnswerCache;
      workers: number;
    },
  ) {}

  /** The renderer, or null when the web app has no server build (the gateway then sends the shell). */
  static async load(distDir: string, deps: ServerRenderer['deps'], logger: Logger): Promise<ServerRenderer | null> {
    const bundle = path.join(distDir, 'server', 'entry-server.js');
    if (!existsSync(bundle)) return null;
    const bundleUrl = pathToFileURL(bundle).href;
    try {
      if (deps.workers === 0) return new ServerRenderer((await import(bundleUrl)) as ServerEntry, null, deps);
      // A render told to stop (past the timeout) that has not stopped by twice the timeout is stuck.
      const pool = await RenderPool.start(bundleUrl, { size: deps.workers, stuckMs: deps.timeoutMs, logger });
      return new ServerRenderer(pool, pool, deps);
    } catch (error) {
      logger.warn({ err: error }, 'the web app server bundle did not load; pages are rendered in the browser');
      return null;
    }
  }

  /** Ends the render workers, if any. */
  close(): Promise<void> {
    return this.pool?.close() ?? Promise.resolve();
  }

  /**
   * The rendered page, or null when the browser should render it (not public, failed, too slow).
   * The same page, for the same site settings, is rendered once for every visitor within the page
   * cache's time (public-pages/page-cache.ts); a page left to the browser is not kept.
   */
  async render(request: PageRequest): Promise<ServerRendered | null> {
    let runtimeConfig: RuntimeConfig;
    try {
      runtimeConfig = await request.runtimeConfig;
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'server render failed; sending the client-rendered page');
      return null;
    }
    // The settings are part of the key (half a kilobyte, a few microseconds to write): the body must
    // agree with the settings the shell carries, or hydration fails, also when another gateway
    // changed them, a write this one's cache does not see.
    const key = `${request.url} ${JSON.stringify(runtimeConfig)}`;
    return this.deps.pages
      .through(key, async () => {
        const rendered = await this.renderNow(request, runtimeConfig);
        if (!rendered) throw NOT_RENDERED;
        return rendered;
      })
      .catch(() => null);
  }

  private async renderNow(request: PageRequest, runtimeConfig: RuntimeConfig): Promise<ServerRendered | null> {
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => {
        abort.abort();
        resolve(TIMED_OUT);
      }, this.deps.timeoutMs);
    });
    // In a promise chain, so a bundle that throws at once is caught below as one that rejects.
    const rendering = Promise.resolve().then(() =>
      this.entry.render({
        url: request.url,
        execute: (operation) => this.execute(operation, request),
        runtimeConfig,
        signal: abort.signal,
      }),
    );
    try {
      const result = await Promise.race([rendering, timeout]);
      if (result === TIMED_OUT) {
        rendering.catch(() => undefined); // Its abort error is expected now.
        request.log.warn({ url: request.url, timeoutMs: this.deps.timeoutMs }, 'server render too slow; sending the client-rendered page');
        return null;
      }
      return result.kind === 'client-only' ? null : result;
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'server render failed; sending the client-rendered page');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  private async execute(operation: PageOperation, request: PageRequest): Promise<PageOperationResult> {
    const contextValue = createContext(
      this.deps.services,
      { viewer: null },
      { requestId: request.requestId, log: request.log, clientIp: request.clientIp },
    );
    const response = await this.deps.apollo.executeOperation(operation, { contextValue });
    if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by the web app');
    return response.body.singleResult as PageOperationResult;
  }
}
