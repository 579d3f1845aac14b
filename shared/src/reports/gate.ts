import { z } from 'zod';
import type { RouteContract } from '../api/contract';
import { id as recordId } from '../api/schema-kit';
import { reportRoute } from './registrations';

/** The width of the check-in chart's slots, in minutes. */
export const GATE_REPORT_SLOT_MINUTES = 15;

const count = z.number().int();
const keyed = z.object({ key: z.union([recordId, z.string()]).nullable(), label: z.string().nullable(), count });

/**
 * `GET /api/events/{eventId}/reports/gate` (issue 28): the gate's scans of the report's attendees (the
 * caller's row scope and the filters of every report), counted by the database. Scans of vehicles and of
 * passes that named no attendee are not in it.
 */
export const gateReportDtoSchema = z.object({
  /** The report's attendees. */
  registered: count,
  /** Attendees let in at least once (an admitted IN scan). */
  entered: count,
  /** Attendees never let in (registered, no admitted entry). */
  no_shows: count,
  /** Admitted entries per zone per 15-minute UTC slot (`YYYY-MM-DDTHH:MM`, the slot's start), by slot then zone. */
  check_ins: z.array(z.object({ zone_id: recordId, zone: z.string(), slot: z.string(), count })),
  /** Entries per zone over the whole report. */
  by_zone: z.array(keyed),
  /**
   * Occupancy peaks: per zone entered, the most of the report's attendees inside at once (`count`) and the first
   * moment the zone held that many (`at`, ISO 8601 UTC), most first. A holder is inside from an admitted IN to the
   * next admitted OUT of the zone, as the gate counts; under a filter only the filtered attendees are counted.
   */
  peaks: z.array(z.object({ zone_id: recordId, zone: z.string(), count, at: z.string() })),
  /** Refused scans by the reason of the refusal. */
  denials: z.array(keyed),
  /** Scans per device (`key` the device id). */
  by_device: z.array(keyed),
  /** Scans per operator (`key` the user id, null: a kiosk or an offline scan without one). */
  by_operator: z.array(keyed),
  /** Services consumed by the report's attendees (`key` the service id): units used (`count`) and attendees served, most used first. */
  services: z.array(keyed.extend({ key: recordId, label: z.string(), attendees: count })),
  /**
   * The cloakroom: now, the event's hangers, those held by the report's attendees, those free; from the
   * cloakroom's history, the most coats the report's attendees held at once (`peak`) and the first moment
   * they did (`peak_at`, ISO 8601 UTC; null when none was ever held).
   */
  cloakroom: z.object({ hangers: count, held: count, free: count, peak: count, peak_at: z.string().nullable() }),
  /**
   * The cloakroom's use per 15-minute UTC slot (`YYYY-MM-DDTHH:MM`, the slot's start; slots without a deposit
   * or return are left out): hangers handed out to the report's attendees, given back by them, and the coats
   * they held at the slot's end.
   */
  cloakroom_use: z.array(z.object({ slot: z.string(), deposits: count, returns: count, held: count })),
});
export type GateReportDto = z.infer<typeof gateReportDtoSchema>;

export const GATE_REPORT_ROUTES: RouteContract[] = [
  reportRoute(
    'gate',
    'Check-ins per zone per 15 minutes, attendees entered, no-shows, denials by reason, scans per device and operator, occupancy peaks per zone, services consumed, cloakroom hangers, deposits and returns per 15 minutes and peak of coats held (`format`: as a file)',
    gateReportDtoSchema,
  ),
];
