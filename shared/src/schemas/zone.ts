import { z } from 'zod';
import { VEHICLE_TYPES } from '../enums';
import { flag, hexColor, id, optionalText, recordDefaults, requiredText } from './common';
import { optionalDateTime } from './commerce';

/** Most opening windows of one zone. */
export const ZONE_WINDOWS_MAX = 50;
export const ZONE_CAPACITY_MAX = 1_000_000;
/** Most ticket products of one zone's payment rule. */
export const ZONE_TICKETS_MAX = 200;

const window = z.object({ from: optionalDateTime, to: optionalDateTime }).superRefine((w, ctx) => {
  if (!w.from) ctx.addIssue({ code: 'custom', message: 'required', path: ['from'] });
  if (!w.to) ctx.addIssue({ code: 'custom', message: 'required', path: ['to'] });
  if (w.from && w.to && w.from >= w.to) ctx.addIssue({ code: 'custom', message: 'window_end_before_start', path: ['to'] });
});

/**
 * An area of the venue people and vehicles may enter (issue 13): "Paddock", "Pit lane" inside it,
 * "Press room". `code` is what the gate shows and badges print (upper case, unique in the event);
 * `windows` the times it is open (none: always); `parent_id` the zone it lies in.
 */
export const zoneSchema = z.object({
  name_it: requiredText(100),
  name_en: optionalText(100),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'required')
    .max(20)
    .regex(/^[A-Z0-9][A-Z0-9_-]*$/, 'invalid_zone_code'),
  color: hexColor.optional().transform((v) => v ?? null),
  capacity: z
    .preprocess((v: unknown) => (v === '' ? null : v), z.number().int('not_an_integer').min(0).max(ZONE_CAPACITY_MAX).nullish())
    .transform((v) => v ?? null),
  parent_id: id.nullish().transform((v) => v ?? null),
  windows: z
    .array(window)
    .max(ZONE_WINDOWS_MAX)
    .nullish()
    .transform((v) => v ?? []),
  active: flag.optional().transform((v) => v ?? true),
  /** Anti-passback: who is inside cannot enter again before going out (issue 14). */
  anti_passback: flag.optional().transform((v) => v ?? true),
  /** Holders of these attendee categories / vehicle types may enter by default (rights of source DEFAULT). */
  default_attendee_category_ids: z
    .array(id)
    .max(200)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  default_vehicle_types: z
    .array(z.enum(VEHICLE_TYPES, 'invalid_option'))
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  /**
   * The zone's payment rule (issue 29 item 1): attendees enter only with a paid order of one of these
   * products (a ticket: the registration, not the gala dinner); none: no payment is asked.
   */
  ticket_product_ids: z
    .array(id)
    .max(ZONE_TICKETS_MAX)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  /** Attendee categories the payment rule does not apply to (exhibitors, speakers, press, staff). */
  ticket_exempt_category_ids: z
    .array(id)
    .max(200)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
}).superRefine((zone, ctx) => {
  if (zone.ticket_exempt_category_ids.length && !zone.ticket_product_ids.length)
    ctx.addIssue({ code: 'custom', message: 'zone_exempt_without_tickets', path: ['ticket_exempt_category_ids'] });
});
export type ZoneInput = z.output<typeof zoneSchema>;

export const ZONE_DEFAULTS = recordDefaults(zoneSchema, {
  name_it: '',
  name_en: null,
  code: '',
  color: null,
  capacity: null,
  parent_id: null,
  windows: [],
  active: true,
  anti_passback: true,
  default_attendee_category_ids: [],
  default_vehicle_types: [],
  ticket_product_ids: [],
  ticket_exempt_category_ids: [],
});
