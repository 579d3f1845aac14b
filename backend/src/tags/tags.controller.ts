import { Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { tagSchema, type TagInput } from '@eventdesk/shared';
import type { Response } from 'express';
import { CheckPolicy } from '../authz/policy.decorator';
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
    @Param('eventId', IdPipe) eventId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const list = parseListQuery(query, TAG_LIST);
    const { rows, total } = await this.tags.list(eventId, list);
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
  show(@Param('eventId', IdPipe) eventId: number, @Param('id', IdPipe) id: number) {
    return this.tags.findOne(eventId, id);
  }

  @CheckPolicy('create', 'Tag')
  @Post()
  create(@Param('eventId', IdPipe) eventId: number, @ValidBody(tagSchema) input: TagInput) {
    return this.tags.create(eventId, input);
  }

  @CheckPolicy('update', 'Tag')
  @Put(':id')
  update(@Param('eventId', IdPipe) eventId: number, @Param('id', IdPipe) id: number, @ValidBody(tagSchema) input: TagInput) {
    return this.tags.update(eventId, id, input);
  }

  @CheckPolicy('delete', 'Tag')
  @Delete(':id')
  remove(@Param('eventId', IdPipe) eventId: number, @Param('id', IdPipe) id: number) {
    return this.tags.remove(eventId, id);
  }
}
