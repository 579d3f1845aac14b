import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { AttendeeCtx, type AttendeeAccess } from '../attendees/attendee-access';
import { CheckPolicies, type Permission } from '../../platform/common/policy.decorator';
import { Upload, Uploaded, type StoredUpload } from '../../platform/common/upload';
import { AttendeeImports, importCallerOf } from './attendee-import';
import { importScopeOf } from './import-rows';
import { IMPORT_UPLOAD, ImportsService } from './imports.service';

/**
 * `/api/events/{eventId}/attendees/import`: upload (multipart `file`, CSV or XLSX, IMPORT_MAX_MB),
 * then `…/{uploadId}/preview` (dry run) and `…/{uploadId}/apply` (202, a background job). Every step
 * needs create and update on attendees (an import upserts); the caller's field and company scope apply.
 */
/** An import creates and updates attendees (it upserts by code). */
const WRITE_ATTENDEES: Permission[] = [
  ['create', 'Attendee'],
  ['update', 'Attendee'],
];

@Controller('api/events/:eventId/attendees/import')
export class ImportsController {
  constructor(
    private readonly imports: ImportsService,
    private readonly attendees: AttendeeImports,
  ) {}

  @CheckPolicies(WRITE_ATTENDEES)
  @Post()
  @Upload('file', IMPORT_UPLOAD)
  upload(@AttendeeCtx() access: AttendeeAccess, @Uploaded() file: StoredUpload | undefined) {
    return this.imports.upload(this.attendees, importCallerOf(access), importScopeOf(access), file);
  }

  @CheckPolicies(WRITE_ATTENDEES)
  @Post(':uploadId/preview')
  @HttpCode(HttpStatus.OK)
  preview(@AttendeeCtx() access: AttendeeAccess, @Param('uploadId') uploadId: string, @Body() body: unknown) {
    return this.imports.preview(this.attendees, importCallerOf(access), importScopeOf(access), uploadId, body);
  }

  @CheckPolicies(WRITE_ATTENDEES)
  @Post(':uploadId/apply')
  @HttpCode(HttpStatus.ACCEPTED)
  apply(@AttendeeCtx() access: AttendeeAccess, @Param('uploadId') uploadId: string, @Body() body: unknown) {
    return this.imports.apply(this.attendees, importCallerOf(access), importScopeOf(access), uploadId, body);
  }
}
