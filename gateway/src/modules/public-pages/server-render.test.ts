import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { capturingLogger } from '../../test/capturing-logger';
import { eventually } from '../../test/eventually';
import { listingInput, signedIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The gateway's side of server rendering with a stand-in for the web app's server bundle (the
 * real one is checked by the journeys, which have a build): a rendered page goes into the shell
 * with its status, and a render that fails or is too slow leaves the page to the browser as before.
 */
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head><title>Nivaas: Find Comfort. Find Nivaas.</title><script src="/runtime-config.js"></script></head>
  <body>
    <div id="root"></div>
    <noscript>Nivaas needs JavaScript to search and show stays.</noscript>
  </body>
</html>
`;

/**
 * Answers by path (`/counted` counts its renders in the file named in its query: a worker that
 * replaces another starts with a fresh module); others run GraphQL in process and show whether
 * the visitor is signed in. `/property/:id` has a head of its own (none with `?browser`, left to
 * the browser). `/busy` takes a second and a half of CPU (React's rendering is
 * synchronous), having first written the file named in its query; `/stuck` never lets go.
 */
const SERVER_BUNDLE = `
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
export async function render({ url, execute }) {
  const { pathname, searchParams } = new URL(url);
  if (pathname === '/counted') {
    const counter = searchParams.get('counter');
    const render = existsSync(counter) ? Number(readFileSync(counter, 'utf8')) + 1 : 1;
    writeFileSync(counter, String(render));
    return { kind: 'page', status: 200, html: '<h1>Render ' + render + '</h1>', styles: '', sprite: '', hydration: '' };
  }
  if (pathname === '/busy') {
    writeFileSync(searchParams.get('started'), '');
    for (const end = Date.now() + 1500; Date.now() < end; );
    return { kind: 'page', status: 200, html: '<h1>Busy</h1>', styles: '', sprite: '', hydration: '' };
  }
  if (pathname === '/stuck') for (;;);
  if (pathname === '/broken') throw new Error('render failed');
  if (pathname === '/slow') return new Promise(() => {});
  if (pathname === '/dashboard') return { kind: 'client-only' };
  if (pathname === '/titled') return { kind: 'page', status: 200, html: '<h1>About us</h1>', styles: '', sprite: '', hydration: '', head: { title: 'About us', description: 'Who we are', url: 'https://nivaas.test/about' } };
  if (pathname.startsWith('/property/')) {
    if (searchParams.has('browser')) return { kind: 'client-only' };
    return { kind: 'page', status: 200, html: '<h1>Listing</h1>', styles: '', sprite: '', hydration: '', head: { title: 'As the page says', url: 'https://nivaas.test' + pathname } };
  }
  if (pathname === '/of-islands') return { kind: 'page', status: 200, html: '<h1>Islands</h1>', styles: '', sprite: '', hydration: '<script type="application/json" id="nivaas-islands">{}</script>', islands: true };
  if (pathname === '/gone') return { kind: 'page', status: 404, html: '<h1>Oops! page not found</h1>', styles: '', sprite: '', hydration: '' };
  const result = await execute({ query: '{ me { id } }', variables: {} });
  return { kind: 'page', status: 200, html: '<h1>Rendered</h1><p>me: ' + JSON.stringify(result.data.me) + '</p>', styles: '<style data-emotion="css h1">h1{color:teal}</style>', sprite: '<svg id="nivaas-icons"><symbol id="icon-1"></symbol></svg>', hydration: '<script type="application/json" id="nivaas-hydration">{}</script>' };
}
`;

let t: TestApp;
/** `/counted`, with the file its renders are counted in. */
let counted: string;
beforeAll(async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'nivaas-web-dist-'));
  await mkdir(path.join(webDist, 'server'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(
    path.join(webDist, 'islands.html'),
    INDEX_HTML.replace('</body>', '<script type="module" src="/assets/islands.js"></script></body>'),
  );
  await writeFile(path.join(webDist, 'server', 'entry-server.js'), SERVER_BUNDLE);
  counted = `/counted?counter=${encodeURIComponent(path.join(webDist, 'renders'))}`;
  // A limit no render here comes near, however busy the machine (at 300 ms, a listing's page was
  // once left to the browser in a CI run, 6 December); the limit's own test (`/slow`) has a
  // gateway of its own with a short one.
  t = await createTestApp({ WEB_DIST_DIR: webDist, SERVER_RENDER_TIMEOUT_MS: '10000' });
});
afterAll(() => t.close());

const page = (url: string) => t.request.get(url).set('accept', '*/*');

it("puts the rendered page, its styles, its icons' sprite and its data in the shell, run as an anonymous visitor", async () => {
  const response = await page('/about').set('authorization', 'Bearer not-used-by-the-server-render');
  expect(response.status).toBe(200);
  expect(response.text).toContain(
    '<svg id="nivaas-icons"><symbol id="icon-1"></symbol></svg><div id="root"><h1>Rendered</h1><p>me: null</p></div><script type="application/json" id="nivaas-hydration">{}</script>',
  );
  const [head] = response.text.split('</head>');
  expect(head).toContain('<style data-emotion="css h1">h1{color:teal}</style>');
  expect(response.text).not.toContain('<noscript>');
});

it("answers with the page's own status", async () => {
  const response = await page('/gone');
  expect(response.status).toBe(404);
  expect(response.text).toContain('<h1>Oops! page not found</h1>');
});

it("sends a page of islands in the islands' page (their script in place of the app's)", async () => {
  const response = await page('/of-islands');
  expect(response.text).toContain('<div id="root"><h1>Islands</h1></div><script type="application/json" id="nivaas-islands">{}</script>');
  expect(response.text).toContain('<script type="module" src="/assets/islands.js"></script>');
  expect((await page('/about')).text).not.toContain('/assets/islands.js');
});

/** The client-rendered shell, as the browser renders the page itself. */
function expectClientShell(response: { status: number; text: string }) {
  expect(response.status).toBe(200);
  expect(response.text).toContain('<div id="root"></div>');
  expect(response.text).toContain('<noscript>');
}

it.each(['/broken', '/dashboard'])('sends the client-rendered shell for %s', async (url) => {
  expectClientShell(await page(url));
});

it('sends the client-rendered shell for /slow', async () => {
  // A render that never ends, on a gateway whose limit is 300 ms rather than the file's.
  const gateway = await t.peer({ SERVER_RENDER_TIMEOUT_MS: '300' });
  expectClientShell(await gateway.request.get('/slow').set('accept', '*/*'));
});

it('writes the head tags the rendered page set (a page the database knows nothing about)', async () => {
  const response = await page('/titled');
  expect(response.text).toContain('<title>About us | Nivaas</title>');
  expect(response.text).toContain('<meta name="description" content="Who we are" />');
  expect(response.text).toContain('<link rel="canonical" href="https://nivaas.test/about" />');
  expect(response.text).not.toContain('Find Comfort');
});

describe("a listing's head", () => {
  let listingId: string;
  beforeAll(async () => {
    const owner = await signedIn(t, 'owner');
    listingId = (await t.services.properties.create({ id: owner.user.id, role: owner.user.role }, listingInput({ title: 'Saanjh PG' }))).id;
  });

  it('comes from the render when the page was rendered (the database is read once, by the page)', async () => {
    const response = await page(`/property/${listingId}`);
    expect(response.text).toContain('<title>As the page says | Nivaas</title>');
    expect(response.text).not.toContain('Saanjh PG');
  });

  it('comes from the database when the page is left to the browser, for crawlers that run no script', async () => {
    const response = await page(`/property/${listingId}?browser`);
    expect(response.text).toContain('<title>Saanjh PG | Nivaas</title>');
    expect(response.text).toContain('<div id="root"></div>');
  });
});

it('writes the site settings into the page as data instead of a script to fetch (one request fewer before the first paint)', async () => {
  const response = await page('/about');
  expect(response.text).not.toContain('<script src="/runtime-config.js">');
  const json = /<script type="application\/json" id="nivaas-config">([^<]*)<\/script>/.exec(response.text)?.[1];
  const config = JSON.parse(json ?? 'null') as { siteUrl: string; contact: { email: string } };
  expect(config.siteUrl).toMatch(/^http:\/\/localhost:\d+$/);
  expect(config.contact.email).toMatch(/@/);
});

it("holds taps made before the page's code runs: one inline script before the page's HTML, allowed by its hash and no other", async () => {
  const response = await page('/about');
  const [, script] = /<script>(.+?)<\/script><svg id="nivaas-icons">.*?<\/svg><div id="root"><h1>Rendered<\/h1>/.exec(response.text) ?? [];
  expect(script).toContain("document.addEventListener('click'");
  const scriptSources = /script-src ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1].split(' ');
  expect(scriptSources).toEqual(["'self'", `'sha256-${createHash('sha256').update(script).digest('base64')}'`]);
});

describe('the page cache (issue 33 item 5: a render holds the event loop)', () => {
  const renderNumber = async () => /<h1>Render (\d+)<\/h1>/.exec((await page(counted)).text)?.[1];

  it('renders a page once for the visitors within its time, and afresh once a change is committed', async () => {
    const first = await renderNumber();
    expect(await renderNumber()).toBe(first);
    expect(await renderNumber()).toBe(first);
    // Any committed write but bookkeeping empties it (here an account, whose name pages may show).
    await signedIn(t, 'owner');
    const after = await renderNumber();
    expect(Number(after)).toBe(Number(first) + 1);
    expect(await renderNumber()).toBe(after);
  });

  it('keeps the pages through bookkeeping writes (throttles, mail), which most requests make', async () => {
    const first = await renderNumber();
    await t.services.mail.send({ to: 'asha@example.in', subject: 'Hello', text: 'hello' });
    expect(await renderNumber()).toBe(first);
  });

  it('renders every visit with PAGE_CACHE_SECONDS=0', async () => {
    const uncached = await t.peer({ PAGE_CACHE_SECONDS: '0' });
    const numbers = [];
    for (let visit = 0; visit < 3; visit++)
      numbers.push(Number(/<h1>Render (\d+)<\/h1>/.exec((await uncached.request.get(counted).set('accept', '*/*')).text)?.[1]));
    expect(new Set(numbers).size).toBe(3);
  });
});

describe('render workers (issue 33 item 5: a render held every other request back)', () => {
  /**
   * Asks for `/busy` (a render holding its thread for 1.5 s), and once that render has started,
   * for `/healthz` and a GraphQL query; says which answers came before the page's.
   */
  async function answeredDuringABusyRender(gateway: Pick<TestApp, 'request'>) {
    const started = path.join(await mkdtemp(path.join(os.tmpdir(), 'nivaas-render-')), 'started');
    let pageDone = false;
    const busyPage = gateway.request
      .get(`/busy?started=${encodeURIComponent(started)}`)
      .set('accept', '*/*')
      .then((response) => {
        pageDone = true;
        return response;
      });
    await eventually('the busy render to start', () => existsSync(started) || pageDone, { every: 5 });
    const health = await gateway.request.get('/healthz');
    const healthBeforePage = !pageDone;
    const graphql = await gateway.request.post('/graphql').send({ query: '{ __typename }' });
    const graphqlBeforePage = !pageDone;
    expect([health.status, graphql.status]).toEqual([200, 200]);
    return { healthBeforePage, graphqlBeforePage, page: await busyPage };
  }

  it('renders in a worker thread: /healthz and the API answer while a page takes 1.5 s of CPU', async () => {
    // A longer limit than the file's: the page itself must be rendered, not left to the browser.
    const gateway = await t.peer({ SERVER_RENDER_TIMEOUT_MS: '10000', SERVER_RENDER_WORKERS: '1' });
    const { healthBeforePage, graphqlBeforePage, page: busy } = await answeredDuringABusyRender(gateway);
    expect({ healthBeforePage, graphqlBeforePage }).toEqual({ healthBeforePage: true, graphqlBeforePage: true });
    expect(busy.text).toContain('<h1>Busy</h1>');
  });

  it("on the gateway's own thread (SERVER_RENDER_WORKERS=0) the same requests wait for the render", async () => {
    const gateway = await t.peer({ SERVER_RENDER_TIMEOUT_MS: '10000', SERVER_RENDER_WORKERS: '0' });
    const { healthBeforePage, graphqlBeforePage, page: busy } = await answeredDuringABusyRender(gateway);
    expect({ healthBeforePage, graphqlBeforePage }).toEqual({ healthBeforePage: false, graphqlBeforePage: false });
    expect(busy.text).toContain('<h1>Busy</h1>');
  });

  it('replaces a worker stuck in a render: that page is left to the browser, the next one is rendered', async () => {
    const log = capturingLogger('warn');
    // A limit long enough for the next page to be rendered by a worker just started, on a busy machine.
    const gateway = await t.peer({ SERVER_RENDER_TIMEOUT_MS: '3000', SERVER_RENDER_WORKERS: '1' }, log.logger);
    const stuck = await gateway.request.get('/stuck').set('accept', '*/*');
    expect(stuck.status).toBe(200);
    expect(stuck.text).toContain('<div id="root"></div>');
    // Told to stop at the limit, the render has the same time again before its worker is ended.
    const replaced = 'a server render did not stop when told to; its render worker is replaced';
    await eventually('the stuck worker to be replaced', () => log.at('warn').includes(replaced));
    const next = await gateway.request.get('/about?after=stuck').set('accept', '*/*');
    expect(next.text).toContain('<h1>Rendered</h1>');
  });
});
