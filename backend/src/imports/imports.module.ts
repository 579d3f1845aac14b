import { Module } from '@nestjs/common';
import { AttendeesModule } from '../attendees/attendees.module';
import { ImportUploads } from './import-uploads';
import { ImportsController } from './imports.controller';
import { AttendeeImports } from './attendee-import';
import { VehicleImports } from './vehicle-import';
import { VehicleImportsController } from './vehicle-imports.controller';
import { HistoryModule } from '../history/history.module';
import { ImportsService } from './imports.service';

@Module({
  imports: [AttendeesModule, HistoryModule],
  controllers: [ImportsController, VehicleImportsController],
  providers: [ImportsService, ImportUploads, AttendeeImports, VehicleImports],
})
export class ImportsModule {}
