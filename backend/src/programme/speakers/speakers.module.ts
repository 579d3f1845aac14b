import { Module } from '@nestjs/common';
import { HistoryModule } from '../../platform/history/history.module';
import { SpeakersController } from './speakers.controller';
import { eventRecordsProvider } from '../../platform/history/event-records';
import { SPEAKERS } from './speakers.service';

/** The programme's speakers. */
@Module({
  imports: [HistoryModule],
  controllers: [SpeakersController],
  providers: [eventRecordsProvider(SPEAKERS)],
})
export class SpeakersModule {}
