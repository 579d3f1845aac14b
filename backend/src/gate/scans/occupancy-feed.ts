import { Injectable, Logger, type MessageEvent, type OnModuleDestroy } from '@nestjs/common';
import type { ZoneOccupancyDto } from '@eventdesk/shared';
import { asyncScheduler, concat, defer, from, interval, map, merge, Observable, share, Subject, switchMap, throttleTime } from 'rxjs';
import { RedisConnection, type RedisClient } from '../../platform/common/redis-connection';

/** At most this often a feed reads and pushes an event's occupancy, however many scans change it. */
export const FEED_THROTTLE_MS = 250;
/** A comment-like ping keeps idle connections open through proxies. */
export const FEED_PING_MS = 25_000;
const CHANNEL = 'eventdesk:occupancy';

/**
 * Live occupancy by zone (issue 14), pushed to open browsers with server-sent events: a scan that
 * changed a zone's count says so here; each event's feed reads the counts once per burst (throttled)
 * and every open dashboard of the event gets the same message — no polling. With Redis, the word
 * travels through a channel so every instance's dashboards hear the scans of the others.
 */
@Injectable()
export class OccupancyFeed implements OnModuleDestroy {
  private readonly changes = new Map<number, Subject<void>>();
  /** Each event's feeds by message type: the occupancy, and what later contexts read from it (the programme now). */
  private readonly feeds = new Map<string, Observable<unknown>>();
  private subscriber: Promise<RedisClient | null> | null = null;

  constructor(private readonly redis: RedisConnection) {}

  /** A scan changed the occupancy of one of the event's zones. */
  changed(eventId: number): void {
    const client = this.redis.get();
    if (!client) return this.changes.get(eventId)?.next();
    this.listen();
    void client.then((c) => c.publish(CHANNEL, String(eventId))).catch((error: Error) => new Logger('OccupancyFeed').warn(error.message));
  }

  /** The event's occupancy now, then after every change, as server-sent events. */
  stream(eventId: number, read: () => Promise<ZoneOccupancyDto[]>): Observable<MessageEvent> {
    return this.feed(eventId, 'occupancy', read);
  }

  /**
   * What `read` answers for the event now, then after every change of its occupancy (and every `everyMs`, for
   * what changes with the time too), as server-sent events of `type`; one read per burst for every listener.
   */
  feed<T>(eventId: number, type: string, read: () => Promise<T>, everyMs?: number): Observable<MessageEvent> {
    this.listen();
    let changes = this.changes.get(eventId);
    if (!changes) this.changes.set(eventId, (changes = new Subject<void>()));
    const key = `${type}:${eventId}`;
    let feed = this.feeds.get(key) as Observable<T> | undefined;
    if (!feed) {
      const ticks = everyMs ? merge(changes, interval(everyMs).pipe(map(() => undefined))) : changes;
      feed = ticks.pipe(
        throttleTime(FEED_THROTTLE_MS, asyncScheduler, { leading: true, trailing: true }),
        switchMap(() => from(read())),
        share(),
      );
      this.feeds.set(key, feed);
    }
    const now = defer(() => from(read()));
    return merge(
      concat(now, feed).pipe(map((data): MessageEvent => ({ type, data: data as object }))),
      interval(FEED_PING_MS).pipe(map((): MessageEvent => ({ type: 'ping', data: '' }))),
    );
  }

  /** With Redis: one subscription per instance, forwarding every instance's changes to the local feeds. */
  private listen(): void {
    const client = this.redis.get();
    if (!client || this.subscriber) return;
    this.subscriber = client
      .then(async (c) => {
        const sub = c.duplicate();
        sub.on('error', (error: Error) => new Logger('OccupancyFeed').warn(error.message));
        await sub.connect();
        await sub.subscribe(CHANNEL, (message) => this.changes.get(Number(message))?.next());
        return sub;
      })
      .catch((error: Error) => {
        new Logger('OccupancyFeed').warn(error.message);
        return null;
      });
  }

  async onModuleDestroy(): Promise<void> {
    const sub = await this.subscriber;
    await sub?.quit().catch(() => undefined);
  }
}
