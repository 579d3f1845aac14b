import { ScopedBy } from '../../platform/access/scoped-by';
import { ATTENDEE_SCOPE } from './attendee-access';
import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { HttpReply } from '../../platform/common/http';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { IdPipe } from '../../platform/common/id.pipe';
import { pageTo } from '../../platform/common/list-page';
import { parseListQuery } from '../../platform/common/ra-query';
import { AttendeeCtx, type AttendeeAccess } from './attendee-access';
import { attendeeListSpec } from './attendee-list';
import { AttendeesService } from './attendees.service';

/**
 * `/api/events/{eventId}/attendees`. The body is validated in the service, because what a caller may
 * write and must fill depends on its role's UI configuration.
 */
@ScopedBy(ATTENDEE_SCOPE)
@Controller('api/events/:eventId/attendees')
export class AttendeesController {
  constructor(private readonly attendees: AttendeesService) {}

  @CheckPolicy('read', 'Attendee')
  @Get()
  async list(@AttendeeCtx() access: AttendeeAccess, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: HttpReply) {
    const list = parseListQuery(query, attendeeListSpec(access));
    return pageTo(reply, list, await this.attendees.list(access, list));
  }

  @CheckPolicy('create', 'Attendee')
  @Get('create')
  createForm(@AttendeeCtx() access: AttendeeAccess) {
    return this.attendees.createForm(access);
  }

  @CheckPolicy('read', 'Attendee')
  @Get(':id')
  show(@AttendeeCtx() access: AttendeeAccess, @Param('id', IdPipe) id: number) {
    return this.attendees.findOne(access, id);
  }

  @CheckPolicy('create', 'Attendee')
  @Post()
  create(@AttendeeCtx() access: AttendeeAccess, @Body() body: unknown) {
    return this.attendees.create(access, body);
  }

  @CheckPolicy('update', 'Attendee')
  @Put(':id')
  update(@AttendeeCtx() access: AttendeeAccess, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    return this.attendees.update(access, id, body);
  }

  @CheckPolicy('delete', 'Attendee')
  @Delete(':id')
  remove(@AttendeeCtx() access: AttendeeAccess, @Param('id', IdPipe) id: number) {
    return this.attendees.remove(access, id);
  }
}
