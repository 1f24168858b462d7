/**
 * Jest's runtime for the gateway and web levels, with V8's compiled code kept between the test
 * files of a worker.
 *
 * Each test file runs in a fresh module registry, so Jest compiles every module it loads again for
 * each file: the whole gateway (about 1.3 s a file), or Chakra, React, Apollo and the app for each
 * jsdom file. Modules still run afresh for each file; only V8's parse of their unchanged source is
 * reused (kept per file name, checked against the source). Measured on the 2-core machine: the web
 * level about 5 % less CPU; the gateway level 275 s and 6 min 0 s of CPU without it, 250 s and
 * 5 min 14 s with it (5 December).
 */
const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

/** file name → { source, cachedData }, for the life of this worker */
const compiled = new Map();

class CodeCacheRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    // Jest 30 compiles modules in its module executor (jest-runtime's internals/ModuleExecutor).
    const executor = this.executor;
    if (typeof executor?.compile !== 'function')
      throw new Error('code-cache-runtime: jest-runtime no longer compiles in `executor.compile`; update this file');
    const jestCompile = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      const vmContext = executor.environment.getVmContext();
      if (vmContext == null || executor.resolution.isCoreModule(filename)) return jestCompile(source, filename);
      const known = compiled.get(filename);
      const cachedData = known?.source === source ? known.cachedData : undefined;
      let fn;
      try {
        fn = vm.compileFunction(source, executor.injectedModuleParameters, {
          filename,
          cachedData,
          produceCachedData: cachedData === undefined,
          importModuleDynamically: (specifier, _fn, importAttributes, phase) =>
            executor.dynamicImport(specifier, filename, vmContext, importAttributes, phase),
          parsingContext: vmContext,
        });
      } catch {
        // Jest compiles it again and reports the syntax error its own way.
        return jestCompile(source, filename);
      }
      if (fn.cachedDataProduced) compiled.set(filename, { source, cachedData: fn.cachedData });
      return fn;
    };
  }
}

module.exports = CodeCacheRuntime;
