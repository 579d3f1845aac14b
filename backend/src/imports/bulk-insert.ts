import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/*
 * Multi-row INSERT statements written by hand and run through the transaction's query runner: the
 * query builder spends far more time building a 500-row INSERT than the database spends running it.
 * Values go through the driver's own preparePersistentValue, as TypeORM's INSERT would send them
 * (booleans 0/1 and dates as UTC 'YYYY-MM-DD HH:MM:SS.SSS' text on SQLite, Date objects on mysql2),
 * except for the column types that it passes through unchanged (text and integers without a
 * transformer), which are sent as they are.
 */

/** SQLite ≥ 3.32 (better-sqlite3 bundles 3.5x, compiled with MAX_VARIABLE_NUMBER=32766). */
const SQLITE_MAX_VARIABLES = 32766;
/** MySQL: bound parameters are interpolated client side, so the statement must fit max_allowed_packet (16 MB by default on MariaDB, 4 MB on old MySQL). */
const MYSQL_MAX_PARAMS = 60000;
const MAX_STATEMENT_BYTES = 2 * 1024 * 1024;
/** Column types whose values both drivers' preparePersistentValue returns as they are. */
const AS_IS = new Set<unknown>(['varchar', 'text', 'mediumtext', 'char', 'int', 'integer', 'smallint']);

/** One INSERT statement: how many rows it wrote, and the auto-increment id the database reported for them. */
export interface InsertedStatement {
  rows: number;
  /** SQLite: the id of the statement's last row (last_insert_rowid). MySQL: the id of its first row (insertId). */
  reportedId: number;
}

/** A rough upper bound of the bytes a value takes in the statement text. */
function valueBytes(value: unknown): number {
  if (typeof value === 'string') return value.length * 4 + 4;
  return 24;
}

/**
 * Inserts `rows` (entity properties) into the entity's table, in as few statements as the engine's
 * limits allow, and answers what each statement reported. `properties` lists the columns written,
 * by property name; a property a row lacks is written as NULL (or the column's default when it is
 * NOT NULL).
 */
export async function bulkInsert<T extends ObjectLiteral>(
  tx: EntityManager,
  target: EntityTarget<T>,
  properties: readonly string[],
  rows: readonly Partial<T>[],
): Promise<InsertedStatement[]> {
  if (!rows.length) return [];
  const driver = tx.connection.driver;
  const metadata = tx.connection.getMetadata(target);
  const columns = properties.map((p) => {
    const column = metadata.findColumnWithPropertyName(p);
    if (!column) throw new Error(`no column for ${metadata.name}.${p}`);
    const missing = column.isNullable || column.default === undefined ? null : (column.default as unknown);
    return { column, property: column.propertyName, missing, asIs: !column.transformer && AS_IS.has(column.type) };
  });
  const sqlite = driver.options.type !== 'mysql' && driver.options.type !== 'mariadb';
  const maxParams = sqlite ? SQLITE_MAX_VARIABLES : MYSQL_MAX_PARAMS;
  const head = `INSERT INTO ${driver.escape(metadata.tableName)} (${columns.map((c) => driver.escape(c.column.databaseName)).join(', ')}) VALUES `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const queryRunner = tx.queryRunner;
  if (!queryRunner) throw new Error('bulkInsert needs a transaction');

  const statements: InsertedStatement[] = [];
  let params: unknown[] = [];
  let count = 0;
  let bytes = 0;
  const flush = async () => {
    if (!count) return;
    const result = (await queryRunner.query(head + new Array<string>(count).fill(tuple).join(', '), params)) as unknown;
    statements.push({ rows: count, reportedId: Number(sqlite ? result : (result as { insertId?: number }).insertId) });
    params = [];
    count = 0;
    bytes = 0;
  };
  const width = columns.length;
  for (const row of rows) {
    if (count && params.length + width > maxParams) await flush();
    let rowBytes = tuple.length;
    const start = params.length;
    for (const { column, property, missing, asIs } of columns) {
      let value = (row as Record<string, unknown>)[property];
      if (value === undefined) value = missing;
      const prepared = value === null || asIs ? value : (driver.preparePersistentValue(value, column as ColumnMetadata) as unknown);
      params.push(prepared);
      if (!sqlite) rowBytes += valueBytes(prepared);
    }
    if (!sqlite && count && bytes + rowBytes > MAX_STATEMENT_BYTES) {
      // The row goes into the next statement.
      const own = params.splice(start);
      await flush();
      params = own;
    }
    count++;
    bytes += rowBytes;
  }
  await flush();
  return statements;
}

/**
 * The ids of rows inserted by `statements`, in row order, as the database gives an auto-increment
 * key to the rows of one multi-row INSERT: consecutive (by `step`, MySQL's auto_increment_increment).
 * SQLite: one writer at a time, each new rowid is the largest so far plus one, and last_insert_rowid
 * is the statement's last row. MySQL/MariaDB: a multi-row INSERT … VALUES is a "simple insert" (its
 * number of rows known in advance), for which InnoDB reserves the whole range at once under
 * innodb_autoinc_lock_mode 0, 1 and 2, and insertId is its first row. Callers check the bounds
 * against the rows (checkInsertedIds) rather than take this on trust.
 */
export function insertedIds(statements: readonly InsertedStatement[], sqlite: boolean, step = 1): number[] {
  const ids: number[] = [];
  for (const { rows, reportedId } of statements) {
    const first = sqlite ? reportedId - (rows - 1) * step : reportedId;
    for (let i = 0; i < rows; i++) ids.push(first + i * step);
  }
  return ids;
}
