/**
 * The server's side of the public pages (issue 15 item 1): built by `npm run build -w web` into
 * web/dist/server/ and loaded by the gateway (gateway/src/modules/public-pages/server-render.ts), which
 * passes a way to run GraphQL in process. The page's queries are run, the page is rendered to
 * HTML, its Chakra (emotion) styles are gathered for its head, and Apollo's cache goes with it so
 * the browser hydrates the same page without asking again (web/src/main.tsx).
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { scriptJson, type PageMeta } from '../../../shared/domain/page-meta';
import type { ExecuteOperation, RenderOptions, RenderResult } from '../../../shared/domain/server-render';
import { provideServerRuntimeConfig } from '../config';
import { PageHeadProvider } from './page-head';
import { PageStatusProvider } from './page-status';
import { RenderTimeProvider } from './render-time';
import { Providers } from '../app/providers';
import { isIslandsPage, isServerRendered, routes } from '../app/router';
import { AnswerEarlyTaps } from './early-taps';
import { IslandsMet, type MetIsland } from './island.server';
import { IslandFrame } from './island-frame';
import {
  ISLAND_ANSWERS_ELEMENT_ID,
  ISLAND_ATTRIBUTE,
  ISLAND_SHARED_PROPS_ELEMENT_ID,
  ISLANDS_ELEMENT_ID,
  islandKey,
  RENDERED_AT_ATTRIBUTE,
  type IslandsOfPage,
} from './island-markup';
import { SpriteSymbolsContext, spriteMarkup, type SpriteSymbols } from '../lib/icon-sprite';
import { forgetKeptRules, keepingStyleCache, keptRules } from '../lib/style-cache';
import { headStyleSheet } from './head-styles';
import { writeIslandProps } from './island-props';

/** A link that hands each operation to the gateway's own GraphQL execution (no HTTP round trip). */
function inProcessLink(execute: ExecuteOperation) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}

/**
 * The page's own styles (the theme's global ones are the app's stylesheet) as one style tag for
 * its head, each colour palette written once (head-styles.ts), named as emotion names what it has
 * written: the browser's emotion reads the names when it starts and writes none of those rules
 * again, and an island hydrating later finds its styles there.
 */
function headStyles(cache: EmotionCache): string {
  const rules = keptRules(cache);
  return `<style data-emotion="${cache.key} ${rules.map(([name]) => name).join(' ')}">${headStyleSheet(cache.key, rules)}</style>`;
}

export async function render({ url, execute, runtimeConfig, signal }: RenderOptions): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // A route that failed to load is left to the browser, which shows the error page with a retry.
  const matched = context.matches.map((match) => match.route);
  const address = new URL(url);
  if (context.errors || !isServerRendered(matched, address)) return { kind: 'client-only' };

  provideServerRuntimeConfig(runtimeConfig);
  const client = new ApolloClient({ ssrMode: true, link: inProcessLink(execute), cache: new InMemoryCache() });
  const router = createStaticRouter(handler.dataRoutes, context);
  let status = context.statusCode;
  let redirectTo: string | undefined;
  const reportStatus = (code: number, location?: string) => {
    status = code;
    redirectTo = location;
  };
  let head: PageMeta | undefined;
  const reportHead = (meta: PageMeta) => {
    head = meta;
  };
  const renderedAt = Date.now();
  const islandsPage = isIslandsPage(matched);
  const page = (styles: EmotionCache, icons: SpriteSymbols, islands: MetIsland[]) => (
    <StrictMode>
      <RenderTimeProvider value={renderedAt}>
        <CacheProvider value={styles}>
          <SpriteSymbolsContext.Provider value={icons}>
            <PageStatusProvider value={reportStatus}>
              <PageHeadProvider value={reportHead}>
                <IslandsMet.Provider value={islandsPage ? (island) => islandKey(islands.push(island) - 1) : null}>
                  <Providers client={client}>
                    {/* hydrate={false}: the page's CSP forbids inline scripts; main.tsx reads the JSON below. */}
                    <StaticRouterProvider router={router} context={context} hydrate={false} />
                  </Providers>
                </IslandsMet.Provider>
              </PageHeadProvider>
            </PageStatusProvider>
          </SpriteSymbolsContext.Provider>
        </CacheProvider>
      </RenderTimeProvider>
    </StrictMode>
  );
  // Rendered until no new query starts; the last pass is the HTML sent. Each pass meets the
  // page's styles, icons and islands afresh (a loading state's are not the page's).
  const styles = keepingStyleCache();
  const icons: SpriteSymbols = new Map();
  const islands: MetIsland[] = [];
  const { result: html, aborted } = await prerenderStatic({
    tree: page(styles, icons, islands),
    signal,
    renderFunction: (tree) => {
      forgetKeptRules(styles);
      icons.clear();
      islands.length = 0;
      // The HTML goes out whole and the CSP allows no inline script: React must write each Suspense
      // boundary in place, not move it to the end with a script (it does past 12.8 KB by default).
      return prerenderToNodeStream(tree, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY });
    },
  });
  if (aborted) throw new Error('server render timed out');
  if (redirectTo) return { kind: 'redirect', status, location: redirectTo };
  const rendered = { kind: 'page', status, head } as const;
  if (islandsPage) return { ...rendered, ...(await islandsOf(html, islands, { url, execute, signal, styles, icons, renderedAt })) };
  const hydration = {
    renderedAt,
    apollo: client.extract(),
    router: { loaderData: context.loaderData, actionData: context.actionData },
  };
  return {
    ...rendered,
    styles: headStyles(styles),
    html,
    sprite: spriteMarkup(icons),
    hydration: `<script type="application/json" id="nivaas-hydration">${scriptJson(hydration)}</script>`,
  };
}

/**
 * A page of islands: each island rendered as a root of its own (withIslandsIn), the islands' and
 * page's styles, and beside the HTML the islands' names and props and the answers to the islands'
 * own queries (the recommendations, the collections), which their browser roots hydrate from. The
 * page's other answers (a post's text) stay in its HTML only.
 */
async function islandsOf(
  html: string,
  islands: MetIsland[],
  {
    url,
    execute,
    signal,
    styles,
    icons,
    renderedAt,
  }: Pick<RenderOptions, 'url' | 'execute' | 'signal'> & { styles: EmotionCache; icons: SpriteSymbols; renderedAt: number },
): Promise<Pick<Extract<RenderResult, { kind: 'page' }>, 'styles' | 'html' | 'sprite' | 'hydration' | 'islands'>> {
  const { pathname, search } = new URL(url);
  const client = new ApolloClient({ ssrMode: true, link: inProcessLink(execute), cache: new InMemoryCache() });
  const island = ({ element }: MetIsland) => (
    <SpriteSymbolsContext.Provider value={icons}>
      <IslandFrame client={client} styles={styles} location={{ pathname, search, hash: '' }} renderedAt={renderedAt}>
        <AnswerEarlyTaps taps={[]}>{element}</AnswerEarlyTaps>
      </IslandFrame>
    </SpriteSymbolsContext.Provider>
  );
  // Each island rendered on its own, with the id prefix its browser root is given, until its
  // queries are answered (one pass for an island that asks nothing, most of them); all at once,
  // so the queries of several go together. One style cache for all: a loading state's few rules
  // may be kept beside the answer's.
  const rendered = new Map(
    await Promise.all(
      islands.map(async (met, index) => {
        const key = islandKey(index);
        const { result, aborted } = await prerenderStatic({
          tree: island(met),
          signal,
          renderFunction: (tree) => renderToString(tree, { identifierPrefix: key }),
        });
        if (aborted) throw new Error('server render timed out');
        return [key, result] as const;
      }),
    ),
  );
  const withIslands = withIslandsIn(html, (key) => rendered.get(key));
  const ofPage: IslandsOfPage = Object.fromEntries(
    islands.map(({ name, props, wake }, index) => [islandKey(index), { name, props, wake }]),
  );
  const written = writeIslandProps(ofPage);
  const answers = client.extract() as Record<string, unknown>;
  return {
    // The islands' styles too, now that they are rendered.
    styles: headStyles(styles),
    html: withIslands,
    sprite: spriteMarkup(icons),
    hydration:
      `<script type="application/json" id="${ISLANDS_ELEMENT_ID}" ${RENDERED_AT_ATTRIBUTE}="${renderedAt}">${scriptJson(written.islands)}</script>` +
      (written.shared.length
        ? `<script type="application/json" id="${ISLAND_SHARED_PROPS_ELEMENT_ID}">${scriptJson(written.shared)}</script>`
        : '') +
      (Object.keys(answers).length
        ? `<script type="application/json" id="${ISLAND_ANSWERS_ELEMENT_ID}">${scriptJson(answers)}</script>`
        : ''),
    islands: true,
  };
}

/**
 * The page's HTML with each island's own HTML (`islandHtml` by its key) in its place (island.tsx):
 * rendered as a root of its own, with the id prefix its browser root is given, so the ids React
 * gives there agree.
 */
function withIslandsIn(html: string, islandHtml: (key: string) => string | undefined): string {
  const place = new RegExp(`(<div ${ISLAND_ATTRIBUTE}="([^"]+)"[^>]*>)(</div>)`, 'g');
  return html.replace(place, (_whole, open: string, key: string, close: string) => `${open}${islandHtml(key) ?? ''}${close}`);
}
