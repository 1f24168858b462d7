import sharp from 'sharp';
import { baseUrl } from '../support/browser';

/**
 * What a phone reads to put Nivaas on its home screen (issue 34 item 3): the manifest the build
 * makes from the logo and the page's description (web/vite.config.ts), as the gateway serves it,
 * and each icon it names at the size it declares. (Every public page links it: server-render.test.ts.)
 */
interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

async function pngSize(path: string): Promise<{ type: string | null; width?: number; height?: number; opaque: boolean }> {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status).toBe(200);
  const image = sharp(Buffer.from(await response.arrayBuffer()));
  const { width, height } = await image.metadata();
  const { isOpaque } = await image.stats();
  return { type: response.headers.get('content-type'), width, height, opaque: isOpaque };
}

describe('the installable app', () => {
  it('is described by a manifest a browser accepts: names, start, standalone display, colours and icons of 192 and 512 px, also maskable', async () => {
    const response = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({ short_name: 'Nivaas', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.name).toMatch(/^Nivaas/);
    expect(manifest.description).toMatch(/PG and hostel stays/);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const declared = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort();
    expect(declared).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      const served = await pngSize(icon.src);
      expect({ src: icon.src, ...served }).toMatchObject({ src: icon.src, type: 'image/png', width, height });
      // A maskable icon is cropped to the phone's shape: it must fill its square.
      if (icon.purpose === 'maskable') expect({ src: icon.src, opaque: served.opaque }).toEqual({ src: icon.src, opaque: true });
    }
  });

  it('gives iOS, which ignores the manifest, a full-square touch icon of 180 px linked from the page', async () => {
    const html = await (await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } })).text();
    const href = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    expect(await pngSize(href!)).toEqual({ type: 'image/png', width: 180, height: 180, opaque: true });
  });
});
