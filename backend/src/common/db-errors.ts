/** The driver's error code of a failed query (TypeORM's QueryFailedError keeps it on driverError). */
export function driverCode(error: unknown): string | undefined {
  const driverError = (error as { driverError?: { code?: unknown } } | null)?.driverError;
  const code = driverError?.code ?? (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isDuplicateKey(error: unknown): boolean {
  const code = driverCode(error);
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
