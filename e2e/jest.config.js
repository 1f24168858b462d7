/** Browser journeys: Debian's Chromium driven by playwright-core against the built app. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/journeys/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  // One app and one database for the run; journeys are independent but share them, in order.
  maxWorkers: 1,
  testTimeout: 60000,
};
