import type { MessageKey } from '@eventdesk/shared';

interface DriverError {
  code?: unknown;
  errno?: unknown;
  sqlState?: unknown;
}

/** MariaDB's CHECK failure (4025), which mysql2 names after MySQL's unrelated error 4025. */
const MARIADB_CHECK_ERRNO = 4025;

/** The driver's error code of a failed query (TypeORM's QueryFailedError keeps it on driverError). */
export function driverCode(error: unknown): string | undefined {
  const driverError = ((error as { driverError?: DriverError } | null)?.driverError ?? error) as DriverError | null;
  if (driverError?.errno === MARIADB_CHECK_ERRNO && driverError.sqlState === '23000') return 'ER_CONSTRAINT_FAILED';
  const code = driverError?.code;
  return typeof code === 'string' ? code : undefined;
}

const DUPLICATE = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

export function isDuplicateKey(error: unknown): boolean {
  const code = driverCode(error);
  return code !== undefined && DUPLICATE.has(code);
}

/** A constraint of the database refused a write: what the API answers for it. */
export interface ConstraintViolation {
  status: 409 | 422;
  key: MessageKey;
  code: string;
}

const MISSING_REFERENCE = new Set(['ER_NO_REFERENCED_ROW', 'ER_NO_REFERENCED_ROW_2']);
const ROW_IN_USE = new Set(['ER_ROW_IS_REFERENCED', 'ER_ROW_IS_REFERENCED_2']);
/** NOT NULL, CHECK, too long, out of range, a value the column type cannot take. */
const REJECTED_VALUE = new Set([
  'ER_BAD_NULL_ERROR',
  'ER_NO_DEFAULT_FOR_FIELD',
  'ER_CHECK_CONSTRAINT_VIOLATED',
  'ER_CONSTRAINT_FAILED',
  'ER_DATA_TOO_LONG',
  'ER_WARN_DATA_OUT_OF_RANGE',
  'ER_DATA_OUT_OF_RANGE',
  'ER_WARN_DATA_TRUNCATED',
  'ER_TRUNCATED_WRONG_VALUE',
  'ER_TRUNCATED_WRONG_VALUE_FOR_FIELD',
  'ER_WRONG_VALUE',
  'ER_WRONG_VALUE_FOR_TYPE',
  'ER_INVALID_JSON_TEXT',
  'SQLITE_CONSTRAINT_NOTNULL',
  'SQLITE_CONSTRAINT_CHECK',
  'SQLITE_TOOBIG',
  'SQLITE_MISMATCH',
]);

/** SQLite reports a RESTRICT foreign key (ON DELETE RESTRICT) as a trigger constraint. */
function isSqliteRestrict(code: string, error: unknown): boolean {
  return code === 'SQLITE_CONSTRAINT_TRIGGER' && /FOREIGN KEY/i.test(String((error as Error).message));
}

/**
 * Maps the driver errors of a refused write: a duplicate is a conflict, a row still referenced
 * (deleting it) a conflict, a missing referenced row or a value the column refuses is bad input.
 * SQLite names every foreign-key failure alike: a DELETE that fails was deleting a row in use.
 */
export function constraintViolation(error: unknown): ConstraintViolation | undefined {
  const code = driverCode(error);
  if (code === undefined) return undefined;
  if (DUPLICATE.has(code)) return { status: 409, key: 'conflict', code };
  if (ROW_IN_USE.has(code)) return { status: 409, key: 'record_in_use', code };
  if (MISSING_REFERENCE.has(code)) return { status: 422, key: 'reference_missing', code };
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || isSqliteRestrict(code, error)) {
    const query = (error as { query?: unknown }).query;
    const deleting = typeof query === 'string' && /^\s*DELETE\b/i.test(query);
    return deleting ? { status: 409, key: 'record_in_use', code } : { status: 422, key: 'reference_missing', code };
  }
  if (REJECTED_VALUE.has(code) || code.startsWith('ER_TRUNCATED_WRONG_VALUE')) return { status: 422, key: 'value_rejected', code };
  return undefined;
}
