import { kb, readManifest, routeBytes } from '../support/bundle-budget';

/**
 * The JavaScript budget (issue 15 item 2): what each public page downloads before it is
 * interactive, in gzip bytes, read from the build's manifest. It lives with the journeys because
 * their global setup refuses to run without a build (and `npm test` builds first), so web/dist
 * always exists here; the gateway and web suites run without one.
 *
 * The target is 170 KB of JavaScript per public page: NOT MET YET. What every page's
 * first load holds (shares of the entry's 368 KB, estimated from each package's code in it): Ark
 * UI and Zag machines with floating-ui ~82 KB (the header's menu and drawer, the search box's
 * combobox, the filter panel, toasts), Chakra UI ~66 KB and emotion ~7 KB, Apollo Client with
 * rxjs, graphql and optimism ~64 KB, react-dom ~57 KB, react-router ~25 KB, our own code with
 * the generated documents ~24 KB, zod ~20 KB and react-hook-form ~12 KB (search widget,
 * newsletter form). Until server rendering and a lighter first load land, each budget is the
 * page's measured size plus at most 5 %: a ratchet that fails when a page grows. Lower a budget
 * when a page gets lighter.
 * Measured 2026-11-25 (KB): home 368.1, search list 385.7, listing 394.8, blog 370.1, blog post
 * 370.9, about 370.9, FAQs 375.4, contact 373.3, landing pages 372.1 (before every page but home
 * was made lazy: 389.9 to 410.5). Each budget below is that plus 3 %, rounded up to the KB.
 */
const page = (file: string) => `src/features/${file}.tsx`;
const ROUTES: Array<{ route: string; lazyModule: string | null; jsKb: number }> = [
  // Home is built into the entry: it is the page most visitors open first.
  { route: '/', lazyModule: null, jsKb: 380 },
  { route: '/search-list', lazyModule: page('search/SearchListPage'), jsKb: 398 },
  { route: '/property/:id', lazyModule: page('property/PropertyDetailPage'), jsKb: 407 },
  { route: '/blog', lazyModule: page('blog/BlogListPage'), jsKb: 382 },
  { route: '/blogs/:id', lazyModule: page('blog/BlogDetailPage'), jsKb: 383 },
  { route: '/about', lazyModule: page('about/AboutPage'), jsKb: 383 },
  { route: '/faqs', lazyModule: page('info/FaqsPage'), jsKb: 387 },
  { route: '/contact', lazyModule: page('contact/ContactPage'), jsKb: 385 },
  { route: '/pg-in-jaipur (landing pages)', lazyModule: page('landing/LandingPage'), jsKb: 384 },
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
