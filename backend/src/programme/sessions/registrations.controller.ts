import { Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { registrationBulkSchema, registrationSchema, type RegistrationBulkInput, type RegistrationInput } from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { AttendeeCtx, type AttendeeAccess } from '../../registration/attendees/attendee-access';
import { RegistrationBulkService } from './registration-bulk.service';
import { REGISTRATION_LIST, RegistrationsService } from './registrations.service';

/** Registrations for a session (issue 27): read with the session, written by who may change it. */
@Controller('api/events/:eventId/sessions/:sessionId/registrations')
export class RegistrationsController {
  constructor(
    private readonly registrations: RegistrationsService,
    private readonly bulkRegistrations: RegistrationBulkService,
  ) {}

  @CheckPolicy('read', 'Session')
  @Get()
  async list(@EventCtx() ctx: EventContext, @Param('sessionId', IdPipe) sessionId: number, @ListParams(REGISTRATION_LIST) list: ListQuery) {
    return page(list, await this.registrations.list(ctx, sessionId, list));
  }

  @CheckPolicy('update', 'Session')
  @Post()
  create(@EventCtx() ctx: EventContext, @Param('sessionId', IdPipe) sessionId: number, @ValidBody(registrationSchema) input: RegistrationInput) {
    return this.registrations.create(ctx, sessionId, input);
  }

  @CheckPolicy('update', 'Session')
  @Post('bulk')
  bulk(@EventCtx() ctx: EventContext, @Param('sessionId', IdPipe) sessionId: number, @ValidBody(registrationBulkSchema) input: RegistrationBulkInput) {
    return this.bulkRegistrations.bulk(ctx, sessionId, input);
  }

  @CheckPolicy('update', 'Session')
  @Delete(':id')
  cancel(@EventCtx() ctx: EventContext, @Param('sessionId', IdPipe) sessionId: number, @Param('id', IdPipe) id: number) {
    return this.registrations.cancel(ctx, sessionId, id);
  }
}

/** `GET …/attendees/{id}/sessions` (SPEC §7): the attendee's sessions, for whoever may read the attendee. */
@Controller('api/events/:eventId/attendees/:id/sessions')
export class AttendeeSessionsController {
  constructor(private readonly registrations: RegistrationsService) {}

  @CheckPolicy('read', 'Attendee')
  @Get()
  list(@AttendeeCtx() access: AttendeeAccess, @Param('id', IdPipe) id: number) {
    return this.registrations.attendeeSessions(access, id);
  }
}
