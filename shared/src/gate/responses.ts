import { z } from 'zod';
import { DOCUMENTATION_STATUSES, SCAN_DENIALS, SCAN_DIRECTIONS, SCAN_RESULTS, TOTEM_MODES, LANGUAGES } from '../enums';
import { id, svg, timestamp, timestamps } from '../api/schema-kit';

/*
 * The gate's answers (scans, the offline list, services, cloakroom, totems): zod schemas, and the
 * types inferred from them.
 */

const denial = z.enum(SCAN_DENIALS);

/** The holder as the gate screen shows it. */
export const scanHolderDtoSchema = z.object({
  type: z.enum(['ATTENDEE', 'VEHICLE']),
  id,
  /** The attendee's name, the vehicle's plate. */
  label: z.string(),
  company: z.string().nullable(),
  /** The attendee's category, the vehicle's type. */
  category: z.string().nullable(),
});
export type ScanHolderDto = z.infer<typeof scanHolderDtoSchema>;

/** The facts behind a refusal (issue 29 item 6). */
export const scanDetailDtoSchema = z.object({
  /** `already_inside`: when and through which device (and zone) the holder went in. */
  first_entry: z.object({ at: z.string(), zone_id: id, device_id: z.string().nullable() }).nullable(),
  /** `not_paid`: what the holder's open orders of the zone's tickets still ask for (null: no such order). */
  amount_due: z.object({ cents: z.number().int(), currency: z.string() }).nullable(),
});
export type ScanDetailDto = z.infer<typeof scanDetailDtoSchema>;

/** `POST /api/events/{eventId}/scans`, `GET …/access-controls`: one scan at a gate and what the gate answered. */
export const scanDtoSchema = z.object({
  id,
  event_id: id,
  zone_id: id,
  direction: z.enum(SCAN_DIRECTIONS),
  result: z.enum(SCAN_RESULTS),
  reason: denial.nullable(),
  holder: scanHolderDtoSchema.nullable(),
  device_id: z.string(),
  nonce: z.string(),
  user_id: id.nullable(),
  /** Who scanned: the staff account's name, or the paired device's (a kiosk or a gate tablet, issue 29 item 8); null when gone. */
  operator: z.string().nullable(),
  scanned_at: timestamp,
  /** The zone's occupancy after the scan (inside now). */
  inside: z.number().int(),
  /** Decided by a device without network, synced later. */
  offline: z.boolean(),
  /**
   * An offline admission the server would have refused, and why (e.g. another device admitted the holder
   * first, or the zone was full); `device_clock`: an offline scan whose device time was out of bounds
   * (logged at the server's time instead).
   */
  conflict: denial.nullable(),
  /** Admitted anyway by a supervisor (issue 29 item 6): the refusal overridden, and the reason given. */
  overridden: denial.nullable(),
  override_note: z.string().nullable(),
  /** What the refusal needs shown (only in a scan's own answer): the first entry of who is inside, the amount due. */
  detail: scanDetailDtoSchema.nullable().optional(),
  created_at: timestamp,
});
export type ScanDto = z.infer<typeof scanDtoSchema>;


/** One zone as the gate would answer the holder there now (issue 29 item 2). */
export const gateCheckZoneDtoSchema = z.object({
  id,
  code: z.string(),
  name_it: z.string(),
  name_en: z.string().nullable(),
  /** The holder has a right there (explicit, at any time) or its category / vehicle type enters by default. */
  has_right: z.boolean(),
  /** By the holder's category or vehicle type. */
  default: z.boolean(),
  /** What a scan at this zone would answer now: null admitted, else the refusal's reason. */
  reason: denial.nullable(),
});
export type GateCheckZoneDto = z.infer<typeof gateCheckZoneDtoSchema>;

/**
 * `GET /api/events/{eventId}/scans/check?attendee_id=…|vehicle_id=…[&zone_id=…]`: what the gate would
 * answer the holder at each zone of the event (or the one asked) now — the gate's own decision over the
 * same facts, so the access tab, the request queue and the gate say the same (issue 29 item 2).
 */
export const gateCheckDtoSchema = z.object({
  at: timestamp,
  holder: scanHolderDtoSchema,
  pending: z.boolean(),
  documentation_status: z.enum(DOCUMENTATION_STATUSES).nullable(),
  zones: z.array(gateCheckZoneDtoSchema),
});
export type GateCheckDto = z.infer<typeof gateCheckDtoSchema>;

/** A zone as an offline gate needs it: whether it is open, and whether a second entry is refused. */
export const offlineZoneSchema = z.object({
  id,
  code: z.string(),
  name_it: z.string(),
  name_en: z.string().nullable(),
  parent_id: id.nullable(),
  active: z.boolean(),
  anti_passback: z.boolean(),
  /** The zone admits attendees only with a paid order of one of its products, or of an exempt category (issue 29 item 1). */
  ticket_required: z.boolean(),
  windows: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type OfflineZone = z.infer<typeof offlineZoneSchema>;

/** A sealed entry as stored: its id, the AES-GCM nonce and the ciphertext, base64url. */
export const offlineEnvelopeSchema = z.object({ k: z.string(), iv: z.string(), d: z.string() });
export type OfflineEnvelope = z.infer<typeof offlineEnvelopeSchema>;

/**
 * `GET /api/events/{eventId}/scans/offline-list`: a page of the gates' offline allow-list — the event's
 * public key and zones in clear, each holder sealed with its own pass code (shared/src/offline-pass.ts).
 * `next` is the cursor of the following page, null at the end.
 */
export const offlineListDtoSchema = z.object({
  event_id: id,
  public_key: z.string(),
  zones: z.array(offlineZoneSchema),
  generated_at: timestamp,
  entries: z.array(offlineEnvelopeSchema),
  /**
   * With `since` (first page): the entry ids to delete, of codes revoked since then (passes reissued)
   * and of holders deleted since then.
   */
  revoked: z.array(z.string()),
  /**
   * With `since`: true when the zones' defaults changed since then (any entry may have changed): the
   * page holds nothing else, and the gate downloads the whole list again (without `since`).
   */
  refresh_all: z.boolean(),
  next: z.string().nullable(),
});
export type OfflineListDto = z.infer<typeof offlineListDtoSchema>;

/** `GET /api/events/{eventId}/scans/presence`: a page of who is inside which zone now. */
export const presenceListDtoSchema = z.object({
  generated_at: timestamp,
  /** `holder` as the gate names a holder once its entry is opened: `ATTENDEE:12`, `VEHICLE:3`. */
  entries: z.array(z.object({ zone_id: id, holder: z.string() })),
  /** The `after` of the next page; null on the last. */
  next: z.number().int().nullable(),
});
export type PresenceListDto = z.infer<typeof presenceListDtoSchema>;

/** `POST /api/events/{eventId}/scans/sync`: what became of each queued scan, in the order sent. */
export const scanSyncItemDtoSchema = z.union([
  z.object({
    nonce: z.string(),
    id,
    result: z.enum(SCAN_RESULTS),
    reason: denial.nullable(),
    conflict: denial.nullable(),
    inside: z.number().int(),
  }),
  z.object({ nonce: z.string(), error: z.string() }),
]);
export type ScanSyncItemDto = z.infer<typeof scanSyncItemDtoSchema>;
export const scanSyncDtoSchema = z.object({ results: z.array(scanSyncItemDtoSchema) });
export type ScanSyncDto = z.infer<typeof scanSyncDtoSchema>;

/** `GET /api/events/{eventId}/access-controls/occupancy`: who is inside each zone now, and the peak. */
export const zoneOccupancyDtoSchema = z.object({
  zone_id: id,
  inside: z.number().int(),
  peak: z.number().int(),
  capacity: z.number().int().nullable(),
});
export type ZoneOccupancyDto = z.infer<typeof zoneOccupancyDtoSchema>;

/** `GET /api/events/{eventId}/services`: a consumable on site, and how many units were taken. */
export const serviceDtoSchema = z.object({
  id,
  event_id: id,
  name_it: z.string(),
  name_en: z.string().nullable(),
  zone_id: id.nullable(),
  starts_at: timestamp.nullable(),
  ends_at: timestamp.nullable(),
  attendee_category_ids: z.array(id),
  limit_per_attendee: z.number().int(),
  active: z.boolean(),
  /** Units taken so far, by everyone. */
  used: z.number().int(),
  ...timestamps,
});
export type ServiceDto = z.infer<typeof serviceDtoSchema>;

/**
 * Why a service point says no: the code and the holder as the gate refuses them (issue 29 item 11:
 * the same reasons, the gate's decision on pending, papers and the payment rule of the service's zone),
 * then the service's own.
 */
export const SERVICE_DENIALS = [
  'invalid_signature',
  'other_event',
  'revoked',
  'unknown_holder',
  'not_attendee',
  'pending',
  'documents',
  'not_paid',
  'inactive',
  'outside_window',
  'category',
  'limit_reached',
] as const;
export type ServiceDenial = (typeof SERVICE_DENIALS)[number];

/**
 * `POST …/services/{id}/consume`: one unit taken, or why not; the attendee's units used of their limit
 * (`used` null when the code names no attendee: a forged, revoked or foreign code has no count).
 */
export const serviceConsumeDtoSchema = z.object({
  result: z.enum(['CONSUMED', 'DENIED']),
  reason: z.enum(SERVICE_DENIALS).nullable(),
  holder: scanHolderDtoSchema.nullable(),
  used: z.number().int().nullable(),
  limit: z.number().int(),
});
export type ServiceConsumeDto = z.infer<typeof serviceConsumeDtoSchema>;

/** `GET …/attendees/{id}/used-services`: the services the attendee used, with how many units. */
export const attendeeUsedServiceDtoSchema = z.object({
  service_id: id,
  name_it: z.string().nullable(),
  name_en: z.string().nullable(),
  used: z.number().int(),
  limit: z.number().int().nullable(),
  last_used_at: timestamp,
});
export type AttendeeUsedServiceDto = z.infer<typeof attendeeUsedServiceDtoSchema>;

/** What `DELETE …/attendees/{id}/remove_used_service/{serviceId}` removed: the attendee's uses of that service. */
export const removedUsedServiceDtoSchema = z.object({
  attendee_id: id,
  service_id: id,
  removed: z.number().int(),
});
export type RemovedUsedServiceDto = z.infer<typeof removedUsedServiceDtoSchema>;

/** `GET /api/events/{eventId}/hangers`: a numbered hanger of the cloakroom, and who holds it. */
export const hangerDtoSchema = z.object({
  id,
  event_id: id,
  rack: z.string(),
  number: z.number().int(),
  /** What the tag says: `A-12`. */
  label: z.string(),
  holder: scanHolderDtoSchema.nullable(),
  taken_at: timestamp.nullable(),
});
export type HangerDto = z.infer<typeof hangerDtoSchema>;

/** `POST …/hangers/deposit|return`: the hanger given or freed, or why not. */
export const hangerActionDtoSchema = z.object({
  result: z.enum(['DONE', 'DENIED']),
  reason: z
    .enum([
      'invalid_signature',
      'other_event',
      'revoked',
      'unknown_holder',
      'not_attendee',
      'cloakroom_full',
      'hanger_taken',
      'no_hanger',
      'holds_one',
    ])
    .nullable(),
  hanger: hangerDtoSchema.nullable(),
});
export type HangerActionDto = z.infer<typeof hangerActionDtoSchema>;

/** `GET /api/events/{eventId}/totems`: a self check-in kiosk and how it is doing. */
export const totemDtoSchema = z.object({
  id,
  event_id: id,
  name: z.string(),
  zone_id: id,
  mode: z.enum(TOTEM_MODES),
  active: z.boolean(),
  last_heartbeat_at: timestamp.nullable(),
  /** A heartbeat came in the last two minutes. */
  online: z.boolean(),
  last_scan_at: timestamp.nullable(),
  last_error: z.string().nullable(),
  error_count: z.number().int(),
  /** When staff last asked the kiosk to start again (it reloads at its next heartbeat). */
  reset_at: timestamp.nullable(),
  ...timestamps,
});
export type TotemDto = z.infer<typeof totemDtoSchema>;

/** `POST …/totems/{id}/pairing`: a one-time code (10 minutes) that pairs a kiosk with this totem; shown once. */
export const totemPairingDtoSchema = z.object({
  code: z.string(),
  expires_at: timestamp,
  /** The kiosk's pairing page with the code (`/#/kiosk?code=…`), and its QR code as SVG. */
  url: z.string(),
  qr_svg: svg,
});
export type TotemPairingDto = z.infer<typeof totemPairingDtoSchema>;

/** `POST /api/totem-devices`: the kiosk's credential, sent back as `Authorization: Bearer …` on the totem's own calls. */
export const totemDeviceDtoSchema = z.object({ token: z.string(), event_id: id, totem_id: id });
export type TotemDeviceDto = z.infer<typeof totemDeviceDtoSchema>;

/** `GET …/totems/{id}/kiosk`: what the kiosk page shows besides the totem. */
export const totemKioskDtoSchema = z.object({
  totem: totemDtoSchema,
  event: z.object({ id, name: z.string(), language: z.enum(LANGUAGES) }),
});
export type TotemKioskDto = z.infer<typeof totemKioskDtoSchema>;

/** `POST …/totems/{id}/checkin`: what the kiosk shows — a welcome, or why not. */
export const totemCheckinDtoSchema = z.object({
  result: z.enum(['WELCOME', 'DENIED']),
  reason: z.enum([...SCAN_DENIALS, 'invalid_code']).nullable(),
  holder: scanHolderDtoSchema.nullable(),
  /** An attendee's first name then last name, for the welcome (`holder.label` reads last name first); null otherwise. */
  name: z.string().nullable(),
  /** Let into the totem's zone (or already inside); null when the totem only prints. */
  checked_in: z.boolean().nullable(),
  /** The badge's print job recorded; false: printed already; null when the totem only checks in. */
  printed: z.boolean().nullable(),
});
export type TotemCheckinDto = z.infer<typeof totemCheckinDtoSchema>;

/** The named schemas of this context, as the OpenAPI document's components. */
export const GATE_SCHEMAS = {
  ScanHolderDto: scanHolderDtoSchema,
  ScanDto: scanDtoSchema,
  ScanDetailDto: scanDetailDtoSchema,
  GateCheckZoneDto: gateCheckZoneDtoSchema,
  GateCheckDto: gateCheckDtoSchema,
  OfflineZone: offlineZoneSchema,
  OfflineEnvelope: offlineEnvelopeSchema,
  OfflineListDto: offlineListDtoSchema,
  PresenceListDto: presenceListDtoSchema,
  ScanSyncItemDto: scanSyncItemDtoSchema,
  ScanSyncDto: scanSyncDtoSchema,
  ZoneOccupancyDto: zoneOccupancyDtoSchema,
  ServiceDto: serviceDtoSchema,
  ServiceConsumeDto: serviceConsumeDtoSchema,
  AttendeeUsedServiceDto: attendeeUsedServiceDtoSchema,
  RemovedUsedServiceDto: removedUsedServiceDtoSchema,
  HangerDto: hangerDtoSchema,
  HangerActionDto: hangerActionDtoSchema,
  TotemDto: totemDtoSchema,
  TotemPairingDto: totemPairingDtoSchema,
  TotemDeviceDto: totemDeviceDtoSchema,
  TotemKioskDto: totemKioskDtoSchema,
  TotemCheckinDto: totemCheckinDtoSchema,
};
