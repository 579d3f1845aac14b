import { Controller, Get, Req, Sse, SseSignal } from '@nestjs/common';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import type { HttpRequest } from '../../platform/common/http';
import { LiveStreams } from '../../platform/common/live-streams';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { OccupancyFeed } from '../../gate/scans/occupancy-feed';
import { ProgrammeNowService } from './programme-now.service';

/** What changes with the clock alone (a session starting, someone becoming late) is sent again this often. */
const EVERY_MS = 30_000;

/** "Programme now" (issue 27): each room's count, running session and latecomers, as a page and live. */
@Controller('api/events/:eventId/programme/now')
export class ProgrammeNowController {
  constructor(
    private readonly now: ProgrammeNowService,
    private readonly feed: OccupancyFeed,
    private readonly streams: LiveStreams,
  ) {}

  @CheckPolicy('read', 'Session')
  @Get()
  show(@EventCtx() ctx: EventContext) {
    return this.now.read(ctx.eventId);
  }

  /** The same at every scan that changes a count, and every half minute (`programme` messages, a `ping` now and then). */
  @CheckPolicy('read', 'Session')
  @Sse('live')
  live(@EventCtx() ctx: EventContext, @Req() req: HttpRequest, @SseSignal() signal: AbortSignal) {
    return this.streams.attach(req, signal, this.feed.feed(ctx.eventId, 'programme', () => this.now.read(ctx.eventId), EVERY_MS));
  }
}
