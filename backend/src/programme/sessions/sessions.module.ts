import { Module } from '@nestjs/common';
import { HistoryModule } from '../../platform/history/history.module';
import { MailModule } from '../../platform/mail/mail.module';
import { AttendeeSessionsController, RegistrationsController } from './registrations.controller';
import { RegistrationsService } from './registrations.service';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';

/** The sessions of an event's programme and their registrations (issue 27). */
@Module({
  imports: [HistoryModule, MailModule],
  controllers: [SessionsController, RegistrationsController, AttendeeSessionsController],
  providers: [SessionsService, RegistrationsService],
})
export class SessionsModule {}
