import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { EVENT_DEFAULTS, eventSchema, type EventInput } from '@eventdesk/shared';
import { Authenticated, CheckPolicy } from '../common/policy.decorator';
import { IdPipe } from '../common/id.pipe';
import { requireImage } from '../common/files';
import { Ctx, EventCtx, type EventContext, type RequestContext } from '../access/request-context';
import { ListParams, page } from '../common/list-page';
import type { ListQuery } from '../common/ra-query';
import { ValidBody } from '../common/valid-body.decorator';
import { mergedInput } from '../common/put-merge';
import { Upload, Uploaded, type MemoryUpload } from '../common/upload';
import { EVENT_LIST, EventsService } from './events.service';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

@Controller('api/events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  /** Every signed-in user may list; the list holds only the events they have a role in. */
  @Authenticated()
  @Get()
  async list(@Ctx() ctx: RequestContext, @ListParams(EVENT_LIST) list: ListQuery) {
    return page(list, await this.events.list(list, ctx.user));
  }

  @CheckPolicy('create', 'Event')
  @Get('create')
  defaults() {
    return EVENT_DEFAULTS;
  }

  @CheckPolicy('read', 'Event', { eventParam: 'id' })
  @Get(':id')
  show(@Param('id', IdPipe) id: number) {
    return this.events.findOne(id);
  }

  @CheckPolicy('create', 'Event')
  @Post()
  create(@ValidBody(eventSchema) input: EventInput) {
    return this.events.create(input);
  }

  @CheckPolicy('update', 'Event', { eventParam: 'id' })
  @Put(':id')
  async update(@Param('id', IdPipe) id: number, @Body() body: unknown, @Ctx() ctx: RequestContext) {
    // A PUT merges what it is sent into the record (ra-data-simple-rest's updateMany sends only changes);
    // the options are replaced only when they are sent.
    const { options: _stored, ...current } = await this.events.findOne(id);
    return this.events.update(id, mergedInput(eventSchema, current, body, ctx.lang));
  }

  @CheckPolicy('delete', 'Event', { eventParam: 'id' })
  @Delete(':id')
  remove(@Param('id', IdPipe) id: number) {
    return this.events.remove(id);
  }

  /** The effective UI configuration for the caller's role in this event (superadmin without a role: ADMIN's). */
  @CheckPolicy('read', 'UiConfig')
  @Get(':eventId/ui-config')
  uiConfig(@EventCtx() ctx: EventContext) {
    return this.events.uiConfig(ctx.eventId, ctx.user);
  }

  @CheckPolicy('update', 'Event', { eventParam: 'id' })
  @Post(':id/image-background')
  @HttpCode(200)
  @Upload('file', { maxBytes: IMAGE_MAX_BYTES })
  uploadImage(@Param('id', IdPipe) id: number, @Uploaded() file: MemoryUpload | undefined) {
    const type = requireImage(file, 'file');
    return this.events.setImage(id, file!.buffer, type);
  }

  @CheckPolicy('update', 'Event', { eventParam: 'id' })
  @Delete(':id/image-background')
  removeImage(@Param('id', IdPipe) id: number) {
    return this.events.removeImage(id);
  }
}
