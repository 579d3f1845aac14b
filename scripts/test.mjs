// `npm test`: every jest project (shared, backend API on SQLite, front-end units), the bench's tests, then the browser
// tests when a Chromium is found. CI sets REQUIRE_BROWSER=1 so that a missing browser fails instead.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd, args, env = {}) => {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
};

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const unitsStarted = Date.now();
let status = run('npx', ['jest', '--ci', ...process.argv.slice(2)]);
console.log(`== jest projects (SQLite): exit ${status} after ${seconds(unitsStarted)}`);
if (status !== 0) process.exit(status);
// The bench's own logic (goals, statement kinds, README section): plain node:test, no build needed.
status = run(process.execPath, ['--test', 'bench/']);
if (status !== 0) process.exit(status);

const browserTests = ['admin/e2e', 'myarea/e2e'].filter((dir) => existsSync(dir));
if (browserTests.length) {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    const message = `Browser tests SKIPPED: no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`;
    if (process.env.REQUIRE_BROWSER === '1') {
      console.error(`${message} REQUIRE_BROWSER=1, so this is a failure.`);
      process.exit(1);
    }
    console.warn(message);
  } else {
    const started = Date.now();
    status = run('npx', ['jest', '--ci', '--config', 'e2e/jest.config.ts'], { CHROMIUM_PATH: chromium });
    console.log(`== browser tests: exit ${status} after ${seconds(started)}`);
  }
}
process.exit(status);
