import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CheckPolicy } from '../common/policy.decorator';
import { badQuery } from '../common/errors';
import { parseListQuery } from '../common/ra-query';
import { AttendeeCtx, type AttendeeAccess } from './attendee-access';
import { AttendeeExportService, type ExportFormat } from './attendee-export.service';
import { attendeeListSpec } from './attendee-list';

const TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `GET /api/events/{eventId}/attendees/export?format=csv|xlsx&values=readable|codes&filter=…&sort=…`: the filtered list as a file. */
@Controller('api/events/:eventId/attendees/export')
export class AttendeeExportController {
  constructor(private readonly exporter: AttendeeExportService) {}

  @CheckPolicy('read', 'Attendee')
  @Get()
  async export(@AttendeeCtx() access: AttendeeAccess, @Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const format = (query.format ?? 'csv') as string;
    if (format !== 'csv' && format !== 'xlsx') throw badQuery('format', 'q_format');
    const values = (query.values ?? 'readable') as string;
    if (values !== 'readable' && values !== 'codes') throw badQuery('values', 'q_values');
    const list = parseListQuery({ filter: query.filter, sort: query.sort }, attendeeListSpec(access));
    const name = await this.exporter.fileName(access, format);
    res.setHeader('Content-Type', TYPES[format]);
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'no-store');
    try {
      await this.exporter.write(format, list, access, res, values);
    } catch (error) {
      // Headers are gone: all that is left is to cut the download short.
      if (res.headersSent) res.destroy(error as Error);
      else throw error;
    }
  }
}
