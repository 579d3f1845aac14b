import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { UserSessionDto } from '@eventdesk/shared';
import { userAgent, type HttpRequest } from '../common/http';
import type { SessionStore as Store } from '@fastify/session';
import type { Session } from 'fastify';
import { randomBytes } from 'node:crypto';
import { LessThan, Not, Repository } from 'typeorm';
import { CryptoService } from '../common/crypto.service';
import { LiveStreams } from '../common/live-streams';
import { STAFF_SESSION_FIELDS } from '../common/session-fields';
import { notFound } from '../common/errors';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { writeWith } from '../database/write-transaction';
import { UserSession } from './user-session.entity';

/** How often a session's "last seen" is written (a request each second needs no write each). */
const SEEN_EVERY_MS = 60_000;

/**
 * The signed-in staff sessions of each user (issue 12): listed in "my sessions", ended one by one by
 * their owner, and all ended (but the caller's own) when the user's credentials or access change:
 * password, 2FA reset, deactivation, role removal. The sessions themselves live in the session store
 * (database or Redis); this registry keeps their ids encrypted so that they can be destroyed there.
 */
@Injectable()
export class UserSessionsService {
  private readonly logger = new Logger(UserSessionsService.name);
  private readonly written = new Map<string, number>();

  constructor(
    @InjectRepository(UserSession) private readonly sessions: Repository<UserSession>,
    private readonly crypto: CryptoService,
    private readonly streams: LiveStreams,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Right after a sign-in (a new session id): the session joins its user's list. */
  async register(req: HttpRequest, userId: number): Promise<void> {
    const id = randomBytes(16).toString('hex');
    const now = new Date();
    await writeWith(this.sessions, (repo) =>
      repo.insert({
        id,
        userId,
        sid: this.crypto.encrypt(req.session.sessionId),
        ip: req.ip?.slice(0, 64) ?? null,
        userAgent: userAgent(req)?.slice(0, 255) ?? null,
        createdAt: now,
        lastSeenAt: now,
      }),
    );
    req.session.registryId = id;
    req.session.registeredSid = req.session.sessionId;
    this.written.set(id, now.getTime());
  }

  /** On every request of a signed-in user: follows a new session id, and notes the time now and then. */
  async seen(req: HttpRequest): Promise<void> {
    const id = req.session?.registryId;
    if (!id) return;
    const now = Date.now();
    const moved = req.session.registeredSid !== req.session.sessionId;
    if (!moved && now - (this.written.get(id) ?? 0) < SEEN_EVERY_MS) return;
    if (this.written.size > 100_000) this.written.clear();
    this.written.set(id, now);
    const changes: Partial<UserSession> = { lastSeenAt: new Date(now) };
    if (moved) {
      changes.sid = this.crypto.encrypt(req.session.sessionId);
      req.session.registeredSid = req.session.sessionId;
    }
    await writeWith(this.sessions, (repo) => repo.update({ id }, changes));
  }

  /** At sign-out. */
  async forget(req: HttpRequest): Promise<void> {
    const id = req.session?.registryId;
    if (id) this.streams.end(id);
    if (id) await writeWith(this.sessions, (repo) => repo.delete({ id }));
  }

  /** The user's live sessions, newest activity first; the caller's own is marked. */
  async list(req: HttpRequest, userId: number): Promise<UserSessionDto[]> {
    await this.sweep(userId);
    const rows = await this.sessions.find({ where: { userId }, order: { lastSeenAt: 'DESC' }, take: 100 });
    return rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      ip: row.ip,
      user_agent: row.userAgent,
      current: row.id === req.session?.registryId,
    }));
  }

  /** Ends one of the user's sessions (404 for another user's or an unknown one). */
  async endOne(store: Readonly<Store>, userId: number, id: string): Promise<void> {
    const row = await this.sessions.findOneBy({ id, userId });
    if (!row) throw notFound();
    await this.end(store, [row]);
  }

  /** Ends every session of the user but `keep` (the caller's own, when they act on themselves); how many. */
  async endAll(store: Readonly<Store>, userId: number, keep?: string): Promise<number> {
    const rows = await this.sessions.findBy(keep ? { userId, id: Not(keep) } : { userId });
    await this.end(store, rows);
    return rows.length;
  }

  private async end(store: Readonly<Store>, rows: UserSession[]): Promise<void> {
    for (const row of rows) {
      this.streams.end(row.id);
      let sid: string;
      try {
        sid = this.crypto.decrypt(row.sid);
      } catch {
        this.logger.warn(`Session ${row.id}: its id cannot be read (APP_KEY changed?); forgotten`);
        await writeWith(this.sessions, (repo) => repo.delete({ id: row.id }));
        continue;
      }
      const data = await new Promise<Session | null>((resolve, reject) =>
        store.get(sid, (err, session) => (err ? reject(err) : resolve(session ?? null))),
      );
      if (data?.attendee) {
        // An attendee of my-area signed in in the same browser keeps their part.
        for (const key of STAFF_SESSION_FIELDS) delete data[key];
        await new Promise<void>((resolve, reject) => store.set(sid, data, (err) => (err ? reject(err) : resolve())));
      } else if (data) {
        await new Promise<void>((resolve, reject) => store.destroy(sid, (err) => (err ? reject(err) : resolve())));
      }
      await writeWith(this.sessions, (repo) => repo.delete({ id: row.id }));
    }
  }

  /** Rows of sessions the store has let go (idle or too old) are dropped when their user looks. */
  private async sweep(userId: number): Promise<void> {
    const idle = new Date(Date.now() - this.config.sessionIdleMinutes * 60_000);
    const old = new Date(Date.now() - this.config.sessionMaxHours * 3600_000);
    await writeWith(this.sessions, async (repo) => {
      await repo.delete({ userId, lastSeenAt: LessThan(idle) });
      await repo.delete({ userId, createdAt: LessThan(old) });
    });
  }
}
