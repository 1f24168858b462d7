/**
 * Makes a stand-in for a package's CommonJS index in the web tests (jest.config.cjs maps the
 * package's name to a file that calls this): Chakra UI's and Ark UI's indexes require every
 * component they have on every test file, where the browser's bundle keeps only what the app uses.
 * The stand-in exports the same names, each read from the module the index reads it from the first
 * time it is used: the code SWC compiles reads `_react.Button` where it renders a Button, not at
 * the import. The names and their modules are read from the index itself, so they follow the
 * package's upgrades; `on-demand-index.test.ts` checks each name is the index's own object.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * The index file a package's `require` entry names (dist/cjs/index.cjs for Chakra, dist/index.cjs
 * for Ark), the package found as it is from the directory `from`.
 */
function indexFileOf(packageName, from) {
  const packageDir = path.dirname(require.resolve(`${packageName}/package.json`, { paths: [from] }));
  const { exports } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return path.join(packageDir, exports['.'].require.default);
}

/**
 * Each name the index exports, with the module it comes from and, unless it is the whole module,
 * the property. The forms are those the two bundlers write: `var|const|let x = require('…');`,
 * `exports.Name = x.Property;` and `Object.defineProperty(exports, "Name", { enumerable: true,
 * get: function () { return x.Property; } });`. A name in any other form is missing from the
 * stand-in, which its test fails on.
 */
function exportsOfIndex(indexFile) {
  const source = fs.readFileSync(indexFile, 'utf8');
  const moduleOf = new Map();
  for (const [, variable, , specifier] of source.matchAll(/^(?:var|const|let) ([\w$]+) = require\((['"])([^'"]+)\2\);$/gm)) {
    moduleOf.set(variable, specifier.startsWith('.') ? path.resolve(path.dirname(indexFile), specifier) : specifier);
  }
  const exported = new Map();
  const forms = [
    /^exports\.([\w$]+) = ([\w$]+)(?:\.([\w$]+))?;$/gm,
    /^Object\.defineProperty\(exports, "([\w$]+)", \{\s*enumerable: true,\s*get: function ?\(\) ?\{\s*return ([\w$]+)\.([\w$]+);\s*\}\s*\}\);$/gm,
  ];
  for (const form of forms) {
    for (const [, name, variable, property] of source.matchAll(form)) {
      const specifier = moduleOf.get(variable);
      if (!specifier) throw new Error(`on-demand-index: ${name} comes from ${variable}, which ${indexFile} does not require.`);
      exported.set(name, { specifier, property });
    }
  }
  return exported;
}

/**
 * Fills `target` (the stand-in's module.exports) with the names of the package's index, each
 * required when first read; the package as it is found from `from` (by default, the web app's).
 */
function exportOnDemand(packageName, target, from = __dirname) {
  Object.defineProperty(target, '__esModule', { value: true });
  for (const [name, { specifier, property }] of exportsOfIndex(indexFileOf(packageName, from))) {
    Object.defineProperty(target, name, {
      enumerable: true,
      get: () => (property ? require(specifier)[property] : require(specifier)),
    });
  }
}

module.exports = { exportOnDemand };
