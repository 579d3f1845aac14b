import { Controller, Delete, Get, Param } from '@nestjs/common';
import type { ListQuery } from '../../platform/common/ra-query';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { HISTORY_LIST } from '../../platform/history/history.service';
import { AttendeeCtx, type AttendeeAccess } from './attendee-access';
import { AttendeeExtrasService } from './attendee-extras.service';

/** The attendee's used services, survey submissions and actions history (SPEC §7, issue 5). */
@Controller('api/events/:eventId/attendees/:id')
export class AttendeeExtrasController {
  constructor(private readonly extras: AttendeeExtrasService) {}

  @CheckPolicy('update', 'Attendee')
  @Delete('remove_used_service/:serviceId')
  removeUsedService(@AttendeeCtx() access: AttendeeAccess, @Param('id', IdPipe) id: number, @Param('serviceId', IdPipe) serviceId: number) {
    return this.extras.removeUsedService(id, serviceId, access);
  }

  @CheckPolicy('update', 'Attendee')
  @Delete('remove_survey_submission/:submissionId')
  removeSurveySubmission(
    @AttendeeCtx() access: AttendeeAccess,
    @Param('id', IdPipe) id: number,
    @Param('submissionId', IdPipe) submissionId: number,
  ) {
    return this.extras.removeSurveySubmission(id, submissionId, access);
  }

  @CheckPolicy('read', 'Attendee')
  @Get('history')
  async history(@AttendeeCtx() access: AttendeeAccess, @Param('id', IdPipe) id: number, @ListParams(HISTORY_LIST) list: ListQuery) {
    return page(list, await this.extras.history(id, list, access));
  }
}
