/** Room left between what sticks over the page and a field the keyboard focused under it. */
const GAP_PX = 12;
/** Two bars stuck one under the other may leave a sliver of page between them. */
const SLIVER_PX = 16;

/** The sticky or fixed element that `element` belongs to, if any. */
function stuckAncestor(element: Element | null): Element | null {
  for (let node = element; node && node !== node.ownerDocument.body; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === 'sticky' || position === 'fixed') return node;
  }
  return null;
}

/** How far down the viewport the bars stuck at its top (sticky header, a sticky menu) reach, at x. */
function stuckBarsBottom(doc: Document, x: number): number {
  let bottom = 0;
  for (let y = 1; y - bottom <= SLIVER_PX && y < window.innerHeight / 2;) {
    const bar = stuckAncestor(doc.elementFromPoint(x, y));
    const barBottom = bar ? bar.getBoundingClientRect().bottom : 0;
    if (barBottom > y) {
      bottom = barBottom;
      y = barBottom + 1;
    } else y += 4;
  }
  return bottom;
}

/** How far up the viewport the bars stuck at its bottom (a listing's contact bar on phones) reach, at x. */
function stuckBarsTop(doc: Document, x: number): number {
  let top = window.innerHeight;
  for (let y = window.innerHeight - 1; top - y <= SLIVER_PX && y > window.innerHeight / 2;) {
    const bar = stuckAncestor(doc.elementFromPoint(x, y));
    const barTop = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    if (barTop < y) {
      top = barTop;
      y = barTop - 1;
    } else y -= 4;
  }
  return top;
}

/**
 * Whatever takes the keyboard focus is scrolled out from under the bars stuck at the top of the
 * page (the header; on a listing, its "On this page" menu under it) or at its bottom (a listing's
 * contact bar on phones), where the browser leaves it:
 * Shift+Tab onto a field just under them showed nothing of the focus (WCAG 2.4.11). The bars are
 * read from the page itself, so no height is written twice. What sits inside a stuck part (the
 * header's links, a dialog) never moves the page. CSS cannot tell those apart: with
 * scroll-padding-top or scroll-margin-top, every Tab through the header's links scrolled the
 * page up in Chromium.
 */
export function keepFocusUncovered(doc: Document = document): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || stuckAncestor(target)) return;
    // After the browser's own scrolling to what was focused.
    requestAnimationFrame(() => {
      if (doc.activeElement !== target) return;
      const rect = target.getBoundingClientRect();
      if (!rect.height || rect.bottom <= 0 || rect.top >= window.innerHeight) return;
      const x = Math.min(Math.max(rect.left + 1, 0), window.innerWidth - 1);
      const coveredAbove = stuckBarsBottom(doc, x) - rect.top;
      if (coveredAbove > 0) return window.scrollBy({ top: -(coveredAbove + GAP_PX) });
      // Tab forward onto a field under a bar stuck at the bottom: scrolled up above it.
      const coveredBelow = rect.bottom - stuckBarsTop(doc, x);
      if (coveredBelow > 0) window.scrollBy({ top: coveredBelow + GAP_PX });
    });
  };
  doc.addEventListener('focusin', onFocusIn);
  return () => doc.removeEventListener('focusin', onFocusIn);
}
