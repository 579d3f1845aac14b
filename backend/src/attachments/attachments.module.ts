import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { diskStorage } from 'multer';
import { ATTACHMENT_MAX_MB } from '@eventdesk/shared';
import { join } from 'node:path';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { HistoryModule } from '../history/history.module';
import { AttachmentDefinitionsController } from './attachment-definitions.controller';
import { AttachmentDefinitionsService } from './attachment-definitions.service';
import { AttachmentsController } from './attachments.controller';
import { AttachmentsService } from './attachments.service';

/** Required documents and their files (issue 13). */
@Module({
  imports: [
    HistoryModule,
    // Uploads go straight to disk under a generated name (never the client's); past ATTACHMENT_MAX_MB multer stops with a 413.
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        storage: diskStorage({
          destination: join(config.dataDir, 'uploads', 'attachments'),
          filename: (_req, _file, cb) => cb(null, AttachmentsService.newName()),
        }),
        limits: { fileSize: ATTACHMENT_MAX_MB * 1024 * 1024, files: 1, fields: 10, fieldSize: 1024 },
        // Browsers send a file's name as UTF-8 without saying so ("Patente «B».pdf").
        defParamCharset: 'utf8',
      }),
    }),
  ],
  controllers: [AttachmentDefinitionsController, AttachmentsController],
  providers: [AttachmentDefinitionsService, AttachmentsService],
  exports: [AttachmentsService],
})
export class AttachmentsModule {}
