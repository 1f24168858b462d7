import { kb, readManifest, routeBytes } from '../support/bundle-budget';

/**
 * The JavaScript budget (issue 15 item 2): what each public page downloads before it is
 * interactive, in gzip bytes, read from the build's manifest. It lives with the journeys because
 * their global setup refuses to run without a build (and `npm test` builds first), so web/dist
 * always exists here; the gateway and web suites run without one.
 *
 * The target is 170 KB of JavaScript per public page: NOT MET YET. What every page's
 * first load holds (shares of the entry, estimated from each package's code in it): Ark
 * UI and Zag machines with floating-ui ~82 KB (the header's menu and drawer, the search box's
 * combobox, the filter panel, toasts), Chakra UI ~66 KB and emotion ~7 KB, Apollo Client with
 * rxjs, graphql and optimism ~64 KB, react-dom ~57 KB, react-router ~25 KB, our own code with
 * the generated documents ~24 KB, zod ~20 KB and react-hook-form ~12 KB (search widget,
 * newsletter form). Until server rendering and a lighter first load land, each budget is the
 * page's measured size plus at most 5 %: a ratchet that fails when a page grows. Lower a budget
 * when a page gets lighter.
 * Measured 2026-11-25 (KB): home, search list, blog, blog post, about and FAQs 389.7 (the
 * entry), listing 410.3, contact 391.9, landing pages 391.5. Each budget is that plus 3 %,
 * rounded up to the KB. Lowered 2026-11-25 (evening) when the profile and change-password
 * pages (signed-in only) left the entry: home 393.6, listing 415.2, contact 395.9, landing 395.1;
 * each budget is now that plus about 1 %. (Loading every page but home on demand took about 20 KB off each page
 * but broke the web tests that expect a page at once; see the report of issue 15.)
 */
const page = (file: string) => `src/features/${file}.tsx`;
const ROUTES: Array<{ route: string; lazyModule: string | null; jsKb: number }> = [
  // Built into the entry (web/src/app/router.tsx): all of them load the same first bytes.
  { route: '/', lazyModule: null, jsKb: 398 },
  { route: '/search-list', lazyModule: null, jsKb: 398 },
  { route: '/blog', lazyModule: null, jsKb: 398 },
  { route: '/blogs/:id', lazyModule: null, jsKb: 398 },
  { route: '/about', lazyModule: null, jsKb: 398 },
  { route: '/faqs', lazyModule: null, jsKb: 398 },
  // Loaded on demand: the entry plus the page's own code.
  { route: '/property/:id', lazyModule: page('property/PropertyDetailPage'), jsKb: 420 },
  { route: '/contact', lazyModule: page('contact/ContactPage'), jsKb: 400 },
  { route: '/pg-in-jaipur (landing pages)', lazyModule: page('landing/LandingPage'), jsKb: 400 },
];
/** The CSS file (the fonts' @font-face rules, 649 bytes; Chakra's styles are written at run time). */
const CSS_BYTES = 680;
/** The target, for the report printed with each run. */
const TARGET_KB = 170;

const manifest = readManifest();

describe('JavaScript and CSS each public page loads before it is interactive (gzip)', () => {
  afterAll(() => {
    const lines = ROUTES.map(({ route, lazyModule, jsKb }) => {
      const bytes = routeBytes(manifest, lazyModule);
      return `${route}: JS ${kb(bytes.js)} (budget ${jsKb} KB, target ${TARGET_KB} KB), CSS ${kb(bytes.css)} in ${bytes.files.length} files`;
    });
    console.log(lines.join('\n'));
  });

  it.each(ROUTES)('$route stays within its budget', ({ lazyModule, jsKb }) => {
    const bytes = routeBytes(manifest, lazyModule);
    expect(bytes.js).toBeLessThanOrEqual(jsKb * 1024);
    expect(bytes.css).toBeLessThanOrEqual(CSS_BYTES);
  });

  it('counts a lazy page on top of the entry, and refuses a page the build does not know', () => {
    const home = routeBytes(manifest, null);
    const property = routeBytes(manifest, page('property/PropertyDetailPage'));
    expect(property.js).toBeGreaterThan(home.js);
    expect(property.files).toEqual(expect.arrayContaining(home.files));
    expect(() => routeBytes(manifest, page('nowhere/GonePage'))).toThrow(/not in the build manifest/);
  });
});
