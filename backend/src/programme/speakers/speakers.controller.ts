import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { SPEAKER_DEFAULTS, speakerSchema, type SpeakerDto, type SpeakerInput } from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { ScopedBy } from '../../platform/access/scoped-by';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { mergedInput } from '../../platform/common/put-merge';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { EventRecords, InjectRecords } from '../../platform/history/event-records';
import type { Speaker } from './speaker.entity';
import { SPEAKER_LIST, SPEAKER_SCOPE, SPEAKERS } from './speakers.service';

/** `/api/events/{eventId}/speakers`: the usual six routes; a PUT takes part of a speaker. */
@ScopedBy(SPEAKER_SCOPE)
@Controller('api/events/:eventId/speakers')
export class SpeakersController {
  constructor(@InjectRecords(SPEAKERS) private readonly speakers: EventRecords<Speaker, SpeakerDto, SpeakerInput>) {}

  @CheckPolicy('read', 'Speaker')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(SPEAKER_LIST) list: ListQuery) {
    return page(list, await this.speakers.list(ctx, list));
  }

  @CheckPolicy('create', 'Speaker')
  @Get('create')
  defaults() {
    return SPEAKER_DEFAULTS;
  }

  @CheckPolicy('read', 'Speaker')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.speakers.findOne(ctx, id);
  }

  @CheckPolicy('create', 'Speaker')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(speakerSchema) input: SpeakerInput) {
    return this.speakers.create(ctx, input);
  }

  @CheckPolicy('update', 'Speaker')
  @Put(':id')
  async update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    return this.speakers.update(ctx, id, mergedInput(speakerSchema, await this.speakers.findOne(ctx, id), body, ctx.lang));
  }

  @CheckPolicy('delete', 'Speaker')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.speakers.remove(ctx, id);
  }
}
