import session from 'express-session';
import type { Repository } from 'typeorm';
import { SessionRecord } from './session.entity';
import { driverSql } from '../database/driver-sql';
import { writeWith } from '../database/write-transaction';

type Callback = (err?: unknown, data?: session.SessionData | null) => void;

/**
 * express-session store over the `sessions` table. (connect-typeorm only supports TypeORM 0.3, so this
 * small store stands in for it.) Expired rows are swept now and then on write.
 */
export class TypeormSessionStore extends session.Store {
  /** When each session's expiry was last written: an idle timeout of hours needs no write per request. */
  private readonly touched = new Map<string, number>();

  constructor(
    private readonly repo: Repository<SessionRecord>,
    private readonly ttlMs: number,
    private readonly touchEveryMs = 60_000,
  ) {
    super();
  }

  /** Every signed-in request reads its session: one fixed statement straight to the driver (driver-sql.ts). */
  override get(sid: string, cb: Callback): void {
    driverSql(this.repo.manager)
      .then((sql) => sql.rows<{ data: string; expires_at: number | string }>('SELECT data, expires_at FROM sessions WHERE id = ?', [sid]))
      .then(([row]) => cb(null, row && Number(row.expires_at) > Date.now() ? (JSON.parse(row.data) as session.SessionData) : null))
      .catch((err) => cb(err));
  }

  override set(sid: string, data: session.SessionData, cb?: (err?: unknown) => void): void {
    const expiresAt = this.expiry(data);
    writeWith(this.repo, (repo) => repo.upsert({ id: sid, expiresAt, data: JSON.stringify(data) }, ['id']))
      .then(() => (Math.random() < 0.02 ? this.sweep() : undefined))
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }

  override touch(sid: string, data: session.SessionData, cb?: (err?: unknown) => void): void {
    const now = Date.now();
    if (this.touchEveryMs > 0 && now - (this.touched.get(sid) ?? 0) < this.touchEveryMs) return cb?.();
    if (this.touched.size > 100_000) this.touched.clear();
    this.touched.set(sid, now);
    writeWith(this.repo, (repo) => repo.update({ id: sid }, { expiresAt: this.expiry(data) }))
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }

  override destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.touched.delete(sid);
    writeWith(this.repo, (repo) => repo.delete({ id: sid }))
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }

  async sweep(): Promise<void> {
    // A bound JS number: TypeORM would turn a bigint FindOperator value into text, and SQLite sorts text after numbers.
    await writeWith(this.repo, (repo) => repo.createQueryBuilder().delete().where('expires_at < :now', { now: Date.now() }).execute());
  }

  private expiry(data: session.SessionData): number {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires).getTime() : Date.now() + this.ttlMs;
  }
}
