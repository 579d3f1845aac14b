import { Module } from '@nestjs/common';
import { HistoryModule } from '../../platform/history/history.module';
import { ConsentsController } from './consents.controller';
import { ConsentsService } from './consents.service';
import { TermsController } from './terms.controller';
import { eventRecordsProvider } from '../../platform/history/event-records';
import { TERMS } from './terms.service';

/** The texts an event's attendees are asked to accept, versioned (SPEC §5), and the attendees' consents to them. */
@Module({
  imports: [HistoryModule],
  controllers: [TermsController, ConsentsController],
  providers: [eventRecordsProvider(TERMS), ConsentsService],
  exports: [ConsentsService],
})
export class TermsModule {}
