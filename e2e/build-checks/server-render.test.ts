import { baseUrl } from '../support/browser';
import { publicPages, type PublicPage } from '../support/public-pages';

/**
 * What a crawler (or a phone before its JavaScript has loaded) gets from each public page: the
 * page itself in the HTML, not an empty shell (issue 15 item 1). Here rather than in the gateway's
 * tests because the server render needs the web app's build, which the journeys' setup has
 * (the gateway suite runs without one, and building it there would add a minute to it).
 */
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

/**
 * Styled before any script runs: the heading's own rules are in the HTML, in the head's one style
 * tag (written once, not beside each element), after the app's stylesheet, which has the theme's
 * global styles (issue 32 item 2), each colour palette once, with no vendor prefix that no
 * browser we serve needs.
 */
function styleProblems(path: string, html: string): string[] {
  const problems: string[] = [];
  const [head, body = ''] = html.split('</head>');
  const headingClass = /<h1\b[^>]*class="[^"]*\b(css-[\w-]+)/.exec(body)?.[1];
  if (
    !headingClass ||
    !new RegExp(`<link rel="stylesheet"[^>]*>[\\s\\S]*<style data-emotion="css [^"]*">[^<]*\\.${headingClass}\\b`).test(head)
  )
    problems.push(`${path}: the heading's styles are not in the head, after the app's stylesheet`);
  if ((head.match(/<style\b/g) ?? []).length !== 1 || /<style\b/.test(body))
    problems.push(`${path}: the page's styles are not one style tag in its head`);
  // Vendor prefixes only where a browser we serve still needs one (web/src/lib/style-cache.ts).
  const styles = /<style data-emotion[^>]*>([^<]*)<\/style>/.exec(head)?.[1] ?? '';
  const needless = /-ms-|-moz-|-webkit-(?:align-items|flex|transform|transition|animation)|display:-webkit-(?:inline-)?flex/.exec(styles);
  if (needless) problems.push(`${path}: the styles carry a prefix no browser we serve needs (${needless[0]})`);
  if (/[;{]user-select:/.test(styles) && !styles.includes('-webkit-user-select:'))
    problems.push(`${path}: user-select without the -webkit- copy Safari needs`);
  // Each colour palette's variables once, for all the classes that set it (web/src/public-pages/head-styles.ts);
  // a palette under a condition (a field's invalid state: red) stays with its condition.
  const palettes = [...styles.matchAll(/(?:^|\})(?:\.css-[\w-]+,?)+\{[^{}]*-colors-color-palette-solid:([^;]+);/g)].map(
    (match) => match[1],
  );
  if (new Set(palettes).size !== palettes.length) problems.push(`${path}: a colour palette's variables are written more than once`);
  return problems;
}

/**
 * Each icon's shapes once per page (web/src/lib/icon-sprite.tsx): the icons in the page are
 * <use> of a symbol in the sprite before the app's root, and each symbol is there once.
 */
function iconProblems({ path, listingIds }: PublicPage, html: string): string[] {
  const [before, root = ''] = html.split('<div id="root">');
  const symbols = [...before.matchAll(/<symbol id="([\w-]+)"/g)].map((match) => match[1]);
  const uses = [...root.matchAll(/<use href="#([\w-]+)"/g)].map((match) => match[1]);
  const problems: string[] = [];
  if (new Set(symbols).size !== symbols.length) problems.push(`${path}: a symbol is in the sprite twice`);
  const missing = uses.filter((id) => !symbols.includes(id));
  if (missing.length) problems.push(`${path}: icons without their symbol in the sprite (${[...new Set(missing)].join(', ')})`);
  // A page with listing cards has icons on them (the shortlist heart, the place pin).
  if (listingIds.length && !uses.length) problems.push(`${path}: no icon drawn through the sprite`);
  return problems;
}

let pages: PublicPage[];
beforeAll(async () => {
  pages = await publicPages();
});

describe('a request without JavaScript', () => {
  it('gets each public page with its heading, status, meta tags and listings in the HTML', async () => {
    const problems: string[] = [];
    for (const page of pages) {
      // Accept: */*, as curl and many crawlers send it.
      const response = await fetch(`${baseUrl()}${page.path}`, { headers: { accept: '*/*' } });
      const html = await response.text();
      const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => text(match[1]));
      if (response.status !== page.status) problems.push(`${page.path}: status ${response.status}, expected ${page.status}`);
      if (headings.length !== 1 || !headings[0].startsWith(page.heading))
        problems.push(`${page.path}: headings ${JSON.stringify(headings)}, expected "${page.heading}"`);
      if (!/<title>[^<]+<\/title>/.test(html) || !/<meta name="description" content="[^"]+"/.test(html))
        problems.push(`${page.path}: no title or description`);
      // In the page's markup, not only in the data beside it.
      const markup = html.split('<script type="application/json" id="nivaas-hydration">')[0].split('<div id="root">')[1] ?? '';
      if (page.listingIds.length && !page.listingIds.some((id) => markup.includes(`href="/property/${id}"`)))
        problems.push(`${page.path}: no listing in the HTML`);
      problems.push(...styleProblems(page.path, html), ...iconProblems(page, html));
      problems.push(...(page.islands ? islandsProblems(page.path, page.islands, html) : hydrationProblems(page.path, html)));
    }
    expect(problems).toEqual([]);
  });

  it('is sent from /girls-pg, which names no city, to the girls page of the city with the most listings', async () => {
    const response = await fetch(`${baseUrl()}/girls-pg`, { headers: { accept: '*/*' }, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/girls-pg-in-jaipur');
  });

  it("gets the theme's global styles from one stylesheet, kept for a year", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual([expect.stringMatching(/^\/assets\/[\w-]+\.css$/)]);
    const response = await fetch(`${baseUrl()}${links[0]}`);
    expect(response.headers.get('cache-control')).toMatch(/immutable/);
    const css = await response.text();
    // The layers in Chakra's order (the reset first), every token as a variable, light and dark.
    expect(css.match(/@layer (\w+)/g)).toEqual(['@layer reset', '@layer base', '@layer tokens', '@layer recipes']);
    expect(css).toMatch(/--nv-colors-bg:/);
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--nv-colors-bg:/);
  });

  it("gets each public page's own title, canonical address, link preview and structured data in its head", async () => {
    const pathsByTitle = new Map<string, string>();
    const typesByPath = new Map<string, string[]>();
    const problems: string[] = [];
    for (const page of pages) {
      const html = await (await fetch(`${baseUrl()}${page.path}`, { headers: { accept: '*/*' } })).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      if (pathsByTitle.has(title)) problems.push(`${page.path}: title "${title}" is also ${pathsByTitle.get(title)}'s`);
      pathsByTitle.set(title, page.path);
      problems.push(...headProblems(page.path, html));
      const { types, unreadable } = structuredDataTypes(html);
      if (unreadable) problems.push(`${page.path}: JSON-LD that does not parse`);
      typesByPath.set(page.path, types);
    }
    expect(problems).toEqual([]);
    const typesOf = (path: string) => typesByPath.get(pages.find((page) => page.path.startsWith(path))!.path);
    expect(typesOf('/')).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    expect(typesOf('/property/')).toContain('LodgingBusiness');
    expect(typesOf('/blogs/')).toContain('BreadcrumbList');
    expect(typesOf('/pg-in-jaipur')).toContain('BreadcrumbList');
  });

  it("gets the head from the page's own render: a listing's first photo asked for as its gallery shows it, a missing listing or post 404 and noindex", async () => {
    const get = async (path: string) => {
      const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: '*/*' } });
      const html = await response.text();
      return { status: response.status, head: html.split('</head>')[0], body: html.split('</head>')[1] ?? '' };
    };
    const listing = await get(pages.find((page) => page.name === 'a listing')!.path);
    const attribute = (tag: string | undefined, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag ?? '')?.[1];
    const preload = /<link rel="preload" [^>]*as="image"[^>]*>/.exec(listing.head)?.[0];
    const firstPhoto = /<img\b[^>]*\ssrcset="[^>]*>/i.exec(listing.body)?.[0];
    const asked = { url: attribute(preload, 'href'), srcSet: attribute(preload, 'imagesrcset'), sizes: attribute(preload, 'imagesizes') };
    expect(asked.srcSet).toBeTruthy();
    expect(asked).toEqual({
      url: attribute(firstPhoto, 'src'),
      srcSet: attribute(firstPhoto, 'srcset'),
      sizes: attribute(firstPhoto, 'sizes'),
    });

    for (const path of ['/property/00000000-0000-4000-8000-000000000000', '/blogs/00000000-0000-4000-8000-000000000000']) {
      const missing = await get(path);
      expect({ path, status: missing.status, noindex: missing.head.includes('<meta name="robots" content="noindex" />') }).toEqual({
        path,
        status: 404,
        noindex: true,
      });
    }
  });

  it('gets the client-rendered shell for a signed-in screen', async () => {
    const html = await (await fetch(`${baseUrl()}/my-properties`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('nivaas-hydration');
  });
});

/** The browser takes over this very page: its data comes along, so nothing is asked again. */
function hydrationProblems(path: string, html: string): string[] {
  return html.includes('<script type="application/json" id="nivaas-hydration">') ? [] : [`${path}: no hydration data`];
}

/**
 * A page of islands: the islands' script and not the app's, no data for a whole page, and each
 * kind of island it should have there (the layout's and the page's own), each with its HTML in
 * its place and its code's name and props beside the page.
 */
function islandsProblems(path: string, expectedIslands: string[], html: string): string[] {
  const problems: string[] = [];
  if (html.includes('nivaas-hydration')) problems.push(`${path}: data for hydrating the whole page`);
  if (!/<script type="module" crossorigin src="\/assets\/islands-[\w-]+\.js">/.test(html) || /src="\/assets\/main-/.test(html))
    problems.push(`${path}: not the islands' script`);
  // With the server's render time, which the islands hydrate with ("3 minutes ago" the same on both sides).
  if (!/<script type="application\/json" id="nivaas-islands" data-rendered-at="\d+">/.test(html))
    problems.push(`${path}: no render time for the islands`);
  const islands = JSON.parse(
    /<script type="application\/json" id="nivaas-islands"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}',
  ) as Record<string, { name: string }>;
  const names = [...new Set(Object.values(islands).map((island) => island.name))].sort();
  const expected = [...expectedIslands].sort();
  if (names.join() !== expected.join()) problems.push(`${path}: islands ${JSON.stringify(names)}, expected ${JSON.stringify(expected)}`);
  for (const key of Object.keys(islands)) {
    const place = new RegExp(`<div data-island="${key}"[^>]*>([\\s\\S]*?)</div>`).exec(html);
    if (!place?.[1]) problems.push(`${path}: island ${key} has no HTML in its place`);
  }
  return problems;
}

/** What a page's head lacks: an absolute canonical URL of its own path, a link preview title, the site settings. */
function headProblems(path: string, html: string): string[] {
  const head = html.split('</head>')[0];
  const problems: string[] = [];
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] ?? '';
  if (!/^https?:\/\//.test(canonical) || new URL(canonical).pathname !== new URL(path, baseUrl()).pathname)
    problems.push(`${path}: canonical "${canonical}"`);
  if (!/<meta property="og:title" content="[^"]+"/.test(head)) problems.push(`${path}: no og:title`);
  // A phone that adds any page to its home screen gets the app (web-app-manifest.test.ts).
  if (!head.includes('<link rel="manifest" href="/manifest.webmanifest"')) problems.push(`${path}: no web app manifest`);
  // The site settings come with the page: no script to fetch before the first paint.
  if (html.includes('<script src="/runtime-config.js">') || !html.includes('<script type="application/json" id="nivaas-config">'))
    problems.push(`${path}: settings not in the page`);
  return problems;
}

/** The schema.org types of every JSON-LD block in a page (each item of a @graph). */
function structuredDataTypes(html: string): { types: string[]; unreadable: boolean } {
  const types: string[] = [];
  let unreadable = false;
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      const data = JSON.parse(json) as { '@type'?: string; '@graph'?: Array<{ '@type': string }> };
      types.push(...(data['@graph']?.map((item) => item['@type']) ?? [data['@type'] ?? '?']));
    } catch {
      unreadable = true;
    }
  }
  return { types, unreadable };
}
