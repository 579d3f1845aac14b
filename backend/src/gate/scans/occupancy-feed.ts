import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { ZoneOccupancyDto } from '@eventdesk/shared';
import { LiveFeed } from '../../platform/common/live-feed';
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

  onModuleDestroy(): Promise<void> {
    return this.close();
  }
}
