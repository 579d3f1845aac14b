import { Module } from '@nestjs/common';
import { HistoryModule } from '../../platform/history/history.module';
import { AttachmentDefinitionsController } from './attachment-definitions.controller';
import { AttachmentDefinitionsService } from './attachment-definitions.service';
import { AttachmentsController } from './attachments.controller';
import { AttachmentsService } from './attachments.service';

/** Required documents and their files (issue 13). */
@Module({
  imports: [HistoryModule],
  controllers: [AttachmentDefinitionsController, AttachmentsController],
  providers: [AttachmentDefinitionsService, AttachmentsService],
  exports: [AttachmentsService],
})
export class AttachmentsModule {}
