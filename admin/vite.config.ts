import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Where the API listens in development (`npm start` / `npm run start:prod -w backend`). */
const API_TARGET = process.env.EVENTDESK_API_URL ?? 'http://localhost:3000';

/**
 * Paths the API answers besides /api: the Sanctum/Fortify-compatible auth endpoints (DESIGN §4).
 * Each key is a regex so that `/user` proxies `/user` and `/user/…` but not e.g. `/users.js`.
 */
const PROXIED = ['/api', '/sanctum', '/login', '/logout', '/two-factor-challenge', '/user', '/company-login'];

export default defineConfig({
  base: '/',
  // Precompressed beside each asset (brotli and gzip), served as the browser accepts (backend app.factory.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  // The shared package's entry points lead to its TypeScript sources under this condition: no need to build shared/ first.
  resolve: { conditions: ['@eventdesk/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(PROXIED.map((path) => [`^${path}(?:[/?]|$)`, { target: API_TARGET, changeOrigin: false }])),
  },
});
