import { Controller, Delete, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CheckPolicy } from '../authz/policy.decorator';
import { IdPipe } from '../common/id.pipe';
import { parseListQuery, setContentRange } from '../common/ra-query';
import { HISTORY_LIST } from '../history/history.service';
import { AttendeeAccessService } from './attendee-access.service';
import { AttendeeExtrasService } from './attendee-extras.service';

/** The attendee's sessions, used services, survey submissions and actions history (SPEC §7, issue 5). */
@Controller('api/events/:eventId/attendees/:id')
export class AttendeeExtrasController {
  constructor(
    private readonly extras: AttendeeExtrasService,
    private readonly access: AttendeeAccessService,
  ) {}

  @CheckPolicy('read', 'Attendee')
  @Get('sessions')
  async sessions(@Param('eventId', IdPipe) eventId: number, @Param('id', IdPipe) id: number, @Req() req: Request) {
    return this.extras.sessions(id, await this.access.of(eventId, req));
  }

  @CheckPolicy('update', 'Attendee')
  @Delete('remove_used_service/:serviceId')
  async removeUsedService(
    @Param('eventId', IdPipe) eventId: number,
    @Param('id', IdPipe) id: number,
    @Param('serviceId', IdPipe) serviceId: number,
    @Req() req: Request,
  ) {
    return this.extras.removeUsedService(id, serviceId, await this.access.of(eventId, req));
  }

  @CheckPolicy('update', 'Attendee')
  @Delete('remove_survey_submission/:submissionId')
  async removeSurveySubmission(
    @Param('eventId', IdPipe) eventId: number,
    @Param('id', IdPipe) id: number,
    @Param('submissionId', IdPipe) submissionId: number,
    @Req() req: Request,
  ) {
    return this.extras.removeSurveySubmission(id, submissionId, await this.access.of(eventId, req));
  }

  @CheckPolicy('read', 'Attendee')
  @Get('history')
  async history(
    @Param('eventId', IdPipe) eventId: number,
    @Param('id', IdPipe) id: number,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const list = parseListQuery(query, HISTORY_LIST);
    const { rows, total } = await this.extras.history(id, list, await this.access.of(eventId, req));
    setContentRange(res, list, rows.length, total);
    return rows;
  }
}
