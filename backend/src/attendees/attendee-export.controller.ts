import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CheckPolicy } from '../common/policy.decorator';
import { parseListQuery } from '../common/ra-query';
import { AttendeeCtx, type AttendeeAccess } from './attendee-access';
import { exportOptions, sendTableFile } from '../exports/table-file';
import { AttendeeExportService } from './attendee-export.service';
import { attendeeListSpec } from './attendee-list';

/** `GET /api/events/{eventId}/attendees/export?format=csv|xlsx&values=readable|codes&filter=…&sort=…`: the filtered list as a file. */
@Controller('api/events/:eventId/attendees/export')
export class AttendeeExportController {
  constructor(private readonly exporter: AttendeeExportService) {}

  @CheckPolicy('read', 'Attendee')
  @Get()
  async export(@AttendeeCtx() access: AttendeeAccess, @Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const { format, values } = exportOptions(query);
    const list = parseListQuery({ filter: query.filter, sort: query.sort }, attendeeListSpec(access));
    await sendTableFile(res, await this.exporter.fileName(access, format), format, (out) =>
      this.exporter.write(format, list, access, out, values),
    );
  }
}
