import { Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { savedFilterSchema, type SavedFilterInput } from '@eventdesk/shared';
import type { Request, Response } from 'express';
import { CheckPolicy } from '../authz/policy.decorator';
import { IdPipe } from '../common/id.pipe';
import { parseListQuery, setContentRange } from '../common/ra-query';
import { ValidBody } from '../common/valid-body.decorator';
import { FILTER_LIST, FiltersService } from './filters.service';

/**
 * Saved list filters. Changing or deleting one's own filter is part of the right to save filters
 * ('create'); the service lets only the owner, or a role that may update/delete any filter (ADMIN), do it.
 */
@Controller('api/events/:eventId/filters')
export class FiltersController {
  constructor(private readonly filters: FiltersService) {}

  @CheckPolicy('read', 'Filter')
  @Get()
  async list(
    @Param('eventId', IdPipe) eventId: number,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const list = parseListQuery(query, FILTER_LIST);
    const { rows, total } = await this.filters.list(eventId, req.authUser!.id, list);
    setContentRange(res, list, rows.length, total);
    return rows;
  }

  @CheckPolicy('create', 'Filter')
  @Get('create')
  defaults() {
    return { name: '', resource: 'attendees', filter: {}, shared: false };
  }

  @CheckPolicy('read', 'Filter')
  @Get(':id')
  show(@Param('eventId', IdPipe) eventId: number, @Param('id', IdPipe) id: number, @Req() req: Request) {
    return this.filters.findOne(eventId, id, req.authUser!.id);
  }

  @CheckPolicy('create', 'Filter')
  @Post()
  create(@Param('eventId', IdPipe) eventId: number, @ValidBody(savedFilterSchema) input: SavedFilterInput, @Req() req: Request) {
    return this.filters.create(eventId, input, req.authUser!.id);
  }

  @CheckPolicy('create', 'Filter')
  @Put(':id')
  update(
    @Param('eventId', IdPipe) eventId: number,
    @Param('id', IdPipe) id: number,
    @ValidBody(savedFilterSchema) input: SavedFilterInput,
    @Req() req: Request,
  ) {
    return this.filters.update(eventId, id, input, req.authUser!.id, req.ability!);
  }

  @CheckPolicy('create', 'Filter')
  @Delete(':id')
  remove(@Param('eventId', IdPipe) eventId: number, @Param('id', IdPipe) id: number, @Req() req: Request) {
    return this.filters.remove(eventId, id, req.authUser!.id, req.ability!);
  }
}
