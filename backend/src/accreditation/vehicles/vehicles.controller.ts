import { ScopedBy } from '../../platform/access/scoped-by';
import { VEHICLE_SCOPE } from './vehicles.service';
import { Body, Controller, Delete, Get, Header, Param, Post, Put, Query, type StreamableFile } from '@nestjs/common';
import { VEHICLE_DEFAULTS, vehicleSchema, type VehicleInput } from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { parseListQuery, type ListQuery } from '../../platform/common/ra-query';
import { exportOptions, tableFile } from '../../registration/exports/table-file';
import { VehicleExportService } from './vehicle-export.service';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { HISTORY_LIST } from '../../platform/history/history.service';
import { VEHICLE_LIST, VehiclesService } from './vehicles.service';

@ScopedBy(VEHICLE_SCOPE)
@Controller('api/events/:eventId/vehicles')
export class VehiclesController {
  constructor(
    private readonly vehicles: VehiclesService,
    private readonly exporter: VehicleExportService,
  ) {}

  @CheckPolicy('read', 'Vehicle')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(VEHICLE_LIST) list: ListQuery) {
    return page(list, await this.vehicles.list(ctx, list));
  }

  /** `GET …/vehicles/export?format=csv|xlsx&values=readable|codes&filter=…&sort=…`: the filtered list as a file. */
  @CheckPolicy('read', 'Vehicle')
  @Get('export')
  @Header('Cache-Control', 'no-store')
  async export(@EventCtx() ctx: EventContext, @Query() query: Record<string, unknown>): Promise<StreamableFile> {
    const { format, values } = exportOptions(query);
    const list = parseListQuery({ filter: query.filter, sort: query.sort }, VEHICLE_LIST);
    return tableFile(await this.exporter.fileName(ctx, format), format, (out) => this.exporter.write(format, list, ctx, out, values));
  }

  @CheckPolicy('create', 'Vehicle')
  @Get('create')
  defaults() {
    return VEHICLE_DEFAULTS;
  }

  /** The vehicle's actions history (its "actions history" tab), newest first. */
  @CheckPolicy('read', 'Vehicle')
  @Get(':id/history')
  async history(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @ListParams(HISTORY_LIST) list: ListQuery) {
    return page(list, await this.vehicles.historyOf(ctx, id, list));
  }

  @CheckPolicy('read', 'Vehicle')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.vehicles.findOne(ctx, id);
  }

  @CheckPolicy('create', 'Vehicle')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(vehicleSchema) input: VehicleInput) {
    return this.vehicles.create(ctx, input);
  }

  @CheckPolicy('update', 'Vehicle')
  @Put(':id')
  async update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    return this.vehicles.updateFrom(ctx, id, body);
  }

  @CheckPolicy('delete', 'Vehicle')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.vehicles.remove(ctx, id);
  }
}
