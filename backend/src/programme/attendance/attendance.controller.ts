import { Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { attendanceCorrectionSchema, type AttendanceCorrectionInput } from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { ATTENDANCE_LIST, AttendanceService } from './attendance.service';

/** A session's attendance, read with the session; corrected by hand by who may change it (issue 27). */
@Controller('api/events/:eventId/sessions/:sessionId/attendance')
export class AttendanceController {
  constructor(private readonly attendance: AttendanceService) {}

  @CheckPolicy('read', 'Session')
  @Get()
  async list(@EventCtx() ctx: EventContext, @Param('sessionId', IdPipe) sessionId: number, @ListParams(ATTENDANCE_LIST) list: ListQuery) {
    return page(list, await this.attendance.list(ctx, sessionId, list));
  }

  @CheckPolicy('update', 'Session')
  @Post('corrections')
  correct(@EventCtx() ctx: EventContext, @Param('sessionId', IdPipe) sessionId: number, @ValidBody(attendanceCorrectionSchema) input: AttendanceCorrectionInput) {
    return this.attendance.correct(ctx, sessionId, input);
  }

  @CheckPolicy('update', 'Session')
  @Delete('corrections/:id')
  uncorrect(@EventCtx() ctx: EventContext, @Param('sessionId', IdPipe) sessionId: number, @Param('id', IdPipe) id: number) {
    return this.attendance.uncorrect(ctx, sessionId, id);
  }
}
