import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/*
 * Multi-row INSERT statements written by hand and run through the transaction's query runner: the
 * query builder spends far more time building a 500-row INSERT than the database spends running it.
 * Values go through the driver's own preparePersistentValue, as TypeORM's INSERT would send them
 * (booleans 0/1 and dates as UTC 'YYYY-MM-DD HH:MM:SS.SSS' text on SQLite, Date objects on mysql2).
 */

/** SQLite ≥ 3.32 (better-sqlite3 bundles 3.5x, compiled with MAX_VARIABLE_NUMBER=32766). */
const SQLITE_MAX_VARIABLES = 32766;
/** MySQL: bound parameters are interpolated client side, so the statement must fit max_allowed_packet (16 MB by default on MariaDB, 4 MB on old MySQL). */
const MYSQL_MAX_PARAMS = 60000;
const MAX_STATEMENT_BYTES = 2 * 1024 * 1024;

/** A rough upper bound of the bytes a value takes in the statement text. */
function valueBytes(value: unknown): number {
  if (typeof value === 'string') return value.length * 4 + 4;
  return 24;
}

/**
 * Inserts `rows` (entity properties) into the entity's table, in as few statements as the engine's
 * limits allow. `properties` lists the columns written, by property name; a property a row lacks is
 * written as NULL (or the column's default when it is NOT NULL).
 */
export async function bulkInsert<T extends ObjectLiteral>(
  tx: EntityManager,
  target: EntityTarget<T>,
  properties: readonly string[],
  rows: readonly Partial<T>[],
): Promise<void> {
  if (!rows.length) return;
  const driver = tx.connection.driver;
  const metadata = tx.connection.getMetadata(target);
  const columns: ColumnMetadata[] = properties.map((p) => {
    const column = metadata.findColumnWithPropertyName(p);
    if (!column) throw new Error(`no column for ${metadata.name}.${p}`);
    return column;
  });
  const sqlite = driver.options.type !== 'mysql' && driver.options.type !== 'mariadb';
  const maxParams = sqlite ? SQLITE_MAX_VARIABLES : MYSQL_MAX_PARAMS;
  const head = `INSERT INTO ${driver.escape(metadata.tableName)} (${columns.map((c) => driver.escape(c.databaseName)).join(', ')}) VALUES `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const queryRunner = tx.queryRunner;
  if (!queryRunner) throw new Error('bulkInsert needs a transaction');

  let params: unknown[] = [];
  let count = 0;
  let bytes = 0;
  const flush = async () => {
    if (!count) return;
    await queryRunner.query(head + new Array<string>(count).fill(tuple).join(', '), params);
    params = [];
    count = 0;
    bytes = 0;
  };
  for (const row of rows) {
    const values: unknown[] = [];
    let rowBytes = tuple.length;
    for (const column of columns) {
      let value = (row as Record<string, unknown>)[column.propertyName];
      if (value === undefined) value = column.isNullable || column.default === undefined ? null : column.default;
      const prepared = value === null ? null : driver.preparePersistentValue(value, column);
      values.push(prepared);
      rowBytes += valueBytes(prepared);
    }
    if (count && (params.length + values.length > maxParams || (!sqlite && bytes + rowBytes > MAX_STATEMENT_BYTES))) await flush();
    for (const v of values) params.push(v);
    count++;
    bytes += rowBytes;
  }
  await flush();
}
