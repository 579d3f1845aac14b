import { HttpStatus } from '@nestjs/common';
import { defineErrors } from './errors';

/** The platform's errors (sign-in, accounts, jobs, uploads, live streams, request bodies): each named once with its status (issue 25); thrown as `PlatformError('name')`. */
export const PlatformError = defineErrors({
  job_not_resumable: { status: HttpStatus.CONFLICT },
  password_confirmation_required: { status: HttpStatus.LOCKED, code: true },
  cannot_delete_self: { status: HttpStatus.CONFLICT },
  unauthorized: { status: HttpStatus.UNAUTHORIZED },
  two_factor_enrolment_required: { status: HttpStatus.FORBIDDEN, message: 'forbidden', code: true },
  two_factor_already_confirmed: { status: HttpStatus.CONFLICT },
  two_factor_not_enabled: { status: HttpStatus.CONFLICT },
  session_is_current: { status: HttpStatus.CONFLICT },
  bad_request: { status: HttpStatus.BAD_REQUEST },
  payload_too_large: { status: HttpStatus.PAYLOAD_TOO_LARGE },
  too_many_streams: { status: HttpStatus.TOO_MANY_REQUESTS, message: 'live_streams_per_session', code: true },
  bad_json: { status: HttpStatus.BAD_REQUEST },
  unsupported_media_type: { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: 'bad_request' },
});
export type PlatformErrorName = (typeof PlatformError.names)[number];
