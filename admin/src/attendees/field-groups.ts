import { ATTENDEE_EDIT_MENU_ITEMS, ATTENDEE_FIELDS, attendeeFieldDefinition } from '@eventdesk/shared';

export type AttendeeTab = (typeof ATTENDEE_EDIT_MENU_ITEMS)[number];

const tabOf = (field: string) => attendeeFieldDefinition(field)?.tab;

/**
 * The tab of the attendee edit page that holds each field (the shared field table; tags beside the
 * misc fields). Fields whose tab the role's attendee_edit_menu leaves out land on the first field tab
 * it lists, so no visible field is lost.
 */
export const FIELD_TABS: Record<string, AttendeeTab> = {
  ...Object.fromEntries(ATTENDEE_FIELDS.flatMap((f) => (tabOf(f) ? [[f, tabOf(f)]] : []))),
  tag_ids: 'misc',
};

/** Tabs made of form fields. */
export const FIELD_TAB_NAMES: readonly AttendeeTab[] = ['personal-info', 'work', 'misc'];

/** Tabs with their own screen in this version; the other tabs say "not available yet". */
export const BUILT_TABS: readonly AttendeeTab[] = [
  'personal-info',
  'work',
  'misc',
  'actions-history',
  'orders',
  'sessions',
  'access-control',
  'documentation',
  'consents',
];

/** Never on a form: the server's own identifiers (no tab in the field table). */
export const FORM_HIDDEN_FIELDS = new Set<string>(ATTENDEE_FIELDS.filter((f) => !tabOf(f)));

/**
 * Fields shown as columns of the list when the user has not chosen columns yet: what fits the card at
 * 1280 px without scrolling inside it (issue 29 item 16; the code, "in attesa" and the badge are in the
 * column chooser), and fewer below 1200 px (`DEFAULT_COLUMNS_NARROW`, measured at 1024 px).
 */
export const DEFAULT_COLUMNS = [
  'last_name',
  'first_name',
  'email',
  'company_name',
  'event_attendee_category_id',
  'payment_status',
  'documentation_status',
];
export const DEFAULT_COLUMNS_NARROW = ['last_name', 'first_name', 'company_name', 'payment_status', 'documentation_status'];

/** Groups `fields` into the field tabs of `menu` (in menu order). */
export function groupFields(fields: readonly string[], menu: readonly string[]): { tab: string; fields: string[] }[] {
  const tabs = menu.filter((t) => (FIELD_TAB_NAMES as readonly string[]).includes(t));
  if (tabs.length === 0) tabs.push('personal-info');
  const groups = new Map<string, string[]>(tabs.map((t) => [t, []]));
  for (const field of fields) {
    const tab = FIELD_TABS[field] ?? 'misc';
    (groups.get(tab) ?? groups.get(tabs[0]!)!).push(field);
  }
  return [...groups.entries()].map(([tab, f]) => ({ tab, fields: f }));
}
