import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../platform/common/errors';

/** The programme's errors (rooms, polls and votes): each named once with its status (issue 25); thrown as `ProgrammeError('name')`. */
export const ProgrammeError = defineErrors({
  room_has_sessions: { status: HttpStatus.CONFLICT },
  poll_not_draft: { status: HttpStatus.CONFLICT },
  poll_anonymous: { status: HttpStatus.CONFLICT },
  poll_not_open: { status: HttpStatus.CONFLICT },
  poll_already_voted: { status: HttpStatus.CONFLICT },
  voter_unknown: { status: HttpStatus.UNAUTHORIZED, message: 'voting_identify', code: true },
  poll_cannot_open: { status: HttpStatus.CONFLICT },
  poll_cannot_close: { status: HttpStatus.CONFLICT },
});
export type ProgrammeErrorName = (typeof ProgrammeError.names)[number];
