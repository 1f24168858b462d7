import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
const gatewayMain = path.join(repoRoot, 'gateway', 'dist', 'gateway', 'src', 'main.js');
const webIndex = path.join(repoRoot, 'web', 'dist', 'index.html');

export interface RunningApp {
  baseUrl: string;
  process: ChildProcess;
  dataDir: string;
  logs: string[];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** One health check on a connection of its own (no keep-alive socket left open for jest). */
function isHealthy(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}

/**
 * Starts the built gateway (it serves the built web app) on a free port with a fresh embedded
 * database and the sample data, exactly as `npm start` would, and waits until it is healthy.
 */
export async function startApp(options: { dataDir?: string; port?: number; env?: Record<string, string> } = {}): Promise<RunningApp> {
  if (!existsSync(gatewayMain) || !existsSync(webIndex)) {
    throw new Error('The app is not built: run `npm run build` first (`npm test` does it for you).');
  }
  // A port chosen beforehand when something must know the app's address before it starts.
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'nivaas-e2e-')));
  const logs: string[] = [];
  const child = spawn(process.execPath, [gatewayMain], {
    cwd: repoRoot,
    // Always a fresh embedded database: an empty DATABASE_URL means "not set" to the gateway,
    // and, being set, it is not overridden by a developer's .env file.
    // PUBLIC_URL: links in e-mails (password resets) point at this very app.
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED: 'true',
      // The journeys check what the server renders; on a busy test machine a render may take
      // longer than production's limit, and the page would silently come client-rendered.
      SERVER_RENDER_TIMEOUT_MS: '15000',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => logs.push(String(chunk)));
  child.stderr?.on('data', (chunk) => logs.push(String(chunk)));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited during start-up:\n${logs.join('')}`);
    if (await isHealthy(`${baseUrl}/healthz`)) return { baseUrl, process: child, dataDir, logs };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The app did not become healthy within 2 minutes:\n${logs.join('')}`);
}

/** Stops the app the way an operator would (SIGTERM) and, unless kept, removes its data. */
export async function stopApp(app: Pick<RunningApp, 'process' | 'dataDir'>, { keepData = false } = {}): Promise<void> {
  if (app.process.exitCode === null) {
    const exited = new Promise((resolve) => app.process.once('exit', resolve));
    app.process.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000).unref())]);
    if (app.process.exitCode === null) app.process.kill('SIGKILL');
  }
  if (!keepData) await rm(app.dataDir, { recursive: true, force: true });
}
