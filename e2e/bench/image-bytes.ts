/**
 * How many bytes of images a listing page and a search page download as they open (issue 15
 * item 3), on a phone (360 x 740 at 2x) and a desktop (1280 x 800): run against a started app,
 * e.g. `npx tsx e2e/bench/image-bytes.ts http://127.0.0.1:4000`. A measurement, not a test.
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';

const VIEWPORTS = [
  { name: 'phone 360 x 740 @2x', viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: 'desktop 1280 x 800', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];

async function firstListingWithPhotos(base: string): Promise<string> {
  const query = '{ properties(limit: 20) { items { id images { id } } } }';
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data: { properties: { items: Array<{ id: string; images: unknown[] }> } } };
  const listing = body.data.properties.items.find((item) => item.images.length > 1);
  if (!listing) throw new Error('No listing with photos: start the app with the sample data.');
  return listing.id;
}

async function imageBytes(browser: Browser, base: string, path: string, options: (typeof VIEWPORTS)[number]) {
  const { name: _name, ...contextOptions } = options;
  const context = await browser.newContext({ ...contextOptions, baseURL: base });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'networkidle' });
  // The page's own record of what it fetched (same origin: sizes included); read once it stops growing.
  const read = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/uploads/'))
        .map((entry) => ({
          file: new URL(entry.name).pathname.split('/').pop()!,
          bytes: (entry as PerformanceResourceTiming).transferSize,
        })),
    );
  let entries = await read();
  for (let stable = 0; stable < 3;) {
    await page.waitForTimeout(500);
    const next = await read();
    stable = next.length === entries.length && next.every((entry) => entry.bytes > 0) ? stable + 1 : 0;
    entries = next;
  }
  await context.close();
  return {
    bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
    files: entries.map((entry) => `${entry.file} ${(entry.bytes / 1024).toFixed(1)} KB`),
  };
}

async function main() {
  const base = (process.argv[2] ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
  const listingId = await firstListingWithPhotos(base);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  try {
    for (const path of [`/property/${listingId}`, '/search-list?q=Jaipur']) {
      for (const options of VIEWPORTS) {
        const { bytes, files } = await imageBytes(browser, base, path, options);
        console.log(`${path} at ${options.name}: ${(bytes / 1024).toFixed(1)} KB of images in ${files.length} files`);
        for (const file of files) console.log(`    ${file}`);
      }
    }
  } finally {
    await browser.close();
  }
}

void main();
