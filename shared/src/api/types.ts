import type { Language, Role } from '../enums';

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
