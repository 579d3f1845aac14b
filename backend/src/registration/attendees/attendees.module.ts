import { Module } from '@nestjs/common';
import { HistoryModule } from '../../platform/history/history.module';
import { AttendeeCategoriesController } from './attendee-categories.controller';
import { AttendeeCategoriesService } from './attendee-categories.service';
import { AttendeeExportController } from './attendee-export.controller';
import { AttendeeExportService } from './attendee-export.service';
import { AttendeeExtrasController } from './attendee-extras.controller';
import { AttendeeExtrasService } from './attendee-extras.service';
import { AttendeesController } from './attendees.controller';
import { AttendeesService } from './attendees.service';
import { SqliteStatisticsService } from './sqlite-statistics.service';
import { AttendeeTotalsService } from './attendee-totals.service';

@Module({
  imports: [HistoryModule],
  // The export first: its path would otherwise be taken for an attendee id.
  controllers: [AttendeeExportController, AttendeesController, AttendeeExtrasController, AttendeeCategoriesController],
  providers: [
    AttendeeExportService,
    AttendeesService,
    AttendeeExtrasService,
    AttendeeCategoriesService,
    SqliteStatisticsService,
    AttendeeTotalsService,
  ],
  exports: [SqliteStatisticsService],
})
export class AttendeesModule {}
