import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, type ChromiumBuild } from './chromium';
import { workerApp } from './worker-app';

/** This worker's app (see worker-app.ts). */
export const baseUrl = () => workerApp().baseUrl;

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 360, height: 760 };

/**
 * Waits until `check`, run in the page with `arg`, returns something true. It looks every 100 ms,
 * not at every frame (Playwright's default for waitForFunction), which ran the check (a walk of
 * React's tree, a query of the whole page) sixty times a second in a renderer that shares the
 * machine's two cores with the app and the other worker.
 */
export async function waitForPageState<Arg>(
  page: Page,
  check: Parameters<typeof page.waitForFunction<unknown, Arg>>[0],
  arg?: Arg,
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  await page.waitForFunction(check, arg as Arg, { polling: 100, ...(timeout === undefined ? {} : { timeout }) });
}

/** Headless Chromium: its shell, unless a journey needs the full browser (see chromium.ts). */
export function launchBrowser(build: ChromiumBuild = 'shell'): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(build), args: CHROMIUM_ARGS, headless: true });
}

/**
 * A fresh context (cookies, storage) and page on the app. Page errors and failed requests to
 * other origins are collected so journeys can assert the app works offline and without errors.
 * The service worker is blocked unless a journey allows it: it registers only after a page has
 * loaded, so no first visit is changed, and installing it in every context (its shell downloaded
 * each time) would only add work; journeys/installable.test.ts tests it.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await appContext(browser, options);
  return { context, ...(await openTab(context)) };
}

/** A fresh context on the app, without a tab yet (see openPage and openTab). */
export function appContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), serviceWorkers: 'block', ...options });
}

/**
 * A new tab in a context, its page errors and console errors collected (see openPage). A tab in a
 * context that has loaded the app before starts with the app's code in the browser's cache, as a
 * returning visitor's: about a second of CPU less than a first visit's.
 */
export async function openTab(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return { page, problems };
}

/**
 * Waits until React has taken over a server-rendered page: the page's HTML is on screen (and
 * `goto` returns) before its code has started, and a click in that moment does nothing, as it
 * would for a visitor, who would click again. React marks each element it takes over with a
 * property of its own (`__reactFiber$...`); from then on a click is answered. A page served as
 * HTML with islands answers once its islands' script listens (it marks <html>): an island wakes
 * when used and answers the tap that woke it (wakeAllIslands in hydration.ts takes them all over).
 */
export async function hydrated(page: Page, part: 'heading' | 'whole page' = 'heading'): Promise<void> {
  // The page's level-one heading (the server's own style tags before it are not React's), or its
  // last element: parts waiting on code (Suspense) are taken over after the rest.
  await waitForPageState(
    page,
    (wholePage) => {
      if (document.getElementById('nivaas-islands')) return document.documentElement.hasAttribute('data-islands-listening');
      const matches = document.querySelectorAll(wholePage ? '#root *' : '#root h1');
      const element = wholePage ? matches[matches.length - 1] : matches[0];
      return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    },
    part === 'whole page',
  );
}

/** Waits until no part of the page is loading its data (marked aria-busy). */
export async function nothingLoading(page: Page): Promise<void> {
  await waitForPageState(page, () => !document.querySelector('[aria-busy="true"]'));
}

/**
 * Holds back the page's JavaScript (as on a slow phone) until the returned function is called:
 * what a visitor does before React has taken the page over.
 */
export async function holdPageCode(page: Page): Promise<() => void> {
  let releaseCode!: () => void;
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await codeHeld;
    await route.continue();
  });
  return releaseCode;
}

/**
 * Opens `path` in a page just opened (openPage, openPageAs) with the page's code held back until
 * `act` releases it (as on a slow phone whose visitor is quick), runs `act`, checks the page logged
 * no error, and closes its context.
 */
export async function withPageCodeHeld(
  { context, page, problems }: { context: BrowserContext; page: Page; problems: string[] },
  path: string,
  act: (tab: Page, releaseCode: () => void) => Promise<void>,
): Promise<void> {
  try {
    const releaseCode = await holdPageCode(page);
    await page.goto(path, { waitUntil: 'commit' });
    await act(page, releaseCode);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}

/**
 * Goes to a path of the app as one of its links does: React Router's own navigate, no page load
 * (a full load costs about 1 s of CPU across Chromium, the app and the test, a navigation about
 * 0.2). Returns once React has committed that route's screen (the router's state as rendered, not
 * as requested: routes render in a transition), scrolled to the top as a fresh page is.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const findProp = await fiberPropFinder(page);
  await findProp.evaluate(async (find, to) => {
    const router = find('router', 'navigate') as PageRouter | undefined;
    if (!router) throw new Error('No React Router on this page to navigate with');
    await router.navigate(to);
  }, path);
  await waitForPageState(
    page,
    ({ find, to }) => {
      // The router's state as provided to the rendered routes (React Router's state context).
      const state = find('value', 'navigation') as PageRouter['state'] | undefined;
      return state?.navigation.state === 'idle' && state.location.pathname + state.location.search === to;
    },
    { find: findProp, to: path },
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

interface PageRouter {
  state: { location: { pathname: string; search: string }; navigation: { state: string; location?: { pathname: string } } };
  navigate(to: string): Promise<void>;
  subscribe(listener: (state: PageRouter['state']) => void): () => void;
}

/**
 * A function on the page that walks React's fiber tree from the root and returns the first
 * component prop named `prop` whose value has the property `holding` (React Router's router is
 * the `router` prop holding `navigate`; its state as rendered, a context `value` holding
 * `navigation`).
 */
function fiberPropFinder(page: Page) {
  return page.evaluateHandle(() => {
    interface Fiber {
      memoizedProps: Record<string, unknown> | null;
      child: Fiber | null;
      sibling: Fiber | null;
    }
    return (prop: string, holding: string): unknown => {
      const root = document.getElementById('root') as unknown as Record<string, { stateNode?: { current?: Fiber } } & Fiber> | null;
      const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer'));
      const find = (fiber: Fiber | null): unknown => {
        for (let node = fiber; node; node = node.sibling) {
          const value = node.memoizedProps?.[prop];
          if (value && typeof value === 'object' && holding in value) return value;
          const below = find(node.child);
          if (below) return below;
        }
        return undefined;
      };
      return key ? find(root[key].stateNode?.current ?? root[key]) : undefined;
    };
  });
}

/** React Router's router object on the page (null before React has rendered it). */
async function routerOnPage(page: Page) {
  return (await fiberPropFinder(page)).evaluateHandle((find) => (find('router', 'navigate') as PageRouter | undefined) ?? null);
}

/**
 * React Router's own state on the page, for a journey to say where a navigation stopped: the
 * location it shows, and the navigation under way ('idle', or 'loading' a route's code or data).
 */
export async function routerState(page: Page): Promise<{ location: string; navigation: string } | null> {
  return (await routerOnPage(page)).evaluate((router) => {
    if (!router) return null;
    const { location, navigation } = router.state;
    const to = navigation.location ? ` to ${navigation.location.pathname}` : '';
    return { location: location.pathname + location.search, navigation: navigation.state + to };
  });
}

/**
 * From now on, notes on the page each click (what it landed on, and whether something cancelled
 * it) and each change of React Router's navigation, with the milliseconds since; the returned
 * function reads the notes. For a journey to say, when a click seems to do nothing, whether the
 * click reached its target and whether the router started, finished or dropped a navigation.
 */
export async function watchClicksAndNavigations(page: Page): Promise<() => Promise<string[]>> {
  await (
    await routerOnPage(page)
  ).evaluate((router) => {
    const notes: string[] = [];
    const started = performance.now();
    const note = (text: string) => notes.push(`${Math.round(performance.now() - started)} ms: ${text}`);
    Object.assign(window, { __journeyNotes: notes });
    const describe = (target: EventTarget | null) =>
      target instanceof Element
        ? `<${target.tagName.toLowerCase()}${target.getAttribute('href') ? ` href=${target.getAttribute('href')}` : ''}> "${(target.textContent ?? '').trim().slice(0, 30)}"`
        : String(target);
    for (const type of ['pointerdown', 'pointerup', 'click']) {
      document.addEventListener(type, (event) => note(`${type} on ${describe(event.target)}`), true);
      // In the bubbling phase, after the app's own handlers: whether one of them cancelled it.
      document.addEventListener(type, (event) => event.defaultPrevented && note(`${type}: default prevented`));
    }
    if (!router) return note('no router on the page');
    router.subscribe((state) =>
      note(
        `router at ${state.location.pathname}, ${state.navigation.state}${state.navigation.location ? ` to ${state.navigation.location.pathname}` : ''}`,
      ),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __journeyNotes?: string[] }).__journeyNotes ?? ['no notes: the page was loaded again']);
}

/**
 * Opens the account menu as a mouse does (hover) and waits until it has finished coming in: an
 * item clicked while it still moves can be hit where it was a frame before, over the menu's
 * button, which the pointer then rests on, opening the menu again once it closes.
 */
export async function openAccountMenu(page: Page): Promise<void> {
  await page.getByTestId('top-bar').getByTestId('user-menu-trigger').hover();
  // (cameIn waits for the menu to be there, then for it to finish coming in.)
  await cameIn(page.getByRole('menu'));
}

/**
 * Waits until a menu, popover or dialog that has just opened has finished coming in (its CSS
 * animations, and those of what is inside it): a control in it clicked while it still moves can
 * be hit where it was a frame before, beside it.
 */
export async function cameIn(element: Locator): Promise<void> {
  await element.evaluate((node) => Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}
