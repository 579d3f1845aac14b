import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ADMIN = { email: 'root@e2e.eventdesk.test', password: 'root-password-e2e' };
const ROOT = resolve(__dirname, '../../..');

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

/** Starts the built API (which serves the built admin and my-area) on a fresh SQLite database with the demo data. */
export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventdesk-e2e-'));
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${join(dataDir, 'e2e.sqlite')}`,
    TWO_FACTOR_REQUIRED: 'true',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    BCRYPT_ROUNDS: '4',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    APP_URL: `http://127.0.0.1:${port}`,
  };
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The API did not start in 30 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const state = { baseUrl, dataDir, pid: child.pid, database: join(dataDir, 'e2e.sqlite') };
  writeFileSync(join(tmpdir(), 'eventdesk-e2e-state.json'), JSON.stringify(state));
  process.env.E2E_STATE = JSON.stringify(state);
  (globalThis as Record<string, unknown>).__EVENTDESK_API__ = child;
}
