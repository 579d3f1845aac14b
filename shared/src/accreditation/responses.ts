import { z } from 'zod';
import {
  ACCESS_REQUEST_OPERATIONS,
  ACCESS_REQUEST_STATUSES,
  ATTACHMENT_FILE_TYPES,
  ATTACHMENT_STATUSES,
  ATTACHMENT_TARGETS,
  DOCUMENTATION_STATUSES,
  VEHICLE_TYPES,
} from '../enums';
import { id, svg, timestamp, timestamps } from '../api/schema-kit';

/*
 * Accreditation's answers (zones, vehicles, access rights and requests, documents, passes, the
 * company portal): zod schemas, and the types inferred from them.
 */

const holderType = z.enum(['ATTENDEE', 'VEHICLE']);
const documentation = z.enum(DOCUMENTATION_STATUSES);
const window = z.object({ from: z.string(), to: z.string() });

/** `GET /api/events/{eventId}/zones/{id}`: an area of the venue, its opening windows and the zone it lies in. */
export const zoneDtoSchema = z.object({
  id,
  event_id: id,
  name_it: z.string(),
  name_en: z.string().nullable(),
  code: z.string(),
  color: z.string().nullable(),
  capacity: z.number().int().nullable(),
  parent_id: id.nullable(),
  windows: z.array(window),
  active: z.boolean(),
  /** Who is inside cannot enter again before going out. */
  anti_passback: z.boolean(),
  /** The attendee categories and vehicle types whose holders may enter by default. */
  default_attendee_category_ids: z.array(id),
  default_vehicle_types: z.array(z.enum(VEHICLE_TYPES)),
  /**
   * The zone's payment rule (issue 29 item 1): it admits attendees only with a paid order of one of
   * these products (a ticket); none: no payment rule. Attendees of the exempt categories need none.
   */
  ticket_product_ids: z.array(id),
  ticket_exempt_category_ids: z.array(id),
  ...timestamps,
});
export type ZoneDto = z.infer<typeof zoneDtoSchema>;

/** `GET /api/events/{eventId}/vehicles/{id}`: a vehicle, its company and driver (ids), its specs. */
export const vehicleDtoSchema = z.object({
  id,
  event_id: id,
  plate: z.string(),
  /** The plate has the Italian pattern (AB123CD). */
  plate_italian: z.boolean(),
  country: z.string().nullable(),
  type: z.enum(VEHICLE_TYPES),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string().nullable(),
  event_company_id: id.nullable(),
  driver_attendee_id: id.nullable(),
  valid_from: timestamp.nullable(),
  valid_to: timestamp.nullable(),
  pending: z.boolean(),
  notes: z.string().nullable(),
  /** The specs (`length_cm` … `trailer`): only for roles whose vehicle edit menu has the specs tab (field scope). */
  length_cm: z.number().int().nullable().optional(),
  width_cm: z.number().int().nullable().optional(),
  height_cm: z.number().int().nullable().optional(),
  weight_kg: z.number().int().nullable().optional(),
  fuel: z.string().nullable().optional(),
  trailer: z.boolean().optional(),
  documentation_status: documentation.nullable(),
  ...timestamps,
});
export type VehicleDto = z.infer<typeof vehicleDtoSchema>;

/** `GET /api/events/{eventId}/access-rights/{id}`: one holder (attendee or vehicle) may enter one zone. */
export const accessRightDtoSchema = z.object({
  id,
  event_id: id,
  attendee_id: id.nullable(),
  vehicle_id: id.nullable(),
  zone_id: id,
  valid_from: timestamp.nullable(),
  valid_to: timestamp.nullable(),
  /** STAFF: granted directly; REQUEST: by an approved request; DEFAULT: by the holder's category or type. */
  source: z.enum(['STAFF', 'REQUEST', 'DEFAULT']),
  created_at: timestamp,
});
export type AccessRightDto = z.infer<typeof accessRightDtoSchema>;

/** How a holder already has a zone: by its attendee category or vehicle type, by a right of its own, or not at all. */
export const HOLDER_ZONE_ACCESS = ['DEFAULT', 'RIGHT', 'NONE'] as const;
export type HolderZoneAccess = (typeof HOLDER_ZONE_ACCESS)[number];

/**
 * What the reviewer needs to decide a request (issue 29 item 3): the holder's papers now and the zones
 * it already enters (by default or by a right, whatever the window), so a request for what a default
 * already grants says so. Null once the holder is gone.
 */
export const accessRequestHolderNowSchema = z.object({
  documentation_status: documentation.nullable(),
  /** How the holder has the request's zone now. */
  zone_access: z.enum(HOLDER_ZONE_ACCESS),
  zones: z.array(z.object({ id, code: z.string(), default: z.boolean() })),
});
export type AccessRequestHolderNow = z.infer<typeof accessRequestHolderNowSchema>;

/** `GET /api/events/{eventId}/access-control-requests/{id}`: one asked change of one holder's access to one zone. */
export const accessRequestDtoSchema = z.object({
  id,
  event_id: id,
  operation: z.enum(ACCESS_REQUEST_OPERATIONS),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  attendee_id: id.nullable(),
  vehicle_id: id.nullable(),
  holder_type: holderType,
  /** The attendee's name or the vehicle's plate when asked (kept once the holder is gone). */
  holder_label: z.string(),
  event_company_id: id.nullable(),
  zone_id: id,
  valid_from: timestamp.nullable(),
  valid_to: timestamp.nullable(),
  note: z.string().nullable(),
  requested_by: id.nullable(),
  /** The requester's name, for the reviewer. */
  requested_by_name: z.string().nullable(),
  reason: z.string().nullable(),
  decided_by: id.nullable(),
  decided_at: timestamp.nullable(),
  created_at: timestamp,
  holder_now: accessRequestHolderNowSchema.nullable(),
});
export type AccessRequestDto = z.infer<typeof accessRequestDtoSchema>;

/** `POST …/access-control-requests`: the records made, one per holder and zone (`id` the first, for react-admin). */
export const accessRequestsCreatedDtoSchema = z.object({ id, ids: z.array(id), count: z.number().int() });
export type AccessRequestsCreatedDto = z.infer<typeof accessRequestsCreatedDtoSchema>;

/** `POST …/access-control-requests/decide`: which requests this call decided, and which were decided already. */
export const accessRequestsDecidedDtoSchema = z.object({
  decided: z.array(id),
  already_decided: z.array(id),
  /** Approvals turned into rejections because the holder was deleted meanwhile. */
  holder_gone: z.array(id),
});
export type AccessRequestsDecidedDto = z.infer<typeof accessRequestsDecidedDtoSchema>;

/** `GET /api/events/{eventId}/access-rights/effective?attendee_id=…|vehicle_id=…&at=…`: the zones the holder may enter then. */
export const effectiveAccessDtoSchema = z.object({
  at: timestamp,
  /** `default`: the holder's category or vehicle type carries the zone (else only explicit rights). */
  zones: z.array(z.object({ id, code: z.string(), name_it: z.string(), name_en: z.string().nullable(), default: z.boolean() })),
});
export type EffectiveAccessDto = z.infer<typeof effectiveAccessDtoSchema>;

/** `GET /api/events/{eventId}/attachment-definitions/{id}`: a document asked of attendees, vehicles or companies. */
export const attachmentDefinitionDtoSchema = z.object({
  id,
  event_id: id,
  name_it: z.string(),
  name_en: z.string().nullable(),
  target: z.enum(ATTACHMENT_TARGETS),
  required: z.boolean(),
  attendee_category_ids: z.array(id),
  vehicle_types: z.array(z.enum(VEHICLE_TYPES)),
  file_types: z.array(z.enum(ATTACHMENT_FILE_TYPES)),
  max_size_mb: z.number(),
  expiry_required: z.boolean(),
  validation_required: z.boolean(),
  active: z.boolean(),
  ...timestamps,
});
export type AttachmentDefinitionDto = z.infer<typeof attachmentDefinitionDtoSchema>;

/** `GET /api/events/{eventId}/attachments/{id}`: one uploaded file of a holder; `current` false once replaced. */
export const attachmentDtoSchema = z.object({
  id,
  event_id: id,
  definition_id: id,
  holder_type: z.enum(ATTACHMENT_TARGETS),
  attendee_id: id.nullable(),
  vehicle_id: id.nullable(),
  /** The holder's company (the company itself for a COMPANY document). */
  event_company_id: id.nullable(),
  /** The name the file had on the uploader's computer (shown, never used to store or serve it). */
  file_name: z.string(),
  file_type: z.enum(ATTACHMENT_FILE_TYPES),
  size: z.number().int(),
  /** EXPIRED as soon as `expires_at` has passed, even before the sweep records it. */
  status: z.enum(ATTACHMENT_STATUSES),
  reason: z.string().nullable(),
  expires_at: timestamp.nullable(),
  current: z.boolean(),
  replaced_by: id.nullable(),
  uploaded_by: id.nullable(),
  uploaded_by_name: z.string().nullable(),
  decided_by: id.nullable(),
  decided_at: timestamp.nullable(),
  created_at: timestamp,
});
export type AttachmentDto = z.infer<typeof attachmentDtoSchema>;

/** A holder whose papers need the company's attention, in the portal. */
export const portalHolderDtoSchema = z.object({ id, label: z.string(), documentation_status: documentation });
export type PortalHolderDto = z.infer<typeof portalHolderDtoSchema>;

const documentationCounts = z.record(documentation, z.number().int());
const portalHolders = z.object({
  total: z.number().int(),
  documentation: documentationCounts,
  to_fix: z.array(portalHolderDtoSchema),
});

/**
 * `GET /api/events/{eventId}/companies/{id}/portal`: a company's home for the event (issue 13) — its
 * attendees and vehicles against its quotas, their documentation, its own documents, its requests.
 */
export const companyPortalDtoSchema = z.object({
  company: z.object({
    id,
    name: z.string(),
    attendee_quota: z.number().int().nullable(),
    vehicle_quota: z.number().int().nullable(),
  }),
  attendees: portalHolders,
  vehicles: portalHolders,
  /** The company's own documents (COMPANY definitions). */
  company_documentation: documentation,
  requests: z.record(z.enum(ACCESS_REQUEST_STATUSES), z.number().int()),
});
export type CompanyPortalDto = z.infer<typeof companyPortalDtoSchema>;

/** `GET /api/events/{eventId}/attendees/{id}/pass` (or vehicles): the holder's signed pass code and its QR (SVG). */
export const passDtoSchema = z.object({
  holder_type: holderType,
  holder_id: id,
  /** Goes up when the pass is reissued; codes of an earlier version are revoked. */
  version: z.number().int(),
  code: z.string(),
  /** The attendee's code or the vehicle's plate: printed under the QR, typed by hand at a gate online (issue 29 item 5). */
  short_code: z.string(),
  qr_svg: svg,
});
export type PassDto = z.infer<typeof passDtoSchema>;

/** `GET /api/events/{eventId}/pass-key`: what an offline gate verifies pass codes with. */
export const passKeyDtoSchema = z.object({
  algorithm: z.literal('Ed25519'),
  /** The raw 32-byte public key, base64url. */
  public_key: z.string(),
  /** The pass code format (shared/src/pass-code.ts). */
  format: z.number().int(),
});
export type PassKeyDto = z.infer<typeof passKeyDtoSchema>;

/** `GET /api/{token}/pass`: the signed-in attendee's own pass, to show at the gate. */
export const myAreaPassDtoSchema = z.object({
  code: z.string(),
  /** The attendee's code, printed under the QR: typed by hand at the gate or the totem (issue 29 item 5). */
  short_code: z.string(),
  version: z.number().int(),
  qr_svg: svg,
});
export type MyAreaPassDto = z.infer<typeof myAreaPassDtoSchema>;

/** The named schemas of this context, as the OpenAPI document's components. */
export const ACCREDITATION_SCHEMAS = {
  ZoneDto: zoneDtoSchema,
  VehicleDto: vehicleDtoSchema,
  AccessRightDto: accessRightDtoSchema,
  AccessRequestDto: accessRequestDtoSchema,
  AccessRequestsCreatedDto: accessRequestsCreatedDtoSchema,
  AccessRequestsDecidedDto: accessRequestsDecidedDtoSchema,
  EffectiveAccessDto: effectiveAccessDtoSchema,
  AttachmentDefinitionDto: attachmentDefinitionDtoSchema,
  AttachmentDto: attachmentDtoSchema,
  PortalHolderDto: portalHolderDtoSchema,
  CompanyPortalDto: companyPortalDtoSchema,
  PassDto: passDtoSchema,
  PassKeyDto: passKeyDtoSchema,
  MyAreaPassDto: myAreaPassDtoSchema,
};
