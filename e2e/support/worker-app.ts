/** The app a Jest worker's journeys use: its address and its embedded database's folder. */
export interface WorkerApp {
  baseUrl: string;
  dataDir: string;
}

/**
 * Global setup starts one app, with its own database, per worker (journeys change the sample
 * data: a suspension, the site settings), and lists them in E2E_APPS; worker N uses the Nth.
 */
export function workerApp(): WorkerApp {
  const listed = process.env.E2E_APPS;
  if (!listed) throw new Error('E2E_APPS is not set: the e2e global setup did not run.');
  const apps = JSON.parse(listed) as WorkerApp[];
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  return apps[(worker - 1) % apps.length];
}
