import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The superadmin the API creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const SUPERADMIN = { email: 'root@e2e.eventdesk.test', password: 'root-password-e2e' };
const ROOT = resolve(__dirname, '../..');
const START_TIMEOUT = 30_000;

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => res(port));
    });
    server.on('error', rej);
  });
}

export interface RunningApi {
  child: ChildProcess;
  baseUrl: string;
  dataDir: string;
  databaseUrl: string;
}

/** Starts the built API (which serves the built admin and my-area) on a fresh SQLite database with the demo data. */
export async function startApi(): Promise<RunningApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventdesk-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const databaseUrl = `sqlite:${join(dataDir, 'e2e.sqlite')}`;
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // The browser tests move the API's clock of sign-in codes (totp.ts) instead of waiting on it: a test start only.
    NODE_ENV: 'test',
    TEST_CLOCK_FILE: join(dataDir, 'clock-ahead-ms'),
    TWO_FACTOR_REQUIRED: 'true',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    BCRYPT_ROUNDS: '4',
    ADMIN_EMAIL: SUPERADMIN.email,
    ADMIN_PASSWORD: SUPERADMIN.password,
    APP_URL: baseUrl,
  };
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + START_TIMEOUT;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The API did not start in ${START_TIMEOUT / 1000} s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, baseUrl, dataDir, databaseUrl };
}

export async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
