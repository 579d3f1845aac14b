import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import type { PassDto, PassHolderType, PassKeyDto } from '@eventdesk/shared';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { requireRecord, type RecordScope } from '../../platform/access/record-access';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { ATTENDEE_SCOPE } from '../../registration/attendees/attendee-access';
import { IdPipe } from '../../platform/common/id.pipe';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { VEHICLE_SCOPE } from '../../accreditation/vehicles/vehicles.service';
import type { Attendee } from '../../registration/attendees/attendee.entity';
import type { Vehicle } from '../../accreditation/vehicles/vehicle.entity';
import { PassesService } from './passes.service';

/**
 * The passes of an event's holders (issue 14): `GET …/attendees/{id}/pass` and `…/vehicles/{id}/pass`
 * (the code and its QR, for the badge or the windscreen), `POST …/pass/reissue` (a lost badge: the old
 * code is revoked), and `GET …/pass-key` (the public key an offline gate verifies codes with). A pass
 * is a credential: who may change the holder may see it (VIEWER not).
 */
@Controller('api/events/:eventId')
export class PassesController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly passes: PassesService,
  ) {}

  private async pass(ctx: EventContext, scope: RecordScope, holderType: PassHolderType, id: number, reissue: boolean): Promise<PassDto> {
    const holder = (await requireRecord(this.db.manager, ctx, 'update', scope, id)) as Attendee | Vehicle;
    const { code, version } = reissue
      ? await this.passes.reissue(ctx.eventId, holderType, id)
      : await this.passes.codeFor(ctx.eventId, holderType, id);
    const shortCode = holderType === 'VEHICLE' ? (holder as Vehicle).plate : (holder as Attendee).attendeeCode;
    return { holder_type: holderType, holder_id: id, version, code, short_code: shortCode, qr_svg: await this.passes.qrSvg(code) };
  }

  @CheckPolicy('update', 'Attendee')
  @Get('attendees/:id/pass')
  attendeePass(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.pass(ctx, ATTENDEE_SCOPE as RecordScope, 'ATTENDEE', id, false);
  }

  @CheckPolicy('update', 'Attendee')
  @Post('attendees/:id/pass/reissue')
  @HttpCode(HttpStatus.OK)
  reissueAttendeePass(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.pass(ctx, ATTENDEE_SCOPE as RecordScope, 'ATTENDEE', id, true);
  }

  @CheckPolicy('update', 'Vehicle')
  @Get('vehicles/:id/pass')
  vehiclePass(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.pass(ctx, VEHICLE_SCOPE as RecordScope, 'VEHICLE', id, false);
  }

  @CheckPolicy('update', 'Vehicle')
  @Post('vehicles/:id/pass/reissue')
  @HttpCode(HttpStatus.OK)
  reissueVehiclePass(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.pass(ctx, VEHICLE_SCOPE as RecordScope, 'VEHICLE', id, true);
  }

  @CheckPolicy('read', 'AccessControl')
  @Get('pass-key')
  passKey(@EventCtx() ctx: EventContext): Promise<PassKeyDto> {
    return this.passes.publicKey(ctx.eventId);
  }
}
