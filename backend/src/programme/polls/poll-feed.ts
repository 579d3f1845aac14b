import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { PollResultsDto } from '@eventdesk/shared';
import { LiveFeed } from '../../platform/common/live-feed';
import { RedisConnection } from '../../platform/common/redis-connection';

/** A poll's results pushed to the projector (issue 27): each vote, opening and closing says so with `changed(pollId)`. */
@Injectable()
export class PollFeed extends LiveFeed<PollResultsDto> implements OnModuleDestroy {
  constructor(redis: RedisConnection) {
    super(redis, 'eventdesk:poll-results', 'results');
  }

  onModuleDestroy(): Promise<void> {
    return this.close();
  }
}
