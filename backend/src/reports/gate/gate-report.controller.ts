import { Controller, Get, Header, Query, type StreamableFile } from '@nestjs/common';
import type { GateReportDto } from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { reportFile } from '../registrations/report-file';
import { parseReportQuery } from '../registrations/report-query';
import { GateReportService } from './gate-report.service';

/** `GET /api/events/{eventId}/reports/gate[?format=csv|xlsx]` (issue 28): the figures, or the same figures as a file. */
@Controller('api/events/:eventId/reports/gate')
export class GateReportController {
  constructor(private readonly reports: GateReportService) {}

  @CheckPolicy('read', 'Report')
  @Get()
  @Header('Cache-Control', 'no-store')
  async show(@EventCtx() ctx: EventContext, @Query() query: Record<string, unknown>): Promise<GateReportDto | StreamableFile> {
    const q = parseReportQuery(query);
    const report = await this.reports.report(ctx, q);
    return q.format ? reportFile(this.reports.db, ctx.eventId, 'gate', q.format, report) : report;
  }
}
