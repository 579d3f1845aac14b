import { ScopedBy } from '../../platform/access/scoped-by';
import { FILTER_SCOPE } from './filters.service';
import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { SAVED_FILTER_DEFAULTS, savedFilterSchema, type SavedFilterInput } from '@eventdesk/shared';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { mergedInput } from '../../platform/common/put-merge';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { FILTER_LIST, FiltersService } from './filters.service';

/**
 * Saved list filters. Changing or deleting one's own filter is part of the right to save filters
 * ('create'); the service lets only the owner, or a role that may update/delete any filter (ADMIN), do it.
 */
@ScopedBy(FILTER_SCOPE)
@Controller('api/events/:eventId/filters')
export class FiltersController {
  constructor(private readonly filters: FiltersService) {}

  @CheckPolicy('read', 'Filter')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(FILTER_LIST) list: ListQuery) {
    return page(list, await this.filters.list(ctx, list));
  }

  @CheckPolicy('create', 'Filter')
  @Get('create')
  defaults() {
    return SAVED_FILTER_DEFAULTS;
  }

  @CheckPolicy('read', 'Filter')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.filters.findOne(ctx, id);
  }

  @CheckPolicy('create', 'Filter')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(savedFilterSchema) input: SavedFilterInput) {
    return this.filters.create(ctx, input);
  }

  @CheckPolicy('create', 'Filter')
  @Put(':id')
  async update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    return this.filters.update(ctx, id, mergedInput(savedFilterSchema, await this.filters.findOne(ctx, id), body, ctx.lang));
  }

  @CheckPolicy('create', 'Filter')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.filters.remove(ctx, id);
  }
}
