import { copyFileSync, existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Connection } from 'mysql2/promise';
import { parseDatabaseUrl, type DatabaseConfig } from '../../src/platform/config/config';
import { createDataSource } from '../../src/platform/database/data-source';
import { RUN_ID_VARIABLE, runDir, testServerConnection, workerDatabasePrefix } from './test-run';

export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A database for one test file whose schema is already migrated: the migrations run once per jest
 * worker, not once per file. Undefined outside a run set up by global-setup.ts.
 * - SQLite: the worker's first file migrates a template file; every file starts on a copy of it.
 * - MariaDB/MySQL: one database per worker, migrated by its first file; each next file finds it emptied.
 * The app still runs its migrations when it starts, and finds none pending.
 */
export async function migratedTestDatabase(dataDir: string): Promise<TestDatabase | undefined> {
  const runId = process.env[RUN_ID_VARIABLE];
  if (!runId) return undefined;
  const worker = process.env.JEST_WORKER_ID ?? '1';
  const base = process.env.TEST_DATABASE_URL ?? '';
  if (base.startsWith('mysql://')) return emptiedWorkerDatabase(base, `${workerDatabasePrefix(runId)}${worker}`);
  const template = join(runDir(runId), `template-${worker}.sqlite`);
  if (!existsSync(template)) {
    const building = `${template}.building`;
    await migrate({ type: 'sqlite', path: building });
    renameSync(building, template);
  }
  const file = join(dataDir, 'test.sqlite');
  copyFileSync(template, file);
  return { url: `sqlite:${file}`, drop: async () => {} };
}

async function migrate(config: DatabaseConfig): Promise<void> {
  const db = createDataSource(config, []);
  await db.initialize();
  await db.runMigrations({ transaction: 'each' });
  // On SQLite, closing the last connection writes the WAL back into the file: the file alone is the database.
  await db.destroy();
}

/**
 * The worker's database as the migrations left it: every table but TypeORM's list of migrations empty,
 * AUTO_INCREMENT at 1. Its first file migrates it and checks that the migrations wrote no row (emptying
 * would lose it); each next file truncates the tables written to since (about 30 ms each; truncating
 * all of them took 1.1–1.9 s).
 */
async function emptiedWorkerDatabase(base: string, name: string): Promise<TestDatabase> {
  const url = new URL(base);
  url.pathname = `/${name}`;
  const conn = (await testServerConnection())!;
  try {
    await conn.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const written = await writtenTables(conn, name);
    if (!written) {
      await migrate(parseDatabaseUrl(url.toString(), process.cwd()));
      const filled = (await writtenTables(conn, name))!;
      if (filled.length)
        throw new Error(`The migrations wrote into ${filled.join(', ')}: test-database.ts must put those rows back after emptying`);
    } else if (written.length) {
      // A connection the previous file left in a transaction would make TRUNCATE wait; fail instead.
      const truncate = written.map((table) => `TRUNCATE TABLE \`${name}\`.\`${table}\`;`).join(' ');
      await conn.query(`SET lock_wait_timeout = 20; SET FOREIGN_KEY_CHECKS = 0; ${truncate}`);
    }
  } finally {
    await conn.end();
  }
  // global-teardown.ts drops the worker's database at the end of the run.
  return { url: url.toString(), drop: async () => {} };
}

/** The tables holding rows or whose AUTO_INCREMENT moved; undefined while the database has no table. */
async function writtenTables(conn: Connection, name: string): Promise<string[] | undefined> {
  const [rows] = await conn.query(
    "SELECT TABLE_NAME AS name, AUTO_INCREMENT AS next FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'",
    [name],
  );
  const tables = rows as { name: string; next: number | null }[];
  if (!tables.length) return undefined;
  const candidates = tables.filter((t) => t.name !== 'migrations');
  if (!candidates.length) return [];
  const written = new Set(candidates.filter((t) => Number(t.next) > 1).map((t) => t.name));
  const [filled] = await conn.query(
    candidates.map((t) => `(SELECT '${t.name}' AS name FROM \`${name}\`.\`${t.name}\` LIMIT 1)`).join(' UNION ALL '),
  );
  for (const t of filled as { name: string }[]) written.add(t.name);
  return [...written];
}
