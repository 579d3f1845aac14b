/*
 * The attendee fields of SPEC §3, defined once: what each field holds and where the screens put it.
 * The catalogue (ATTENDEE_FIELDS), the read-only and staff-only lists, the admin tabs and the my-area
 * groups are read from this table; the zod schema (schemas/attendee.ts) and AttendeeRecord
 * (api/types.ts) are checked against it at compile time. No zod here: my-area imports this module
 * through its own entry point (`@eventdesk/shared/attendee-fields`) without the schemas.
 */

import { DOCUMENTATION_STATUSES, GENDERS, LANGUAGES, PAYMENT_STATUSES } from './enums';

/** What a field holds, and so which control edits it. */
export type AttendeeFieldKind =
  | 'text'
  | 'multiline'
  | 'email'
  | 'phone'
  | 'integer'
  | 'date'
  | 'datetime'
  | 'boolean'
  /** One of a fixed list: `options` names it. */
  | 'select'
  /** The id of another record of the event: `reference` names its API resource. */
  | 'reference';

/** The lists a `select` field picks from: enums.ts (gender, payment status, language) and reference/. */
export type AttendeeFieldOptions = 'gender' | 'payment_status' | 'documentation_status' | 'language' | 'country' | 'region' | 'province';

/** The field tabs of the admin attendee page (a subset of ATTENDEE_EDIT_MENU_ITEMS). */
export type AttendeeFieldTab = 'personal-info' | 'work' | 'misc';

/** The sections of the my-area edit page; fields without one land in "other". */
export type AttendeeFieldGroup = 'personal' | 'contact' | 'work' | 'needs';

export interface AttendeeFieldDefinition {
  kind: AttendeeFieldKind;
  options?: AttendeeFieldOptions;
  reference?: 'attendee-categories' | 'companies';
  /** The admin tab; none: never on a form (the server's own identifiers). */
  tab?: AttendeeFieldTab;
  /** The my-area section. */
  group?: AttendeeFieldGroup;
  /** The HTML `autocomplete` hint of the attendee's own form. */
  autocomplete?: string;
  /** Set by the server, never by a form, whatever the UI configuration says. */
  system?: true;
  /** Decides what the attendee is entitled to or is the staff's bookkeeping: never written by the attendee. */
  staffOnly?: true;
}

const text = (tab: AttendeeFieldTab, group?: AttendeeFieldGroup, autocomplete?: string) =>
  ({ kind: 'text', tab, group, autocomplete }) as const;
const select = (options: AttendeeFieldOptions, tab: AttendeeFieldTab, group?: AttendeeFieldGroup, autocomplete?: string) =>
  ({ kind: 'select', options, tab, group, autocomplete }) as const;

/** Every attendee field, in form order. */
export const ATTENDEE_FIELD_DEFINITIONS = {
  id: { kind: 'integer', system: true },
  uuid: { kind: 'text', system: true },
  attendee_code: { kind: 'text', tab: 'personal-info', system: true },
  age: { kind: 'integer', tab: 'personal-info', group: 'personal' },
  origin_region: select('region', 'personal-info', 'personal'),
  gender: select('gender', 'personal-info', 'personal'),
  event_attendee_category_id: { kind: 'reference', reference: 'attendee-categories', tab: 'misc', staffOnly: true },
  title: text('personal-info', 'personal', 'honorific-prefix'),
  first_name: text('personal-info', 'personal', 'given-name'),
  last_name: text('personal-info', 'personal', 'family-name'),
  company_name: text('work', 'work', 'organization'),
  email: { kind: 'email', tab: 'personal-info', group: 'contact', autocomplete: 'email' },
  phone: { kind: 'phone', tab: 'personal-info', group: 'contact', autocomplete: 'tel' },
  fiscal_code: text('personal-info', 'personal'),
  country: select('country', 'personal-info', 'personal', 'country'),
  other_email: { kind: 'email', tab: 'personal-info', group: 'contact' },
  other_phone: { kind: 'phone', tab: 'personal-info', group: 'contact' },
  job_title: text('work', 'work', 'organization-title'),
  discipline: text('work', 'work'),
  employer: text('work', 'work', 'organization'),
  work_address: text('work', 'work', 'section-work street-address'),
  work_city: text('work', 'work', 'section-work address-level2'),
  work_state: text('work', 'work', 'section-work address-level1'),
  work_zip: text('work', 'work', 'section-work postal-code'),
  work_country: select('country', 'work', 'work', 'section-work country'),
  event_company_id: { kind: 'reference', reference: 'companies', tab: 'work', staffOnly: true },
  registration_date: { kind: 'datetime', tab: 'misc', staffOnly: true },
  pending: { kind: 'boolean', tab: 'misc', staffOnly: true },
  badge_delivered: { kind: 'boolean', tab: 'misc', staffOnly: true },
  badge_delivered_at: { kind: 'datetime', tab: 'misc', system: true },
  has_disability: { kind: 'boolean', tab: 'personal-info', group: 'needs' },
  payment_status: { ...select('payment_status', 'misc'), staffOnly: true },
  /** Whether the required documents are in (issue 13), kept by the server: documentation/documentation-status.ts. */
  documentation_status: { ...select('documentation_status', 'misc'), system: true },
  sponsor_name: text('work', 'work'),
  food_restriction: { kind: 'multiline', tab: 'personal-info', group: 'needs' },
  additional_info: { kind: 'multiline', tab: 'misc', group: 'needs' },
  vat_number: text('work', 'work'),
  date_of_birth: { kind: 'date', tab: 'personal-info', group: 'personal', autocomplete: 'bday' },
  hire_date: { kind: 'date', tab: 'work', group: 'work' },
  place_of_birth: text('personal-info', 'personal'),
  province_of_birth: select('province', 'personal-info', 'personal'),
  citizenship: select('country', 'personal-info', 'personal'),
  identity_card_number: text('personal-info', 'personal'),
  address: text('personal-info', 'personal', 'street-address'),
  postal_code: text('personal-info', 'personal', 'postal-code'),
  municipality: text('personal-info', 'personal', 'address-level2'),
  province: select('province', 'personal-info', 'personal'),
  app_lang: select('language', 'personal-info'),
} as const satisfies Record<string, AttendeeFieldDefinition>;

export type AttendeeField = keyof typeof ATTENDEE_FIELD_DEFINITIONS;
type Definitions = typeof ATTENDEE_FIELD_DEFINITIONS;

/** The fields set by the server (`system: true`), as a type: what no schema or form takes. */
export type AttendeeSystemField = {
  [F in AttendeeField]: Definitions[F] extends { system: true } ? F : never;
}[AttendeeField];
/** The fields a form may write: what the zod schema validates. */
export type AttendeeWritableField = Exclude<AttendeeField, AttendeeSystemField>;

/** The attendee fields of SPEC §3, in form order. */
export const ATTENDEE_FIELDS = Object.keys(ATTENDEE_FIELD_DEFINITIONS) as readonly AttendeeField[];

const DEFINITION_OF: Readonly<Record<string, AttendeeFieldDefinition | undefined>> = ATTENDEE_FIELD_DEFINITIONS;

/** The definition of a field name, undefined for a name that is not an attendee field. */
export function attendeeFieldDefinition(name: string): AttendeeFieldDefinition | undefined {
  return Object.prototype.hasOwnProperty.call(DEFINITION_OF, name) ? DEFINITION_OF[name] : undefined;
}

const fieldsWhere = (test: (d: AttendeeFieldDefinition) => boolean) => ATTENDEE_FIELDS.filter((f) => test(ATTENDEE_FIELD_DEFINITIONS[f]));

/** Set by the system, never by a form (SPEC §3). */
export const ATTENDEE_READONLY_FIELDS: readonly AttendeeField[] = fieldsWhere((d) => d.system === true);

/** Shown to the attendee if the configuration says so, never written by them, whatever it says. */
export const ATTENDEE_STAFF_ONLY_FIELDS: readonly AttendeeField[] = fieldsWhere((d) => d.staffOnly === true);

/** The values of the `select` fields whose list is an enum (the others are in reference/). */
export const ATTENDEE_ENUM_OPTIONS = {
  gender: GENDERS,
  payment_status: PAYMENT_STATUSES,
  documentation_status: DOCUMENTATION_STATUSES,
  language: LANGUAGES,
} as const;
