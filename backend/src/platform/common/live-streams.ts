import { Inject, Injectable } from '@nestjs/common';
import type { Session } from 'fastify';
import { finalize, interval, merge, Observable, Subject, switchMap, takeUntil, filter, from } from 'rxjs';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { BusyException } from './errors';
import type { HttpRequest } from './http';
import { PlatformError } from './platform-errors';

/** How often an open stream checks that its session still lives in the store (ended elsewhere, expired). */
export const STREAM_SESSION_CHECK_MS = 30_000;
/** What a client refused for a full instance is told to wait, in seconds. */
const FULL_RETRY_AFTER = 30;

/**
 * The live streams (server-sent events) open on this instance, by session (issue 26, item 8). A stream
 * ends with its session: at sign-out and when the session is ended (UserSessionsService calls `end`),
 * and, checked every 30 s, once the store no longer holds it (ended on another instance, expired).
 * A session holds at most LIVE_STREAMS_PER_SESSION streams (the next is refused with 429, never
 * closing an older one: an EventSource closed by the server reconnects, and two tabs would evict each
 * other for ever); the instance at most LIVE_STREAMS_MAX (503 with Retry-After).
 */
@Injectable()
export class LiveStreams {
  private readonly bySession = new Map<string, Set<Subject<void>>>();
  private open = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The streams open now (on this instance). */
  get size(): number {
    return this.open;
  }

  /**
   * Admits `source` as one more stream of the request's session, or throws (429, 503) before anything is
   * sent. `signal` is the route's SseSignal: it fires however the stream ends, even unsubscribed.
   */
  attach<T>(req: HttpRequest, signal: AbortSignal, source: Observable<T>): Observable<T> {
    const key = sessionKey(req);
    const streams = this.bySession.get(key) ?? new Set<Subject<void>>();
    const max = this.config.liveStreamsPerSession;
    if (streams.size >= max) throw PlatformError('too_many_streams', { params: { max } });
    if (this.open >= this.config.liveStreamsMax) throw new BusyException('live_streams_full', FULL_RETRY_AFTER);
    const ended = new Subject<void>();
    streams.add(ended);
    this.bySession.set(key, streams);
    this.open++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.open--;
      streams.delete(ended);
      if (!streams.size && this.bySession.get(key) === streams) this.bySession.delete(key);
    };
    signal.addEventListener('abort', release, { once: true });
    const gone = interval(STREAM_SESSION_CHECK_MS).pipe(
      switchMap(() => from(stillLive(req))),
      filter((live) => !live),
    );
    return source.pipe(takeUntil(merge(ended, gone)), finalize(release));
  }

  /** Ends every stream of a session (its registry id, `req.session.registryId`): it was signed out or ended. */
  end(registryId: string): void {
    for (const ended of [...(this.bySession.get(registryId) ?? [])]) ended.next();
  }
}

/** The session's registry id (stable across its id changes), else its store id. */
function sessionKey(req: HttpRequest): string {
  return req.session.registryId ?? `sid:${req.session.sessionId}`;
}

/** Whether the store still holds the request's session, signed in (a failing read keeps the stream). */
function stillLive(req: HttpRequest): Promise<boolean> {
  const sid = req.session.sessionId;
  return new Promise((resolve) =>
    req.sessionStore.get(sid, (err: unknown, data?: Session | null) => resolve(Boolean(err) || Boolean(data?.userId))),
  );
}
