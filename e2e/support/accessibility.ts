import { readFileSync } from 'node:fs';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';
import { hydrated, waitForPageState } from './browser';

/** WCAG 2.1 A and AA: labels, names, contrast, ARIA, structure. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's script, read once per worker and put into the frames checked, with its setting:
 * frames answer the top frame's axe only if they share its origin.
 */
const axeSource = `${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')};
axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/**
 * Waits until React has drawn the screen people use: its heading (not the session check or the
 * route's code still loading, which have none), the whole page taken over (on a page of islands,
 * its islands' script listening), and no part of it (of an island woken) still
 * waiting for its code (a Suspense boundary showing its fallback: the map, the editor, the account
 * menu), nor for its data (marked aria-busy).
 */
export async function screenDrawn(page: Page): Promise<void> {
  await hydrated(page, 'heading');
  await hydrated(page, 'whole page');
  await waitForPageState(page, () => {
    interface Fiber {
      tag: number;
      memoizedState: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
      stateNode: { current?: Fiber } | null;
    }
    // React's SuspenseComponent (tag 13) keeps state only while it shows its fallback.
    const waiting = (fiber: Fiber | null): boolean => {
      for (let node = fiber; node; node = node.sibling)
        if ((node.tag === 13 && node.memoizedState !== null) || waiting(node.child)) return true;
      return false;
    };
    // The page's one root, or on a page of islands each island's (one not woken yet is HTML).
    const islands = Boolean(document.getElementById('nivaas-islands'));
    const roots = islands ? Array.from(document.querySelectorAll('[data-island]')) : [document.getElementById('root')];
    return roots.every((element) => {
      const root = element as unknown as Record<string, Fiber> | null;
      const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer'));
      if (!root || !key) return islands;
      return !waiting(root[key].stateNode?.current ?? root[key]);
    });
  });
  await pastLoading(page);
}

/**
 * Past loading states (aria-busy): the screens' content, not their skeletons, is what people use.
 * An island not woken yet (a listing's reviews, which wake as they come into view) is HTML that
 * waits for the visitor, not for data.
 */
async function pastLoading(page: Page): Promise<void> {
  await waitForPageState(
    page,
    () =>
      Array.from(document.querySelectorAll('[aria-busy="true"]')).every((part) => part.closest('[data-island]:not([data-island-live])')),
    undefined,
    { timeout: 10_000 },
  ).catch(() => undefined);
}

/**
 * Waits for what is moving (a drawer sliding in, a dialog fading in) to come to rest: axe reads
 * colours as they are painted, and half-way through a fade a link's contrast is half its own.
 * Endless animations (a spinner) are not waited for.
 */
async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The problems of what the page shows now (a screen, an open dialog, a form showing its errors) as
 * "rule (impact): elements", so a failure reads as a to-do list: axe-core's WCAG 2.1 AA violations,
 * and sideways scrolling (WCAG 1.4.10 reflow: nothing may need it at 360px).
 */
export async function accessibilityProblemsNow(page: Page): Promise<string[]> {
  await pastLoading(page);
  await animationsEnded(page);
  const problems = (await axeViolations(page)).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`reflow: the page is ${overflow}px wider than the screen`);
  return problems;
}

/** A page's window once axe's script is in. */
type WithAxe = { axe: typeof Axe };

/**
 * axe-core's WCAG 2.1 A and AA violations of the page as it is now, run in the page itself (the
 * way @axe-core/playwright calls "legacy": its default opens a blank tab per check to merge results
 * from frames of other origins, 1 to 7 s a check here against 0.5 to 1.7 s; the screens checked
 * have no such frame: the one, a listing's video, is in no sample listing and could not load
 * offline anyway).
 *
 * What AxeBuilder did in that mode, less its repeated work: axe's 650 KB script goes into a frame
 * only when the frame does not have it yet (AxeBuilder put it in twice a check, though a page
 * checked again, or with a dialog opened, keeps it), and only the violations come back to Node
 * (AxeBuilder brought every result type). accessibility-360 alone on this machine, 5 December:
 * its tests 95 s with AxeBuilder, 74 s with this.
 */
async function axeViolations(page: Page): Promise<Axe.AxeResults['violations']> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => 'axe' in window)) continue;
      await frame.evaluate(axeSource);
    } catch (error) {
      // A frame that went away or cannot be reached is left out, as AxeBuilder leaves it; not the page.
      if (frame === page.mainFrame()) throw error;
    }
  }
  const options: Axe.RunOptions = { runOnly: { type: 'tag', values: WCAG }, resultTypes: ['violations'] };
  return page.evaluate(async (runOptions) => (await (window as unknown as WithAxe).axe.run(document, runOptions)).violations, options);
}
