import { Logger } from '@nestjs/common';
import { MESSAGES } from '@eventdesk/shared';
import { QueryFailedError } from 'typeorm';
import { filterAnswer } from '../../../test/support/filter-probe';

/** A failed query as TypeORM raises it, around an error shaped as mysql2 or better-sqlite3 make them. */
const failed = (query: string, driverError: Record<string, unknown>) =>
  new QueryFailedError(query, [], Object.assign(new Error(String(driverError.message ?? 'failed')), driverError));
const mysql = (code: string, errno: number, sqlState = '23000') => failed('INSERT INTO t VALUES (?)', { code, errno, sqlState });
const sqlite = (code: string, query = 'INSERT INTO t VALUES (?)') =>
  failed(query, {
    code,
    name: 'SqliteError',
    message: code.endsWith('FOREIGNKEY') || code.endsWith('TRIGGER') ? 'FOREIGN KEY constraint failed' : 'failed',
  });

describe('HttpExceptionFilter on driver errors', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['ER_DUP_ENTRY', mysql('ER_DUP_ENTRY', 1062), 409, 'conflict'],
    ['SQLITE_CONSTRAINT_UNIQUE', sqlite('SQLITE_CONSTRAINT_UNIQUE'), 409, 'conflict'],
    ['SQLITE_CONSTRAINT_PRIMARYKEY', sqlite('SQLITE_CONSTRAINT_PRIMARYKEY'), 409, 'conflict'],
    ['ER_NO_REFERENCED_ROW_2', mysql('ER_NO_REFERENCED_ROW_2', 1452), 422, 'reference_missing'],
    ['ER_ROW_IS_REFERENCED_2', mysql('ER_ROW_IS_REFERENCED_2', 1451), 409, 'record_in_use'],
    ['SQLITE_CONSTRAINT_FOREIGNKEY on INSERT', sqlite('SQLITE_CONSTRAINT_FOREIGNKEY'), 422, 'reference_missing'],
    ['SQLITE_CONSTRAINT_FOREIGNKEY on DELETE', sqlite('SQLITE_CONSTRAINT_FOREIGNKEY', 'DELETE FROM t WHERE id = ?'), 409, 'record_in_use'],
    [
      'SQLITE_CONSTRAINT_TRIGGER of ON DELETE RESTRICT',
      sqlite('SQLITE_CONSTRAINT_TRIGGER', 'DELETE FROM t WHERE id = ?'),
      409,
      'record_in_use',
    ],
    ['ER_BAD_NULL_ERROR', mysql('ER_BAD_NULL_ERROR', 1048), 422, 'value_rejected'],
    ['ER_CHECK_CONSTRAINT_VIOLATED (MySQL)', mysql('ER_CHECK_CONSTRAINT_VIOLATED', 3819, 'HY000'), 422, 'value_rejected'],
    ['CHECK on MariaDB (errno 4025)', mysql('ER_INNODB_AUTOEXTEND_SIZE_OUT_OF_RANGE', 4025), 422, 'value_rejected'],
    ['ER_DATA_TOO_LONG', mysql('ER_DATA_TOO_LONG', 1406, '22001'), 422, 'value_rejected'],
    ['ER_WARN_DATA_OUT_OF_RANGE', mysql('ER_WARN_DATA_OUT_OF_RANGE', 1264, '22003'), 422, 'value_rejected'],
    ['ER_TRUNCATED_WRONG_VALUE', mysql('ER_TRUNCATED_WRONG_VALUE', 1292, '22007'), 422, 'value_rejected'],
    ['ER_TRUNCATED_WRONG_VALUE_FOR_FIELD', mysql('ER_TRUNCATED_WRONG_VALUE_FOR_FIELD', 1366, 'HY000'), 422, 'value_rejected'],
    ['SQLITE_CONSTRAINT_NOTNULL', sqlite('SQLITE_CONSTRAINT_NOTNULL'), 422, 'value_rejected'],
    ['SQLITE_CONSTRAINT_CHECK', sqlite('SQLITE_CONSTRAINT_CHECK'), 422, 'value_rejected'],
    ['SQLITE_TOOBIG', sqlite('SQLITE_TOOBIG'), 422, 'value_rejected'],
  ] as const)('%s answers its 4xx with a catalogue message, logged as a warning', (_, error, status, key) => {
    expect(filterAnswer(error, 'en')).toEqual({ statusCode: status, error: expect.any(String), message: MESSAGES.en[key] });
    expect(filterAnswer(error, 'it').message).toBe(MESSAGES.it[key]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('POST /probe'));
  });

  it('keeps any other database error a 500 without its SQL', () => {
    const answer = filterAnswer(mysql('ER_LOCK_DEADLOCK', 1213, '40001'), 'en');
    expect(answer).toEqual({ statusCode: 500, error: 'INTERNAL_SERVER_ERROR', message: MESSAGES.en.internal });
    expect(warn).not.toHaveBeenCalled();
  });
});
