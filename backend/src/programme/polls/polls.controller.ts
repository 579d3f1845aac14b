import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, Sse, SseSignal } from '@nestjs/common';
import { POLL_DEFAULTS, pollSchema, type PollInput } from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { ScopedBy } from '../../platform/access/scoped-by';
import type { HttpRequest } from '../../platform/common/http';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { LiveStreams } from '../../platform/common/live-streams';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { mergedInput } from '../../platform/common/put-merge';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { PollFeed } from './poll-feed';
import { POLL_LIST, POLL_SCOPE, POLL_VOTE_LIST, PollsService } from './polls.service';

/** The event's polls (issue 27): made as drafts, opened and closed, their results live for the projector. */
@ScopedBy(POLL_SCOPE)
@Controller('api/events/:eventId/polls')
export class PollsController {
  constructor(
    private readonly polls: PollsService,
    private readonly feed: PollFeed,
    private readonly streams: LiveStreams,
  ) {}

  @CheckPolicy('read', 'Poll')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(POLL_LIST) list: ListQuery) {
    return page(list, await this.polls.list(ctx, list));
  }

  @CheckPolicy('create', 'Poll')
  @Get('create')
  defaults() {
    return POLL_DEFAULTS;
  }

  @CheckPolicy('read', 'Poll')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.polls.findOne(ctx, id);
  }

  @CheckPolicy('read', 'Poll')
  @Get(':id/results')
  results(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.polls.results(ctx, id);
  }

  /** The results now, then after every vote (server-sent events `results`), one shared throttled read per poll. */
  @CheckPolicy('read', 'Poll')
  @Sse(':id/live')
  async live(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Req() req: HttpRequest, @SseSignal() signal: AbortSignal) {
    await this.polls.findOne(ctx, id);
    return this.streams.attach(
      req,
      signal,
      this.feed.stream(id, () => this.polls.resultsOf(id)),
    );
  }

  @CheckPolicy('read', 'Poll')
  @Get(':id/votes')
  async votes(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @ListParams(POLL_VOTE_LIST) list: ListQuery) {
    return page(list, await this.polls.votes(ctx, id, list));
  }

  @CheckPolicy('update', 'Poll')
  @Post(':id/open')
  @HttpCode(200)
  open(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.polls.move(ctx, id, 'OPEN');
  }

  @CheckPolicy('update', 'Poll')
  @Post(':id/close')
  @HttpCode(200)
  close(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.polls.move(ctx, id, 'CLOSED');
  }

  @CheckPolicy('create', 'Poll')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(pollSchema) input: PollInput) {
    return this.polls.create(ctx, input);
  }

  @CheckPolicy('update', 'Poll')
  @Put(':id')
  async update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    return this.polls.update(ctx, id, mergedInput(pollSchema, await this.polls.findOne(ctx, id), body, ctx.lang));
  }

  @CheckPolicy('delete', 'Poll')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.polls.remove(ctx, id);
  }
}
