import { ATTENDEE_EDIT_MENU_ITEMS } from '@eventdesk/shared';

export type AttendeeTab = (typeof ATTENDEE_EDIT_MENU_ITEMS)[number];

/**
 * The tab of the attendee edit page that holds each field (SPEC §3). Fields whose tab the role's
 * attendee_edit_menu leaves out land on the first field tab it lists, so no visible field is lost.
 */
export const FIELD_TABS: Record<string, AttendeeTab> = {
  attendee_code: 'personal-info',
  title: 'personal-info',
  first_name: 'personal-info',
  last_name: 'personal-info',
  gender: 'personal-info',
  date_of_birth: 'personal-info',
  age: 'personal-info',
  place_of_birth: 'personal-info',
  province_of_birth: 'personal-info',
  citizenship: 'personal-info',
  fiscal_code: 'personal-info',
  identity_card_number: 'personal-info',
  email: 'personal-info',
  other_email: 'personal-info',
  phone: 'personal-info',
  other_phone: 'personal-info',
  address: 'personal-info',
  postal_code: 'personal-info',
  municipality: 'personal-info',
  province: 'personal-info',
  origin_region: 'personal-info',
  country: 'personal-info',
  app_lang: 'personal-info',
  has_disability: 'personal-info',
  food_restriction: 'personal-info',
  company_name: 'work',
  event_company_id: 'work',
  job_title: 'work',
  discipline: 'work',
  employer: 'work',
  work_address: 'work',
  work_city: 'work',
  work_state: 'work',
  work_zip: 'work',
  work_country: 'work',
  vat_number: 'work',
  hire_date: 'work',
  sponsor_name: 'work',
  event_attendee_category_id: 'misc',
  registration_date: 'misc',
  pending: 'misc',
  badge_delivered: 'misc',
  badge_delivered_at: 'misc',
  payment_status: 'misc',
  additional_info: 'misc',
  tag_ids: 'misc',
};

/** Tabs made of form fields. */
export const FIELD_TAB_NAMES: readonly AttendeeTab[] = ['personal-info', 'work', 'misc'];

/** Tabs with their own screen in this version; the other tabs say "not available yet". */
export const BUILT_TABS: readonly AttendeeTab[] = ['personal-info', 'work', 'misc', 'actions-history', 'orders', 'sessions'];

/** Never on a form: the server's own identifiers. */
export const FORM_HIDDEN_FIELDS = new Set(['id', 'uuid']);

/** Fields shown as columns of the list when the user has not chosen columns yet. */
export const DEFAULT_COLUMNS = [
  'attendee_code',
  'last_name',
  'first_name',
  'email',
  'company_name',
  'event_attendee_category_id',
  'payment_status',
  'pending',
  'badge_delivered',
];

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
