import { z } from 'zod';
import { SCAN_DENIALS, SCAN_DIRECTIONS, SCAN_RESULTS } from '../enums';
import { optionalDateTime } from './commerce';
import { id } from './common';

const token = (max: number) =>
  z
    .string('required')
    .trim()
    .min(1, 'required')
    .max(max)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'invalid_format');

/**
 * A scan at a gate (issue 14): the pass code read, the zone and direction the gate is set to, the
 * device and its own nonce (a retry with the same nonce answers the first result and counts once), and
 * the device's time. Online the server decides at its own time and ignores the device's (issue 26); an
 * offline queue's times are believed within bounds (scans.service.ts).
 */
export const scanSchema = z.object({
  code: z.string('required').trim().min(1, 'required').max(200),
  zone_id: id,
  direction: z.enum(SCAN_DIRECTIONS, 'invalid_option'),
  device_id: token(64),
  nonce: token(64),
  scanned_at: optionalDateTime,
  /**
   * "Admit anyway" (issue 29 item 6): a supervisor's reason to let in a holder the gate refuses; the scan
   * is admitted and logged with the refusal it overrode. Only who may `override` AccessControl.
   */
  override_note: z.string().trim().max(500).optional().transform((v) => (v ? v : null)),
});
export type ScanInput = z.output<typeof scanSchema>;

/** At most this many queued scans in one sync request (a device sends its queue in batches). */
export const SCAN_SYNC_BATCH = 500;

/** At most this many rows in one page of `GET …/scans/presence`. */
export const PRESENCE_PAGE_MAX = 5000;

/** A scan decided by a device without the network: when it was read, and what the device answered. */
export const offlineScanSchema = scanSchema.omit({ override_note: true }).extend({
  scanned_at: optionalDateTime.refine((v) => v !== null, 'required').transform((v) => v as string),
  offline_result: z.enum(SCAN_RESULTS, 'invalid_option'),
  offline_reason: z.enum(SCAN_DENIALS, 'invalid_option').nullable().optional(),
});
export type OfflineScanInput = z.output<typeof offlineScanSchema>;

/** `POST …/scans/sync`: a batch of a device's queue; sending it again adds nothing (nonces). */
export const scanSyncSchema = z.object({
  scans: z.array(offlineScanSchema, 'required').min(1, 'required').max(SCAN_SYNC_BATCH),
});
export type ScanSyncInput = z.output<typeof scanSyncSchema>;

/** `GET …/scans/offline-list`: a page after a cursor (`A:12`, `V:3`), only what changed since a moment when given. */
export const offlineListQuerySchema = z.object({
  after: z
    .string()
    .regex(/^[AV]:\d{1,10}$/, 'invalid_format')
    .optional(),
  since: optionalDateTime,
  limit: z.coerce.number('invalid_type').int('invalid_type').min(1).max(2000).optional(),
});
export type OfflineListQuery = z.output<typeof offlineListQuerySchema>;

/**
 * `GET …/scans/presence` (issue 29 item 7): who is inside the event's zones now, a keyset page at a time
 * (`after` the last row's position), downloaded by each gate with its allow-list so that its offline
 * anti-passback knows the entries made through the other gates.
 */
export const presenceListQuerySchema = z.object({
  after: z.coerce.number('invalid_type').int('invalid_type').min(0, 'invalid_type').optional(),
  limit: z.coerce.number('invalid_type').int('invalid_type').min(1).max(PRESENCE_PAGE_MAX).optional(),
});
export type PresenceListQuery = z.output<typeof presenceListQuerySchema>;

/** `GET …/scans/check`: one holder (attendee or vehicle), all the event's zones or one. */
export const gateCheckQuerySchema = z
  .object({
    attendee_id: z.coerce.number('invalid_type').int('invalid_type').positive('invalid_type').optional(),
    vehicle_id: z.coerce.number('invalid_type').int('invalid_type').positive('invalid_type').optional(),
    zone_id: z.coerce.number('invalid_type').int('invalid_type').positive('invalid_type').optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.attendee_id === undefined) === (q.vehicle_id === undefined))
      ctx.addIssue({ code: 'custom', message: 'q_access_holder', path: ['attendee_id'] });
  });
export type GateCheckQuery = z.output<typeof gateCheckQuerySchema>;
