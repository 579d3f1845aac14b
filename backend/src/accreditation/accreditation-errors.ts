import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../platform/common/errors';

/** Accreditation's errors (access requests, documents, zones, vehicles, storage quotas): each named once with its status (issue 25); thrown as `AccreditationError('name')`. */
export const AccreditationError = defineErrors({
  access_request_not_allowed: { status: HttpStatus.FORBIDDEN },
  access_request_decided: { status: HttpStatus.CONFLICT },
  attachment_action_not_allowed: { status: HttpStatus.FORBIDDEN },
  attachment_superseded: { status: HttpStatus.CONFLICT },
  definition_in_use: { status: HttpStatus.CONFLICT },
  zone_has_children: { status: HttpStatus.CONFLICT },
  company_in_use: { status: HttpStatus.CONFLICT },
  storage_quota_company: { status: HttpStatus.PAYLOAD_TOO_LARGE, code: 'storage_quota' },
  storage_quota_event: { status: HttpStatus.PAYLOAD_TOO_LARGE, code: 'storage_quota' },
});
export type AccreditationErrorName = (typeof AccreditationError.names)[number];
