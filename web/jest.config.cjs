/**
 * Web tests: components and screens (`.test.tsx`) with React Testing Library in jsdom, the
 * network answered by msw by operation name; plain functions (`.test.ts`) in Node, without a
 * browser to build for each file (one that needs a browser API says so in its docblock).
 */

// V8's young generation at up to 64 MB a worker, not Node's 16: rendering in jsdom makes many
// short-lived objects, and with the larger space the collector takes less of the level's time
// (20 of its files, three rounds alternated, 6 December: 42.5 to 43.7 s against 45.1 to 46.6).
// Jest's workers inherit the environment.
process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim();

/** ESM-only dependencies (of msw): compiled to CommonJS like our own code. */
const ESM_PACKAGES = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'apollo-upload-client',
  'extract-files',
  'is-plain-obj',
  'lexical',
  '@lexical',
];

const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
const shared = {
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'web',
      // jsdom with Node's fetch, streams and TextEncoder, which msw needs.
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { url: 'http://localhost/' },
      testMatch: ['**/*.test.tsx'],
      moduleNameMapper: {
        // Chakra's and Ark's components loaded as each test uses them, not all of them per file
        // (see src/test/on-demand-index.cjs).
        '^@chakra-ui/react$': '<rootDir>/src/test/chakra-on-demand.cjs',
        '^@ark-ui/react$': '<rootDir>/src/test/ark-on-demand.cjs',
        '\\.(css)$': '<rootDir>/src/test/style-stub.cjs',
        '\\.(png|jpg|svg)$': '<rootDir>/src/test/style-stub.cjs',
        '^@fontsource-variable/.*$': '<rootDir>/src/test/style-stub.cjs',
      },
      // Jest's runtime, keeping V8's compiled code between the test files of a worker (see the file).
      runtime: '<rootDir>/../jest/code-cache-runtime.cjs',
      setupFiles: ['<rootDir>/src/test/browser-apis.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
    },
    { ...shared, displayName: 'web: functions', testEnvironment: 'node', testMatch: ['**/*.test.ts'] },
  ],
  testTimeout: 15000,
  maxWorkers: 2,
};
