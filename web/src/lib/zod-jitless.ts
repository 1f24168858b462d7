/**
 * zod as the browser gets it: web/vite.config.ts resolves `'zod'` to this file, so `jitless` is set
 * before any schema is built. Otherwise zod probes `new Function('')` for its fast path, and under
 * the gateway's Content-Security-Policy (no 'unsafe-eval') Chrome reports the blocked probe as an
 * issue on every page (Lighthouse best practices, `inspector-issues`). Tests and the gateway use zod as it is.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, default } from 'zod/v4';
