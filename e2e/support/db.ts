import Database from 'better-sqlite3';
import { state } from './state';

/**
 * The tests' look into the API's database: probes (mail outbox, stored rows) and the odd fixture.
 * Synchronous on purpose: probes sit inside expectations and polling loops. A MariaDB implementation
 * can come later behind the same two calls (e.g. over `mysql --batch` in a child process).
 */
export interface TestDatabase {
  query<T>(sql: string, ...params: unknown[]): T[];
  execute(sql: string, ...params: unknown[]): void;
}

function sqlite(file: string): TestDatabase {
  const open = (readonly: boolean) => new Database(file, { readonly, fileMustExist: true });
  return {
    query<T>(sql: string, ...params: unknown[]): T[] {
      const db = open(true);
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    execute(sql: string, ...params: unknown[]): void {
      const db = open(false);
      try {
        db.pragma('busy_timeout = 5000');
        db.prepare(sql).run(...params);
      } finally {
        db.close();
      }
    },
  };
}

export function openTestDatabase(url: string): TestDatabase {
  if (url.startsWith('sqlite:')) return sqlite(url.slice('sqlite:'.length));
  throw new Error(`Browser tests support SQLite only so far, not ${url.split(':')[0]}`);
}

let current: TestDatabase | undefined;
/** The database of this run's API. */
export const testDatabase = (): TestDatabase => (current ??= openTestDatabase(state().databaseUrl));

export const query = <T>(sql: string, ...params: unknown[]): T[] => testDatabase().query<T>(sql, ...params);

/** The six-digit code of the latest mail to `email` in the development outbox. */
export function latestCodeFor(email: string): string {
  const [mail] = query<{ subject: string }>('SELECT subject FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1', email);
  const code = mail?.subject.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code mailed to ${email}`);
  return code;
}

/** How many mails the outbox holds for `email`. */
export const mailCount = (email: string): number =>
  query<{ n: number }>('SELECT COUNT(*) AS n FROM mail_outbox WHERE to_address = ?', email)[0]!.n;
