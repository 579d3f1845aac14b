import { ScopedBy } from '../../platform/access/scoped-by';
import { TAG_SCOPE } from './tags.service';
import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { TAG_DEFAULTS, tagSchema, type TagInput } from '@eventdesk/shared';

import { CheckPolicy } from '../../platform/common/policy.decorator';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { mergedInput } from '../../platform/common/put-merge';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { TAG_LIST, TagsService } from './tags.service';

@ScopedBy(TAG_SCOPE)
@Controller('api/events/:eventId/tags')
export class TagsController {
  constructor(private readonly tags: TagsService) {}

  @CheckPolicy('read', 'Tag')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(TAG_LIST) list: ListQuery) {
    return page(list, await this.tags.list(ctx, list));
  }

  @CheckPolicy('create', 'Tag')
  @Get('create')
  defaults() {
    return TAG_DEFAULTS;
  }

  @CheckPolicy('read', 'Tag')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.tags.findOne(ctx, id);
  }

  @CheckPolicy('create', 'Tag')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(tagSchema) input: TagInput) {
    return this.tags.create(ctx, input);
  }

  @CheckPolicy('update', 'Tag')
  @Put(':id')
  async update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    return this.tags.update(ctx, id, mergedInput(tagSchema, await this.tags.findOne(ctx, id), body, ctx.lang));
  }

  @CheckPolicy('delete', 'Tag')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.tags.remove(ctx, id);
  }
}
