import { EVENT_MENU_ITEMS } from '../resources/registry';
import type { AttendeeField } from '../attendee-fields';
import type { UiMenuKey } from './types';

/** Every per-event area of SPEC §2, in menu order (from the resource registry). */
export { EVENT_MENU_ITEMS } from '../resources/registry';

export const APP_MENU_ITEMS = ['events', 'support', 'logout', 'stats'] as const;

export const BUTTONS = ['add-attendee', 'add-vehicle', 'add-company'] as const;

/**
 * Tabs of the attendee edit page. The first six are the "limited" menu of SPEC §6; the rest show
 * what the attendee has in the other areas: orders, sessions attended, services consumed, training
 * credits, survey answers, and consents given to the event's terms.
 */
export const ATTENDEE_EDIT_MENU_ITEMS = [
  'personal-info',
  'work',
  'access-control',
  'actions-history',
  'misc',
  'documentation',
  'orders',
  'sessions',
  'services',
  'credits',
  'surveys',
  'consents',
] as const;
export const LIMITED_ATTENDEE_EDIT_MENU_ITEMS = ATTENDEE_EDIT_MENU_ITEMS.slice(0, 6);

export const VEHICLE_EDIT_MENU_ITEMS = ['specs', 'access-control', 'documentation', 'actions-history'] as const;

export const ACCESS_ITEMS = ['request-add', 'request-delete'] as const;

export const ATTACHMENT_ACTIONS = ['validation', 'upload', 'preview', 'expire'] as const;

export const UI_MENU_CATALOG: Readonly<Record<UiMenuKey, readonly string[]>> = {
  event_menu: EVENT_MENU_ITEMS,
  app_menu: APP_MENU_ITEMS,
  buttons: BUTTONS,
  attendee_edit_menu: ATTENDEE_EDIT_MENU_ITEMS,
  vehicle_edit_menu: VEHICLE_EDIT_MENU_ITEMS,
  accesses: ACCESS_ITEMS,
  attachment_actions: ATTACHMENT_ACTIONS,
};
export const UI_MENU_KEYS = Object.keys(UI_MENU_CATALOG) as UiMenuKey[];

// The attendee fields are defined, with their kinds, tabs and groups, in one table.
export { ATTENDEE_FIELDS, ATTENDEE_READONLY_FIELDS } from '../attendee-fields';
export type { AttendeeField } from '../attendee-fields';

/** SPEC §5. */
export const ATTENDEE_REQUIRED_FIELDS: readonly AttendeeField[] = [
  'attendee_code',
  'first_name',
  'last_name',
  'event_attendee_category_id',
  'event_company_id',
];
