import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PHONE, baseUrl } from '../support/browser';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';

/**
 * Nivaas can be put on a phone's home screen (issue 34 item 3): Chromium, asked through its
 * DevTools protocol, finds the manifest and no reason not to offer installing it. A profile on
 * disk, since Chromium never offers an install in a private window (every other journey's).
 */
describe('the installable app', () => {
  it('is one Chromium would install from the home page at 360px: its manifest read without errors', async () => {
    const profile = await mkdtemp(path.join(os.tmpdir(), 'nivaas-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      headless: true,
      viewport: PHONE,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`);
      await page.locator('h1').waitFor();
      const devtools = await context.newCDPSession(page);
      const manifest = await devtools.send('Page.getAppManifest', {});
      expect({ url: manifest.url && new URL(manifest.url).pathname, errors: manifest.errors }).toEqual({
        url: '/manifest.webmanifest',
        errors: [],
      });
      expect((await devtools.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});
