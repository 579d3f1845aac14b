/** Roles a user can hold in one event (SPEC §6). Superadmin is a global flag, not a role. */
export const ROLES = ['ADMIN', 'USER', 'VIEWER', 'COMPANY', 'SECRETARY'] as const;
export type Role = (typeof ROLES)[number];

/** Languages of the interface; Italian is the default and the fallback (SPEC §4). */
export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export type Gender = (typeof GENDERS)[number];

export const PAYMENT_STATUSES = ['PAID', 'UNPAID', 'PENDING'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Commerce (issue 6). An order is DRAFT while an online payment is open (stock already reserved),
 * PLACED once confirmed, CANCELLED when it no longer holds stock. Its `payment_status` is one of
 * PAYMENT_STATUSES; the transitions are in docs/decisions.md and backend/src/orders/order-transitions.ts.
 */
export const ORDER_STATUSES = ['DRAFT', 'PLACED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['BANK_TRANSFER', 'ON_SITE', 'STRIPE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Currencies a product may be priced in; one for now. */
export const CURRENCIES = ['EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Keys of event options that the product interprets; other keys are free-form. */
export const EVENT_OPTION_KEYS = { UI_CONFIG: 'UI_CONFIG', DEFAULT_LANGUAGE: 'DEFAULT_LANGUAGE' } as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** What the audit log records (who, when, IP, what). */
export const AUDIT_ACTIONS = [
  'login',
  'login_failed',
  'login_throttled',
  'logout',
  'two_factor_challenge_failed',
  'two_factor_enabled',
  'two_factor_confirmed',
  'two_factor_disabled',
  'two_factor_reset',
  'recovery_codes_regenerated',
  'recovery_code_used',
  'otp_requested',
  'company_login',
  'company_login_failed',
  'roles_changed',
  'user_created',
  'user_updated',
  'user_deleted',
  'account_locked',
  'password_confirmation_failed',
  'password_changed',
  'sessions_ended',
  'totem_pairing_created',
  'totem_paired',
  'totem_pairing_failed',
  'totem_unpaired',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** CSS font styles an uploaded font may declare (fonts of the document templates). */
export const FONT_STYLES = ['normal', 'italic', 'oblique'] as const;
export type FontStyle = (typeof FONT_STYLES)[number];

/** Font files the API accepts, recognised by their first bytes, with the MIME type it serves them with. */
export const FONT_FORMATS = { ttf: 'font/ttf', otf: 'font/otf' } as const;
export type FontFormat = keyof typeof FONT_FORMATS;

/** Kinds of vehicle an event accredits (issue 13). */
export const VEHICLE_TYPES = ['CAR', 'VAN', 'TRUCK', 'MOTORBIKE', 'BUS', 'OTHER'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** What an access-control request asks (issue 13): give the holders the zones, or take them away. */
export const ACCESS_REQUEST_OPERATIONS = ['ADD', 'REMOVE'] as const;
export type AccessRequestOperation = (typeof ACCESS_REQUEST_OPERATIONS)[number];
/** Where an access-control request stands; it is decided once. */
export const ACCESS_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

/** What a required document is about (issue 13): an attendee, a vehicle or a company. */
export const ATTACHMENT_TARGETS = ['ATTENDEE', 'VEHICLE', 'COMPANY'] as const;
export type AttachmentTarget = (typeof ATTACHMENT_TARGETS)[number];
/** The file types a document may be, recognised by the file's content, with the type it is served as. */
export const ATTACHMENT_FILE_TYPES = ['PDF', 'JPEG', 'PNG'] as const;
export type AttachmentFileType = (typeof ATTACHMENT_FILE_TYPES)[number];
export const ATTACHMENT_CONTENT_TYPES: Readonly<Record<AttachmentFileType, string>> = {
  PDF: 'application/pdf',
  JPEG: 'image/jpeg',
  PNG: 'image/png',
};
/** One uploaded file: waiting for staff, valid, rejected with a reason, expired (by hand or past its date). */
export const ATTACHMENT_STATUSES = ['TO_VALIDATE', 'VALID', 'REJECTED', 'EXPIRED'] as const;
export type AttachmentStatus = (typeof ATTACHMENT_STATUSES)[number];
/**
 * A holder's documentation as a whole, in precedence order (the first that applies wins): a current
 * file REJECTED, one EXPIRED, a required document MISSING, one waiting TO_VALIDATE, else COMPLETE.
 */
export const DOCUMENTATION_STATUSES = ['REJECTED', 'EXPIRED', 'MISSING', 'TO_VALIDATE', 'COMPLETE'] as const;
export type DocumentationStatus = (typeof DOCUMENTATION_STATUSES)[number];

/**
 * Which way a scan goes through a gate (issue 14); PRINT is a badge printed at a desk or a totem: no
 * entry, no change of occupancy, once per pass version.
 */
export const SCAN_DIRECTIONS = ['IN', 'OUT', 'PRINT'] as const;
export type ScanDirection = (typeof SCAN_DIRECTIONS)[number];
export const SCAN_RESULTS = ['ADMITTED', 'DENIED'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];
/** What a self check-in kiosk does with a pass (issue 14): let in, print the badge, or both. */
/** What a device does with a pass: a kiosk checks in, prints, or both; GATE is a quick-mode tablet at its zone (issue 29 item 8). */
export const TOTEM_MODES = ['CHECKIN', 'PRINT', 'BOTH', 'GATE'] as const;
export type TotemMode = (typeof TOTEM_MODES)[number];

/**
 * Why a gate says no, in the order it checks; `device_clock` is only ever a conflict: an offline
 * device's time the server cannot believe (issue 26).
 */
export const SCAN_DENIALS = [
  'invalid_signature',
  'other_event',
  'revoked',
  'unknown_holder',
  'pending',
  'zone_closed',
  'no_right',
  'outside_window',
  'documents',
  'not_paid',
  'already_inside',
  'zone_full',
  'already_printed',
  'device_clock',
] as const;
export type ScanDenial = (typeof SCAN_DENIALS)[number];
