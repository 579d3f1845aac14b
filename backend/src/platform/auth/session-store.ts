import type { SessionStore as FastifySessionStore } from '@fastify/session';
import type { FastifyInstance, Session } from 'fastify';
import type { DataSource } from 'typeorm';
import { driverSql } from '../database/driver-sql';
import { invalidateOnWrite } from '../database/invalidate-on-write';
import { driverTransaction } from '../database/write-transaction';
import { SessionRecord } from './session.entity';

type Callback = (err?: unknown, data?: Session | null) => void;

/** What the session plugin asks of a store (@fastify/session's), and the touch that keeps an idle session alive. */
export interface SessionStore extends FastifySessionStore {
  touch?(sid: string, session: Session, callback: (err?: unknown) => void): void;
}
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
 * The session store over the `sessions` table. (connect-typeorm only supports TypeORM 0.3, so this
 * small store stands in for it.) Expired rows are swept now and then on write.
 *
 * It is the store of a single instance (several instances share sessions through Redis:
 * docs/operations.md §4), so the sessions are written through it: those it has read or written are
 * kept in memory (their stored text, parsed afresh for each request) and a request reads none from the
 * database. A read that raced a write is not kept; a write of the table through TypeORM (a test
 * ageing a session) drops them all.
 */
export class TypeormSessionStore implements SessionStore {
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
    invalidateOnWrite(db, [SessionRecord], () => {
      this.writes++;
      this.kept.clear();
    });
  }

  get(sid: string, cb: Callback): void {
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

  set(sid: string, data: Session, cb?: (err?: unknown) => void): void {
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

  touch(sid: string, data: Session, cb?: (err?: unknown) => void): void {
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

  destroy(sid: string, cb?: (err?: unknown) => void): void {
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

  /** The session's data while it lives (parsed afresh: the session plugin changes what it is given), else null. */
  private live(sid: string, entry: Kept): Session | null {
    if (entry.expiresAt > Date.now()) return JSON.parse(entry.data) as Session;
    this.kept.delete(sid);
    return null;
  }

  private keep(sid: string, entry: Kept): void {
    if (this.kept.size >= CACHE_MAX) this.kept.clear();
    this.kept.set(sid, entry);
  }

  private expiry(data: Session): number {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + this.ttlMs;
  }
}

/**
 * Pushes forward the expiry of each session a request read and did not write (express-session's
 * touch, which the session plugin leaves to the store): the idle timeout counts from the last request.
 * Done before the answer leaves, so the next request finds it done.
 */
export function sessionTouch(fastify: FastifyInstance, store: SessionStore): void {
  const touch = store.touch?.bind(store);
  if (!touch) return;
  const restored = new WeakMap<object, Session>();
  fastify.addHook('onRequest', (req, _reply, done) => {
    // A session read from the store holds data; a new one (no or unknown cookie) has only its cookie.
    const session = req.session;
    if (session && Object.keys(session).length > 1) restored.set(req, session);
    done();
  });
  fastify.addHook('onSend', (req, _reply, payload, done) => {
    const session = restored.get(req);
    if (!session || req.session !== session || req.session.isSaved()) return done(null, payload);
    touch(req.session.sessionId, req.session, (err) => (err ? done(err as Error) : done(null, payload)));
  });
}
