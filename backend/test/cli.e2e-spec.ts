import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestDatabase } from './support/test-app';

const CLI = resolve(__dirname, '../dist/cli.js');

/**
 * The operators' command line (`npm run cli -- …`), run as built, on a database of its own: a SQLite file, or a
 * MariaDB/MySQL database of its own when TEST_DATABASE_URL is a mysql:// URL (the CI's second pass).
 */
describe('CLI', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventdesk-cli-'));
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let cli: (...args: string[]) => SpawnSyncReturns<string>;
  /** One statement on the CLI's database, from the test's own connection. */
  let sql: <T>(statement: string) => Promise<T[]>;

  beforeAll(async () => {
    database = await createTestDatabase(dataDir);
    const env = {
      PATH: process.env.PATH,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      BCRYPT_ROUNDS: '4',
    };
    cli = (...args) => spawnSync(process.execPath, [CLI, ...args], { env, encoding: 'utf8', timeout: 30_000 });
    sql = database.url.startsWith('mysql://')
      ? async <T>(statement: string) => {
          const conn = await createConnection(database.url);
          try {
            return (await conn.query(statement))[0] as T[];
          } finally {
            await conn.end();
          }
        }
      : async <T>(statement: string) => {
          const db = new Database(database.url.slice('sqlite:'.length));
          try {
            const prepared = db.prepare(statement);
            return (prepared.reader ? prepared.all() : (prepared.run(), [])) as T[];
          } finally {
            db.close();
          }
        };
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates an empty database and seeds the first superadmin', async () => {
    const migrate = cli('migrate');
    expect(migrate.status).toBe(0);
    expect(migrate.stdout).toMatch(/up to date: \d+ migrations applied/);
    const seed = cli('seed');
    expect(seed.status).toBe(0);
    expect(seed.stdout).toContain('admin@eventdesk.local');
    expect(await sql('SELECT email, is_superadmin FROM users')).toEqual([{ email: 'admin@eventdesk.local', is_superadmin: 1 }]);
  });

  it('creates a user, refuses bad input with a clear message, and resets 2FA', async () => {
    const ok = cli('create-user', '--email', 'Ops@Example.com', '--password', 'operator-password', '--name', 'Ops', '--superadmin');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('ops@example.com (superadmin)');
    const again = cli('create-user', '--email', 'ops@example.com', '--password', 'operator-password', '--name', 'Ops');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('E-mail address already in use');
    const short = cli('create-user', '--email', 'x@example.com', '--password', 'short', '--name', 'X');
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('--password: At least 10 characters');
    await sql("UPDATE users SET two_factor_secret = 'x', two_factor_confirmed_at = CURRENT_TIMESTAMP WHERE email = 'ops@example.com'");
    const reset = cli('reset-2fa', '--email', 'ops@example.com');
    expect(reset.status).toBe(0);
    expect(await sql("SELECT two_factor_secret, two_factor_confirmed_at FROM users WHERE email = 'ops@example.com'")).toEqual([
      { two_factor_secret: null, two_factor_confirmed_at: null },
    ]);
    const unknown = cli('reset-2fa', '--email', 'nobody@example.com');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No user with e-mail nobody@example.com');
  });

  it('prints its usage for no or an unknown command, and refuses a bad configuration clearly', () => {
    const usage = cli();
    expect(usage.status).toBe(0);
    expect(usage.stdout).toContain('create-user');
    expect(cli('frobnicate').status).toBe(2);
    const bad = spawnSync(process.execPath, [CLI, 'migrate'], {
      env: { PATH: process.env.PATH, DATABASE_URL: 'postgres://nowhere', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('DATABASE_URL must start with sqlite: or mysql://');
  });
});
