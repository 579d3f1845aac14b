import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { isMysql, mysqlConnection, mysqlSql, sqliteSql, type DriverSql } from './driver-sql';

export { isMysql };

const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();
/** The data source whose write transaction the current async call chain runs in, if any. */
const inside = new AsyncLocalStorage<DataSource>();
const DEADLOCK = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);
const MAX_ATTEMPTS = 5;

export interface WriteOptions {
  /** Errors worth running the whole transaction again for (MySQL), e.g. a lost race for a unique number. */
  retryOn?: (error: unknown) => boolean;
}

/**
 * Runs `work` in one transaction. Every write of the application goes through here, even a single
 * statement: on SQLite a write made beside an open transaction would run inside it.
 *
 * MySQL/MariaDB: READ COMMITTED (each statement sees what others committed, so conditional UPDATEs and
 * counts after a row lock see the latest rows), retried from the start on a deadlock or on `retryOn`.
 *
 * SQLite: TypeORM keeps one connection and runs a second concurrent transaction on it as a savepoint
 * of the first, and a plain statement runs inside whatever transaction is open, so their statements
 * and rollbacks would mix. The writes therefore wait for each other in a process-wide queue (SQLite
 * is one process's database anyway).
 */
export async function writeTransaction<T>(db: DataSource, work: (m: EntityManager) => Promise<T>, options: WriteOptions = {}): Promise<T> {
  // A write transaction opened inside another would wait for it forever on SQLite (the queue) and
  // would not be atomic with it on MySQL: pass the manager down instead.
  if (inside.getStore() === db) throw new Error('writeTransaction called inside a write transaction: use its EntityManager');
  const run = (m: EntityManager) => inside.run(db, () => work(m));
  return isMysql(db) ? mysqlTransaction(db, run, options) : sqliteTransaction(db, run);
}

/**
 * writeTransaction for fixed statements on the driver (driver-sql.ts), without TypeORM's query runner:
 * the same queue (SQLite, where those asked for together share a commit: `grouped`), isolation and
 * retries (MySQL). For the hot paths only (a scan at a gate): TypeORM's entity listeners
 * (invalidateOnWrite) do not see these writes.
 */
export async function driverTransaction<T>(db: DataSource, work: (sql: DriverSql) => Promise<T>, options: WriteOptions = {}): Promise<T> {
  if (inside.getStore() === db) throw new Error('driverTransaction called inside a write transaction: use its DriverSql');
  if (!isMysql(db)) return grouped(db, work as (sql: DriverSql) => Promise<unknown>) as Promise<T>;
  for (let attempt = 1; ; attempt++) {
    const connection = await mysqlConnection(db);
    try {
      await readCommittedSession(connection, () => mysqlSql(connection).run('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED', []));
      // START TRANSACTION goes with the work's first statement.
      const sql = mysqlSql(connection, true);
      try {
        const result = await inside.run(db, () => work(sql));
        await sql.commit();
        return result;
      } catch (error) {
        await sql.run('ROLLBACK', []).catch(() => undefined);
        throw error;
      }
    } catch (error) {
      if (!retryable(error, options) || attempt >= MAX_ATTEMPTS) throw error;
    } finally {
      connection.release();
    }
  }
}

/** SQLite, per data source: the writes queued or running, and how many of them had to wait for another. */
const sqliteLoad = new WeakMap<DataSource, { running: number; waited: number }>();

function queued<T>(db: DataSource, run: () => Promise<T>): Promise<T> {
  let load = sqliteLoad.get(db);
  if (!load) sqliteLoad.set(db, (load = { running: 0, waited: 0 }));
  if (load.running > 0) load.waited++;
  load.running++;
  const previous = sqliteQueues.get(db) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(run);
  const settled = next.then(
    () => void load.running--,
    () => void load.running--,
  );
  sqliteQueues.set(db, settled);
  return next;
}

/** SQLite: how many writes so far had to wait for another one queued or running (0 on MySQL). */
export const sqliteWritesWaited = (db: DataSource): number => sqliteLoad.get(db)?.waited ?? 0;

function sqliteTransaction<T>(db: DataSource, work: (m: EntityManager) => Promise<T>): Promise<T> {
  // Driver transactions asked for after this one wait for it, not join a group queued before it.
  openGroups.delete(db);
  return queued(db, () => db.transaction(work));
}

/** A driver transaction waiting in a group: its work, and its caller's answer once the group has committed. */
interface GroupItem {
  work: (sql: DriverSql) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}
/** The group of driver transactions still gathering (not yet started), per data source. */
const openGroups = new WeakMap<DataSource, GroupItem[]>();
/** At most this many transactions share a commit: the first of them waits for no more than these. */
const MAX_GROUP = 32;

/**
 * SQLite's group commit: the driver transactions asked for while the queue is busy, or in the same turn
 * of the event loop, run in one SQLite transaction, each in a savepoint of its own, and share its
 * COMMIT — the statement that writes the pages a transaction dirtied to the WAL, most of a gate scan's
 * SQL time when each scan commits alone (docs/performance.md). Each is still all or nothing: a work that
 * fails is rolled back to its savepoint and its caller gets the error; the others are unaffected. Every
 * caller is answered only after the COMMIT, so nothing is answered that is not written.
 */
function grouped(db: DataSource, work: (sql: DriverSql) => Promise<unknown>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const item = { work, resolve, reject };
    const open = openGroups.get(db);
    if (open && open.length < MAX_GROUP) return void open.push(item);
    const group = [item];
    openGroups.set(db, group);
    // Started in the next turn of the loop: the requests that arrived in this one join the group first.
    void queued(db, () =>
      new Promise((started) => setImmediate(started))
        .then(() => runGroup(db, group))
        .catch((error: unknown) => group.forEach((member) => member.reject(error))),
    );
  });
}

async function runGroup(db: DataSource, group: GroupItem[]): Promise<void> {
  if (openGroups.get(db) === group) openGroups.delete(db);
  const sql = sqliteSql(db);
  const alone = group.length === 1;
  const answers: (() => void)[] = [];
  try {
    await sql.run('BEGIN IMMEDIATE', []);
    for (const item of group) {
      if (!alone) await sql.run('SAVEPOINT grouped', []);
      try {
        const result = await inside.run(db, () => item.work(sql));
        if (!alone) await sql.run('RELEASE grouped', []);
        answers.push(() => item.resolve(result));
      } catch (error) {
        // Alone, the whole transaction is rolled back below. In a group, a rollback to the savepoint that
        // fails means SQLite ended the transaction itself (a full disk): then every work of it failed.
        if (alone) throw error;
        await sql.run('ROLLBACK TO grouped', []);
        await sql.run('RELEASE grouped', []);
        answers.push(() => item.reject(error));
      }
    }
    await sql.commit();
  } catch (error) {
    await sql.run('ROLLBACK', []).catch(() => undefined);
    for (const item of group) item.reject(error);
    return;
  }
  for (const answer of answers) answer();
}

/** Pooled MySQL connections whose session already reads committed: the level is set once per connection. */
const readCommitted = new WeakSet<object>();

async function mysqlTransaction<T>(db: DataSource, work: (m: EntityManager) => Promise<T>, options: WriteOptions): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const runner = db.createQueryRunner();
    try {
      const connection = (await runner.connect()) as object;
      await readCommittedSession(connection, () => runner.query('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED'));
      await runner.startTransaction();
      try {
        const result = await work(runner.manager);
        await runner.commitTransaction();
        return result;
      } catch (error) {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        throw error;
      }
    } catch (error) {
      if (!retryable(error, options) || attempt >= MAX_ATTEMPTS) throw error;
    } finally {
      await runner.release();
    }
  }
}

/**
 * The session's level rather than a SET TRANSACTION before each transaction: one statement fewer per
 * write. Every transaction of the application is a write transaction (this file), so every one of
 * them reads committed whichever pooled connection it gets.
 */
async function readCommittedSession(connection: object, set: () => Promise<unknown>): Promise<void> {
  if (readCommitted.has(connection)) return;
  await set();
  readCommitted.add(connection);
}

/** A deadlock or a lock wait timeout (MySQL), or what the caller asks to retry for. */
function retryable(error: unknown, options: WriteOptions): boolean {
  const code = (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
  return (code !== undefined && DEADLOCK.has(code)) || options.retryOn?.(error) === true;
}

/** SELECT … FOR UPDATE on MySQL; SQLite needs no row lock (the queue above serialises the writes). */
export function forUpdate<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, db: DataSource): SelectQueryBuilder<T> {
  return isMysql(db) ? qb.setLock('pessimistic_write') : qb;
}

/** writeTransaction for a service that holds a repository: `work` gets the same repository bound to the transaction. */
export function writeWith<E extends ObjectLiteral, T>(repo: Repository<E>, work: (tx: Repository<E>) => Promise<T>): Promise<T> {
  return writeTransaction(repo.manager.connection, (tx) => work(tx.getRepository(repo.target)));
}
