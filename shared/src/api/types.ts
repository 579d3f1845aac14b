import type { BankTransferDetails } from '../money';
import type {
  AccessRequestOperation,
  AccessRequestStatus,
  AttachmentFileType,
  AttachmentStatus,
  AttachmentTarget,
  Currency,
  ScanDenial,
  ScanDirection,
  ScanResult,
  TotemMode,
  DocumentationStatus,
  FontFormat,
  FontStyle,
  Gender,
  Language,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  Role,
  VehicleType,
} from '../enums';
import type { UiField } from '../ui-config/types';
import type { AttendeeField } from '../attendee-fields';

/** Shapes of the API's answers, shared by the API (which builds them) and the front ends. */

export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

export interface EventRoleDto {
  id: number;
  role: Role;
  event_company_id: number | null;
}

export interface UserDto {
  id: number;
  name: string;
  email: string;
  is_superadmin: boolean;
  is_active: boolean;
  two_factor_confirmed_at: string | null;
  events: EventRoleDto[];
  created_at: string;
  updated_at: string;
}

/** `GET /api/user`. */
export interface CurrentUserDto extends UserDto {
  two_factor_enrolment_required: boolean;
}

export interface EventOptionDto {
  key: string;
  value: string;
}

export interface EventDto {
  id: number;
  name: string;
  sku: string;
  start_at: string | null;
  end_at: string | null;
  address: string;
  zip_code: string;
  city: string;
  country: string;
  event_category_id: number | null;
  token: string;
  image_background: string | null;
  image_background_url: string | null;
  options: EventOptionDto[];
  default_language: Language | null;
  created_at: string;
  updated_at: string;
}

export interface EventCategoryDto {
  id: number;
  name: string;
}

export interface HealthDto {
  status: 'ok' | 'error';
  database: 'up' | 'down';
  /** Signed-in staff only. */
  version?: string;
  /** Signed-in staff only: audit rows that could not be written since the server started. */
  audit_write_failures?: number;
}

export interface AuditLogDto {
  id: number;
  user_id: number | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: number | null;
  ip: string | null;
  details: Record<string, unknown> | null;
  created_at: string;
}

/** `GET /api/events/{eventId}/companies/{id}`. Quotas: null is no limit. */
export interface EventCompanyDto {
  id: number;
  event_id: number;
  name: string;
  vat_number: string | null;
  fiscal_code: string | null;
  email: string | null;
  phone: string | null;
  contact_name: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  attendee_quota: number | null;
  vehicle_quota: number | null;
  /** Attendees registered for the company: the use of `attendee_quota` (38 of 50). */
  attendee_count: number;
  created_at: string;
  updated_at: string;
}

/** `GET /api/events/{eventId}/companies/{id}/users`: an account that signs in for the company (role COMPANY). */
export interface CompanyUserDto {
  id: number;
  name: string;
  email: string;
  is_active: boolean;
}

/**
 * One bar of a statistics chart. `id` is the record's id, `'none'` for attendees without one (no
 * category, no company) and `'other'` for the companies after the first 20; `name` is null for both,
 * the UI labels them.
 */
export interface StatsGroupDto {
  id: number | 'none' | 'other';
  name: string | null;
  count: number;
}

/**
 * `GET /api/events/{eventId}/stats[?from=YYYY-MM-DD&to=YYYY-MM-DD]`: the event dashboard, computed
 * in SQL over the attendees the caller may read (a COMPANY user: its own company's only).
 */
export interface EventStatsDto {
  totals: {
    attendees: number;
    pending: number;
    badges_delivered: number;
    /** Companies of the event the caller may see (a COMPANY user: 1), with or without attendees. */
    companies: number;
  };
  /** Every category of the event (zeros included), most attendees first, then `'none'` if any. */
  by_category: StatsGroupDto[];
  /** The 20 companies with most attendees, then `'none'` and `'other'` when not zero; counts add up to `totals.attendees`. */
  by_company: StatsGroupDto[];
  /** Always the three statuses, in the order of PAYMENT_STATUSES, zeros included. */
  by_payment_status: { status: PaymentStatus; count: number }[];
  /**
   * Registrations per UTC day, oldest first, days without registrations left out: the latest 60 days
   * that have registrations, or every such day between `from` and `to` (both included, either optional).
   */
  registrations_per_day: { date: string; count: number }[];
  /**
   * Money of the orders that are not cancelled, per currency (issue 11): paid and pending amounts
   * (gross, cents) and their order counts, over the attendees the caller may read.
   */
  money: { currency: string; paid_cents: number; pending_cents: number; paid_orders: number; pending_orders: number }[];
}

/** `GET /api/fonts/{id}`; the bytes are at `file_url` (the storage path is never sent). */
export interface FontDto {
  id: number;
  name: string;
  family: string;
  style: FontStyle;
  weight: number;
  format: FontFormat;
  mime: string;
  size: number;
  file_url: string;
  created_at: string;
  updated_at: string;
}

/** `GET /api/events/{eventId}/product-categories/{id}` (ADMIN). */
export interface ProductCategoryDto {
  id: number;
  event_id: number;
  name_it: string;
  name_en: string | null;
  position: number;
  created_at: string;
  updated_at: string;
}

/** `GET /api/events/{eventId}/products/{id}` (ADMIN). Money in cents, VAT in basis points (2200 = 22 %). */
export interface ProductDto {
  id: number;
  event_id: number;
  category_id: number | null;
  name_it: string;
  name_en: string | null;
  description_it: string | null;
  description_en: string | null;
  /** VAT-inclusive unit price. */
  price_cents: number;
  vat_rate: number;
  currency: Currency;
  /** null: unlimited. */
  stock: number | null;
  /** Units held by orders that are not cancelled (DRAFT orders included: their payment is open). */
  sold: number;
  /** stock − sold; null when unlimited. */
  available: number | null;
  max_per_attendee: number | null;
  sale_starts_at: string | null;
  sale_ends_at: string | null;
  /** null: every attendee category may buy. */
  attendee_category_ids: number[] | null;
  active: boolean;
  created_at: string;
  updated_at: string;
}

export interface OrderLineDto {
  id: number;
  product_id: number;
  /** The product's Italian name when ordered (a later rename does not change the order). */
  product_name: string;
  quantity: number;
  unit_price_cents: number;
  vat_rate: number;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
}

/** One change of an order: who (a staff user, the attendee, or neither for the payment provider), what, when. */
export interface OrderEventDto {
  id: number;
  action: string;
  user_id: number | null;
  attendee_id: number | null;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  from_payment_status: PaymentStatus | null;
  to_payment_status: PaymentStatus;
  note: string | null;
  created_at: string;
}

/** An order in lists (`GET /api/events/{eventId}/orders`). */
export interface OrderDto {
  id: number;
  event_id: number;
  attendee_id: number;
  /** The attendee's name and e-mail, for lists; null if the attendee has none. */
  attendee: { id: number; first_name: string | null; last_name: string | null; email: string | null };
  /** Progressive within the event, from 1. */
  number: number;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  total_net_cents: number;
  total_vat_cents: number;
  total_gross_cents: number;
  currency: Currency;
  stripe_session_id: string | null;
  paid_at: string | null;
  cancelled_at: string | null;
  refund_note: string | null;
  created_at: string;
  updated_at: string;
}

/** `GET /api/events/{eventId}/orders/{id}` and the answers of the order actions. */
export interface OrderDetailDto extends OrderDto {
  lines: OrderLineDto[];
  /** Oldest first. */
  events: OrderEventDto[];
}

/** What a checkout answers: the order, and where to send the attendee to pay (Stripe), else null. */
export interface CheckoutResultDto {
  order: OrderDetailDto;
  redirect_url: string | null;
}

/** Every field of an attendee (SPEC §3) as the API writes it; dates are ISO 8601 (`YYYY-MM-DD` for calendar dates). */
export interface AttendeeRecord {
  uuid: string;
  attendee_code: string;
  age: number | null;
  origin_region: string | null;
  gender: Gender | null;
  event_attendee_category_id: number | null;
  title: string | null;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  email: string | null;
  phone: string | null;
  fiscal_code: string | null;
  country: string | null;
  other_email: string | null;
  other_phone: string | null;
  job_title: string | null;
  discipline: string | null;
  employer: string | null;
  work_address: string | null;
  work_city: string | null;
  work_state: string | null;
  work_zip: string | null;
  work_country: string | null;
  event_company_id: number | null;
  registration_date: string | null;
  pending: boolean;
  badge_delivered: boolean;
  badge_delivered_at: string | null;
  has_disability: boolean;
  payment_status: PaymentStatus;
  /** Null until the server first computes it (a new attendee, before its first write). */
  documentation_status: DocumentationStatus | null;
  sponsor_name: string | null;
  food_restriction: string | null;
  additional_info: string | null;
  vat_number: string | null;
  date_of_birth: string | null;
  hire_date: string | null;
  place_of_birth: string | null;
  province_of_birth: string | null;
  citizenship: string | null;
  identity_card_number: string | null;
  address: string | null;
  postal_code: string | null;
  municipality: string | null;
  province: string | null;
  app_lang: Language;
}
type SameKeys<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : false;
/** Compile-time check: AttendeeRecord has every field of the table but `id` (in AttendeeDto), and no other. */
export type AttendeeRecordMatchesFieldTable = Assert<SameKeys<keyof AttendeeRecord, Exclude<AttendeeField, 'id'>>>;
type Assert<T extends true> = T;

/**
 * `GET /api/events/{eventId}/attendees[/{id}]`: `id`, `event_id` and the timestamps always; every
 * field of AttendeeRecord only when the caller's UI configuration shows it (field scope); `tag_ids`
 * only for roles that may read the event's tags.
 */
export type AttendeeDto = {
  id: number;
  event_id: number;
  tag_ids?: number[];
  created_at: string;
  updated_at: string;
} & Partial<AttendeeRecord>;

/** `GET /api/events/{eventId}/attendees/create`: the new record's defaults and the caller's form (all 47 fields, with flags). */
export interface AttendeeCreateFormDto {
  defaults: Partial<AttendeeRecord> & { tag_ids?: number[] };
  fields: UiField[];
}

/** `GET /api/events/{eventId}/attendee-categories/{id}`. */
export interface AttendeeCategoryDto {
  id: number;
  event_id: number;
  name: string;
  /** Attendees in the category (a category in use is not deleted). */
  attendee_count: number;
  created_at: string;
  updated_at: string;
}

/**
 * `GET /api/events/{eventId}/payment-settings`: the event's payment settings, what the attendees are
 * offered now (enabled and configured) and what this server can take at all (Stripe needs its keys).
 */
export interface PaymentSettingsDto {
  methods: PaymentMethod[];
  iban: string | null;
  beneficiary: string | null;
  bank_name: string | null;
  bic: string | null;
  reference_pattern: string | null;
  desk_text_it: string | null;
  desk_text_en: string | null;
  offered: PaymentMethod[];
  server_methods: PaymentMethod[];
}

/** `GET /api/events/{eventId}/vehicles/{id}`: a vehicle, its company and driver (ids), its specs. */
export interface VehicleDto {
  id: number;
  event_id: number;
  plate: string;
  /** The plate has the Italian pattern (AB123CD). */
  plate_italian: boolean;
  country: string | null;
  type: VehicleType;
  brand: string | null;
  model: string | null;
  color: string | null;
  event_company_id: number | null;
  driver_attendee_id: number | null;
  valid_from: string | null;
  valid_to: string | null;
  pending: boolean;
  notes: string | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  weight_kg: number | null;
  fuel: string | null;
  trailer: boolean;
  documentation_status: DocumentationStatus | null;
  created_at: string;
  updated_at: string;
}

/** `GET /api/events/{eventId}/access-rights/{id}`: one holder (attendee or vehicle) may enter one zone. */
export interface AccessRightDto {
  id: number;
  event_id: number;
  attendee_id: number | null;
  vehicle_id: number | null;
  zone_id: number;
  valid_from: string | null;
  valid_to: string | null;
  /** STAFF: granted directly; REQUEST: by an approved request; DEFAULT: by the holder's category or type. */
  source: 'STAFF' | 'REQUEST' | 'DEFAULT';
  created_at: string;
}

/** `GET /api/events/{eventId}/access-control-requests/{id}`: one asked change of one holder's access to one zone. */
export interface AccessRequestDto {
  id: number;
  event_id: number;
  operation: AccessRequestOperation;
  status: AccessRequestStatus;
  attendee_id: number | null;
  vehicle_id: number | null;
  holder_type: 'ATTENDEE' | 'VEHICLE';
  /** The attendee's name or the vehicle's plate when asked (kept once the holder is gone). */
  holder_label: string;
  event_company_id: number | null;
  zone_id: number;
  valid_from: string | null;
  valid_to: string | null;
  note: string | null;
  requested_by: number | null;
  /** The requester's name, for the reviewer. */
  requested_by_name: string | null;
  reason: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}

/** `POST …/access-control-requests`: the records made, one per holder and zone (`id` the first, for react-admin). */
export interface AccessRequestsCreatedDto {
  id: number;
  ids: number[];
  count: number;
}

/** `POST …/access-control-requests/decide`: which requests this call decided, and which were decided already. */
export interface AccessRequestsDecidedDto {
  decided: number[];
  already_decided: number[];
  /** Approvals turned into rejections because the holder was deleted meanwhile. */
  holder_gone: number[];
}

/** `GET /api/events/{eventId}/attachment-definitions/{id}`: a document asked of attendees, vehicles or companies. */
export interface AttachmentDefinitionDto {
  id: number;
  event_id: number;
  name_it: string;
  name_en: string | null;
  target: AttachmentTarget;
  required: boolean;
  attendee_category_ids: number[];
  vehicle_types: VehicleType[];
  file_types: AttachmentFileType[];
  max_size_mb: number;
  expiry_required: boolean;
  validation_required: boolean;
  active: boolean;
  created_at: string;
  updated_at: string;
}

/** `GET /api/events/{eventId}/attachments/{id}`: one uploaded file of a holder; `current` false once replaced. */
export interface AttachmentDto {
  id: number;
  event_id: number;
  definition_id: number;
  holder_type: AttachmentTarget;
  attendee_id: number | null;
  vehicle_id: number | null;
  /** The holder's company (the company itself for a COMPANY document). */
  event_company_id: number | null;
  /** The name the file had on the uploader's computer (shown, never used to store or serve it). */
  file_name: string;
  file_type: AttachmentFileType;
  size: number;
  /** EXPIRED as soon as `expires_at` has passed, even before the sweep records it. */
  status: AttachmentStatus;
  reason: string | null;
  expires_at: string | null;
  current: boolean;
  replaced_by: number | null;
  uploaded_by: number | null;
  uploaded_by_name: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}

/** A holder whose papers need the company's attention, in the portal. */
export interface PortalHolderDto {
  id: number;
  label: string;
  documentation_status: DocumentationStatus;
}

/**
 * `GET /api/events/{eventId}/companies/{id}/portal`: a company's home for the event (issue 13) — its
 * attendees and vehicles against its quotas, their documentation, its own documents, its requests.
 */
export interface CompanyPortalDto {
  company: { id: number; name: string; attendee_quota: number | null; vehicle_quota: number | null };
  attendees: { total: number; documentation: Record<DocumentationStatus, number>; to_fix: PortalHolderDto[] };
  vehicles: { total: number; documentation: Record<DocumentationStatus, number>; to_fix: PortalHolderDto[] };
  /** The company's own documents (COMPANY definitions). */
  company_documentation: DocumentationStatus;
  requests: Record<AccessRequestStatus, number>;
}

/** `GET /api/events/{eventId}/attendees/{id}/pass` (or vehicles): the holder's signed pass code and its QR (SVG). */
export interface PassDto {
  holder_type: 'ATTENDEE' | 'VEHICLE';
  holder_id: number;
  /** Goes up when the pass is reissued; codes of an earlier version are revoked. */
  version: number;
  code: string;
  qr_svg: string;
}

/** The holder as the gate screen shows it. */
export interface ScanHolderDto {
  type: 'ATTENDEE' | 'VEHICLE';
  id: number;
  /** The attendee's name, the vehicle's plate. */
  label: string;
  company: string | null;
  /** The attendee's category, the vehicle's type. */
  category: string | null;
}

/** `POST /api/events/{eventId}/scans`, `GET …/access-controls`: one scan at a gate and what the gate answered. */
export interface ScanDto {
  id: number;
  event_id: number;
  zone_id: number;
  direction: ScanDirection;
  result: ScanResult;
  reason: ScanDenial | null;
  holder: ScanHolderDto | null;
  device_id: string;
  nonce: string;
  user_id: number | null;
  scanned_at: string;
  /** The zone's occupancy after the scan (inside now). */
  inside: number;
  /** Decided by a device without network, synced later. */
  offline: boolean;
  /**
   * An offline admission the server would have refused, and why (e.g. another device admitted the holder
   * first, or the zone was full); `device_clock`: an offline scan whose device time was out of bounds
   * (logged at the server's time instead).
   */
  conflict: ScanDenial | null;
  /** Admitted anyway by a supervisor (issue 29 item 6): the refusal overridden, and the reason given. */
  overridden: ScanDenial | null;
  override_note: string | null;
  /** What the refusal needs shown (only in a scan's own answer): the first entry of who is inside, the amount due. */
  detail?: ScanDetailDto | null;
  created_at: string;
}

/** The facts behind a refusal (issue 29 item 6). */
export interface ScanDetailDto {
  /** `already_inside`: when and through which device (and zone) the holder went in. */
  first_entry: { at: string; zone_id: number; device_id: string | null } | null;
  /** `not_paid`: what the holder's open orders of the zone's tickets still ask for (null: no such order). */
  amount_due: { cents: number; currency: string } | null;
}

/** A zone as an offline gate needs it: whether it is open, and whether a second entry is refused. */
export interface OfflineZone {
  id: number;
  code: string;
  name_it: string;
  name_en: string | null;
  parent_id: number | null;
  active: boolean;
  anti_passback: boolean;
  /** The zone admits attendees only with a paid order of one of its products, or of an exempt category (issue 29 item 1). */
  ticket_required: boolean;
  windows: { from: string; to: string }[];
}

/** A sealed entry as stored: its id, the AES-GCM nonce and the ciphertext, base64url. */
export interface OfflineEnvelope {
  k: string;
  iv: string;
  d: string;
}

/**
 * `GET /api/events/{eventId}/scans/offline-list`: a page of the gates' offline allow-list — the event's
 * public key and zones in clear, each holder sealed with its own pass code (shared/src/offline-pass.ts).
 * `next` is the cursor of the following page, null at the end.
 */
export interface OfflineListDto {
  event_id: number;
  public_key: string;
  zones: OfflineZone[];
  generated_at: string;
  entries: OfflineEnvelope[];
  /**
   * With `since` (first page): the entry ids to delete, of codes revoked since then (passes reissued)
   * and of holders deleted since then.
   */
  revoked: string[];
  /**
   * With `since`: true when the zones' defaults changed since then (any entry may have changed): the
   * page holds nothing else, and the gate downloads the whole list again (without `since`).
   */
  refresh_all: boolean;
  next: string | null;
}

/** `GET /api/events/{eventId}/services`: a consumable on site, and how many units were taken. */
export interface ServiceDto {
  id: number;
  event_id: number;
  name_it: string;
  name_en: string | null;
  zone_id: number | null;
  starts_at: string | null;
  ends_at: string | null;
  attendee_category_ids: number[];
  limit_per_attendee: number;
  active: boolean;
  /** Units taken so far, by everyone. */
  used: number;
  created_at: string;
  updated_at: string;
}

/** Why a service point says no. */
export type ServiceDenial =
  | 'invalid_signature'
  | 'other_event'
  | 'revoked'
  | 'unknown_holder'
  | 'not_attendee'
  | 'inactive'
  | 'outside_window'
  | 'category'
  | 'limit_reached';

/** `POST …/services/{id}/consume`: one unit taken, or why not; the attendee's units used of their limit. */
export interface ServiceConsumeDto {
  result: 'CONSUMED' | 'DENIED';
  reason: ServiceDenial | null;
  holder: ScanHolderDto | null;
  used: number;
  limit: number;
}

/** `GET …/attendees/{id}/used-services`: the services the attendee used, with how many units. */
export interface AttendeeUsedServiceDto {
  service_id: number;
  name_it: string | null;
  name_en: string | null;
  used: number;
  limit: number | null;
  last_used_at: string;
}

/** `GET /api/events/{eventId}/hangers`: a numbered hanger of the cloakroom, and who holds it. */
export interface HangerDto {
  id: number;
  event_id: number;
  rack: string;
  number: number;
  /** What the tag says: `A-12`. */
  label: string;
  holder: ScanHolderDto | null;
  taken_at: string | null;
}

/** `POST …/hangers/deposit|return`: the hanger given or freed, or why not. */
export interface HangerActionDto {
  result: 'DONE' | 'DENIED';
  reason:
    | 'invalid_signature'
    | 'other_event'
    | 'revoked'
    | 'unknown_holder'
    | 'not_attendee'
    | 'cloakroom_full'
    | 'hanger_taken'
    | 'no_hanger'
    | 'holds_one'
    | null;
  hanger: HangerDto | null;
}

/** `GET /api/events/{eventId}/totems`: a self check-in kiosk and how it is doing. */
export interface TotemDto {
  id: number;
  event_id: number;
  name: string;
  zone_id: number;
  mode: TotemMode;
  active: boolean;
  last_heartbeat_at: string | null;
  /** A heartbeat came in the last two minutes. */
  online: boolean;
  last_scan_at: string | null;
  last_error: string | null;
  error_count: number;
  /** When staff last asked the kiosk to start again (it reloads at its next heartbeat). */
  reset_at: string | null;
  created_at: string;
  updated_at: string;
}

/** `POST …/totems/{id}/pairing`: a one-time code (10 minutes) that pairs a kiosk with this totem; shown once. */
export interface TotemPairingDto {
  code: string;
  expires_at: string;
  /** The kiosk's pairing page with the code (`/#/kiosk?code=…`), and its QR code as SVG. */
  url: string;
  qr_svg: string;
}

/** `POST /api/totem-devices`: the kiosk's credential, sent back as `Authorization: Bearer …` on the totem's own calls. */
export interface TotemDeviceDto {
  token: string;
  event_id: number;
  totem_id: number;
}

/** `GET …/totems/{id}/kiosk`: what the kiosk page shows besides the totem. */
export interface TotemKioskDto {
  totem: TotemDto;
  event: { id: number; name: string; language: Language };
}

/** `POST …/totems/{id}/checkin`: what the kiosk shows — a welcome, or why not. */
export interface TotemCheckinDto {
  result: 'WELCOME' | 'DENIED';
  reason: ScanDenial | 'invalid_code' | null;
  holder: ScanHolderDto | null;
  /** Let into the totem's zone (or already inside); null when the totem only prints. */
  checked_in: boolean | null;
  /** The badge's print job recorded; false: printed already; null when the totem only checks in. */
  printed: boolean | null;
}

/** `POST /api/events/{eventId}/scans/sync`: what became of each queued scan, in the order sent. */
export type ScanSyncItemDto =
  | { nonce: string; id: number; result: ScanResult; reason: ScanDenial | null; conflict: ScanDenial | null; inside: number }
  | { nonce: string; error: string };
export interface ScanSyncDto {
  results: ScanSyncItemDto[];
}

/** `GET /api/events/{eventId}/access-controls/occupancy`: who is inside each zone now, and the peak. */
export interface ZoneOccupancyDto {
  zone_id: number;
  inside: number;
  peak: number;
  capacity: number | null;
}

/** `GET /api/{token}/pass`: the signed-in attendee's own pass, to show at the gate. */
export interface MyAreaPassDto {
  code: string;
  version: number;
  qr_svg: string;
}

/** `GET /api/events/{eventId}/pass-key`: what an offline gate verifies pass codes with. */
export interface PassKeyDto {
  algorithm: 'Ed25519';
  /** The raw 32-byte public key, base64url. */
  public_key: string;
  /** The pass code format (shared/src/pass-code.ts). */
  format: number;
}

/** `GET /api/events/{eventId}/access-rights/effective?attendee_id=…|vehicle_id=…&at=…`: the zones the holder may enter then. */
export interface EffectiveAccessDto {
  at: string;
  /** `default`: the holder's category or vehicle type carries the zone (else only explicit rights). */
  zones: { id: number; code: string; name_it: string; name_en: string | null; default: boolean }[];
}

/** One zone as the gate would answer the holder there now (issue 29 item 2). */
export interface GateCheckZoneDto {
  id: number;
  code: string;
  name_it: string;
  name_en: string | null;
  /** The holder has a right there (explicit, at any time) or its category / vehicle type enters by default. */
  has_right: boolean;
  /** By the holder's category or vehicle type. */
  default: boolean;
  /** What a scan at this zone would answer now: null admitted, else the refusal's reason. */
  reason: ScanDenial | null;
}

/**
 * `GET /api/events/{eventId}/scans/check?attendee_id=…|vehicle_id=…[&zone_id=…]`: what the gate would
 * answer the holder at each zone of the event (or the one asked) now — the gate's own decision over the
 * same facts, so the access tab, the request queue and the gate say the same (issue 29 item 2).
 */
export interface GateCheckDto {
  at: string;
  holder: ScanHolderDto;
  pending: boolean;
  documentation_status: DocumentationStatus | null;
  zones: GateCheckZoneDto[];
}

/** `GET /api/events/{eventId}/zones/{id}`: an area of the venue, its opening windows and the zone it lies in. */
export interface ZoneDto {
  id: number;
  event_id: number;
  name_it: string;
  name_en: string | null;
  code: string;
  color: string | null;
  capacity: number | null;
  parent_id: number | null;
  windows: { from: string; to: string }[];
  active: boolean;
  /** Who is inside cannot enter again before going out. */
  anti_passback: boolean;
  /** The attendee categories and vehicle types whose holders may enter by default. */
  default_attendee_category_ids: number[];
  default_vehicle_types: VehicleType[];
  /**
   * The zone's payment rule (issue 29 item 1): it admits attendees only with a paid order of one of
   * these products (a ticket); none: no payment rule. Attendees of the exempt categories need none.
   */
  ticket_product_ids: number[];
  ticket_exempt_category_ids: number[];
  created_at: string;
  updated_at: string;
}

/** `GET /api/events/{eventId}/tags/{id}`. */
export interface TagDto {
  id: number;
  event_id: number;
  name: string;
  color: string | null;
  created_at: string;
  updated_at: string;
}

/** `GET /api/events/{eventId}/filters/{id}`: a saved list filter; `owned` when the caller saved it. */
export interface SavedFilterDto {
  id: number;
  event_id: number;
  user_id: number;
  name: string;
  resource: string;
  filter: Record<string, unknown>;
  shared: boolean;
  owned: boolean;
  created_at: string;
  updated_at: string;
}

import type { HistorySubject } from '../resources/registry';
export { HISTORY_SUBJECTS, type HistorySubject } from '../resources/registry';
export type HistoryAction = 'create' | 'update' | 'delete';

/**
 * One entry of the actions history (`GET /api/events/{eventId}/attendees/{id}/history`, newest
 * first): who did what and when, with each changed field as `[old, new]` (null for "empty"; a create
 * lists the values set, a delete the values removed). Fields hidden from the caller are left out.
 */
export interface ActionHistoryDto {
  id: number;
  subject_type: HistorySubject;
  subject_id: number;
  action: HistoryAction;
  user_id: number | null;
  user_email: string | null;
  changes: Record<string, [unknown, unknown]>;
  created_at: string;
}

/** `GET /api/events/{eventId}/attendees/{id}/sessions`: the sessions the attendee takes part in, earliest first. */
/** One of the signed-in user's sessions ("my sessions", issue 12). */
export interface UserSessionDto {
  id: string;
  created_at: string;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
  /** The session of this request. */
  current: boolean;
}

/** Whether this session has confirmed the password recently enough for account changes. */
export interface PasswordConfirmationDto {
  confirmed: boolean;
  expires_at: string | null;
}

export interface AttendeeSessionDto {
  id: number;
  attendee_id: number;
  title: string;
  starts_at: string | null;
  room: string | null;
}

/** What `DELETE …/attendees/{id}/remove_used_service/{serviceId}` removed: the attendee's uses of that service. */
export interface RemovedUsedServiceDto {
  attendee_id: number;
  service_id: number;
  removed: number;
}

/** What `DELETE …/attendees/{id}/remove_survey_submission/{submissionId}` removed. */
export interface SurveySubmissionDto {
  id: number;
  attendee_id: number;
  survey_id: number | null;
  created_at: string;
}

// ─── my area: the attendee site (issue 6, SPEC §7; myarea/src/api.ts parses these) ─────────────────

/** A consent the attendee gives to the event's terms (none until the terms issue lands: `terms` is `[]`). */
export interface MyAreaTermDto {
  id: number;
  title: string;
  text: string;
  required: boolean;
}

/** `GET /api/external/{token}/event`: what anyone holding the event's link may see; nothing internal. */
export interface MyAreaEventDto {
  id: number;
  name: string;
  start_at: string | null;
  end_at: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  image_background_url: string | null;
  /** The event's DEFAULT_LANGUAGE option, or null. */
  default_language: Language | null;
  /** The languages of the attendee site. */
  languages: Language[];
  terms: MyAreaTermDto[];
}

/** The signed-in attendee: id, the fields their `ATTENDEE` UI configuration lets them see, and their language. */
export type MyAreaAttendeeDto = { id: number; app_lang: Language } & Record<string, unknown>;

/** `GET|PUT /api/{token}/attendee`, `POST /api/{token}/attendee/login`: the attendee and the visible fields with their flags. */
export interface MyAreaAttendeeResponseDto {
  attendee: MyAreaAttendeeDto;
  fields: UiField[];
  /** A new e-mail waiting for the code sent to it (`POST /api/{token}/attendee/email {code}`); the old one stays until then. */
  pending_email?: string;
}

/** `GET /api/events/{eventId}/myarea-link`: the event's attendee site, and its QR code as SVG. */
export interface MyAreaLinkDto {
  url: string;
  qr_svg: string;
}

/** `POST /api/events/{eventId}/attendees/send-myarea-link`: how many were e-mailed, and why not the others. */
export interface SendMyAreaLinkResultDto {
  sent: number;
  /** Attendees of the selection without an e-mail address. */
  without_email: number;
  /** Ids that are no attendee the caller may write (another event, another company, deleted). */
  not_found: number;
}

/** `POST /api/{token}/attendee/otp`: always this, whether or not the e-mail is an attendee's. */
export interface MyAreaOtpResultDto {
  sent: true;
}

/** A product as the attendee sees it, in their language, with what they may buy now. */
export interface MyAreaProductDto {
  id: number;
  category: { id: number; name: string } | null;
  name: string;
  description: string | null;
  /** VAT-inclusive unit price. */
  price_cents: number;
  currency: Currency;
  /** Basis points: 2200 = 22 %. */
  vat_rate: number;
  /** Whether the attendee may put it in the cart now (the checkout's own rules). */
  available: boolean;
  /** Why not: a message key (`product_sale_not_started`, `out_of_stock`, `product_max_per_attendee`…); null when available. */
  unavailable_reason: string | null;
  /** Units left; null: unlimited. */
  remaining: number | null;
  max_per_attendee: number | null;
}

export interface MyAreaOrderLineDto {
  product_id: number;
  /** In the attendee's language when the product still has that name, else as ordered. */
  name: string;
  quantity: number;
  unit_price_cents: number;
}

/** An order as its attendee sees it: no history, refund notes or payment-provider ids. */
export interface MyAreaOrderDto {
  id: number;
  number: number;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  gross_cents: number;
  currency: Currency;
  created_at: string;
  lines: MyAreaOrderLineDto[];
  /** A bank transfer still to be made: where to send it and the reference to write. */
  bank_transfer: BankTransferDetails | null;
  /** An order paid at the desk: the event's instructions, in the attendee's language. */
  desk_text: string | null;
}

/** `GET /api/{token}/products`: the catalogue, the attendee's orders (newest first) and the payment methods on offer. */
export interface MyAreaCatalogueDto {
  products: MyAreaProductDto[];
  orders: MyAreaOrderDto[];
  payment_methods: PaymentMethod[];
}

/** `POST /api/{token}/checkout`: the order, and where to pay it (Stripe), else null. */
export interface MyAreaCheckoutResultDto {
  order: MyAreaOrderDto;
  redirect_url: string | null;
}

// ─── attendee import and export, background jobs (issue 5) ──────────────────────────────────────────

export const JOB_TYPES = ['attendee_import', 'attendee_export', 'vehicle_import'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'interrupted'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** One rejected row of an import: `row` counts data rows from 1 (the header is not a row). */
export interface ImportRowErrorDto {
  row: number;
  field: string;
  messages: string[];
}

/** `POST /api/events/{eventId}/attendees/import` (multipart `file`): the stored upload and what it holds. */
export interface ImportUploadDto {
  upload_id: string;
  format: 'csv' | 'xlsx';
  /** The header row. */
  columns: string[];
  /** Column → attendee field (or null: not imported), matched by header in Italian or English. */
  suggested_mapping: Record<string, string | null>;
  /** The first 5 data rows. */
  sample: string[][];
}

/** The body of preview and apply: column header → attendee field, or null to skip the column. */
export interface ImportMappingInput {
  mapping: Record<string, string | null>;
}

/** `POST …/attendees/import/{uploadId}/preview`: a dry run, nothing written. */
export interface ImportPreviewDto {
  total_rows: number;
  valid_rows: number;
  invalid_rows: number;
  /** The first 200 errors. */
  errors: ImportRowErrorDto[];
  creates: number;
  updates: number;
  /**
   * Names in the category and company columns that match no record of the event (as first written,
   * at most 100 each): the wizard offers to create them, then previews again.
   */
  missing: { event_attendee_category_id: string[]; event_company_id: string[] };
}

/** `GET /api/events/{eventId}/jobs/{id}`. */
export interface JobDto {
  id: number;
  type: JobType;
  status: JobStatus;
  total: number;
  processed: number;
  created: number;
  updated: number;
  failed: number;
  /** The first 200 row errors. */
  errors: ImportRowErrorDto[];
  started_at: string | null;
  finished_at: string | null;
}
