import { ScopedBy } from '../../platform/access/scoped-by';
import { ATTENDEE_CATEGORY_SCOPE } from './attendee-categories.service';
import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ATTENDEE_CATEGORY_DEFAULTS, attendeeCategorySchema, type AttendeeCategoryInput } from '@eventdesk/shared';

import { CheckPolicy } from '../../platform/common/policy.decorator';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { mergedInput } from '../../platform/common/put-merge';
import { AttendeeCategoriesService, CATEGORY_LIST } from './attendee-categories.service';

@ScopedBy(ATTENDEE_CATEGORY_SCOPE)
@Controller('api/events/:eventId/attendee-categories')
export class AttendeeCategoriesController {
  constructor(private readonly categories: AttendeeCategoriesService) {}

  @CheckPolicy('read', 'AttendeeCategory')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(CATEGORY_LIST) list: ListQuery) {
    return page(list, await this.categories.list(ctx, list));
  }

  @CheckPolicy('create', 'AttendeeCategory')
  @Get('create')
  defaults() {
    return ATTENDEE_CATEGORY_DEFAULTS;
  }

  @CheckPolicy('read', 'AttendeeCategory')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.categories.findOne(ctx, id);
  }

  @CheckPolicy('create', 'AttendeeCategory')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(attendeeCategorySchema) input: AttendeeCategoryInput) {
    return this.categories.create(ctx, input);
  }

  @CheckPolicy('update', 'AttendeeCategory')
  @Put(':id')
  async update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    // A PUT merges what it is sent into the record (ra-data-simple-rest's updateMany sends only changes).
    const current = await this.categories.findOne(ctx, id);
    return this.categories.update(ctx, id, mergedInput(attendeeCategorySchema, current, body, ctx.lang));
  }

  @CheckPolicy('delete', 'AttendeeCategory')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.categories.remove(ctx, id);
  }
}
