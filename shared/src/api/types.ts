import type { FontFormat, FontStyle, Language, PaymentStatus, Role } from '../enums';

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
  version: string;
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

export interface EventCompanyDto {
  id: number;
  event_id: number;
  name: string;
  created_at: string;
  updated_at: string;
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
