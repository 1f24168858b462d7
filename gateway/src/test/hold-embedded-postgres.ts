/**
 * A stand-in for a gateway, for the embedded PostgreSQL tests (jest itself cannot load the
 * server's ESM binaries package): starts the server on the folder given as argument, prints
 * `ready <admin url>`, and stops it on SIGTERM. A failed start prints its message and exits 1.
 */
import { startEmbeddedPostgres } from '../db/embedded';

startEmbeddedPostgres(process.argv[2]).then(
  (server) => {
    console.log(`ready ${server.adminUrl}`);
    process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)));
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
setInterval(() => undefined, 60_000);
