import { Controller, Get, Header, Query, type StreamableFile } from '@nestjs/common';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { parseListQuery } from '../../platform/common/ra-query';
import { AttendeeCtx, type AttendeeAccess } from './attendee-access';
import { exportOptions, tableFile } from '../exports/table-file';
import { AttendeeExportService } from './attendee-export.service';
import { attendeeListSpec } from './attendee-list';

/** `GET /api/events/{eventId}/attendees/export?format=csv|xlsx&values=readable|codes&filter=…&sort=…`: the filtered list as a file. */
@Controller('api/events/:eventId/attendees/export')
export class AttendeeExportController {
  constructor(private readonly exporter: AttendeeExportService) {}

  @CheckPolicy('read', 'Attendee')
  @Get()
  @Header('Cache-Control', 'no-store')
  async export(@AttendeeCtx() access: AttendeeAccess, @Query() query: Record<string, unknown>): Promise<StreamableFile> {
    const { format, values } = exportOptions(query);
    const list = parseListQuery({ filter: query.filter, sort: query.sort }, attendeeListSpec(access));
    return tableFile(await this.exporter.fileName(access, format), format, (out) => this.exporter.write(format, list, access, out, values));
  }
}
