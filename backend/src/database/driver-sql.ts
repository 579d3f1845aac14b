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
 * Rows come back as the driver gives them: snake_case columns, 0/1 for booleans; a date is a Date on
 * MySQL and TypeORM's UTC text on SQLite (`sqlDate` reads both).
 */
export interface DriverSql {
  rows<T extends object>(sql: string, params: readonly SqlValue[]): Promise<T[]>;
  run(sql: string, params: readonly SqlValue[]): Promise<SqlChange>;
  readonly mysql: boolean;
}

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

const mysqlEngine = (db: DataSource) => ['mysql', 'mariadb'].includes(db.options.type);

const prepared = new WeakMap<SqliteConnection, Map<string, SqliteStatement>>();

/** TypeORM's text for a datetime on SQLite: UTC, `YYYY-MM-DD HH:MM:SS.SSS`. */
const sqliteDate = (d: Date) => d.toISOString().slice(0, 23).replace('T', ' ');

/** SQLite: the one connection's statements, each prepared once. */
export function sqliteSql(db: DataSource): DriverSql {
  const connection = (db.driver as unknown as { databaseConnection: SqliteConnection }).databaseConnection;
  let cache = prepared.get(connection);
  if (!cache) prepared.set(connection, (cache = new Map()));
  const statement = (sql: string) => {
    let stmt = cache.get(sql);
    if (!stmt) cache.set(sql, (stmt = connection.prepare(sql)));
    return stmt;
  };
  const bind = (params: readonly SqlValue[]) =>
    params.map((p) => (p instanceof Date ? sqliteDate(p) : typeof p === 'boolean' ? Number(p) : p));
  return {
    mysql: false,
    rows: <T extends object>(sql: string, params: readonly SqlValue[]) => Promise.resolve(statement(sql).all(...bind(params)) as T[]),
    run: (sql, params) => {
      const { changes, lastInsertRowid } = statement(sql).run(...bind(params));
      return Promise.resolve({ affected: changes, insertId: Number(lastInsertRowid) });
    },
  };
}

/** MySQL: statements on one connection (a transaction's) or on the pool. */
export function mysqlSql(on: MysqlQueryable): DriverSql {
  const query = (sql: string, params: readonly SqlValue[]) =>
    new Promise<unknown>((resolve, reject) => on.query(sql, [...params], (error, result) => (error ? reject(error) : resolve(result))));
  return {
    mysql: true,
    rows: async <T extends object>(sql: string, params: readonly SqlValue[]) => (await query(sql, params)) as T[],
    run: async (sql, params) => {
      const { affectedRows, insertId } = (await query(sql, params)) as { affectedRows: number; insertId: number };
      return { affected: affectedRows, insertId };
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
  if (!mysqlEngine(db)) return sqliteSql(db);
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

/** A datetime column as read by `DriverSql`: a Date on MySQL, UTC text on SQLite. */
export function sqlDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}

/** A boolean column or an EXISTS as read by `DriverSql` (0/1, or a boolean). */
export const sqlTrue = (value: unknown): boolean => value === true || Number(value) === 1;
