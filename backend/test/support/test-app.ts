import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import { createApp, type CreateAppOptions } from '../../src/app.factory';
import { loadConfig, parseDatabaseUrl, type AppConfig } from '../../src/platform/config/config';
import { SeedService } from '../../src/seed/seed.service';
import { ApiClient } from './api-client';
import { migratedTestDatabase } from './test-database';
import { testClock } from './test-clock';

export const ADMIN = { email: 'root@eventdesk.test', password: 'root-password-123' };

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  db: DataSource;
  /** A fresh client with its own cookie jar. */
  client(): ApiClient;
  /** A client signed in as the superadmin. */
  admin(): Promise<ApiClient>;
  close(): Promise<void>;
}

/**
 * A database of its own for one test file: SQLite in `dataDir`, or, when TEST_DATABASE_URL is a mysql:// URL,
 * a fresh MariaDB/MySQL database that `drop` removes.
 */
export async function createTestDatabase(dataDir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL ?? '';
  if (!base.startsWith('mysql://')) return { url: `sqlite:${join(dataDir, 'test.sqlite')}`, drop: async () => {} };
  const server = parseDatabaseUrl(base, process.cwd());
  if (server.type !== 'mysql') throw new Error('unreachable');
  const name = `eventdesk_t_${randomBytes(6).toString('hex')}`;
  const connect = () => createConnection({ host: server.host, port: server.port, user: server.username, password: server.password });
  const conn = await connect();
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = await connect();
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

/**
 * A whole application, listening on 127.0.0.1 at a free port, on a database of its own, already migrated
 * (test-database.ts): SQLite in a temporary folder, or, when TEST_DATABASE_URL is a mysql:// URL, the jest
 * worker's MariaDB/MySQL database.
 * `options` reach createApp (a test's own global guard or interceptor: `beforeInit`).
 */
export async function startTestApp(env: Record<string, string> = {}, options: CreateAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventdesk-test-'));
  const { url: databaseUrl, drop: dropDatabase } = (await migratedTestDatabase(dataDir)) ?? (await createTestDatabase(dataDir));
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DEMO_DATA: 'false',
    BCRYPT_ROUNDS: '4',
    TWO_FACTOR_REQUIRED: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
  const app = await createApp(config, { clock: testClock, ...options });
  await app.get(SeedService).seedIfEmpty();
  // Listening once, on a port of its own: supertest would otherwise start and stop the server around every
  // request (a quarter of the role matrix's time). Tests that need a URL read it from the server's address.
  await app.listen(0, '127.0.0.1');
  const server = app.getHttpServer();
  return {
    app,
    config,
    db: app.get<DataSource>(getDataSourceToken()),
    client: () => new ApiClient(server),
    admin: async () => {
      const client = new ApiClient(server);
      await client.login(ADMIN.email, ADMIN.password);
      // The superadmin of the tests has just confirmed their password, as account changes need.
      await client.confirmPassword(ADMIN.password);
      return client;
    },
    close: async () => {
      await app.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
