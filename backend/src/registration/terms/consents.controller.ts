import { Controller, Get, Param } from '@nestjs/common';
import type { AttendeeConsentDto } from '@eventdesk/shared';
import { IdPipe } from '../../platform/common/id.pipe';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { AttendeeCtx, type AttendeeAccess } from '../attendees/attendee-access';
import { ConsentsService } from './consents.service';

/** An attendee's consents to the event's terms, for whoever may read the attendee (a COMPANY user: its company's). */
@Controller('api/events/:eventId/attendees/:id/consents')
export class ConsentsController {
  constructor(private readonly consents: ConsentsService) {}

  @CheckPolicy('read', 'Attendee')
  @Get()
  list(@AttendeeCtx() access: AttendeeAccess, @Param('id', IdPipe) id: number): Promise<AttendeeConsentDto[]> {
    return this.consents.forAttendee(access, id);
  }
}
