import { Controller, Get, Header, Inject, Query, type ModuleMetadata, type StreamableFile, type Type } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { EventCtx, type EventContext } from '../platform/access/request-context';
import { notFound } from '../platform/common/errors';
import { CheckPolicies, type Permission } from '../platform/common/policy.decorator';
import { Event } from '../platform/events/event.entity';
import { reportFile } from './registrations/report-file';
import { parseReportQuery, type ReportQuery } from './registrations/report-query';

/** What a report's service gives: its figures for the caller and the query, counted by the database. */
export interface ReportSource<T extends object> {
  readonly db: DataSource;
  report(ctx: EventContext, query: ReportQuery): Promise<T>;
}

/**
 * A report's module (issue 28): `GET /api/events/{eventId}/reports/{name}[?format=csv|xlsx]`, ruled by
 * `read Report` and the report's own `permissions` (e.g. commerce's `read Order`), answering the service's
 * figures or the same figures as a file (report-file.ts). The query is parsed (report-query.ts) and the event
 * must exist before the service counts anything. Every report is one line:
 * `@Module(reportModule('gate', GateReportService)) export class GateReportModule {}`.
 */
export function reportModule<T extends object>(
  name: string,
  service: Type<ReportSource<T>>,
  permissions: readonly Permission[] = [],
): ModuleMetadata {
  @Controller(`api/events/:eventId/reports/${name}`)
  class ReportController {
    constructor(@Inject(service) private readonly reports: ReportSource<T>) {}

    @CheckPolicies([['read', 'Report'], ...permissions])
    @Get()
    @Header('Cache-Control', 'no-store')
    async show(@EventCtx() ctx: EventContext, @Query() query: Record<string, unknown>): Promise<T | StreamableFile> {
      const q = parseReportQuery(query);
      if (!(await this.reports.db.getRepository(Event).existsBy({ id: ctx.eventId }))) throw notFound();
      const report = await this.reports.report(ctx, q);
      return q.format ? reportFile(this.reports.db, ctx.eventId, name, q.format, report) : report;
    }
  }
  const pascal = name.replace(/(^|-)([a-z])/g, (_m, _dash, c: string) => c.toUpperCase());
  Object.defineProperty(ReportController, 'name', { value: `${pascal}ReportController` });
  return { controllers: [ReportController], providers: [service] };
}
