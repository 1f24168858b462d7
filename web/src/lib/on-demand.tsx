import { use, type ComponentType } from 'react';

/** Every part made here, so tests can load them all before they render (test/render.tsx). */
const parts = new Set<() => Promise<void>>();

const inBrowser = typeof window !== 'undefined';

export interface OnDemand<P extends object> {
  /** Draws the part; until its code is in, it suspends (put a Suspense boundary around it). */
  Component: ComponentType<P>;
  /** Starts loading the code (once); resolves when it is in. */
  load: () => Promise<void>;
}

/**
 * A part of a page whose code is not in the page's first JavaScript: a menu, panel or view the
 * server never draws (it appears on a click or a toast). In the browser it loads when `load()` is
 * called (on the first touch or focus of what opens it) or when it is first drawn; once in, it
 * draws at once, like any component. Not for parts in the server's HTML: a
 * boundary left waiting there is thrown away by React when a context above it changes (a colour
 * mode switch), and the part blinks out until its code is in.
 */
export function onDemand<P extends object>(importPart: () => Promise<ComponentType<P>>): OnDemand<P> {
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
      void load();
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
