import { Injectable, type MessageEvent, type OnModuleDestroy } from '@nestjs/common';
import { asyncScheduler, concat, defer, from, interval, map, merge, Observable, share, switchMap, throttleTime } from 'rxjs';
import type { ZoneOccupancyDto } from '@eventdesk/shared';
import { FEED_PING_MS, FEED_THROTTLE_MS, LiveFeed } from '../../platform/common/live-feed';
import { RedisConnection } from '../../platform/common/redis-connection';

/**
 * Live occupancy by zone (issue 14), pushed to open browsers with server-sent events: a scan that
 * changed a zone's count says so with `changed(eventId)`; every open dashboard of the event gets the
 * counts read once per burst (platform/common/live-feed.ts), also across instances through Redis.
 */
@Injectable()
export class OccupancyFeed extends LiveFeed<ZoneOccupancyDto[]> implements OnModuleDestroy {
  constructor(redis: RedisConnection) {
    super(redis, 'eventdesk:occupancy', 'occupancy');
  }

  /** What later contexts read from the occupancy's changes (the programme now), by message type and event. */
  private readonly others = new Map<string, Observable<unknown>>();

  /**
   * What `read` answers for the event now, then after every change of its occupancy (and every `everyMs`, for
   * what changes with the time too), as server-sent events of `type`; one read per burst for every listener.
   */
  feed<T>(eventId: number, type: string, read: () => Promise<T>, everyMs?: number): Observable<MessageEvent> {
    this.listen();
    const key = `${type}:${eventId}`;
    let feed = this.others.get(key) as Observable<T> | undefined;
    if (!feed) {
      const changes = this.changesOf(eventId);
      const ticks = everyMs ? merge(changes, interval(everyMs).pipe(map(() => undefined))) : changes;
      feed = ticks.pipe(
        throttleTime(FEED_THROTTLE_MS, asyncScheduler, { leading: true, trailing: true }),
        switchMap(() => from(read())),
        share(),
      );
      this.others.set(key, feed);
    }
    return merge(
      concat(defer(() => from(read())), feed).pipe(map((data): MessageEvent => ({ type, data: data as object }))),
      interval(FEED_PING_MS).pipe(map((): MessageEvent => ({ type: 'ping', data: '' }))),
    );
  }

  onModuleDestroy(): Promise<void> {
    return this.close();
  }
}
