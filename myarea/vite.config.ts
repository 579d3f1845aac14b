import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { languageFiles, SOURCE_SSR } from '../scripts/vite-language-files';
import { myareaServiceWorker } from './sw-plugin';

/** Where the API listens in development (`npm start` / `npm run start:prod -w backend`). */
const API_TARGET = process.env.EVENTDESK_API_URL ?? 'http://localhost:3000';

/** my-area only talks to /api (attendee endpoints) and fetches the CSRF cookie from /sanctum. */
const PROXIED = ['/api', '/sanctum'];

export default defineConfig({
  // Served by the API under /myarea/ (DESIGN §3); routes live in the hash: /myarea/#/{eventToken}/login.
  base: '/myarea/',
  // Precompressed beside each asset (brotli and gzip), served as the browser accepts (backend app.factory.ts).
  // The translation files lang/php_<code>.json (src/i18n/catalogues.ts): English is fetched on demand.
  // The service worker (sw-plugin.ts) is built last, with the list of the files the build wrote (those too).
  plugins: [
    react(),
    languageFiles('/src/i18n/catalogues.ts'),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    myareaServiceWorker(),
  ],
  // The shared package's entry points lead to its TypeScript sources under this condition. The edit page
  // imports the `reference` and `attendee-fields` entry points alone: the package index would bring zod
  // and the schemas along (~35 KB gzip) for nothing.
  resolve: { conditions: ['@eventdesk/source', ...defaultClientConditions] },
  ssr: SOURCE_SSR,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5174,
    proxy: Object.fromEntries(PROXIED.map((path) => [`^${path}(?:[/?]|$)`, { target: API_TARGET, changeOrigin: false }])),
  },
});
