/** Web tests: React Testing Library in jsdom, the network answered by msw by operation name. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  // jsdom with Node's fetch, streams and TextEncoder, which msw needs.
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only dependencies (of msw) are compiled to CommonJS like our own code.
  transformIgnorePatterns: [
    '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|apollo-upload-client|extract-files|is-plain-obj|lexical|@lexical)/)',
  ],
  moduleNameMapper: {
    // The same hash, remembered: Chakra's styles are hashed again at every render (see the file).
    '^@emotion/hash$': '<rootDir>/src/test/emotion-hash.cjs',
    '\\.(css)$': '<rootDir>/src/test/style-stub.cjs',
    '\\.(png|jpg|svg)$': '<rootDir>/src/test/style-stub.cjs',
    '^@fontsource-variable/.*$': '<rootDir>/src/test/style-stub.cjs',
  },
  // Jest's runtime, keeping V8's compiled code between the test files of a worker (see the file).
  runtime: '<rootDir>/src/test/code-cache-runtime.cjs',
  setupFiles: ['<rootDir>/src/test/browser-apis.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  testTimeout: 15000,
  maxWorkers: 2,
};
