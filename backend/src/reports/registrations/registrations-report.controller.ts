import { Controller, Get, Header, Query, type StreamableFile } from '@nestjs/common';
import type { RegistrationsReportDto } from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { parseReportQuery } from './report-query';
import { reportFile } from './report-file';
import { RegistrationsReportService } from './registrations-report.service';

/** `GET /api/events/{eventId}/reports/registrations[?format=csv|xlsx]` (issue 28): the figures, or the same figures as a file. */
@Controller('api/events/:eventId/reports/registrations')
export class RegistrationsReportController {
  constructor(private readonly reports: RegistrationsReportService) {}

  @CheckPolicy('read', 'Report')
  @Get()
  @Header('Cache-Control', 'no-store')
  async show(@EventCtx() ctx: EventContext, @Query() query: Record<string, unknown>): Promise<RegistrationsReportDto | StreamableFile> {
    const q = parseReportQuery(query);
    const report = await this.reports.report(ctx, q);
    return q.format ? reportFile(this.reports.db, ctx.eventId, 'registrations', q.format, report) : report;
  }
}
