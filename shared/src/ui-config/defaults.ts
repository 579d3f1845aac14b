import type { Role } from '../enums';
import {
  ACCESS_ITEMS,
  APP_MENU_ITEMS,
  ATTACHMENT_ACTIONS,
  ATTENDEE_EDIT_MENU_ITEMS,
  ATTENDEE_FIELDS,
  ATTENDEE_READONLY_FIELDS,
  ATTENDEE_REQUIRED_FIELDS,
  BUTTONS,
  EVENT_MENU_ITEMS,
  LIMITED_ATTENDEE_EDIT_MENU_ITEMS,
  VEHICLE_EDIT_MENU_ITEMS,
  type AttendeeField,
} from './catalog';
import type { UiAudience, UiConfig, UiField, UiMenuItem } from './types';

// Defaults share arrays between roles; freezing stops one caller's edit leaking into every role.
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const items = (names: readonly string[]): UiMenuItem[] => names.map((name) => ({ name }));

function fields(flags: (name: AttendeeField) => Omit<UiField, 'name'>): UiField[] {
  return ATTENDEE_FIELDS.map((name) => ({ name, ...flags(name) }));
}

const isReadonly = (name: AttendeeField) => ATTENDEE_READONLY_FIELDS.includes(name);
/**
 * What a company knows of its booth staff and fills in (SPEC §5: every listed field required): the
 * name, the e-mail, the phone, the role, and the category the event lists them under (SPEC §5 requires
 * one of every attendee). An event's UI_CONFIG adds what it asks besides (docs/ui-config.md). Nothing
 * else is in COMPANY's form (issue 29 item 13): not the staff's bookkeeping (pending, notes, payment,
 * badge, registration date, sponsor…), which the API refuses from a caller whose form lacks it.
 */
export const COMPANY_ATTENDEE_FIELDS: readonly AttendeeField[] = [
  'event_attendee_category_id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'job_title',
  // Filled with its own company by default; another company is refused (the row scope).
  'event_company_id',
];
/** Shown to a company, never written by it: identifiers and the papers status. */
export const COMPANY_SHOWN_FIELDS: readonly AttendeeField[] = ['id', 'uuid', 'attendee_code', 'documentation_status'];
/**
 * Staff decisions on a company's attendees: read-only to COMPANY even where an event's UI_CONFIG shows
 * them (issue 12); `pending` the rule book refuses whatever the configuration says (issue 26 item 2).
 */
export const COMPANY_STAFF_DECIDED_FIELDS: readonly AttendeeField[] = ['payment_status', 'badge_delivered', 'pending'];
// A field the event shows to companies (`{"name": "fiscal_code", "visible": true}`) is then theirs to fill, optionally.
const companyField = (name: AttendeeField): Omit<UiField, 'name'> => {
  const fills = COMPANY_ATTENDEE_FIELDS.includes(name);
  const never = isReadonly(name) || COMPANY_STAFF_DECIDED_FIELDS.includes(name);
  return { visible: fills || COMPANY_SHOWN_FIELDS.includes(name), required: fills, readonly: never };
};

const standardFields = fields((name) => ({
  visible: true,
  required: ATTENDEE_REQUIRED_FIELDS.includes(name),
  readonly: isReadonly(name),
}));

const EMPTY: UiConfig = {
  event_menu: [],
  app_menu: [],
  buttons: [],
  attendee_edit_menu: [],
  vehicle_edit_menu: [],
  accesses: [],
  attachment_actions: [],
  attendee_fields: standardFields,
};

/**
 * What each role sees when the event has no UI_CONFIG option (SPEC §6). An area SPEC §6 does not
 * list for a role is empty; an event's UI_CONFIG can add it.
 */
export const DEFAULT_UI_CONFIG: Readonly<Record<Role, UiConfig>> = deepFreeze({
  ADMIN: {
    event_menu: items(EVENT_MENU_ITEMS),
    app_menu: items(APP_MENU_ITEMS),
    buttons: items(BUTTONS),
    attendee_edit_menu: items(ATTENDEE_EDIT_MENU_ITEMS),
    vehicle_edit_menu: items(VEHICLE_EDIT_MENU_ITEMS),
    accesses: items(ACCESS_ITEMS),
    attachment_actions: items(ATTACHMENT_ACTIONS),
    attendee_fields: standardFields,
  },
  USER: {
    ...EMPTY,
    event_menu: items(['attendees', 'vehicles', 'reports']),
    app_menu: items(APP_MENU_ITEMS),
    buttons: items(BUTTONS),
    attendee_edit_menu: items(ATTENDEE_EDIT_MENU_ITEMS),
    vehicle_edit_menu: items(VEHICLE_EDIT_MENU_ITEMS),
    accesses: items(ACCESS_ITEMS),
    attachment_actions: items(ATTACHMENT_ACTIONS),
  },
  COMPANY: {
    ...EMPTY,
    event_menu: items(['vehicles', 'attendees']),
    buttons: items(['add-attendee', 'add-vehicle']),
    attendee_edit_menu: items(LIMITED_ATTENDEE_EDIT_MENU_ITEMS),
    // Not in SPEC §6: a company registers its vehicles, their papers and asks their zones (issue 13).
    vehicle_edit_menu: items(['specs', 'access-control', 'documentation']),
    accesses: items(ACCESS_ITEMS),
    attachment_actions: items(ATTACHMENT_ACTIONS),
    // SPEC §5: a company user's form requires every field it lists; the list is what a company knows (issue 29 item 13).
    attendee_fields: fields(companyField),
  },
  VIEWER: {
    ...EMPTY,
    event_menu: items(['reports']),
    app_menu: items(APP_MENU_ITEMS),
    // A viewer changes nothing (rule book), so its forms are read-only.
    attendee_fields: fields(() => ({ visible: true, required: false, readonly: true })),
  },
  SECRETARY: {
    ...EMPTY,
    // The cloakroom desk is the secretary's too (the rule book lets it read and update the cloakroom; issue 29 item 10).
    event_menu: items(['attendees', 'accesscontrols', 'vehicles', 'cloakroom']),
    attendee_edit_menu: items(LIMITED_ATTENDEE_EDIT_MENU_ITEMS),
    vehicle_edit_menu: items(VEHICLE_EDIT_MENU_ITEMS),
    // Not in SPEC §6: a secretary asks for zones, the ADMIN grants them (issue 26 item 14).
    accesses: items(ACCESS_ITEMS),
    attachment_actions: items(['preview']),
  },
});

/** Fields attendees edit themselves in my area: contact, work, food, accessibility, language. */
export const ATTENDEE_SELF_SERVICE_FIELDS: readonly AttendeeField[] = [
  'title',
  'first_name',
  'last_name',
  'email',
  'phone',
  'other_email',
  'other_phone',
  'company_name',
  'job_title',
  'discipline',
  'employer',
  'work_address',
  'work_city',
  'work_state',
  'work_zip',
  'work_country',
  'food_restriction',
  'has_disability',
  'app_lang',
];

export const DEFAULT_ATTENDEE_UI_CONFIG: UiConfig = deepFreeze({
  ...EMPTY,
  attendee_fields: fields((name) => {
    const own = ATTENDEE_SELF_SERVICE_FIELDS.includes(name);
    return { visible: own, required: own && ATTENDEE_REQUIRED_FIELDS.includes(name), readonly: !own };
  }),
});

export function defaultUiConfigFor(audience: UiAudience): UiConfig {
  return audience === 'ATTENDEE' ? DEFAULT_ATTENDEE_UI_CONFIG : DEFAULT_UI_CONFIG[audience];
}
