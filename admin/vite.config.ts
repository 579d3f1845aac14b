import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { languageFiles, SOURCE_SSR } from '../scripts/vite-language-files';

/** Where the API listens in development (`npm start` / `npm run start:prod -w backend`). */
const API_TARGET = process.env.EVENTDESK_API_URL ?? 'http://localhost:3000';

/**
 * Paths the API answers besides /api: the Sanctum/Fortify-compatible auth endpoints (DESIGN §4).
 * Each key is a regex so that `/user` proxies `/user` and `/user/…` but not e.g. `/users.js`.
 */
const PROXIED = ['/api', '/sanctum', '/login', '/logout', '/two-factor-challenge', '/user', '/company-login'];

/** The shared package's entry points lead to its TypeScript sources under this condition: no need to build shared/ first. */
const SOURCE_CONDITIONS = ['@eventdesk/source', ...defaultClientConditions];

export default defineConfig({
  base: '/',
  // Precompressed beside each asset (brotli and gzip), served as the browser accepts (backend app.factory.ts).
  // The translation files lang/php_<code>.json (src/i18n/language-file.ts) from the merged catalogues.
  plugins: [react(), languageFiles('/src/i18n/catalogues.ts'), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  resolve: { conditions: SOURCE_CONDITIONS },
  ssr: SOURCE_SSR,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(PROXIED.map((path) => [`^${path}(?:[/?]|$)`, { target: API_TARGET, changeOrigin: false }])),
  },
});
