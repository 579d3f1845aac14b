import { Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { eventCategorySchema, type EventCategoryInput } from '@eventdesk/shared';
import type { Response } from 'express';
import { Authenticated, CheckPolicy } from '../authz/policy.decorator';
import { IdPipe } from '../common/id.pipe';
import { parseListQuery, setContentRange } from '../common/ra-query';
import { ValidBody } from '../common/valid-body.decorator';
import { EVENT_CATEGORY_LIST, EventCategoriesService } from './event-categories.service';

/** Categories that classify events (congress, trade fair, sport…); global, edited by superadmins. */
@Controller('api/event-categories')
export class EventCategoriesController {
  constructor(private readonly categories: EventCategoriesService) {}

  @Authenticated()
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const list = parseListQuery(query, EVENT_CATEGORY_LIST);
    const { rows, total } = await this.categories.list(list);
    setContentRange(res, list, rows.length, total);
    return rows;
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
