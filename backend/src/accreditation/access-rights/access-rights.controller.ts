import { ScopedBy } from '../../platform/access/scoped-by';
import { ACCESS_RIGHT_SCOPE } from './access-rights.service';
import { Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { accessRightSchema, type AccessRightInput } from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { badQuery } from '../../platform/common/errors';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { ACCESS_RIGHT_LIST, AccessRightsService } from './access-rights.service';

const positiveInt = (v: unknown) => (typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null);

/** `/api/events/{eventId}/access-rights`: who may enter which zone; a right is granted or removed, not edited. */
@ScopedBy(ACCESS_RIGHT_SCOPE)
@Controller('api/events/:eventId/access-rights')
export class AccessRightsController {
  constructor(private readonly rights: AccessRightsService) {}

  @CheckPolicy('read', 'AccessControl')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(ACCESS_RIGHT_LIST) list: ListQuery) {
    return page(list, await this.rights.list(ctx, list));
  }

  /** `?attendee_id=…` or `?vehicle_id=…`, `&at=` an ISO moment (default: now). */
  @CheckPolicy('read', 'AccessControl')
  @Get('effective')
  effective(@EventCtx() ctx: EventContext, @Query() query: Record<string, unknown>) {
    const attendeeId = positiveInt(query.attendee_id);
    const vehicleId = positiveInt(query.vehicle_id);
    if ((attendeeId === null) === (vehicleId === null)) throw badQuery('attendee_id', 'q_access_holder');
    const at = query.at === undefined ? new Date() : new Date(String(query.at));
    if (Number.isNaN(at.getTime())) throw badQuery('at', 'q_access_at');
    return this.rights.effective(ctx.eventId, attendeeId !== null ? { attendeeId } : { vehicleId: vehicleId! }, at);
  }

  @CheckPolicy('read', 'AccessControl')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.rights.findOne(ctx, id);
  }

  // Granting skips the review of an access request: the ADMIN's (issue 26 item 14).
  @CheckPolicy('grant', 'AccessControl')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(accessRightSchema) input: AccessRightInput) {
    return this.rights.create(ctx, input);
  }

  @CheckPolicy('delete', 'AccessControl')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.rights.remove(ctx, id);
  }
}
