import { defaultServerConditions, runnerImport, type Plugin } from 'vite';

/**
 * The catalogues are merged in Node from the shared package's TypeScript sources, bundled by Vite, not
 * its built CommonJS (no need to build shared/ first, never a stale build): an app's `ssr` option too,
 * for the dev server's loads of them.
 */
export const SOURCE_SSR = {
  resolve: { conditions: ['@eventdesk/source', ...defaultServerConditions], noExternal: ['@eventdesk/shared'] },
};

/** A module that exports each language's whole catalogue, keyed by language code (build-time only). */
type Catalogues = { CATALOGUES: Record<string, object> };

/**
 * The translation files of a front end (SPEC §4, §7; shared/src/language-files.ts): each language's
 * catalogue, exported by the module `catalogues` (a path from the app's root, `/src/i18n/catalogues.ts`),
 * written as `lang/php_<code>.json` beside the built app, precompressed like every asset and served by
 * the API (backend app.factory.ts: no-cache, ETag); answered from the sources by the dev server. Used by
 * the staff app (`/lang/`) and the attendee site (`/myarea/lang/`).
 */
export function languageFiles(catalogues: string): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'eventdesk-language-files',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async buildStart() {
      if (this.environment.config.command !== 'build') return;
      const { module } = await runnerImport<Catalogues>(catalogues, {
        configFile: false,
        root,
        logLevel: 'warn',
        // runnerImport's own environment ('inline'), whose defaults externalize every package.
        environments: { inline: { resolve: SOURCE_SSR.resolve } },
      });
      for (const [code, catalogue] of Object.entries(module.CATALOGUES))
        this.emitFile({ type: 'asset', fileName: `lang/php_${code}.json`, source: JSON.stringify(catalogue) });
    },
    // A folder's texts (`src/<folder>/i18n.ts`) hold both languages; the bundle must keep only `it` (the English
    // goes to lang/php_en.json above). Rollup says which exports of each module it rendered.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, rendered] of Object.entries(chunk.modules)) {
          if (!/\/src\/[^/]+\/i18n\.ts$/.test(id.split('?', 1)[0])) continue;
          const english = rendered.renderedExports.filter((name) => name !== 'it');
          if (english.length) this.error(`${id}: ${english.join(', ')} bundled into ${chunk.fileName} (only \`it\` belongs in the bundle)`);
        }
      }
    },
    configureServer(server) {
      const file = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}lang/php_([a-z]{2})\\.json$`);
      server.middlewares.use((req, res, next) => {
        const code = file.exec(req.url?.split('?', 1)[0] ?? '')?.[1];
        if (!code) return next();
        server
          .ssrLoadModule(catalogues)
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
