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

/** Keys of event options that the product interprets; other keys are free-form. */
export const EVENT_OPTION_KEYS = { UI_CONFIG: 'UI_CONFIG', DEFAULT_LANGUAGE: 'DEFAULT_LANGUAGE' } as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
