import { Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { tagSchema, type TagInput } from '@eventdesk/shared';
import type { Response } from 'express';
import { CheckPolicy } from '../authz/policy.decorator';
import { EventCtx, type EventContext } from '../authz/request-context';
import { IdPipe } from '../common/id.pipe';
import { parseListQuery, setContentRange } from '../common/ra-query';
import { ValidBody } from '../common/valid-body.decorator';
import { TAG_LIST, TagsService } from './tags.service';

@Controller('api/events/:eventId/tags')
export class TagsController {
  constructor(private readonly tags: TagsService) {}

  @CheckPolicy('read', 'Tag')
  @Get()
  async list(
    @EventCtx() ctx: EventContext,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const list = parseListQuery(query, TAG_LIST);
    const { rows, total } = await this.tags.list(ctx, list);
    setContentRange(res, list, rows.length, total);
    return rows;
  }

  @CheckPolicy('create', 'Tag')
  @Get('create')
  defaults() {
    return { name: '', color: null };
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
  update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @ValidBody(tagSchema) input: TagInput) {
    return this.tags.update(ctx, id, input);
  }

  @CheckPolicy('delete', 'Tag')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.tags.remove(ctx, id);
  }
}
