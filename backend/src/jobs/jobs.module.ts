import { Module } from '@nestjs/common';
import { AttendeeAccessService } from '../attendees/attendee-access.service';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

@Module({
  controllers: [JobsController],
  providers: [JobsService, AttendeeAccessService],
  exports: [JobsService],
})
export class JobsModule {}
