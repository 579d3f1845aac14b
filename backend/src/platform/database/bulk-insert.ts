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

/** SQLite's SQL texts by table, columns and number of rows: the same string each batch (its hash, and the prepared statement, are reused). */
const texts = new Map<string, string>();

function statementText(head: string, tuple: string, rows: number, keep: boolean): string {
  if (!keep) return head + new Array<string>(rows).fill(tuple).join(', ');
  const key = `${rows}:${head}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = head + new Array<string>(rows).fill(tuple).join(', ');
    if (texts.size >= 200) texts.clear();
    texts.set(key, text);
  }
  return text;
}

/** Up to this many rows, one statement of their exact number. */
const SMALL = 32;

/**
 * SQLite: statements of a power of two of rows (up to the variable limit), so that a table sees a
 * dozen different statements whatever its batches hold. TypeORM keeps the last 100 prepared
 * statements of its one connection, and a prepared multi-row INSERT takes ~1 MB and ~4 ms to compile:
 * a new text per batch would compile one per batch and hold 100 of them.
 */
export function powerOfTwoCounts(rows: number, max: number): number[] {
  // A few rows (one attendee's search tokens) go in one statement: at most SMALL texts of that kind exist.
  if (rows <= SMALL && rows <= max) return rows > 0 ? [rows] : [];
  const counts: number[] = [];
  const top = 2 ** Math.floor(Math.log2(Math.max(1, max)));
  for (let left = rows; left > 0;) {
    let count = top;
    while (count > left) count /= 2;
    counts.push(count);
    left -= count;
  }
  return counts;
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
  const head = `INSERT INTO ${driver.escape(metadata.tableName)} (${columns.map((c) => driver.escape(c.column.databaseName)).join(', ')}) VALUES `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const queryRunner = tx.queryRunner;
  if (!queryRunner) throw new Error('bulkInsert needs a transaction');

  const width = columns.length;
  const params = new Array<unknown>(rows.length * width);
  const bytes = sqlite ? null : new Array<number>(rows.length);
  let at = 0;
  rows.forEach((row, r) => {
    let rowBytes = tuple.length;
    for (const { column, property, missing, asIs } of columns) {
      let value = (row as Record<string, unknown>)[property];
      if (value === undefined) value = missing;
      const prepared = value === null || asIs ? value : (driver.preparePersistentValue(value, column as ColumnMetadata) as unknown);
      params[at++] = prepared;
      if (bytes) rowBytes += valueBytes(prepared);
    }
    if (bytes) bytes[r] = rowBytes;
  });

  let counts: number[];
  if (sqlite) counts = powerOfTwoCounts(rows.length, Math.floor(SQLITE_MAX_VARIABLES / width));
  else {
    counts = [];
    let count = 0;
    let size = 0;
    for (const rowBytes of bytes!) {
      if (count && ((count + 1) * width > MYSQL_MAX_PARAMS || size + rowBytes > MAX_STATEMENT_BYTES)) {
        counts.push(count);
        count = 0;
        size = 0;
      }
      count++;
      size += rowBytes;
    }
    counts.push(count);
  }

  const statements: InsertedStatement[] = [];
  let first = 0;
  for (const count of counts) {
    const part = counts.length === 1 ? params : params.slice(first * width, (first + count) * width);
    const result = (await queryRunner.query(statementText(head, tuple, count, sqlite), part)) as unknown;
    statements.push({ rows: count, reportedId: Number(sqlite ? result : (result as { insertId?: number }).insertId) });
    first += count;
  }
  return statements;
}

/**
 * The ids of rows inserted by `statements`, in row order, as the database numbers the rows of one
 * multi-row INSERT: consecutively (by `step`, MySQL's auto_increment_increment). SQLite: one writer
 * at a time, each new rowid is the largest so far plus one, and last_insert_rowid is the statement's
 * last row. MySQL/MariaDB: insertId is the first row's; under innodb_autoinc_lock_mode 0 and 1
 * (MariaDB's default) the values of one statement are consecutive (MySQL manual, "AUTO_INCREMENT
 * Handling in InnoDB"); under 2 (MySQL 8's default) a multi-row INSERT … VALUES ("simple insert")
 * reserves its range at once in practice, but the manual does not promise it. Callers therefore
 * check the first and last row of each statement (ImportWriter.idsOf) instead of taking this on trust.
 */
export function insertedIds(statements: readonly InsertedStatement[], sqlite: boolean, step = 1): number[] {
  const ids: number[] = [];
  for (const { rows, reportedId } of statements) {
    const first = sqlite ? reportedId - (rows - 1) * step : reportedId;
    for (let i = 0; i < rows; i++) ids.push(first + i * step);
  }
  return ids;
}
