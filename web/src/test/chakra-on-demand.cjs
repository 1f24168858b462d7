/**
 * Stands in for Chakra UI's CommonJS index in the web tests (jest.config.cjs maps
 * `@chakra-ui/react` here): the index requires every component Chakra has, and with each Ark UI's,
 * on every test file (about 0.65 s a file, measured 6 December), where the browser's bundle keeps
 * only what the app uses. This module exports the same names, each read from the component's own
 * file the first time it is used: the code SWC compiles reads `_react.Button` where it renders a
 * Button, not at the import. The names and their files are read from the index itself, so they
 * follow Chakra's upgrades; `chakra-on-demand.test.ts` checks they are the index's own, each one.
 */
const fs = require('node:fs');
const path = require('node:path');

const indexFile = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/cjs/index.cjs');
const source = fs.readFileSync(indexFile, 'utf8');

/** The index's `var name = require('…')` lines: which module each of its variables holds. */
const moduleOf = new Map();
for (const [, variable, specifier] of source.matchAll(/^var ([\w$]+) = require\('([^']+)'\);$/gm)) {
  moduleOf.set(variable, specifier.startsWith('.') ? path.resolve(path.dirname(indexFile), specifier) : specifier);
}

/** Each exported name: the variable it comes from and, unless it is the whole module, its property. */
const exported = new Map();
for (const [, name, variable, property] of source.matchAll(/^exports\.(\w+) = ([\w$]+)(?:\.(\w+))?;$/gm)) {
  exported.set(name, { variable, property });
}
for (const [, name, variable, property] of source.matchAll(
  /^Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{ return ([\w$]+)\.(\w+); \}\s*\}\);$/gm,
)) {
  exported.set(name, { variable, property });
}

Object.defineProperty(exports, '__esModule', { value: true });
for (const [name, { variable, property }] of exported) {
  const specifier = moduleOf.get(variable);
  if (!specifier) throw new Error(`chakra-on-demand: ${name} comes from ${variable}, which Chakra's index does not require.`);
  Object.defineProperty(exports, name, {
    enumerable: true,
    get: () => (property ? require(specifier)[property] : require(specifier)),
  });
}
