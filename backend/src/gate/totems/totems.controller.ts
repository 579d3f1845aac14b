import { ScopedBy } from '../../platform/access/scoped-by';
import { TOTEM_SCOPE } from './totems.service';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import {
  TOTEM_DEFAULTS,
  totemCheckinSchema,
  totemCodeRequestSchema,
  totemHeartbeatSchema,
  totemSchema,
  type TotemCheckinInput,
  type TotemHeartbeatInput,
  type TotemInput,
} from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import type { HttpRequest } from '../../platform/common/http';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { CheckPolicy, TotemDeviceRoute } from '../../platform/common/policy.decorator';
import { mergedInput } from '../../platform/common/put-merge';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { TotemPairingService } from './totem-pairing.service';
import { TOTEM_LIST, TotemsService } from './totems.service';

/** `/api/events/{eventId}/totems` (ADMIN): the self check-in kiosks and the gate tablets (mode GATE), their pairing, what the kiosk page calls (`@TotemDeviceRoute`: a paired kiosk too) and the maintenance's reset. */
@ScopedBy(TOTEM_SCOPE)
@Controller('api/events/:eventId/totems')
export class TotemsController {
  constructor(
    private readonly totems: TotemsService,
    private readonly pairing: TotemPairingService,
  ) {}

  @CheckPolicy('read', 'Totem')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(TOTEM_LIST) list: ListQuery) {
    return page(list, await this.totems.list(ctx, list));
  }

  @CheckPolicy('create', 'Totem')
  @Get('create')
  defaults() {
    return TOTEM_DEFAULTS;
  }

  /** The kiosk page's start: its totem and the event (a paired kiosk or gate tablet may read its own). */
  @CheckPolicy('read', 'Totem')
  @TotemDeviceRoute('id', { gate: true })
  @Get(':id/kiosk')
  kiosk(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.totems.kiosk(ctx, id);
  }

  @CheckPolicy('read', 'Totem')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.totems.findOne(ctx, id);
  }

  @CheckPolicy('create', 'Totem')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(totemSchema) input: TotemInput) {
    return this.totems.create(ctx, input);
  }

  /** A PUT merges what it is sent into the stored totem (updateMany sends partial records). */
  @CheckPolicy('update', 'Totem')
  @Put(':id')
  async update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    return this.totems.update(ctx, id, mergedInput(totemSchema, await this.totems.findOne(ctx, id), body, ctx.lang));
  }

  @CheckPolicy('delete', 'Totem')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.totems.remove(ctx, id);
  }

  @CheckPolicy('read', 'Totem')
  @TotemDeviceRoute('id', { gate: true })
  @Post(':id/heartbeat')
  @HttpCode(200)
  heartbeat(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @ValidBody(totemHeartbeatSchema) input: TotemHeartbeatInput) {
    return this.totems.heartbeat(ctx, id, input);
  }

  @CheckPolicy('update', 'Totem')
  @Post(':id/reset')
  @HttpCode(200)
  reset(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.totems.reset(ctx, id);
  }

  @CheckPolicy('read', 'Totem')
  @TotemDeviceRoute()
  @Post(':id/code')
  @HttpCode(202)
  async requestCode(
    @Req() req: HttpRequest,
    @EventCtx() ctx: EventContext,
    @Param('id', IdPipe) id: number,
    @ValidBody(totemCodeRequestSchema) input: { email: string },
  ) {
    await this.totems.requestCode(req, ctx, id, input.email);
    return { sent: true };
  }

  @CheckPolicy('read', 'Totem')
  @TotemDeviceRoute()
  @Post(':id/checkin')
  @HttpCode(200)
  checkin(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @ValidBody(totemCheckinSchema) input: TotemCheckinInput) {
    return this.totems.checkin(ctx, id, input);
  }

  /** A one-time code (10 minutes) that pairs a kiosk with this totem; shown once. */
  @CheckPolicy('update', 'Totem')
  @Post(':id/pairing')
  createPairing(@Req() req: HttpRequest, @EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.pairing.create(req, ctx, id);
  }

  /** Every kiosk paired with this totem stops at once. */
  @CheckPolicy('update', 'Totem')
  @Delete(':id/devices')
  revokeDevices(@Req() req: HttpRequest, @EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.pairing.revoke(req, ctx, id);
  }
}
