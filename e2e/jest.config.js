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
  // A journey's limit catches a hang, not slowness (speed is measured by `npm run bench:web`, never
  // by a timed test): each of its waits has Playwright's own limit of 30 s and names what it waited
  // for. A journey is many steps, and its time follows the machine's: trust's first journey takes
  // 33 s alone on this 2-core machine and took over 60 s beside the other worker in CI (stop 41,
  // 1 December, when the whole journeys step took 14.4 minutes against 7.0 a day before).
  testTimeout: 150_000,
};
