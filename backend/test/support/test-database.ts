import { copyFileSync, existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { createDataSource } from '../../src/database/data-source';
import { RUN_ID_VARIABLE, runDir, testServerConnection, workerDatabasePrefix } from './test-run';

export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A database for one test file whose schema is already migrated: the migrations run once per jest
 * worker, not once per file. Undefined outside a run set up by global-setup.ts.
 * - SQLite: the worker's first file migrates a template file; every file starts on a copy of it.
 * - MariaDB/MySQL: one database per worker, migrated by the app of its first file; each next file
 *   finds it emptied. The migrations insert no rows today; one that does would need them put back here.
 * The app still runs its migrations when it starts, and finds none pending.
 */
export async function migratedTestDatabase(dataDir: string): Promise<TestDatabase | undefined> {
  const runId = process.env[RUN_ID_VARIABLE];
  if (!runId) return undefined;
  const worker = process.env.JEST_WORKER_ID ?? '1';
  const base = process.env.TEST_DATABASE_URL ?? '';
  if (base.startsWith('mysql://')) return emptiedWorkerDatabase(base, `${workerDatabasePrefix(runId)}${worker}`);
  const template = join(runDir(runId), `template-${worker}.sqlite`);
  if (!existsSync(template)) await migrateSqlite(template);
  const file = join(dataDir, 'test.sqlite');
  copyFileSync(template, file);
  return { url: `sqlite:${file}`, drop: async () => {} };
}

async function migrateSqlite(template: string): Promise<void> {
  const building = `${template}.building`;
  const db = createDataSource({ type: 'sqlite', path: building }, []);
  await db.initialize();
  await db.runMigrations({ transaction: 'each' });
  // Closing the last connection writes the WAL back into the file, so the file alone is the database.
  await db.destroy();
  renameSync(building, template);
}

/**
 * Every table but TypeORM's list of migrations as the migrations left it: empty, AUTO_INCREMENT at 1.
 * Only the tables a file wrote to are truncated (about 30 ms each); truncating all of them took 1.1–1.9 s.
 */
async function emptiedWorkerDatabase(base: string, name: string): Promise<TestDatabase> {
  const conn = (await testServerConnection())!;
  try {
    await conn.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const [rows] = await conn.query(
      "SELECT TABLE_NAME AS name, AUTO_INCREMENT AS next FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' AND TABLE_NAME <> 'migrations'",
      [name],
    );
    const tables = rows as { name: string; next: number | null }[];
    const quoted = (table: string) => `\`${name}\`.\`${table}\``;
    const written = new Set(tables.filter((t) => Number(t.next) > 1).map((t) => t.name));
    if (tables.length) {
      const [filled] = await conn.query(
        tables.map((t) => `(SELECT '${t.name}' AS name FROM ${quoted(t.name)} LIMIT 1)`).join(' UNION ALL '),
      );
      for (const t of filled as { name: string }[]) written.add(t.name);
    }
    // A connection the previous file left in a transaction would make TRUNCATE wait; fail instead.
    if (written.size)
      await conn.query(
        `SET lock_wait_timeout = 20; SET FOREIGN_KEY_CHECKS = 0; ${[...written].map((t) => `TRUNCATE TABLE ${quoted(t)};`).join(' ')}`,
      );
  } finally {
    await conn.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  // global-teardown.ts drops the worker's database at the end of the run.
  return { url: url.toString(), drop: async () => {} };
}
