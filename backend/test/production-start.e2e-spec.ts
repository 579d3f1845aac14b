import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { EMBEDDED_SUPERADMIN } from '../src/platform/config/config';
import { DEMO_ATTENDEE_EMAIL, DEMO_PASSWORD, DEMO_USERS } from '../src/seed/demo-data';
import { ApiClient } from './support/api-client';
import { createTestDatabase } from './support/test-app';

const ROOT = resolve(__dirname, '../..');
const MAIN = resolve(__dirname, '../dist/main.js');

/** What an operator puts in docker/.env: only the values the compose file requires. */
const OPERATOR_ENV: Record<string, string> = {
  SESSION_SECRET: 'x'.repeat(48),
  MYSQL_ROOT_PASSWORD: 'root-secret',
};

/** The app service's environment in docker/compose.yml, with `${VAR:-default}` resolved as Compose does. */
function composeEnvironment(operator: Record<string, string>): Record<string, string> {
  const compose = parse(readFileSync(join(ROOT, 'docker/compose.yml'), 'utf8')) as {
    services: { app: { environment: Record<string, string> } };
  };
  const resolveValue = (value: string) =>
    value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, fallback?: string) => {
      const given = operator[name];
      if (given) return given;
      if (kind === '?') throw new Error(`docker/compose.yml requires ${name}`);
      return kind === '-' ? (fallback ?? '') : '';
    });
  return Object.fromEntries(Object.entries(compose.services.app.environment).map(([k, v]) => [k, resolveValue(String(v))]));
}

/** The ENV of the image's last stage (docker/Dockerfile). */
function imageEnvironment(): Record<string, string> {
  const dockerfile = readFileSync(join(ROOT, 'docker/Dockerfile'), 'utf8');
  const stages = dockerfile.split(/^FROM /m);
  const last = stages[stages.length - 1];
  const env: Record<string, string> = {};
  for (const block of last.matchAll(/^ENV ((?:.*\\\n)*.*)$/gm)) {
    for (const pair of block[1].replace(/\\\n/g, ' ').matchAll(/(\w+)=(\S+)/g)) env[pair[1]] = pair[2];
  }
  return env;
}

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

interface Started {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  stop: () => Promise<void>;
}

async function start(extra: Record<string, string>): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventdesk-prod-'));
  const database = await createTestDatabase(dataDir);
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '',
    ...imageEnvironment(),
    ...composeEnvironment({ ...OPERATOR_ENV, ...extra }),
    // The compose file's database host (`db`) and volume (`/data`) exist only inside Compose.
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    BCRYPT_ROUNDS: '4',
  };
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) {
      await stop();
      throw new Error(`The server did not answer:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, baseUrl, output: () => output, stop };
}

async function signIn(baseUrl: string, email: string, password: string): Promise<number> {
  const client = new ApiClient(baseUrl as unknown as Server);
  return (await client.login(email, password)).status;
}

describe('production as docker/compose.yml starts it (NODE_ENV=production from the image)', () => {
  it('the image marks production', () => {
    expect(imageEnvironment().NODE_ENV).toBe('production');
  });

  describe('with only the required values set', () => {
    let server: Started;
    beforeAll(async () => {
      server = await start({});
    }, 90_000);
    afterAll(() => server?.stop());

    it('has no default superadmin', async () => {
      expect(await signIn(server.baseUrl, EMBEDDED_SUPERADMIN.email, EMBEDDED_SUPERADMIN.password)).toBe(422);
    });

    it('has no demo account', async () => {
      for (const user of DEMO_USERS) expect(await signIn(server.baseUrl, user.email, DEMO_PASSWORD)).toBe(422);
    });

    it('has no demo event (the attendee site of the demo does not exist)', () => {
      expect(server.output()).not.toContain(DEMO_ATTENDEE_EMAIL);
      expect(server.output()).not.toContain(DEMO_PASSWORD);
    });

    it('says how to create the first superadmin with the CLI', () => {
      expect(server.output()).toContain('create-user --superadmin');
    });
  });

  describe('with ADMIN_EMAIL and ADMIN_PASSWORD set', () => {
    const admin = { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'a long and private passphrase' };
    let server: Started;
    beforeAll(async () => {
      server = await start(admin);
    }, 90_000);
    afterAll(() => server?.stop());

    it('creates that superadmin, and only that one', async () => {
      expect(await signIn(server.baseUrl, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD)).toBe(200);
      expect(await signIn(server.baseUrl, EMBEDDED_SUPERADMIN.email, EMBEDDED_SUPERADMIN.password)).toBe(422);
    });

    it('never writes the password to the log', () => {
      expect(server.output()).toContain(admin.ADMIN_EMAIL);
      expect(server.output()).not.toContain(admin.ADMIN_PASSWORD);
    });
  });
});
