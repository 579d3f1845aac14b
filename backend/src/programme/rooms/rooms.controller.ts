import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ROOM_DEFAULTS, roomSchema, type RoomInput } from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { ScopedBy } from '../../platform/access/scoped-by';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { mergedInput } from '../../platform/common/put-merge';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { ROOM_LIST, ROOM_SCOPE, RoomsService } from './rooms.service';

@ScopedBy(ROOM_SCOPE)
@Controller('api/events/:eventId/rooms')
export class RoomsController {
  constructor(private readonly rooms: RoomsService) {}

  @CheckPolicy('read', 'Room')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(ROOM_LIST) list: ListQuery) {
    return page(list, await this.rooms.list(ctx, list));
  }

  @CheckPolicy('create', 'Room')
  @Get('create')
  defaults() {
    return ROOM_DEFAULTS;
  }

  @CheckPolicy('read', 'Room')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.rooms.findOne(ctx, id);
  }

  @CheckPolicy('create', 'Room')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(roomSchema) input: RoomInput) {
    return this.rooms.create(ctx, input);
  }

  @CheckPolicy('update', 'Room')
  @Put(':id')
  async update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    return this.rooms.update(ctx, id, mergedInput(roomSchema, await this.rooms.findOne(ctx, id), body, ctx.lang));
  }

  @CheckPolicy('delete', 'Room')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.rooms.remove(ctx, id);
  }
}
