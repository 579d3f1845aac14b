import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { CheckPolicies, type Permission } from '../../platform/common/policy.decorator';
import { Upload, Uploaded, type StoredUpload } from '../../platform/common/upload';
import { IMPORT_UPLOAD, ImportsService } from '../../registration/imports/imports.service';
import { vehicleImportCallerOf, vehicleImportScopeOf, VehicleImports } from './vehicle-import';

/** A vehicle import creates and updates vehicles (it upserts by plate). */
const WRITE_VEHICLES: Permission[] = [
  ['create', 'Vehicle'],
  ['update', 'Vehicle'],
];

/**
 * `/api/events/{eventId}/vehicles/import`: upload (multipart `file`, CSV or XLSX), then
 * `…/{uploadId}/preview` (dry run) and `…/{uploadId}/apply` (202, a background job) — the attendee
 * import's pipeline with the vehicle's fields.
 */
@Controller('api/events/:eventId/vehicles/import')
export class VehicleImportsController {
  constructor(
    private readonly imports: ImportsService,
    private readonly vehicles: VehicleImports,
  ) {}

  @CheckPolicies(WRITE_VEHICLES)
  @Post()
  @Upload('file', IMPORT_UPLOAD)
  upload(@EventCtx() ctx: EventContext, @Uploaded() file: StoredUpload | undefined) {
    return this.imports.upload(this.vehicles, vehicleImportCallerOf(ctx), vehicleImportScopeOf(ctx), file);
  }

  @CheckPolicies(WRITE_VEHICLES)
  @Post(':uploadId/preview')
  @HttpCode(HttpStatus.OK)
  preview(@EventCtx() ctx: EventContext, @Param('uploadId') uploadId: string, @Body() body: unknown) {
    return this.imports.preview(this.vehicles, vehicleImportCallerOf(ctx), vehicleImportScopeOf(ctx), uploadId, body);
  }

  @CheckPolicies(WRITE_VEHICLES)
  @Post(':uploadId/apply')
  @HttpCode(HttpStatus.ACCEPTED)
  apply(@EventCtx() ctx: EventContext, @Param('uploadId') uploadId: string, @Body() body: unknown) {
    return this.imports.apply(this.vehicles, vehicleImportCallerOf(ctx), vehicleImportScopeOf(ctx), uploadId, body);
  }
}
