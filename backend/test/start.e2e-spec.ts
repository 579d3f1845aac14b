import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const MAIN = resolve(__dirname, '../dist/main.js');

/** The real start-up (`node backend/dist/main.js`, built by `npm test`) refuses bad configuration plainly. */
describe('start-up with bad configuration', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventdesk-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has a build to start', () => {
    expect(existsSync(MAIN)).toBe(true);
  });

  it('exits with one clear line per bad value and no stack trace', () => {
    const run = spawnSync(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: 'abc',
        DATABASE_URL: 'postgres://x/y',
        LOG_LEVEL: 'loud',
        TWO_FACTOR_REQUIRED: 'maybe',
        BCRYPT_ROUNDS: 'ten',
        MAIL_FROM: 'nobody',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration');
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'TWO_FACTOR_REQUIRED', 'BCRYPT_ROUNDS', 'MAIL_FROM'])
      expect(run.stderr).toContain(name);
    expect(run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });

  it("refuses the browser tests' movable clock (TEST_CLOCK_FILE) in production, before touching the database", () => {
    const run = spawnSync(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(48),
        TEST_CLOCK_FILE: join(dataDir, 'clock-ahead-ms'),
        DATABASE_URL: 'mysql://nobody:x@127.0.0.1:1/none',
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('TEST_CLOCK_FILE');
    expect(run.stderr).not.toMatch(/could not start|ECONNREFUSED/i);
    expect(run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });

  it('says plainly when the database cannot be reached', () => {
    const run = spawnSync(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: 'mysql://nobody:x@127.0.0.1:1/none', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Eventdesk could not start: .*(ECONNREFUSED|connect)/i);
    expect(run.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });
});
