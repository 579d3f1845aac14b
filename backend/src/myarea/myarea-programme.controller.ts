import { Controller, Delete, Get, Param, Post } from '@nestjs/common';
import {
  myAreaProgrammeQuerySchema,
  myAreaRegistrationSchema,
  type MyAreaProgrammeDto,
  type MyAreaProgrammeQuery,
  type MyAreaRegistrationInput,
  type MyAreaSessionDto,
} from '@eventdesk/shared';
import { IdPipe } from '../platform/common/id.pipe';
import { AttendeeSession } from '../platform/common/policy.decorator';
import { ValidBody, ValidQuery } from '../platform/common/valid-body.decorator';
import { AttendeeProgrammeService } from '../programme/sessions/attendee-programme.service';
import { SignedInAttendee, type MyAreaContext } from './attendee.guard';

/**
 * The programme in the attendee site (issue 27): one day of the published sessions, and the signed-in
 * attendee's own registrations. The attendee is always the one signed in: no route names another.
 */
@AttendeeSession()
@Controller('api/:token/programme')
export class MyAreaProgrammeController {
  constructor(private readonly programme: AttendeeProgrammeService) {}

  @Get()
  day(
    @SignedInAttendee() { attendee, lang }: MyAreaContext,
    @ValidQuery(myAreaProgrammeQuerySchema) query: MyAreaProgrammeQuery,
  ): Promise<MyAreaProgrammeDto> {
    return this.programme.day(attendee, lang, query.day);
  }

  @Post('registrations')
  register(
    @SignedInAttendee() { attendee, lang }: MyAreaContext,
    @ValidBody(myAreaRegistrationSchema) input: MyAreaRegistrationInput,
  ): Promise<MyAreaSessionDto> {
    return this.programme.register(attendee, lang, input.session_id);
  }

  @Delete('registrations/:sessionId')
  cancel(@SignedInAttendee() { attendee, lang }: MyAreaContext, @Param('sessionId', IdPipe) sessionId: number): Promise<MyAreaSessionDto> {
    return this.programme.cancel(attendee, lang, sessionId);
  }
}
