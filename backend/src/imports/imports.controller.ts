import { Body, Controller, HttpCode, HttpStatus, Param, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { AttendeeAccessService, type AttendeeAccess } from '../attendees/attendee-access.service';
import { CheckPolicy } from '../authz/policy.decorator';
import { forbidden } from '../common/errors';
import { IdPipe } from '../common/id.pipe';
import { ImportsService } from './imports.service';

/**
 * `/api/events/{eventId}/attendees/import`: upload (multipart `file`, CSV or XLSX, IMPORT_MAX_MB),
 * then `…/{uploadId}/preview` (dry run) and `…/{uploadId}/apply` (202, a background job). Every step
 * needs create and update on attendees (an import upserts); the caller's field and company scope apply.
 */
@Controller('api/events/:eventId/attendees/import')
export class ImportsController {
  constructor(
    private readonly imports: ImportsService,
    private readonly access: AttendeeAccessService,
  ) {}

  private async writer(eventId: number, req: Request): Promise<AttendeeAccess> {
    const access = await this.access.of(eventId, req);
    if (!access.ability.can('update', 'Attendee')) throw forbidden();
    return access;
  }

  @CheckPolicy('create', 'Attendee')
  @Post()
  @UseInterceptors(FileInterceptor('file'))
  async upload(@Param('eventId', IdPipe) eventId: number, @UploadedFile() file: Express.Multer.File | undefined, @Req() req: Request) {
    return this.imports.upload(file, await this.writer(eventId, req));
  }

  @CheckPolicy('create', 'Attendee')
  @Post(':uploadId/preview')
  @HttpCode(HttpStatus.OK)
  async preview(
    @Param('eventId', IdPipe) eventId: number,
    @Param('uploadId') uploadId: string,
    @Body() body: unknown,
    @Req() req: Request,
  ) {
    return this.imports.preview(uploadId, body, await this.writer(eventId, req));
  }

  @CheckPolicy('create', 'Attendee')
  @Post(':uploadId/apply')
  @HttpCode(HttpStatus.ACCEPTED)
  async apply(@Param('eventId', IdPipe) eventId: number, @Param('uploadId') uploadId: string, @Body() body: unknown, @Req() req: Request) {
    return this.imports.apply(uploadId, body, await this.writer(eventId, req));
  }
}
