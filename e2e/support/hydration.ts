import type { Page } from 'playwright-core';
import { hydrated, waitForPageState } from './browser';

/** Console lines that tell of a failed or mismatched hydration (production React's error numbers). */
export const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)|server rendered|recoverable/i;

/** Marks the server's heading before any script runs (data-from-server): a client render would replace it. */
export async function markServersHeading(tab: Page): Promise<void> {
  await tab.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.querySelector('#root h1')?.setAttribute('data-from-server', '');
    });
  });
}

/**
 * Wakes every island of a page served as HTML with islands, as a visitor's first focus in each
 * would, and waits until React has each one (its elements carry React's mark; not a preload link
 * React wrote first for an island's priority image, which the browser's React moves to the head).
 */
export async function wakeAllIslands(tab: Page): Promise<void> {
  await hydrated(tab);
  await tab.evaluate(() =>
    document.querySelectorAll('[data-island]').forEach((island) => island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))),
  );
  await waitForPageState(tab, () =>
    Array.from(document.querySelectorAll('[data-island]')).every(
      (island) =>
        island.hasAttribute('data-island-live') &&
        Array.from(island.children).some((child) => Object.keys(child).some((key) => key.startsWith('__reactFiber'))),
    ),
  );
}

/**
 * Elements whose id in the server's HTML is not the id React gives them (useId), once React has
 * taken over the whole page. Production React does not compare attributes when hydrating, so a
 * tree that forks differently in the browser (a component added beside the page at its root)
 * passes without a warning, and a widget that finds its parts by id (the photo carousel) breaks.
 */
export async function idsReactDisagreesWith(tab: Page): Promise<string[]> {
  await hydrated(tab, 'whole page');
  return tab.evaluate(() =>
    Array.from(document.querySelectorAll('#root [id]')).flatMap((element) => {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps'));
      const id = key ? (element as unknown as Record<string, { id?: unknown }>)[key].id : undefined;
      return id !== undefined && id !== element.id ? [`#${element.id}: React gives ${String(id)}`] : [];
    }),
  );
}

/**
 * Notes, for each commit React makes after hydrating, how many elements it rendered again, through
 * the hook React's developer tools use (production React calls it too). After hydrating, a value
 * that differs from the server's only in identity (an empty array), or a hook whose own state
 * changes as the page sends a request, made React render the whole page again at once: 3,650
 * elements on the search page, 2,200 four times on a listing's page, seconds of a phone's CPU.
 */
export async function watchReRenders(tab: Page): Promise<void> {
  await tab.addInitScript(() => {
    interface Fiber {
      alternate: Fiber | null;
      memoizedProps: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
    }
    const log: { commits: number[]; lastAt: number } = { commits: [], lastAt: 0 };
    Object.assign(window, { reRenders: log });
    const rendered = (fiber: Fiber | null): number => {
      let count = 0;
      for (let node = fiber; node; node = node.sibling) {
        if (node.alternate && node.memoizedProps !== node.alternate.memoizedProps) count += 1;
        count += rendered(node.child);
      }
      return count;
    };
    let commits = 0;
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
          // The first commit is the hydration itself.
          if (commits++ > 0) log.commits.push(rendered(root.current.child));
          log.lastAt = performance.now();
        },
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        setStrictMode: () => undefined,
      },
    });
  });
}

/** The most elements one commit rendered again after hydration, once React has been quiet 500 ms. */
export async function largestReRender(tab: Page): Promise<number> {
  await waitForPageState(tab, () => {
    const log = (window as unknown as { reRenders: { lastAt: number } }).reRenders;
    return performance.now() - log.lastAt > 500;
  });
  return tab.evaluate(() => Math.max(0, ...(window as unknown as { reRenders: { commits: number[] } }).reRenders.commits));
}
