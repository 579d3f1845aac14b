// ts-jest, after rewriting Vite's `import.meta.glob(pattern, { eager, import })` into the requires of the
// files it matches, so that modules that find their parts by convention (the area folders' index.ts,
// their i18n sections) run in jest as they do in the Vite build. Patterns: relative, `*` within a segment.
const { readdirSync, statSync } = require('node:fs');
const path = require('node:path');
const { TsJestTransformer } = require('ts-jest');

/** The files under `dir` that `pattern` (relative to it) matches, as Vite's keys (`../zones/index.ts`), sorted. */
function expand(dir, pattern) {
  let found = [''];
  for (const segment of pattern.split('/')) {
    if (!segment.includes('*')) {
      found = found.map((p) => (p ? `${p}/${segment}` : segment));
      continue;
    }
    const re = new RegExp(
      `^${segment
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*')}$`,
    );
    found = found.flatMap((p) => {
      const at = path.resolve(dir, p || '.');
      let names = [];
      try {
        names = readdirSync(at);
      } catch {
        return [];
      }
      return names.filter((n) => re.test(n)).map((n) => (p ? `${p}/${n}` : n));
    });
  }
  return found
    .filter((p) => {
      try {
        return statSync(path.resolve(dir, p)).isFile();
      } catch {
        return false;
      }
    })
    .sort();
}

/** The source with every `import.meta.glob<…>('…', { … })` call replaced by an object of requires. */
function rewrite(source, file) {
  if (!source.includes('import.meta.glob')) return source;
  const call = /import\.meta\.glob(?:<[^()]*?>)?\(\s*'([^']+)'\s*(?:,\s*\{([^}]*)\}\s*)?\)/g;
  return source.replace(call, (_, pattern, options = '') => {
    const eager = /eager:\s*true/.test(options);
    const name = /import:\s*'([^']+)'/.exec(options)?.[1];
    const pick = name ? `[${JSON.stringify(name)}]` : '';
    const entries = expand(path.dirname(file), pattern).map((key) => {
      const load = `require(${JSON.stringify(key)})${pick}`;
      return `${JSON.stringify(key)}: ${eager ? load : `() => Promise.resolve().then(() => ${load})`}`;
    });
    return `({ ${entries.join(', ')} })`;
  });
}

module.exports = {
  rewrite,
  createTransformer(config) {
    const ts = new TsJestTransformer(config);
    return {
      process: (source, file, options) => ts.process(rewrite(source, file), file, options),
      processAsync: (source, file, options) => ts.processAsync(rewrite(source, file), file, options),
      getCacheKey: (source, file, options) => ts.getCacheKey(rewrite(source, file), file, options),
      getCacheKeyAsync: (source, file, options) => ts.getCacheKeyAsync(rewrite(source, file), file, options),
    };
  },
};
