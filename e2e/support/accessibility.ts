import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { hydrated } from './browser';

/** WCAG 2.1 A and AA: labels, names, contrast, ARIA, structure. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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
  await page.waitForFunction(() => {
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
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[aria-busy="true"]')).every((part) => part.closest('[data-island]:not([data-island-live])')),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
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
  // Only violations are gathered in full (passes and the rest are not read): a third less time in
  // axe. Options before tags: AxeBuilder's options() replaces the tags' runOnly set before it.
  // Legacy mode runs axe in the page itself. The default mode opens a blank tab for every check to
  // merge the results of frames from other origins, which cost 1 to 7 s a check here against 0.5 to
  // 1.7 s (the same rules, the same findings); the screens checked have no frame from another
  // origin (the one such frame, a listing's video, is in no sample listing, and could not load
  // without internet anyway).
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG)
    .setLegacyMode()
    .analyze();
  const problems = violations.map(
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
