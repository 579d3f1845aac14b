import { Module } from '@nestjs/common';
import { HistoryModule } from '../../platform/history/history.module';
import { MailModule } from '../../platform/mail/mail.module';
import { AttendeeSessionsController, RegistrationsController } from './registrations.controller';
import { AttendeeProgrammeService } from './attendee-programme.service';
import { RegistrationBulkService } from './registration-bulk.service';
import { RegistrationsService } from './registrations.service';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';

/** The sessions of an event's programme and their registrations, by staff and by the attendees themselves (issue 27). */
@Module({
  imports: [HistoryModule, MailModule],
  controllers: [SessionsController, RegistrationsController, AttendeeSessionsController],
  providers: [SessionsService, RegistrationsService, RegistrationBulkService, AttendeeProgrammeService],
  // The attendee site's programme (myarea/myarea-programme.controller.ts) sits above the contexts.
  exports: [AttendeeProgrammeService],
})
export class SessionsModule {}
