import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { EVENT_CATEGORY_DEFAULTS, eventCategorySchema, type EventCategoryInput } from '@eventdesk/shared';

import { Authenticated, CheckPolicy } from '../common/policy.decorator';
import { Ctx, type RequestContext } from '../access/request-context';
import { IdPipe } from '../common/id.pipe';
import { ListParams, page } from '../common/list-page';
import { mergedInput } from '../common/put-merge';
import type { ListQuery } from '../common/ra-query';
import { ValidBody } from '../common/valid-body.decorator';
import { EVENT_CATEGORY_LIST, EventCategoriesService } from './event-categories.service';

/** Categories that classify events (congress, trade fair, sport…); global, edited by superadmins. */
@Controller('api/event-categories')
export class EventCategoriesController {
  constructor(private readonly categories: EventCategoriesService) {}

  @Authenticated()
  @Get()
  async list(@ListParams(EVENT_CATEGORY_LIST) list: ListQuery) {
    return page(list, await this.categories.list(list));
  }

  @CheckPolicy('create', 'EventCategory')
  @Get('create')
  defaults() {
    return EVENT_CATEGORY_DEFAULTS;
  }

  @Authenticated()
  @Get(':id')
  show(@Param('id', IdPipe) id: number) {
    return this.categories.findOne(id);
  }

  @CheckPolicy('create', 'EventCategory')
  @Post()
  create(@ValidBody(eventCategorySchema) input: EventCategoryInput) {
    return this.categories.create(input);
  }

  @CheckPolicy('update', 'EventCategory')
  @Put(':id')
  async update(@Param('id', IdPipe) id: number, @Body() body: unknown, @Ctx() ctx: RequestContext) {
    return this.categories.update(id, mergedInput(eventCategorySchema, await this.categories.findOne(id), body, ctx.lang));
  }

  @CheckPolicy('delete', 'EventCategory')
  @Delete(':id')
  remove(@Param('id', IdPipe) id: number) {
    return this.categories.remove(id);
  }
}
