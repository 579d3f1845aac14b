import type { DataSource, EntityManager } from 'typeorm';

/** A parameter of a fixed statement: dates are written as TypeORM writes them on each engine. */
export type SqlValue = string | number | boolean | Date | null;

/** What a write statement changed. */
export interface SqlChange {
  affected: number;
  insertId: number;
}

/**
 * Fixed SQL sent straight to the driver TypeORM holds, on the connection of the manager it is given
 * (a write transaction's, or the pool's): for the few hot paths (a scan at a gate) where building a
 * query and turning its rows into entities costs more than the statement itself. The statements are
 * written with `?` placeholders; on SQLite each is prepared once per connection and kept (TypeORM's
 * own cache keeps the last 100 statements of the whole application, so a hot path's are forgotten).
 * Rows come back as the driver gives them: snake_case columns, 0/1 for booleans (`sqlTrue` reads
 * them); a date is a Date on MySQL and TypeORM's UTC text on SQLite.
 */
export interface DriverSql {
  rows<T extends object>(sql: string, params: readonly SqlValue[]): Promise<T[]>;
  run(sql: string, params: readonly SqlValue[]): Promise<SqlChange>;
  /**
   * Write statements in order, whose results decide nothing in between: one round trip on MySQL (the
   * statements sent together), one after the other on SQLite. What each changed; the first that fails
   * stops the rest.
   */
  batch(statements: readonly SqlStatement[], commit?: boolean): Promise<SqlChange[]>;
  /**
   * Ends the transaction it runs in (driverTransaction calls it): nothing to send when the last
   * `batch` carried the COMMIT (`commit`: nothing else will be written).
   */
  commit(): Promise<void>;
  readonly mysql: boolean;
}

/** A statement and its parameters, for `batch`. */
export type SqlStatement = readonly [string, readonly SqlValue[]];

interface SqliteStatement {
  reader: boolean;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
}
interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}
type MysqlCallback = (error: Error | null, result: unknown) => void;
export interface MysqlQueryable {
  query(sql: string, values: unknown[], callback: MysqlCallback): void;
}
/** A connection of mysql2's pool (callback API, as TypeORM holds it). */
export interface MysqlConnection extends MysqlQueryable {
  release(): void;
  listeners(event: 'error'): unknown[];
  on(event: 'error', listener: (error: Error) => void): void;
}
interface MysqlPool extends MysqlQueryable {
  getConnection(callback: (error: Error | null, connection: MysqlConnection) => void): void;
}

/** MySQL or MariaDB (else SQLite). */
export const isMysql = (db: DataSource): boolean => db.options.type === 'mysql' || db.options.type === 'mariadb';

/**
 * A DATETIME as a raw statement answers it, as a Date: MySQL's driver gives a Date, SQLite UTC text
 * (`YYYY-MM-DD HH:MM:SS[.SSS]`, or ISO with its zone).
 */
export const storedDate = (value: unknown): Date => {
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
};

/** TypeORM's text for a datetime on SQLite: UTC, `YYYY-MM-DD HH:MM:SS.SSS`. */
const sqliteDate = (d: Date) => d.toISOString().slice(0, 23).replace('T', ' ');

/** SQLite: the one connection's statements, each prepared once. */
export function sqliteSql(db: DataSource): DriverSql {
  const connection = (db.driver as unknown as { databaseConnection: SqliteConnection }).databaseConnection;
  let sql = sqliteDrivers.get(connection);
  if (!sql) sqliteDrivers.set(connection, (sql = sqliteDriver(connection)));
  return sql;
}

/** One DriverSql per SQLite connection: it holds no state of its own but the statements. */
const sqliteDrivers = new WeakMap<SqliteConnection, DriverSql>();

function sqliteDriver(connection: SqliteConnection): DriverSql {
  const cache = new Map<string, SqliteStatement>();
  const statement = (sql: string) => {
    let stmt = cache.get(sql);
    if (!stmt) cache.set(sql, (stmt = connection.prepare(sql)));
    return stmt;
  };
  const bind = (params: readonly SqlValue[]) =>
    params.map((p) => (p instanceof Date ? sqliteDate(p) : typeof p === 'boolean' ? Number(p) : p));
  const run = (sql: string, params: readonly SqlValue[]): SqlChange => {
    const { changes, lastInsertRowid } = statement(sql).run(...bind(params));
    return { affected: changes, insertId: Number(lastInsertRowid) };
  };
  // The driver answers at once; an error is a rejected promise, as on MySQL, never a throw at the call.
  const settle = <T>(answer: () => T): Promise<T> => {
    try {
      return Promise.resolve(answer());
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return {
    mysql: false,
    rows: <T extends object>(sql: string, params: readonly SqlValue[]) => settle(() => statement(sql).all(...bind(params)) as T[]),
    run: (sql, params) => settle(() => run(sql, params)),
    batch: (statements) => settle(() => statements.map(([sql, params]) => run(sql, params))),
    commit: () => settle(() => void run('COMMIT', [])),
  };
}

/**
 * MySQL: statements on one connection (a transaction's) or on the pool. `begin`: the transaction is
 * opened with the first statement sent (START TRANSACTION travels with it, one round trip fewer);
 * `batch` sends its statements together (the pool's connections allow several statements in one query,
 * data-source.ts; every statement of the application has its values as parameters).
 */
export function mysqlSql(on: MysqlQueryable, begin = false): DriverSql {
  let opening = begin;
  let committed = false;
  const query = (sql: string, params: readonly SqlValue[]) =>
    new Promise<unknown>((resolve, reject) => on.query(sql, [...params], (error, result) => (error ? reject(error) : resolve(result))));
  /** The statement's results, START TRANSACTION's taken off when it went along. */
  const send = async (sql: string, params: readonly SqlValue[], count = 1): Promise<unknown[]> => {
    const opened = opening;
    opening = false;
    const results = await query(opened ? `START TRANSACTION; ${sql}` : sql, params);
    const all = opened || count > 1 ? (results as unknown[]) : [results];
    return opened ? all.slice(1) : all;
  };
  const change = (result: unknown): SqlChange => {
    const { affectedRows, insertId } = result as { affectedRows: number; insertId: number };
    return { affected: affectedRows, insertId };
  };
  return {
    mysql: true,
    rows: async <T extends object>(sql: string, params: readonly SqlValue[]) => (await send(sql, params))[0] as T[],
    run: async (sql, params) => change((await send(sql, params))[0]),
    batch: async (statements, commit = false) => {
      const sql = [...statements.map(([text]) => text), ...(commit ? ['COMMIT'] : [])];
      if (!sql.length) return [];
      const results = await send(
        sql.join('; '),
        statements.flatMap(([, params]) => params),
        sql.length,
      );
      committed ||= commit;
      return results.slice(0, statements.length).map(change);
    },
    commit: async () => {
      if (!committed) await send('COMMIT', []);
    },
  };
}

/**
 * The driver under `manager`: inside a write transaction (writeTransaction's manager) its connection,
 * otherwise the pool (MySQL) or the one connection (SQLite, where a write still goes through
 * writeTransaction's queue).
 */
export async function driverSql(manager: EntityManager): Promise<DriverSql> {
  const db = manager.connection;
  if (!isMysql(db)) return sqliteSql(db);
  const runner = manager.queryRunner;
  if (runner && !runner.isReleased) return mysqlSql((await runner.connect()) as MysqlQueryable);
  return mysqlSql(mysqlPool(db));
}

const mysqlPool = (db: DataSource) => (db.driver as unknown as { pool: MysqlPool }).pool;

/** A connection of TypeORM's MySQL pool, for a transaction on the driver (write-transaction.ts driverTransaction). */
export function mysqlConnection(db: DataSource): Promise<MysqlConnection> {
  return new Promise((resolve, reject) =>
    mysqlPool(db).getConnection((error, connection) => {
      if (error) return reject(error);
      // As TypeORM does for the connections it takes: an error on an idle connection must not end the process.
      if (connection.listeners('error').length === 0)
        connection.on('error', (e) => db.logger.log('warn', `MySQL connection raised an error. ${e.message}`));
      resolve(connection);
    }),
  );
}

/** A boolean column or an EXISTS as read by `DriverSql` (0/1, or a boolean). */
export const sqlTrue = (value: unknown): boolean => value === true || Number(value) === 1;

/**
 * One read statement held by its caller rather than by the connection's cache (`sqliteSql` keeps every
 * statement it is given for good): for statements built from a request's shape (the attendee list's
 * filters, sort and field scope), which the caller keeps in a bounded cache of its own. On SQLite it
 * is prepared once on the connection (again if the connection changed); on MySQL it is sent to the
 * pool. Each run is logged as TypeORM logs its own queries (the same log, and what counts statements).
 */
export interface ReadStatement {
  /** The rows as `DriverSql.rows` gives them. */
  rows<T extends object>(params: readonly SqlValue[]): Promise<T[]>;
  /** The rows as arrays of their values in the order of the SELECT: no object per row, cheaper for many columns. */
  arrays(params: readonly SqlValue[]): Promise<unknown[][]>;
}

interface SqliteReadStatement extends SqliteStatement {
  raw(arrays: boolean): SqliteReadStatement;
}
interface MysqlArrayQueryable {
  query(options: { sql: string; rowsAsArray: boolean }, values: unknown[], callback: MysqlCallback): void;
}

export function readStatement(db: DataSource, sql: string): ReadStatement {
  if (isMysql(db)) {
    const query = <T>(rowsAsArray: boolean, params: readonly SqlValue[]) =>
      new Promise<T>((resolve, reject) => {
        const values = [...params];
        db.logger.logQuery(sql, values);
        (mysqlPool(db) as unknown as MysqlArrayQueryable).query({ sql, rowsAsArray }, values, (error, result) =>
          error ? reject(error) : resolve(result as T),
        );
      });
    return { rows: (params) => query(false, params), arrays: (params) => query(true, params) };
  }
  let prepared: { on: SqliteConnection; statement: SqliteReadStatement } | null = null;
  const all = (arrays: boolean, params: readonly SqlValue[]) => {
    const on = (db.driver as unknown as { databaseConnection: SqliteConnection }).databaseConnection;
    if (prepared?.on !== on) prepared = { on, statement: on.prepare(sql) as SqliteReadStatement };
    const values = params.map(sqliteValue);
    db.logger.logQuery(sql, values);
    return Promise.resolve(prepared.statement.raw(arrays).all(...values));
  };
  return {
    rows: <T extends object>(params: readonly SqlValue[]) => all(false, params) as Promise<T[]>,
    arrays: (params) => all(true, params) as Promise<unknown[][]>,
  };
}

/** A parameter as SQLite binds it: dates in TypeORM's text, booleans as 0/1. */
const sqliteValue = (p: SqlValue) => (p instanceof Date ? sqliteDate(p) : typeof p === 'boolean' ? Number(p) : p);
