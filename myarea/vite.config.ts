import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the API listens in development (`npm start` / `npm run start:prod -w backend`). */
const API_TARGET = process.env.EVENTDESK_API_URL ?? 'http://localhost:3000';

/** my-area only talks to /api (attendee endpoints) and fetches the CSRF cookie from /sanctum. */
const PROXIED = ['/api', '/sanctum'];

export default defineConfig({
  // Served by the API under /myarea/ (DESIGN §3); routes live in the hash: /myarea/#/{eventToken}/login.
  base: '/myarea/',
  plugins: [react()],
  resolve: {
    alias: [
      // The reference lists alone (countries, provinces, regions) for the edit page: the package index
      // would bring zod and the schemas along (~35 KB gzip) for nothing.
      { find: /^@eventdesk\/shared\/reference$/, replacement: fileURLToPath(new URL('../shared/src/reference/index.ts', import.meta.url)) },
      // Money (split and format) without zod, for the cart and the prices.
      { find: /^@eventdesk\/shared\/money$/, replacement: fileURLToPath(new URL('../shared/src/money.ts', import.meta.url)) },
      { find: /^@eventdesk\/shared$/, replacement: fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5174,
    proxy: Object.fromEntries(PROXIED.map((path) => [`^${path}(?:[/?]|$)`, { target: API_TARGET, changeOrigin: false }])),
  },
});
