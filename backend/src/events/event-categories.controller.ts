import { Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { eventCategorySchema, type EventCategoryInput } from '@eventdesk/shared';

import { Authenticated, CheckPolicy } from '../common/policy.decorator';
import { IdPipe } from '../common/id.pipe';
import { ListParams, page } from '../common/list-page';
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
    return { name: '' };
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
  update(@Param('id', IdPipe) id: number, @ValidBody(eventCategorySchema) input: EventCategoryInput) {
    return this.categories.update(id, input);
  }

  @CheckPolicy('delete', 'EventCategory')
  @Delete(':id')
  remove(@Param('id', IdPipe) id: number) {
    return this.categories.remove(id);
  }
}
