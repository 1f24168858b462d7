/**
 * Checks of the built app: `build-checks/` need no browser (the JavaScript budget, the server's
 * HTML) and CI runs them right after the build; `journeys/` drive Debian's Chromium with
 * playwright-core.
 */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/build-checks/**/*.test.ts', '<rootDir>/journeys/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // One app with its own database per worker (support/global-setup.ts, support/worker-app.ts).
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  maxWorkers: 2,
  testSequencer: '<rootDir>/support/longest-first.js',
  testTimeout: 60000,
};
