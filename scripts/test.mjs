// `npm test`: every jest project (shared, backend API on SQLite, front-end units), the bench's tests, then the browser
// tests when a Chromium is found. CI sets REQUIRE_BROWSER=1 so that a missing browser fails instead.
//
// BESIDE_BROWSER_DATABASE_URL (CI sets it to a mysql:// URL): the backend's API suites run a second time on that
// server while the browser tests run. The browser pass is one Chromium and one API, about 40 % of a two-core
// machine; the second pass fills the rest at a lower priority, one jest worker, its output kept in a file and
// printed when it ends (docs/decisions.md, "CI: the MariaDB pass beside the browser pass").
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (cmd, args, env = {}) => {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
};

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** The API suites on the server `url`, started now; resolves to their exit status and where their output is. */
function apiSuitesOn(url) {
  const log = join(mkdtempSync(join(tmpdir(), 'eventdesk-beside-')), 'api-suites.log');
  const out = createWriteStream(log);
  const started = Date.now();
  // `nice` so that the browser pass, whose waits are on a person's time scale, keeps the processor first.
  const child = spawn(
    'nice',
    ['-n', '10', 'npx', 'jest', '--ci', '--selectProjects', 'backend', '--testPathPatterns', 'backend/test/', '--maxWorkers=1'],
    { env: { ...process.env, TEST_DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code) => out.end(() => resolve({ status: code ?? 1, log, took: seconds(started) })));
  });
}

const unitsStarted = Date.now();
let status = run('npx', ['jest', '--ci', ...process.argv.slice(2)]);
console.log(`== jest projects (SQLite): exit ${status} after ${seconds(unitsStarted)}`);
if (status !== 0) process.exit(status);
// The bench's own logic (goals, statement kinds, README section): plain node:test, no build needed.
status = run(process.execPath, ['--test', 'bench/']);
if (status !== 0) process.exit(status);

const browserTests = ['admin/e2e', 'myarea/e2e'].filter((dir) => existsSync(dir));
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const beside = process.env.BESIDE_BROWSER_DATABASE_URL;
if (browserTests.length && !existsSync(chromium)) {
  const message = `Browser tests SKIPPED: no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`;
  if (process.env.REQUIRE_BROWSER === '1') {
    console.error(`${message} REQUIRE_BROWSER=1, so this is a failure.`);
    process.exit(1);
  }
  console.warn(message);
}
const browser = browserTests.length > 0 && existsSync(chromium);
const second = beside ? apiSuitesOn(beside) : undefined;
if (second) console.log(`\n== the backend API suites on ${beside.replace(/\/\/[^@]*@/, '//')} beside the browser tests (output when they end)`);
if (browser) {
  const started = Date.now();
  status = run('npx', ['jest', '--ci', '--config', 'e2e/jest.config.ts'], { CHROMIUM_PATH: chromium });
  console.log(`== browser tests: exit ${status} after ${seconds(started)}`);
}
if (second) {
  const result = await second;
  process.stdout.write(`\n== the backend API suites on the second database (exit ${result.status}, ${result.took}):\n`);
  process.stdout.write(readFileSync(result.log, 'utf8'));
  if (status === 0) status = result.status;
}
process.exit(status);
