import { ROLES } from '../enums';
import { ATTENDEE_FIELDS, ATTENDEE_READONLY_FIELDS, ATTENDEE_REQUIRED_FIELDS, UI_MENU_CATALOG, UI_MENU_KEYS } from './catalog';
import { ATTENDEE_SELF_SERVICE_FIELDS, COMPANY_ATTENDEE_FIELDS, DEFAULT_ATTENDEE_UI_CONFIG, DEFAULT_UI_CONFIG } from './defaults';
import { fieldScope } from './resolve';
import type { UiConfig, UiMenuKey } from './types';

const ALL_APP = ['events', 'support', 'logout', 'stats'];
const LIMITED_ATTENDEE_EDIT = ['personal-info', 'work', 'access-control', 'actions-history', 'misc', 'documentation'];
const ALL_VEHICLE_EDIT = ['specs', 'access-control', 'documentation', 'actions-history'];
const ALL_ATTACHMENT = ['validation', 'upload', 'preview', 'expire'];
const ALL_ACCESSES = ['request-add', 'request-delete'];

const menuNames = (config: UiConfig) =>
  Object.fromEntries(UI_MENU_KEYS.map((key) => [key, config[key].map((item) => item.name)])) as Record<UiMenuKey, string[]>;

describe('default menus (SPEC §6)', () => {
  it('USER', () => {
    expect(menuNames(DEFAULT_UI_CONFIG.USER)).toEqual({
      event_menu: ['attendees', 'vehicles', 'reports'],
      app_menu: ALL_APP,
      buttons: ['add-attendee', 'add-vehicle', 'add-company'],
      attendee_edit_menu: [...UI_MENU_CATALOG.attendee_edit_menu],
      vehicle_edit_menu: ALL_VEHICLE_EDIT,
      accesses: ALL_ACCESSES,
      attachment_actions: ALL_ATTACHMENT,
    });
  });

  it('COMPANY', () => {
    expect(menuNames(DEFAULT_UI_CONFIG.COMPANY)).toEqual({
      event_menu: ['vehicles', 'attendees'],
      app_menu: [],
      buttons: ['add-attendee', 'add-vehicle'],
      attendee_edit_menu: LIMITED_ATTENDEE_EDIT,
      vehicle_edit_menu: ['specs', 'access-control', 'documentation'],
      accesses: ALL_ACCESSES,
      attachment_actions: ALL_ATTACHMENT,
    });
  });

  it('VIEWER', () => {
    expect(menuNames(DEFAULT_UI_CONFIG.VIEWER)).toEqual({
      event_menu: ['reports'],
      app_menu: ALL_APP,
      buttons: [],
      attendee_edit_menu: [],
      vehicle_edit_menu: [],
      accesses: [],
      attachment_actions: [],
    });
  });

  it('SECRETARY', () => {
    expect(menuNames(DEFAULT_UI_CONFIG.SECRETARY)).toEqual({
      event_menu: ['attendees', 'accesscontrols', 'vehicles', 'cloakroom'],
      app_menu: [],
      buttons: [],
      attendee_edit_menu: LIMITED_ATTENDEE_EDIT,
      vehicle_edit_menu: ALL_VEHICLE_EDIT,
      accesses: ['request-add', 'request-delete'],
      attachment_actions: ['preview'],
    });
  });

  it('ADMIN sees every item of every menu', () => {
    expect(menuNames(DEFAULT_UI_CONFIG.ADMIN)).toEqual(Object.fromEntries(UI_MENU_KEYS.map((key) => [key, [...UI_MENU_CATALOG[key]]])));
  });

  it('the attendee of my area has no menus', () => {
    for (const key of UI_MENU_KEYS) expect(DEFAULT_ATTENDEE_UI_CONFIG[key]).toEqual([]);
  });

  it('carry no aliases', () => {
    for (const role of ROLES) {
      for (const key of UI_MENU_KEYS) for (const item of DEFAULT_UI_CONFIG[role][key]) expect(Object.keys(item)).toEqual(['name']);
    }
  });
});

describe('default attendee fields', () => {
  it.each([...ROLES, 'ATTENDEE'] as const)('%s lists every field of SPEC §3 in order', (audience) => {
    const config = audience === 'ATTENDEE' ? DEFAULT_ATTENDEE_UI_CONFIG : DEFAULT_UI_CONFIG[audience];
    expect(config.attendee_fields.map((f) => f.name)).toEqual([...ATTENDEE_FIELDS]);
  });

  it.each(['ADMIN', 'USER', 'SECRETARY'] as const)('%s fills every field but the system ones, the SPEC §5 ones required', (role) => {
    const scope = fieldScope(DEFAULT_UI_CONFIG[role]);
    expect(scope.visible).toEqual([...ATTENDEE_FIELDS]);
    expect(scope.writable).toEqual(ATTENDEE_FIELDS.filter((f) => !ATTENDEE_READONLY_FIELDS.includes(f)));
    expect(scope.required).toEqual(['event_attendee_category_id', 'first_name', 'last_name', 'event_company_id']);
  });

  it('COMPANY fills only what a company knows, all of it required; staff fields are not in its form (SPEC §5, issue 29 item 13)', () => {
    const scope = fieldScope(DEFAULT_UI_CONFIG.COMPANY);
    expect(scope.writable).toEqual(['event_attendee_category_id', 'first_name', 'last_name', 'email', 'phone', 'job_title', 'event_company_id']);
    expect(scope.required).toEqual(scope.writable);
    expect([...scope.writable].sort()).toEqual([...COMPANY_ATTENDEE_FIELDS].sort());
    for (const staff of [
      'pending',
      'additional_info',
      'payment_status',
      'badge_delivered',
      'badge_delivered_at',
      'registration_date',
      'sponsor_name',
      'hire_date',
      'identity_card_number',
      'other_email',
    ]) {
      expect(scope.visible).not.toContain(staff);
    }
    // Shown, never written: its identifiers and the papers status.
    expect(scope.visible).toEqual(expect.arrayContaining(['attendee_code', 'documentation_status']));
  });

  it('VIEWER sees every field and changes none', () => {
    expect(fieldScope(DEFAULT_UI_CONFIG.VIEWER)).toEqual({ visible: [...ATTENDEE_FIELDS], writable: [], required: [] });
  });

  it('the attendee sees and edits only its contact, work, food, accessibility and language fields', () => {
    const own = ATTENDEE_FIELDS.filter((f) => ATTENDEE_SELF_SERVICE_FIELDS.includes(f));
    expect(fieldScope(DEFAULT_ATTENDEE_UI_CONFIG)).toEqual({
      visible: own,
      writable: own,
      required: ['first_name', 'last_name'],
    });
    expect(ATTENDEE_SELF_SERVICE_FIELDS).toEqual(
      expect.arrayContaining(['email', 'phone', 'work_city', 'food_restriction', 'has_disability', 'app_lang']),
    );
  });

  it('marks the SPEC §5 fields required and the system fields read-only', () => {
    const fields = DEFAULT_UI_CONFIG.USER.attendee_fields;
    expect(fields.filter((f) => f.required).map((f) => f.name)).toEqual(
      ATTENDEE_FIELDS.filter((f) => ATTENDEE_REQUIRED_FIELDS.includes(f)),
    );
    expect(fields.filter((f) => f.readonly).map((f) => f.name)).toEqual([
      'id',
      'uuid',
      'attendee_code',
      'badge_delivered_at',
      'documentation_status',
    ]);
  });
});

describe('catalog', () => {
  it('names every item once', () => {
    for (const key of UI_MENU_KEYS) expect(new Set(UI_MENU_CATALOG[key]).size).toBe(UI_MENU_CATALOG[key].length);
    expect(new Set(ATTENDEE_FIELDS).size).toBe(ATTENDEE_FIELDS.length);
    expect(ATTENDEE_FIELDS).toHaveLength(48);
  });
});

it('defaults cannot be changed by a caller', () => {
  expect(() => DEFAULT_UI_CONFIG.USER.event_menu.push({ name: 'products' })).toThrow(TypeError);
  expect(() => {
    DEFAULT_UI_CONFIG.ADMIN.attendee_fields[0].readonly = false;
  }).toThrow(TypeError);
});
