const Sequencer = require('@jest/test-sequencer').default;

/**
 * The journeys that take minutes, longest first: each runs a table of screens or pages (about
 * 200 s each on CI's two cores, the rest 10 to 45 s). Jest orders files it has no timings for by
 * size, and these files are small (their tables live in support/), so in a fresh clone they
 * started last and one worker ran on alone for minutes after the other had finished.
 */
const LONGEST = ['accessibility-1280.test.ts', 'accessibility-360.test.ts', 'public-pages.test.ts'];

/** Jest's order (failed first, then longest by the last run's timings or by size), the known longest before it. */
class LongestFirst extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const place = LONGEST.findIndex((name) => test.path.endsWith(`/${name}`));
      return place === -1 ? LONGEST.length : place;
    };
    return [...super.sort(tests)].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirst;
