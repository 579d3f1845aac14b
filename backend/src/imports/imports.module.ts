import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { diskStorage } from 'multer';
import { AttendeesModule } from '../attendees/attendees.module';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { ImportUploads } from './import-uploads';
import { ImportsController } from './imports.controller';
import { AttendeeImports } from './attendee-import';
import { VehicleImports } from './vehicle-import';
import { VehicleImportsController } from './vehicle-imports.controller';
import { HistoryModule } from '../history/history.module';
import { ImportsService } from './imports.service';

@Module({
  imports: [
    AttendeesModule,
    HistoryModule,
    // Uploads go straight to disk (never whole in memory), under a random name; over IMPORT_MAX_MB multer stops with a 413.
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const uploads = new ImportUploads(config);
        return {
          storage: diskStorage({ destination: uploads.dir, filename: (_req, _file, cb) => cb(null, ImportUploads.newId()) }),
          limits: { fileSize: config.importMaxBytes, files: 1, fields: 10 },
        };
      },
    }),
  ],
  controllers: [ImportsController, VehicleImportsController],
  providers: [ImportsService, ImportUploads, AttendeeImports, VehicleImports],
})
export class ImportsModule {}
