import type { RouteContract } from '../api/contract';
import { PROGRAMME_NOW_ROUTES, programmeNowDtoSchema } from './programme-now';
import { CREDIT_ROUTES, creditResultDtoSchema, creditRuleDtoSchema } from './credits';
import { POLL_ROUTES, pollDtoSchema, pollResultsDtoSchema, pollVoteDtoSchema, votingPageDtoSchema } from './polls';
import { ATTENDANCE_ROUTES, attendanceCorrectionDtoSchema, sessionAttendanceDtoSchema } from './attendance';
import { attendeeSessionDtoSchema, REGISTRATION_ROUTES, registrationBulkDtoSchema, registrationDtoSchema } from './registrations';
import { MYAREA_PROGRAMME_ROUTES, myAreaProgrammeDtoSchema, myAreaSessionDtoSchema } from './myarea-programme';
import { ROOM_ROUTES, roomDtoSchema } from './rooms';
import { SESSION_ROUTES, sessionDtoSchema } from './sessions';

/*
 * The programme (issue 27): rooms, sessions, registrations, attendance and credits, voting. One file per
 * resource holds its input schema, its defaults, its answer's schema and its routes; this file lists them.
 */
export * from './attendance';
export * from './credits';
export * from './programme-now';
export * from './myarea-programme';
export * from './polls';
export * from './registrations';
export * from './rooms';
export * from './sessions';
export * from './venue-clock';

export const PROGRAMME_ROUTES: RouteContract[] = [
  ...ROOM_ROUTES,
  ...SESSION_ROUTES,
  ...REGISTRATION_ROUTES,
  ...ATTENDANCE_ROUTES,
  ...CREDIT_ROUTES,
  ...PROGRAMME_NOW_ROUTES,
  ...MYAREA_PROGRAMME_ROUTES,
  ...POLL_ROUTES,
];

export const PROGRAMME_SCHEMAS = {
  RoomDto: roomDtoSchema,
  SessionDto: sessionDtoSchema,
  RegistrationDto: registrationDtoSchema,
  RegistrationBulkDto: registrationBulkDtoSchema,
  AttendeeSessionDto: attendeeSessionDtoSchema,
  SessionAttendanceDto: sessionAttendanceDtoSchema,
  AttendanceCorrectionDto: attendanceCorrectionDtoSchema,
  CreditRuleDto: creditRuleDtoSchema,
  CreditResultDto: creditResultDtoSchema,
  ProgrammeNowDto: programmeNowDtoSchema,
  MyAreaProgrammeDto: myAreaProgrammeDtoSchema,
  MyAreaSessionDto: myAreaSessionDtoSchema,
  PollDto: pollDtoSchema,
  PollResultsDto: pollResultsDtoSchema,
  PollVoteDto: pollVoteDtoSchema,
  VotingPageDto: votingPageDtoSchema,
};
