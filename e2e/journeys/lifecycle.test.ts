import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startApp, stopApp } from '../support/app-server';

async function blogTitles(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/v1/fetch-blog`, { headers: { connection: 'close' } });
  const body = (await response.json()) as { data: Array<{ title: string }> };
  return body.data.map((blog) => blog.title);
}

describe('running the product', () => {
  it('stops cleanly on SIGTERM and keeps its data across restarts, seeding only once', async () => {
    const first = await startApp();
    const seeded = await blogTitles(first.baseUrl);
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    // The built gateway found and imported the bundled postal directory on its first start.
    const pincode = await fetch(`${first.baseUrl}/api/v1/location/pincode/302017`, { headers: { connection: 'close' } });
    expect(await pincode.json()).toEqual({ data: { stateName: 'Rajasthan', districtName: 'Jaipur', officeName: 'Malviya Nagar' } });

    await stopApp(first, { keepData: true });
    expect(first.process.exitCode).toBe(0);
    // The embedded PostgreSQL server was stopped too (it removes its pid file on shutdown).
    expect(existsSync(path.join(first.dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await startApp({ dataDir: first.dataDir });
    try {
      expect(await blogTitles(second.baseUrl)).toEqual(seeded);
    } finally {
      await stopApp(second, { keepData: true });
      await rm(first.dataDir, { recursive: true, force: true });
    }
    expect(second.process.exitCode).toBe(0);
  }, 120_000); // Two start-ups of a fresh app, the first seeding all the sample data: 42 to 60 s on two busy cores.
});
