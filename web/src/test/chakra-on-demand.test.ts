/**
 * The web tests' stand-in for Chakra UI's index (chakra-on-demand.cjs, mapped in jest.config.cjs)
 * exports exactly the index's names, each the very object the index exports: a test renders the
 * same components the app does.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- both modules are CommonJS, required as the tests' runtime does */
const onDemand = require('./chakra-on-demand.cjs') as Record<string, unknown>;
const chakraIndex = require('@chakra-ui/react') as Record<string, unknown>;

it("exports each of Chakra's names, the index's own object for each", () => {
  const names = Object.keys(chakraIndex).filter((name) => name !== '__esModule');
  expect(names.length).toBeGreaterThan(500);
  expect(Object.keys(onDemand).sort()).toEqual(names.sort());
  expect(names.filter((name) => onDemand[name] !== chakraIndex[name])).toEqual([]);
});
