import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROME_PATH); the test tools never download a browser of their own. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
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
