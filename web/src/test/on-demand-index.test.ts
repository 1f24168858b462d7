/**
 * The web tests' stand-ins for Chakra UI's and Ark UI's indexes (chakra-on-demand.cjs and
 * ark-on-demand.cjs, mapped in jest.config.cjs) export exactly each index's names, each the very
 * object the index exports: a test renders the same components the app does.
 */
import path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports -- the modules are CommonJS, required as the tests' runtime does */
const chakraDir = path.dirname(require.resolve('@chakra-ui/react/package.json'));
const packages: [string, Record<string, unknown>, Record<string, unknown>][] = [
  ['Chakra', require('./chakra-on-demand.cjs'), require('@chakra-ui/react')],
  // Ark as Chakra, which depends on it, finds it.
  ['Ark', require('./ark-on-demand.cjs'), require(require.resolve('@ark-ui/react', { paths: [chakraDir] }))],
];

it.each(packages)("exports each of %s's names, the index's own object for each", (_, onDemand, index) => {
  const names = Object.keys(index).filter((name) => name !== '__esModule');
  expect(names.length).toBeGreaterThan(500);
  expect(Object.keys(onDemand).sort()).toEqual(names.sort());
  expect(names.filter((name) => onDemand[name] !== index[name])).toEqual([]);
});
