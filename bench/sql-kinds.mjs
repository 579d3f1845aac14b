// Names SQL statements by kind ("SELECT attendees", "UPDATE sessions", "COMMIT") for the statement counts
// of the bench: what a request costs in round trips, readable in the results without the SQL itself.

/** Tables the session middleware and the signed-in user's reload read on every request. */
export const SESSION_TABLES = new Set(['sessions', 'users', 'user_event_roles']);

const ident = String.raw`[\x60"\[]?([A-Za-z_][\w$]*)[\x60"\]]?`;
const TABLE_AFTER = {
  SELECT: new RegExp(String.raw`\bFROM\s+${ident}`, 'i'),
  INSERT: new RegExp(String.raw`\bINTO\s+${ident}`, 'i'),
  REPLACE: new RegExp(String.raw`\bINTO\s+${ident}`, 'i'),
  UPDATE: new RegExp(String.raw`^UPDATE\s+${ident}`, 'i'),
  DELETE: new RegExp(String.raw`\bFROM\s+${ident}`, 'i'),
};

/** The kind of one statement: the verb and its first table, or the transaction command as written. */
export function statementKind(sql) {
  const text = sql.trim().replace(/\s+/g, ' ');
  const verb = text.split(' ', 1)[0].toUpperCase();
  const pattern = TABLE_AFTER[verb];
  if (!pattern) return text.toUpperCase().replace(/ TYPEORM_\d+$/, '');
  const table = pattern.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

const tableOf = (kind) => kind.split(' ')[1];

/** Count and kinds of `statements` (SQL texts), and how many of them are not the session's and user's. */
export function summarizeStatements(statements) {
  const kinds = statements.map(statementKind);
  const beyondSession = kinds.filter((k) => !SESSION_TABLES.has(tableOf(k)));
  return { count: kinds.length, beyondSession: beyondSession.length, statements: kinds };
}
