import { Module } from '@nestjs/common';
import { AttendeesModule } from '../attendees/attendees.module';
import { ImportUploads } from './import-uploads';
import { ImportsController } from './imports.controller';
import { AttendeeImports } from './attendee-import';
import { HistoryModule } from '../../platform/history/history.module';
import { ImportsService } from './imports.service';

@Module({
  imports: [AttendeesModule, HistoryModule],
  controllers: [ImportsController],
  providers: [ImportsService, ImportUploads, AttendeeImports],
  exports: [ImportsService],
})
export class ImportsModule {}
