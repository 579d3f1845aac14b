import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const CLI = resolve(__dirname, '../dist/cli.js');

/** The operators' command line (`npm run cli -- …`), run as built, on a SQLite file of its own. */
describe('CLI', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventdesk-cli-'));
  const env = { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'false', BCRYPT_ROUNDS: '4' };
  const cli = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { env, encoding: 'utf8', timeout: 30_000 });
  const db = () => new Database(join(dataDir, 'eventdesk.sqlite'), { readonly: true });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates an empty database and seeds the first superadmin', () => {
    const migrate = cli('migrate');
    expect(migrate.status).toBe(0);
    expect(migrate.stdout).toMatch(/up to date: \d+ migrations applied/);
    const seed = cli('seed');
    expect(seed.status).toBe(0);
    expect(seed.stdout).toContain('admin@eventdesk.local');
    const users = db().prepare('SELECT email, is_superadmin FROM users').all();
    expect(users).toEqual([{ email: 'admin@eventdesk.local', is_superadmin: 1 }]);
  });

  it('creates a user, refuses bad input with a clear message, and resets 2FA', () => {
    const ok = cli('create-user', '--email', 'Ops@Example.com', '--password', 'operator-password', '--name', 'Ops', '--superadmin');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('ops@example.com (superadmin)');
    const again = cli('create-user', '--email', 'ops@example.com', '--password', 'operator-password', '--name', 'Ops');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('E-mail address already in use');
    const short = cli('create-user', '--email', 'x@example.com', '--password', 'short', '--name', 'X');
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('--password: At least 10 characters');
    const conn = new Database(join(dataDir, 'eventdesk.sqlite'));
    conn
      .prepare("UPDATE users SET two_factor_secret = 'x', two_factor_confirmed_at = CURRENT_TIMESTAMP WHERE email = 'ops@example.com'")
      .run();
    conn.close();
    const reset = cli('reset-2fa', '--email', 'ops@example.com');
    expect(reset.status).toBe(0);
    expect(db().prepare("SELECT two_factor_secret, two_factor_confirmed_at FROM users WHERE email = 'ops@example.com'").get()).toEqual({
      two_factor_secret: null,
      two_factor_confirmed_at: null,
    });
    const unknown = cli('reset-2fa', '--email', 'nobody@example.com');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No user with e-mail nobody@example.com');
  });

  it('prints its usage for no or an unknown command', () => {
    expect(cli().stdout).toContain('create-user');
    expect(cli('frobnicate').status).toBe(2);
  });
});
