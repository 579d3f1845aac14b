import { Logger, type MessageEvent } from '@nestjs/common';
import { asyncScheduler, concat, defer, from, interval, map, merge, Observable, share, Subject, switchMap, throttleTime } from 'rxjs';
import { RedisConnection, type RedisClient } from './redis-connection';

/** At most this often a feed reads and pushes its subject's state, however many changes come. */
export const FEED_THROTTLE_MS = 250;
/** A comment-like ping keeps idle connections open through proxies. */
export const FEED_PING_MS = 25_000;

/**
 * Live state pushed to open browsers with server-sent events, keyed by a record id (an event's zone
 * occupancy, a poll's results): a write that changed it says so with `changed(key)`; each key's feed
 * reads the state once per burst (throttled) and every open stream of that key gets the same message —
 * no polling. With Redis, the word travels through a channel so every instance's streams hear the
 * changes made on the others.
 */
export class LiveFeed<T> {
  private readonly changes = new Map<number, Subject<void>>();

  /** The changes of `key`, made the first time they are asked for (a feed of its own, or another's read of the same changes). */
  protected changesOf(key: number): Subject<void> {
    let changes = this.changes.get(key);
    if (!changes) this.changes.set(key, (changes = new Subject<void>()));
    return changes;
  }
  private readonly feeds = new Map<number, Observable<T>>();
  private subscriber: Promise<RedisClient | null> | null = null;

  constructor(
    private readonly redis: RedisConnection,
    /** The Redis channel between instances. */
    private readonly channel: string,
    /** The server-sent events' type. */
    private readonly type: string,
  ) {}

  /** Something the feed of `key` shows changed. */
  changed(key: number): void {
    const client = this.redis.get();
    if (!client) return this.changes.get(key)?.next();
    this.listen();
    void client.then((c) => c.publish(this.channel, String(key))).catch((error: Error) => this.warn(error));
  }

  /** The state of `key` now, then after every change, as server-sent events. */
  stream(key: number, read: () => Promise<T>): Observable<MessageEvent> {
    this.listen();
    let feed = this.feeds.get(key);
    if (!feed) {
      feed = this.changesOf(key).pipe(
        throttleTime(FEED_THROTTLE_MS, asyncScheduler, { leading: true, trailing: true }),
        switchMap(() => from(read())),
        share(),
      );
      this.feeds.set(key, feed);
    }
    const now = defer(() => from(read()));
    return merge(
      concat(now, feed).pipe(map((data): MessageEvent => ({ type: this.type, data: data as object }))),
      interval(FEED_PING_MS).pipe(map((): MessageEvent => ({ type: 'ping', data: '' }))),
    );
  }

  /** With Redis: one subscription per instance, forwarding every instance's changes to the local feeds. */
  protected listen(): void {
    const client = this.redis.get();
    if (!client || this.subscriber) return;
    this.subscriber = client
      .then(async (c) => {
        const sub = c.duplicate();
        sub.on('error', (error: Error) => this.warn(error));
        await sub.connect();
        await sub.subscribe(this.channel, (message) => this.changes.get(Number(message))?.next());
        return sub;
      })
      .catch((error: Error) => {
        this.warn(error);
        return null;
      });
  }

  /** Ends the Redis subscription (the owner's onModuleDestroy). */
  async close(): Promise<void> {
    const sub = await this.subscriber;
    await sub?.quit().catch(() => undefined);
  }

  private warn(error: Error): void {
    new Logger(`LiveFeed ${this.channel}`).warn(error.message);
  }
}
