import type { RouteContract } from '../api/contract';
import { ACCREDITATION_REPORT_ROUTES, accreditationReportDtoSchema } from './accreditation';
import { EVENTS_STATS_ROUTES, eventsStatsRowSchema } from './events';
import { COMMERCE_REPORT_ROUTES, commerceReportDtoSchema } from './commerce';
import { GATE_REPORT_ROUTES, gateReportDtoSchema } from './gate';
import { PROGRAMME_REPORT_ROUTES, programmeReportDtoSchema } from './programme';
import { REGISTRATIONS_REPORT_ROUTES, registrationsReportDtoSchema } from './registrations';

/*
 * Reports (issue 28): the organiser's figures of each area, counted by the database and scoped per role.
 * One file per report holds its answer's schema and its route; this file lists them.
 */
export * from './accreditation';
export * from './commerce';
export * from './events';
export * from './gate';
export * from './programme';
export * from './registrations';

export const REPORTS_ROUTES: RouteContract[] = [
  ...REGISTRATIONS_REPORT_ROUTES,
  ...GATE_REPORT_ROUTES,
  ...COMMERCE_REPORT_ROUTES,
  ...ACCREDITATION_REPORT_ROUTES,
  ...PROGRAMME_REPORT_ROUTES,
  ...EVENTS_STATS_ROUTES,
];

export const REPORTS_SCHEMAS = {
  RegistrationsReportDto: registrationsReportDtoSchema,
  GateReportDto: gateReportDtoSchema,
  CommerceReportDto: commerceReportDtoSchema,
  AccreditationReportDto: accreditationReportDtoSchema,
  ProgrammeReportDto: programmeReportDtoSchema,
  EventsStatsRowDto: eventsStatsRowSchema,
};
