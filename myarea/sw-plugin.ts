import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/**
 * Builds my-area's service worker (src/sw.ts) to `<outDir>/sw.js` once the app is built (issue 29 item 12):
 * a classic script (one IIFE, no imports: every browser with service workers runs it) given the list of
 * files to keep for offline use and a version derived from it, as workbox's injectManifest does.
 * The version is a hash of their contents. The list: what the build wrote (index.html, the hashed scripts and styles) and the public files
 * (icon, manifest), without the precompressed copies.
 */
export function myareaServiceWorker(): Plugin {
  let config: ResolvedConfig;
  let files: string[] = [];
  let version = '';
  return {
    name: 'eventdesk-myarea-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      const publicFiles = config.publicDir ? readdirSync(config.publicDir) : [];
      files = [...new Set([...Object.keys(bundle), ...publicFiles])].filter((file) => !/\.(br|gz|map)$/.test(file) && file !== 'sw.js').sort();
      // The version follows the content (index.html and the public files keep their names from one build to the next).
      const hash = createHash('sha256');
      for (const file of files) {
        const output = bundle[file];
        hash.update(file).update(output ? (output.type === 'chunk' ? output.code : output.source) : readFileSync(resolve(config.publicDir, file)));
      }
      version = hash.digest('hex').slice(0, 12);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        publicDir: false,
        resolve: { conditions: config.resolve.conditions },
        define: {
          __MYAREA_PRECACHE__: JSON.stringify(files),
          __MYAREA_SHELL_VERSION__: JSON.stringify(version),
        },
        build: {
          outDir: resolve(config.root, config.build.outDir),
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          lib: { entry: resolve(config.root, 'src/sw.ts'), formats: ['iife'], name: 'myareaServiceWorker', fileName: () => 'sw.js' },
        },
      });
      config.logger.info(`myarea: service worker sw.js, ${files.length} files kept offline (shell ${version})`);
    },
  };
}
