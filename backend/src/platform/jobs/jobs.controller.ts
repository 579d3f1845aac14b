import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { CheckPolicies, CheckPolicy } from '../common/policy.decorator';
import { EventCtx, type EventContext } from '../access/request-context';
import { IdPipe } from '../common/id.pipe';
import { JobsService } from './jobs.service';

/**
 * `/api/events/{eventId}/jobs/{id}`: progress of the event's background jobs (attendee imports),
 * readable by their creator and by whoever manages the event's attendees (others get 404); resuming
 * one needs create and update on attendees as well.
 */
@Controller('api/events/:eventId/jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @CheckPolicy('read', 'Attendee')
  @Get(':jobId')
  show(@EventCtx() ctx: EventContext, @Param('jobId', IdPipe) jobId: number) {
    return this.jobs.find(ctx.eventId, jobId, { userId: ctx.actor.id, ability: ctx.ability });
  }

  @CheckPolicies([
    ['create', 'Attendee'],
    ['update', 'Attendee'],
  ])
  @Post(':jobId/resume')
  @HttpCode(HttpStatus.ACCEPTED)
  async resume(@EventCtx() ctx: EventContext, @Param('jobId', IdPipe) jobId: number) {
    const dto = await this.jobs.resume(ctx.eventId, jobId, { userId: ctx.actor.id, ability: ctx.ability });
    return { job_id: dto.id };
  }
}
