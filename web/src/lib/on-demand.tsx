import { use, useEffect, type ComponentType, type RefObject } from 'react';

/** Every part made here, so tests can load them all before they render (test/render.tsx). */
const parts = new Set<() => Promise<void>>();

const inBrowser = typeof window !== 'undefined';

export interface OnDemand<P extends object> {
  /** Draws the part; until its code is in, it suspends (a hydrating page keeps the server's HTML there). */
  Component: ComponentType<P>;
  /** Starts loading the code (once); resolves when it is in. */
  load: () => Promise<void>;
}

/**
 * A part of a page whose code is not in the page's first JavaScript. On the server it loads at
 * once, so the HTML has it. In the browser it loads when `load()` is called (see `useLoadWhen`)
 * or, with `loadOnRender`, when it is first drawn; once in, it draws at once, like any component.
 */
export function onDemand<P extends object>(importPart: () => Promise<ComponentType<P>>, { loadOnRender = false } = {}): OnDemand<P> {
  let Part: ComponentType<P> | undefined;
  let release!: () => void;
  const wanted = new Promise<void>((resolve) => (release = resolve));
  const ready = wanted.then(importPart).then((loaded) => {
    Part = loaded;
  });
  const load = () => {
    release();
    return ready;
  };
  parts.add(load);
  if (!inBrowser) void load();

  function Component(props: P) {
    if (!Part) {
      if (loadOnRender) void load();
      use(ready);
    }
    const Loaded = Part!;
    return <Loaded {...props} />;
  }
  return { Component, load };
}

/** Loads every part made so far (tests: each screen draws at once, as once its code is in). */
export function loadAllOnDemand(): Promise<unknown> {
  return Promise.all([...parts].map((load) => load()));
}

const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * Calls `load` when the element comes within `nearPx` of the screen, or at the first pointer,
 * focus or key inside it. Native listeners: React holds back events on server HTML it has not
 * hydrated yet, and this is what lets that part hydrate.
 */
export function useLoadWhen(ref: RefObject<HTMLElement | null>, load: () => Promise<void>, { nearPx = 300 } = {}) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const start = () => void load();
    INTERACTIONS.forEach((type) => element.addEventListener(type, start, { capture: true, once: true }));
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: `${nearPx}px` });
    observer.observe(element);
    return () => {
      INTERACTIONS.forEach((type) => element.removeEventListener(type, start, { capture: true }));
      observer.disconnect();
    };
  }, [ref, load, nearPx]);
}
