import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      // The app, and the GraphiQL IDE the gateway serves at GET /graphql (built in, no CDN).
      input: { main: page('index.html'), graphiql: page('graphiql.html') },
      onwarn(warning, warn) {
        // GraphiQL's "use no memo" directives are meaningless in a bundle; nothing is lost.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  optimizeDeps: {
    // Pre-bundle what the app needs. GraphiQL's Monaco workers ('?worker' imports) cannot be
    // pre-bundled; in development the gateway serves the built IDE at /graphql anyway.
    entries: ['index.html'],
  },
  server: {
    port: 5173,
    // In development the gateway keeps serving the API; Vite serves the app with hot reload.
    proxy: Object.fromEntries(
      ['/graphql', '/api', '/uploads', '/healthz', '/runtime-config.js'].map((path) => [path, { target: gateway, changeOrigin: false }]),
    ),
  },
});
