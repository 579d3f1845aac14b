import { Controller, Get, Param } from '@nestjs/common';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import type { ListQuery } from '../../platform/common/ra-query';
import { ATTENDANCE_LIST, AttendanceService } from './attendance.service';

/** A session's attendance, for whoever may read the session (issue 27). */
@Controller('api/events/:eventId/sessions/:sessionId/attendance')
export class AttendanceController {
  constructor(private readonly attendance: AttendanceService) {}

  @CheckPolicy('read', 'Session')
  @Get()
  async list(@EventCtx() ctx: EventContext, @Param('sessionId', IdPipe) sessionId: number, @ListParams(ATTENDANCE_LIST) list: ListQuery) {
    return page(list, await this.attendance.list(ctx, sessionId, list));
  }
}
