/**
 * Jest's runtime, with V8's compiled code kept between the test files of a worker.
 *
 * Each test file runs in a fresh module registry, so Jest compiles every module it loads (Chakra,
 * React, Apollo, the app) again for each of the web level's 60-odd jsdom files: without this,
 * about 5 % more CPU for the level. The gateway level uses it too (gateway/jest.config.js). Modules still run afresh for each file; only V8's parse of
 * their unchanged source is reused (kept per file name, checked against the source).
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
