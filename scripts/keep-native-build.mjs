// CI: keeps better-sqlite3's native binary, compiled by `npm rebuild` on this machine, where prebuild-install looks
// for a prebuilt one before it downloads (npm's cache, `_prebuilds/`, under the name of the release it would fetch).
// The next clean clone on the machine then unpacks it in a second instead of compiling SQLite again (~100 s of one
// core: no prebuilt binary is reachable from here). A machine without it compiles as before. docs/decisions.md,
// "better-sqlite3 compiled once per machine".
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const pkgDir = dirname(require.resolve('better-sqlite3/package.json'));
const fromPkg = createRequire(join(pkgDir, 'package.json'));
const util = fromPkg('prebuild-install/util');
const rc = fromPkg('prebuild-install/rc');

const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const binary = join(pkgDir, 'build', 'Release', 'better_sqlite3.node');
// The options prebuild-install itself derives for this package (runtime, ABI, platform, arch, libc).
const opts = { ...rc(pkg), pkg };
const cached = util.cachedPrebuild(util.getDownloadUrl(opts));

if (existsSync(cached)) {
  console.log(`better-sqlite3 ${pkg.version}: kept already (${cached})`);
} else if (!existsSync(binary)) {
  console.log(`better-sqlite3 ${pkg.version}: no compiled binary to keep`);
} else {
  mkdirSync(dirname(cached), { recursive: true });
  // The layout of a release's archive: build/Release/better_sqlite3.node.
  execFileSync('tar', ['-czf', `${cached}.tmp`, '-C', pkgDir, 'build/Release/better_sqlite3.node']);
  renameSync(`${cached}.tmp`, cached);
  console.log(`better-sqlite3 ${pkg.version}: compiled binary kept for the next clone (${cached})`);
}
