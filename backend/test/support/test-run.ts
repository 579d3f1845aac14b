import { createConnection, type Connection } from 'mysql2/promise';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDatabaseUrl } from '../../src/platform/config/config';

/**
 * What one jest run shares between its workers and files: an id, set by global-setup.ts in the
 * environment the workers inherit, and a folder named after it. Runs of other engineers on the same
 * machine and database server never see each other's.
 */
export const RUN_ID_VARIABLE = 'EVENTDESK_TEST_RUN';

export const runDir = (runId: string) => join(tmpdir(), `eventdesk-run-${runId}`);

/** The MariaDB/MySQL database of one jest worker of a run (JEST_WORKER_ID starts at 1). */
export const workerDatabasePrefix = (runId: string) => `eventdesk_w_${runId}_`;

/** A connection to the server that TEST_DATABASE_URL names, or undefined when the tests run on SQLite. */
export async function testServerConnection(): Promise<Connection | undefined> {
  const base = process.env.TEST_DATABASE_URL ?? '';
  if (!base.startsWith('mysql://')) return undefined;
  const server = parseDatabaseUrl(base, process.cwd());
  if (server.type !== 'mysql') throw new Error('unreachable');
  return createConnection({
    host: server.host,
    port: server.port,
    user: server.username,
    password: server.password,
    multipleStatements: true,
  });
}
