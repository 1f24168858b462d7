import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { signedIn } from '../../test/fixtures';
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

/** Answers by path (`/counted` counts its renders); `/who` runs GraphQL in process and shows whether the visitor is signed in. */
const SERVER_BUNDLE = `
let renders = 0;
export async function render({ url, execute }) {
  const { pathname } = new URL(url);
  if (pathname === '/counted') return { kind: 'page', status: 200, html: '<h1>Render ' + ++renders + '</h1>', hydration: '' };
  if (pathname === '/broken') throw new Error('render failed');
  if (pathname === '/slow') return new Promise(() => {});
  if (pathname === '/dashboard') return { kind: 'client-only' };
  if (pathname === '/titled') return { kind: 'page', status: 200, html: '<h1>About us</h1>', hydration: '', head: { title: 'About us', description: 'Who we are', url: 'https://nivaas.test/about' } };
  if (pathname === '/gone') return { kind: 'page', status: 404, html: '<h1>Oops! page not found</h1>', hydration: '' };
  const result = await execute({ query: '{ me { id } }', variables: {} });
  return { kind: 'page', status: 200, html: '<h1>Rendered</h1><p>me: ' + JSON.stringify(result.data.me) + '</p>', hydration: '<script type="application/json" id="nivaas-hydration">{}</script>' };
}
`;

let t: TestApp;
beforeAll(async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'nivaas-web-dist-'));
  await mkdir(path.join(webDist, 'server'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'server', 'entry-server.js'), SERVER_BUNDLE);
  t = await createTestApp({ WEB_DIST_DIR: webDist, SERVER_RENDER_TIMEOUT_MS: '300' });
});
afterAll(() => t.close());

const page = (url: string) => t.request.get(url).set('accept', '*/*');

it('puts the rendered page and its data in the shell, run as an anonymous visitor', async () => {
  const response = await page('/about').set('authorization', 'Bearer not-used-by-the-server-render');
  expect(response.status).toBe(200);
  expect(response.text).toContain(
    '<div id="root"><h1>Rendered</h1><p>me: null</p></div><script type="application/json" id="nivaas-hydration">{}</script>',
  );
  expect(response.text).not.toContain('<noscript>');
});

it("answers with the page's own status", async () => {
  const response = await page('/gone');
  expect(response.status).toBe(404);
  expect(response.text).toContain('<h1>Oops! page not found</h1>');
});

it.each(['/broken', '/slow', '/dashboard'])('sends the client-rendered shell for %s', async (url) => {
  const response = await page(url);
  expect(response.status).toBe(200);
  expect(response.text).toContain('<div id="root"></div>');
  expect(response.text).toContain('<noscript>');
});

it('writes the head tags the rendered page set (a page the database knows nothing about)', async () => {
  const response = await page('/titled');
  expect(response.text).toContain('<title>About us | Nivaas</title>');
  expect(response.text).toContain('<meta name="description" content="Who we are" />');
  expect(response.text).toContain('<link rel="canonical" href="https://nivaas.test/about" />');
  expect(response.text).not.toContain('Find Comfort');
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
  const [, script] = /<script>(.+?)<\/script><div id="root"><h1>Rendered<\/h1>/.exec(response.text) ?? [];
  expect(script).toContain("document.addEventListener('click'");
  const scriptSources = /script-src ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1].split(' ');
  expect(scriptSources).toEqual(["'self'", `'sha256-${createHash('sha256').update(script).digest('base64')}'`]);
});

describe('the page cache (issue 33 item 5: a render holds the event loop)', () => {
  const renderNumber = async () => /<h1>Render (\d+)<\/h1>/.exec((await page('/counted')).text)?.[1];

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
      numbers.push(Number(/<h1>Render (\d+)<\/h1>/.exec((await uncached.request.get('/counted').set('accept', '*/*')).text)?.[1]));
    expect(new Set(numbers).size).toBe(3);
  });
});
