/**
 * Emotion's hash, remembered per test file. Emotion names every style by a hash of its CSS,
 * computed in JavaScript again at each render of each Chakra component, and a test file renders
 * the same few hundred styles over and over: hashing was about 4.6 % of the web level's CPU.
 * The same function of the same string, so the class names (and what tests see) do not change.
 */
const hash = require('../../../node_modules/@emotion/hash/dist/emotion-hash.cjs.js').default;

const names = new Map();

function rememberedHash(css) {
  let name = names.get(css);
  if (name === undefined) names.set(css, (name = hash(css)));
  return name;
}

module.exports = rememberedHash;
module.exports.default = rememberedHash;
