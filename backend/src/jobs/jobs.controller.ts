import { Controller, Get, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { AttendeeAccessService } from '../attendees/attendee-access.service';
import { CheckPolicy } from '../authz/policy.decorator';
import { forbidden } from '../common/errors';
import { IdPipe } from '../common/id.pipe';
import { JobsService } from './jobs.service';

/**
 * `/api/events/{eventId}/jobs/{id}`: progress of the event's background jobs (attendee imports),
 * readable by whoever reads the event's attendees; resuming one needs create and update on attendees.
 */
@Controller('api/events/:eventId/jobs')
export class JobsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly access: AttendeeAccessService,
  ) {}

  @CheckPolicy('read', 'Attendee')
  @Get(':jobId')
  async show(@Param('eventId', IdPipe) eventId: number, @Param('jobId', IdPipe) jobId: number, @Req() req: Request) {
    await this.access.of(eventId, req);
    return this.jobs.find(eventId, jobId);
  }

  @CheckPolicy('create', 'Attendee')
  @Post(':jobId/resume')
  @HttpCode(HttpStatus.ACCEPTED)
  async resume(@Param('eventId', IdPipe) eventId: number, @Param('jobId', IdPipe) jobId: number, @Req() req: Request) {
    const access = await this.access.of(eventId, req);
    if (!access.ability.can('update', 'Attendee')) throw forbidden();
    const job = await this.jobs.load(eventId, jobId);
    const dto = await this.jobs.resume(job);
    return { job_id: dto.id };
  }
}
