import { ScopedBy } from '../../platform/access/scoped-by';
import { ZONE_SCOPE } from './zones.service';
import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ZONE_DEFAULTS, zoneSchema, type ZoneInput } from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { mergedInput } from '../../platform/common/put-merge';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { ZONE_LIST, ZonesService } from './zones.service';

@ScopedBy(ZONE_SCOPE)
@Controller('api/events/:eventId/zones')
export class ZonesController {
  constructor(private readonly zones: ZonesService) {}

  @CheckPolicy('read', 'Zone')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(ZONE_LIST) list: ListQuery) {
    return page(list, await this.zones.list(ctx, list));
  }

  @CheckPolicy('create', 'Zone')
  @Get('create')
  defaults() {
    return ZONE_DEFAULTS;
  }

  @CheckPolicy('read', 'Zone')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.zones.findOne(ctx, id);
  }

  @CheckPolicy('create', 'Zone')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(zoneSchema) input: ZoneInput) {
    return this.zones.create(ctx, input);
  }

  @CheckPolicy('update', 'Zone')
  @Put(':id')
  async update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    return this.zones.update(ctx, id, mergedInput(zoneSchema, await this.zones.findOne(ctx, id), body, ctx.lang));
  }

  @CheckPolicy('delete', 'Zone')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.zones.remove(ctx, id);
  }
}
