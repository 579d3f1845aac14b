import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, runnerImport, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Where the API listens in development (`npm start` / `npm run start:prod -w backend`). */
const API_TARGET = process.env.EVENTDESK_API_URL ?? 'http://localhost:3000';

/**
 * Paths the API answers besides /api: the Sanctum/Fortify-compatible auth endpoints (DESIGN §4).
 * Each key is a regex so that `/user` proxies `/user` and `/user/…` but not e.g. `/users.js`.
 */
const PROXIED = ['/api', '/sanctum', '/login', '/logout', '/two-factor-challenge', '/user', '/company-login'];

/** The shared package's entry points lead to its TypeScript sources under this condition: no need to build shared/ first. */
const SOURCE_CONDITIONS = ['@eventdesk/source', ...defaultClientConditions];
/** The same for the catalogues merged in Node (the `languageFiles` plugin). */
const SSR = { resolve: { conditions: ['@eventdesk/source', ...defaultServerConditions] } };

/** The module that merges each language's whole catalogue (build-time only). */
const CATALOGUES = '/src/i18n/catalogues.ts';
type Catalogues = { CATALOGUES: Record<string, object> };

/** `/lang/php_<code>.json`: the static translation files (src/i18n/language-file.ts). */
const LANGUAGE_FILE = /^\/lang\/php_([a-z]{2})\.json$/;

/**
 * The translation files (SPEC §4, §7): each language's merged catalogue written as `lang/php_<code>.json`
 * beside the built app, precompressed like every asset and served by the API (backend app.factory.ts);
 * answered from the sources by the dev server.
 */
function languageFiles(): Plugin {
  return {
    name: 'eventdesk-language-files',
    async buildStart() {
      if (this.environment.config.command !== 'build') return;
      const { module } = await runnerImport<Catalogues>(CATALOGUES, {
        configFile: false,
        root: import.meta.dirname,
        logLevel: 'warn',
        ssr: SSR,
      });
      for (const [code, catalogue] of Object.entries(module.CATALOGUES))
        this.emitFile({ type: 'asset', fileName: `lang/php_${code}.json`, source: JSON.stringify(catalogue) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const code = LANGUAGE_FILE.exec(req.url?.split('?', 1)[0] ?? '')?.[1];
        if (!code) return next();
        server
          .ssrLoadModule(CATALOGUES)
          .then((loaded) => {
            const catalogue = (loaded as Catalogues).CATALOGUES[code];
            if (!catalogue) return next();
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(JSON.stringify(catalogue));
          })
          .catch(next);
      });
    },
  };
}

export default defineConfig({
  base: '/',
  // Precompressed beside each asset (brotli and gzip), served as the browser accepts (backend app.factory.ts).
  plugins: [react(), languageFiles(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  resolve: { conditions: SOURCE_CONDITIONS },
  ssr: SSR,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(PROXIED.map((path) => [`^${path}(?:[/?]|$)`, { target: API_TARGET, changeOrigin: false }])),
  },
});
