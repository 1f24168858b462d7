import { existsSync } from 'node:fs';

/**
 * Which of Debian's two builds of Chromium 156 a journey runs in. `shell` is the headless shell
 * (package chromium-headless-shell): the same Blink and V8 without the browser around them, which
 * cost the journeys a third more CPU (public pages: 270 against 178 s of CPU, the whole step 13.4
 * against 9.6 minutes, on this 2-core machine, 3 December). `browser` is the full browser, for
 * what only it has: a web app's installability and the notifications a service worker shows
 * (the shell reports no installability error even for a page without a manifest, and keeps no
 * notification).
 */
export type ChromiumBuild = 'shell' | 'browser';

/**
 * Debian's Chromium of that build (or CHROME_PATH, for both); without the shell, the full browser.
 * The test tools never download a browser of their own.
 */
export function chromiumPath(build: ChromiumBuild = 'shell'): string {
  const builds = build === 'shell' ? ['/usr/bin/chromium-headless-shell'] : [];
  const candidates = [process.env.CHROME_PATH, ...builds, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'Chromium was not found for the browser tests. Install it with `apt-get install -y chromium` ' +
        '(or set CHROME_PATH to a Chrome or Chromium binary).',
    );
  }
  return found;
}

/** Flags for a quiet headless Chromium on a machine without internet (see README). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
