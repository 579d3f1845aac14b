import session from 'express-session';
import type { DataSource } from 'typeorm';
import { driverSql } from '../database/driver-sql';
import { invalidateOnWrite } from '../database/invalidate-on-write';
import { driverTransaction } from '../database/write-transaction';
import { SessionRecord } from './session.entity';

type Callback = (err?: unknown, data?: session.SessionData | null) => void;
interface Kept {
  data: string;
  expiresAt: number;
}

/** At most this many sessions kept in memory (all dropped past it: they are read again). */
const CACHE_MAX = 50_000;

/** The statements of the store, on the `sessions` table (SessionRecord), straight to the driver (driver-sql.ts). */
const SQL = {
  read: 'SELECT data, expires_at FROM sessions WHERE id = ?',
  upsert: (mysql: boolean) =>
    mysql
      ? 'INSERT INTO sessions (id, expires_at, data) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE expires_at = VALUES(expires_at), data = VALUES(data)'
      : 'INSERT INTO sessions (id, expires_at, data) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET expires_at = excluded.expires_at, data = excluded.data',
  touch: 'UPDATE sessions SET expires_at = ? WHERE id = ?',
  destroy: 'DELETE FROM sessions WHERE id = ?',
  sweep: 'DELETE FROM sessions WHERE expires_at < ?',
};

/**
 * express-session store over the `sessions` table. (connect-typeorm only supports TypeORM 0.3, so this
 * small store stands in for it.) Expired rows are swept now and then on write.
 *
 * It is the store of a single instance (several instances share sessions through Redis:
 * docs/operations.md §4), so the sessions are written through it: those it has read or written are
 * kept in memory (their stored text, parsed afresh for each request) and a request reads none from the
 * database. A read that raced a write is not kept; a write of the table through TypeORM (a test
 * ageing a session) drops them all.
 */
export class TypeormSessionStore extends session.Store {
  /** When each session's expiry was last written: an idle timeout of hours needs no write per request. */
  private readonly touched = new Map<string, number>();
  private readonly kept = new Map<string, Kept>();
  /** Counts the writes: a database read is kept only when none happened while it ran. */
  private writes = 0;

  constructor(
    private readonly db: DataSource,
    private readonly ttlMs: number,
    private readonly touchEveryMs = 60_000,
  ) {
    super();
    invalidateOnWrite(db, [SessionRecord], () => {
      this.writes++;
      this.kept.clear();
    });
  }

  override get(sid: string, cb: Callback): void {
    const hit = this.kept.get(sid);
    if (hit) return cb(null, this.live(sid, hit));
    const writes = this.writes;
    driverSql(this.db.manager)
      .then((sql) => sql.rows<{ data: string; expires_at: number | string }>(SQL.read, [sid]))
      .then(([row]) => {
        if (!row) return cb(null, null);
        const entry = { data: row.data, expiresAt: Number(row.expires_at) };
        if (writes === this.writes) this.keep(sid, entry);
        cb(null, this.live(sid, entry));
      })
      .catch((err) => cb(err));
  }

  override set(sid: string, data: session.SessionData, cb?: (err?: unknown) => void): void {
    const entry = { data: JSON.stringify(data), expiresAt: this.expiry(data) };
    const write = ++this.writes;
    this.kept.delete(sid);
    driverTransaction(this.db, (sql) => sql.run(SQL.upsert(sql.mysql), [sid, entry.expiresAt, entry.data]))
      // Kept unless another write came meanwhile (which of the two the table holds is then not known here).
      .then(() => (write === this.writes ? this.keep(sid, entry) : undefined))
      .then(() => (Math.random() < 0.02 ? this.sweep() : undefined))
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }

  override touch(sid: string, data: session.SessionData, cb?: (err?: unknown) => void): void {
    const now = Date.now();
    if (this.touchEveryMs > 0 && now - (this.touched.get(sid) ?? 0) < this.touchEveryMs) return cb?.();
    if (this.touched.size > 100_000) this.touched.clear();
    this.touched.set(sid, now);
    const expiresAt = this.expiry(data);
    const hit = this.kept.get(sid);
    if (hit) hit.expiresAt = expiresAt;
    driverTransaction(this.db, (sql) => sql.run(SQL.touch, [expiresAt, sid]))
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }

  override destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.touched.delete(sid);
    this.writes++;
    this.kept.delete(sid);
    driverTransaction(this.db, (sql) => sql.run(SQL.destroy, [sid]))
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }

  async sweep(): Promise<void> {
    await driverTransaction(this.db, (sql) => sql.run(SQL.sweep, [Date.now()]));
  }

  /** The session's data while it lives (parsed afresh: express-session changes what it is given), else null. */
  private live(sid: string, entry: Kept): session.SessionData | null {
    if (entry.expiresAt > Date.now()) return JSON.parse(entry.data) as session.SessionData;
    this.kept.delete(sid);
    return null;
  }

  private keep(sid: string, entry: Kept): void {
    if (this.kept.size >= CACHE_MAX) this.kept.clear();
    this.kept.set(sid, entry);
  }

  private expiry(data: session.SessionData): number {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + this.ttlMs;
  }
}
