import { Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { attendeeCategorySchema, type AttendeeCategoryInput } from '@eventdesk/shared';
import type { Request, Response } from 'express';
import { CheckPolicy } from '../authz/policy.decorator';
import { EventCtx, type EventContext } from '../authz/request-context';
import { IdPipe } from '../common/id.pipe';
import { parseListQuery, setContentRange } from '../common/ra-query';
import { ValidBody } from '../common/valid-body.decorator';
import { actorOf } from '../history/actor';
import { AttendeeCategoriesService, CATEGORY_LIST } from './attendee-categories.service';

@Controller('api/events/:eventId/attendee-categories')
export class AttendeeCategoriesController {
  constructor(private readonly categories: AttendeeCategoriesService) {}

  @CheckPolicy('read', 'AttendeeCategory')
  @Get()
  async list(
    @EventCtx() ctx: EventContext,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const list = parseListQuery(query, CATEGORY_LIST);
    const { rows, total } = await this.categories.list(ctx, list);
    setContentRange(res, list, rows.length, total);
    return rows;
  }

  @CheckPolicy('create', 'AttendeeCategory')
  @Get('create')
  defaults() {
    return { name: '' };
  }

  @CheckPolicy('read', 'AttendeeCategory')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.categories.findOne(ctx, id);
  }

  @CheckPolicy('create', 'AttendeeCategory')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(attendeeCategorySchema) input: AttendeeCategoryInput, @Req() req: Request) {
    return this.categories.create(ctx, input, actorOf(req));
  }

  @CheckPolicy('update', 'AttendeeCategory')
  @Put(':id')
  update(
    @EventCtx() ctx: EventContext,
    @Param('id', IdPipe) id: number,
    @ValidBody(attendeeCategorySchema) input: AttendeeCategoryInput,
    @Req() req: Request,
  ) {
    return this.categories.update(ctx, id, input, actorOf(req));
  }

  @CheckPolicy('delete', 'AttendeeCategory')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Req() req: Request) {
    return this.categories.remove(ctx, id, actorOf(req));
  }
}
