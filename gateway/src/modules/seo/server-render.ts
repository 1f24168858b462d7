import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { Logger } from 'pino';
import { createContext, type GraphQLContext } from '../../graphql/context';
import type { Services } from '../../services';
import type { PageMeta } from '../../../../shared/domain/page-meta';
import type { RuntimeConfig } from '../../../../shared/domain/runtime-config';

type Operation = { query: string; variables: Record<string, unknown>; operationName?: string };
type OperationResult = { data?: Record<string, unknown> | null; errors?: ReadonlyArray<{ message: string }> };

/** What web/src/entry-server.tsx answers (kept in step with it by hand: the bundle is plain JS). */
type RenderResult =
  | { kind: 'page'; status: number; html: string; hydration: string; head?: PageMeta }
  | { kind: 'client-only' }
  | { kind: 'redirect'; status: number; location: string };

interface ServerEntry {
  render(options: {
    url: string;
    execute: (operation: Operation) => Promise<OperationResult>;
    runtimeConfig: RuntimeConfig;
    signal: AbortSignal;
  }): Promise<RenderResult>;
}

export interface PageRequest {
  url: string;
  requestId: string;
  log: Logger;
  clientIp?: string;
  /** The site settings, read once for the request and also written into the page it is sent in. */
  runtimeConfig: Promise<RuntimeConfig>;
}

/** A page rendered on the server: its body to put in the shell, or where to send the browser. */
export type ServerRendered =
  | { kind: 'page'; status: number; html: string; hydration: string; head?: PageMeta }
  | { kind: 'redirect'; status: number; location: string };

const TIMED_OUT = Symbol('timed out');

/**
 * Public pages rendered on the gateway (issue 15 item 1) with the web app's server bundle,
 * `web/dist/server/entry-server.js` (built by `npm run build -w web`). Its GraphQL runs in process
 * through Apollo Server as an anonymous visitor: the server renders every page signed out, and the
 * browser adds what a signed-in visitor sees after hydrating. A page that fails or takes longer
 * than `timeoutMs` is left to the browser (the client-rendered shell, as before), with one warning.
 */
export class ServerRenderer {
  private constructor(
    private readonly entry: ServerEntry,
    private readonly deps: { apollo: ApolloServer<GraphQLContext>; services: Services; timeoutMs: number },
  ) {}

  /** The renderer, or null when the web app has no server build (the gateway then sends the shell). */
  static async load(distDir: string, deps: ServerRenderer['deps'], logger: Logger): Promise<ServerRenderer | null> {
    const bundle = path.join(distDir, 'server', 'entry-server.js');
    if (!existsSync(bundle)) return null;
    try {
      return new ServerRenderer((await import(pathToFileURL(bundle).href)) as ServerEntry, deps);
    } catch (error) {
      logger.warn({ err: error }, 'the web app server bundle did not load; pages are rendered in the browser');
      return null;
    }
  }

  /** The rendered page, or null when the browser should render it (not public, failed, too slow). */
  async render(request: PageRequest): Promise<ServerRendered | null> {
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => {
        abort.abort();
        resolve(TIMED_OUT);
      }, this.deps.timeoutMs);
    });
    const rendering = request.runtimeConfig.then((runtimeConfig) =>
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

  private async execute(operation: Operation, request: PageRequest): Promise<OperationResult> {
    const contextValue = createContext(
      this.deps.services,
      { viewer: null },
      { requestId: request.requestId, log: request.log, clientIp: request.clientIp },
    );
    const response = await this.deps.apollo.executeOperation(operation, { contextValue });
    if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by the web app');
    return response.body.singleResult as OperationResult;
  }
}
