import type { Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from 'vite';

/**
 * Lazy imports that list only the files not loaded yet. For each `import()` Vite writes the list of
 * files to preload beside the chunk (`__vite__mapDeps`), and it lists every file the chunk needs,
 * including the ones the importing chunk itself imports statically, which are loaded already by
 * the time its code runs (the preload helper skips them at run time). In the app's entry, where
 * the router holds a lazy import per page, those were 1,364 of 2,836 listed files, about 0.8 KB
 * of every public page's first download (gzip, 2 December). Left out here, nothing changes in
 * what is loaded or when.
 *
 * `plugin` records the bundle before Vite writes the lists; `resolveDependencies` goes into
 * `build.modulePreload`.
 */
export function leanPreloads(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let bundle: Rolldown.OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();

  /** The files a chunk imports statically, directly or through others (itself included). */
  function loadedWith(fileName: string): Set<string> {
    let closure = closures.get(fileName);
    if (closure) return closure;
    closure = new Set();
    const waiting = [fileName];
    while (waiting.length) {
      const next = waiting.pop()!;
      if (closure.has(next)) continue;
      closure.add(next);
      const chunk = bundle?.[next];
      if (chunk?.type === 'chunk') waiting.push(...chunk.imports);
    }
    closures.set(fileName, closure);
    return closure;
  }

  return {
    plugin: {
      name: 'nivaas-lean-preloads',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    resolveDependencies: (_target, deps, { hostId, hostType }) => {
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = loadedWith(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
