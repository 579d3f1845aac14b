import { rmSync } from 'node:fs';
import { RUN_ID_VARIABLE, runDir, testServerConnection, workerDatabasePrefix } from './test-run';

/** Removes what the run's workers left: the SQLite templates and the MariaDB/MySQL worker databases. */
export default async function globalTeardown(): Promise<void> {
  const runId = process.env[RUN_ID_VARIABLE];
  if (!runId) return;
  rmSync(runDir(runId), { recursive: true, force: true });
  const conn = await testServerConnection();
  if (!conn) return;
  try {
    const [rows] = await conn.query('SHOW DATABASES');
    const names = (rows as { Database: string }[]).map((r) => r.Database).filter((n) => n.startsWith(workerDatabasePrefix(runId)));
    for (const name of names) await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await conn.end();
  }
}
