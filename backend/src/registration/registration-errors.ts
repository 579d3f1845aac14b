import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../platform/common/errors';

/** Registration's errors (companies, categories, imports): each named once with its status (issue 25); thrown as `RegistrationError('name')`. */
export const RegistrationError = defineErrors({
  company_quota_staff_only: { status: HttpStatus.FORBIDDEN },
  company_in_use: { status: HttpStatus.CONFLICT },
  category_in_use: { status: HttpStatus.CONFLICT },
  import_busy: { status: HttpStatus.TOO_MANY_REQUESTS, code: true },
  import_upload_not_found: { status: HttpStatus.NOT_FOUND },
  import_running: { status: HttpStatus.CONFLICT, code: true },
});
export type RegistrationErrorName = (typeof RegistrationError.names)[number];
