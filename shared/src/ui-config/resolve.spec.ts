import { ROLES } from '../enums';
import { DEFAULT_ATTENDEE_UI_CONFIG, DEFAULT_UI_CONFIG } from './defaults';
import { fieldScope, parseUiConfigOption, resolveUiConfig, storedUiConfig } from './resolve';
import type { UiConfig, UiConfigOption } from './types';

function parsed(value: unknown): UiConfigOption {
  const result = parseUiConfigOption(JSON.stringify(value));
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function errorOf(json: string): string {
  const result = parseUiConfigOption(json);
  if (result.ok) throw new Error(`accepted ${json}`);
  return result.error;
}

describe('parseUiConfigOption', () => {
  it('accepts a configuration with aliases and field overrides', () => {
    const value = {
      USER: {
        event_menu: [{ name: 'attendees', alias_singular: 'Ospite', alias_plural: 'Ospiti' }, { name: 'products' }],
        attendee_fields: [{ name: 'email', alias: 'E-mail aziendale', required: true }],
      },
      ATTENDEE: { attendee_fields: [{ name: 'gender', visible: true, readonly: false }] },
    };
    expect(parsed(value)).toEqual(value);
  });

  it('reads a blank value as no configuration', () => {
    expect(parseUiConfigOption('  ')).toEqual({ ok: true, value: {} });
  });

  it('rejects text that is not JSON', () => {
    expect(errorOf('{"USER": [')).toMatch(/^UI_CONFIG is not valid JSON: /);
  });

  it.each([
    ['null', 'UI_CONFIG: '],
    ['[]', 'UI_CONFIG: '],
    ['{"MANAGER": {}}', 'UI_CONFIG: unknown key "MANAGER"; known: ADMIN, USER, VIEWER, COMPANY, SECRETARY, ATTENDEE'],
    ['{"USER": {"side_menu": []}}', 'UI_CONFIG.USER: unknown key "side_menu"'],
    [
      '{"USER": {"event_menu": [{"name": "attendees"}, {"name": "parking"}]}}',
      'UI_CONFIG.USER.event_menu[1].name: unknown item "parking"; known: attendees,',
    ],
    [
      '{"COMPANY": {"buttons": [{"name": "add-product"}]}}',
      'UI_CONFIG.COMPANY.buttons[0].name: unknown item "add-product"; known: add-attendee, add-vehicle, add-company',
    ],
    ['{"USER": {"event_menu": [{"name": "reports", "icon": "x"}]}}', 'UI_CONFIG.USER.event_menu[0]: unknown key "icon"'],
    ['{"USER": {"event_menu": [{"name": "reports", "alias_plural": ""}]}}', 'UI_CONFIG.USER.event_menu[0].alias_plural: '],
    [
      '{"USER": {"event_menu": [{"name": "reports"}, {"name": "reports"}]}}',
      'UI_CONFIG.USER.event_menu[1].name: "reports" is listed twice',
    ],
    [
      '{"USER": {"attendee_fields": [{"name": "shoe_size"}]}}',
      'UI_CONFIG.USER.attendee_fields[0].name: unknown attendee field "shoe_size"',
    ],
    ['{"USER": {"attendee_fields": [{"name": "email", "visible": "yes"}]}}', 'UI_CONFIG.USER.attendee_fields[0].visible: '],
    [
      '{"USER": {"attendee_fields": [{"name": "uuid", "readonly": false}]}}',
      'UI_CONFIG.USER.attendee_fields[0].readonly: is set by the system',
    ],
    ['{"VIEWER": {"app_menu": {"name": "events"}}}', 'UI_CONFIG.VIEWER.app_menu: '],
  ])('rejects %s with a message naming the place', (json, message) => {
    expect(errorOf(json)).toContain(message);
  });

  it('reports every problem at once', () => {
    const error = errorOf('{"USER": {"event_menu": [{"name": "a"}], "buttons": [{"name": "b"}]}}');
    expect(error).toContain('event_menu[0].name');
    expect(error).toContain('buttons[0].name');
  });
});

describe('resolveUiConfig', () => {
  it.each(ROLES)('gives %s its default without an option', (role) => {
    expect(resolveUiConfig(null, role)).toEqual(DEFAULT_UI_CONFIG[role]);
    expect(resolveUiConfig({}, role)).toEqual(DEFAULT_UI_CONFIG[role]);
  });

  it('gives the attendee its default without an option', () => {
    expect(resolveUiConfig(null, 'ATTENDEE')).toEqual(DEFAULT_ATTENDEE_UI_CONFIG);
  });

  it('replaces the menus the entry lists and keeps the others', () => {
    const option = parsed({ VIEWER: { event_menu: [{ name: 'attendees', alias_plural: 'Ospiti' }], app_menu: [] } });
    const config = resolveUiConfig(option, 'VIEWER');
    expect(config.event_menu).toEqual([{ name: 'attendees', alias_plural: 'Ospiti' }]);
    expect(config.app_menu).toEqual([]);
    expect(config.buttons).toEqual(DEFAULT_UI_CONFIG.VIEWER.buttons);
    expect(config.attendee_fields).toEqual(DEFAULT_UI_CONFIG.VIEWER.attendee_fields);
  });

  it('changes only the flags and alias a field entry names', () => {
    const option = parsed({
      COMPANY: {
        attendee_fields: [
          { name: 'fiscal_code', visible: true },
          { name: 'email', alias: 'E-mail di lavoro', required: false },
        ],
      },
    });
    const fields = resolveUiConfig(option, 'COMPANY').attendee_fields;
    const byName = (name: string) => fields.find((f) => f.name === name);
    // A field the event asks companies for: shown, theirs to fill, optional unless the entry says so.
    expect(byName('fiscal_code')).toEqual({ name: 'fiscal_code', visible: true, required: false, readonly: false });
    expect(byName('email')).toEqual({ name: 'email', alias: 'E-mail di lavoro', visible: true, required: false, readonly: false });
    expect(byName('phone')).toEqual({ name: 'phone', visible: true, required: true, readonly: false });
    expect(fields.map((f) => f.name)).toEqual(DEFAULT_UI_CONFIG.COMPANY.attendee_fields.map((f) => f.name));
  });

  it("ignores other roles' entries", () => {
    const option = parsed({ ADMIN: { event_menu: [] }, ATTENDEE: { attendee_fields: [{ name: 'email', visible: false }] } });
    expect(resolveUiConfig(option, 'USER')).toEqual(DEFAULT_UI_CONFIG.USER);
    expect(resolveUiConfig(option, 'ADMIN').event_menu).toEqual([]);
    expect(fieldScope(resolveUiConfig(option, 'ATTENDEE')).visible).not.toContain('email');
  });

  it('keeps system fields read-only even when an unchecked option says otherwise', () => {
    const option: UiConfigOption = { ADMIN: { attendee_fields: [{ name: 'id', readonly: false }] } };
    expect(resolveUiConfig(option, 'ADMIN').attendee_fields[0]).toMatchObject({ name: 'id', readonly: true });
  });

  it('returns a copy the caller may change', () => {
    const config = resolveUiConfig(null, 'USER');
    config.event_menu.push({ name: 'products' });
    config.attendee_fields[0].visible = false;
    expect(resolveUiConfig(null, 'USER')).toEqual(DEFAULT_UI_CONFIG.USER);
  });
});

describe('fieldScope', () => {
  const field = (name: string, visible: boolean, required: boolean, readonly: boolean) => ({ name, visible, required, readonly });
  const config: UiConfig = {
    ...DEFAULT_UI_CONFIG.USER,
    attendee_fields: [
      field('first_name', true, true, false),
      field('title', true, false, false),
      field('attendee_code', true, true, true),
      field('fiscal_code', false, true, false),
    ],
  };

  it('sends visible fields, writes writable ones and requires only fields the user can fill', () => {
    expect(fieldScope(config)).toEqual({
      visible: ['first_name', 'title', 'attendee_code'],
      writable: ['first_name', 'title'],
      required: ['first_name'],
    });
  });
});

describe('storedUiConfig', () => {
  it('parses a stored option once and answers the same value for the same text', () => {
    const json = JSON.stringify({ ATTENDEE: { attendee_fields: [{ name: 'email', readonly: true }] } });
    const first = storedUiConfig(json);
    expect(first).toEqual(JSON.parse(json));
    expect(storedUiConfig(json)).toBe(first);
  });

  it('answers null for no option and for one that does not parse, so the defaults apply', () => {
    expect(storedUiConfig(undefined)).toBeNull();
    expect(storedUiConfig(null)).toBeNull();
    expect(storedUiConfig('{not json')).toBeNull();
    expect(storedUiConfig(JSON.stringify({ ATTENDEE: { attendee_fields: [{ name: 'nope' }] } }))).toBeNull();
  });

  it('keeps a blank option as "no configuration", not as an error', () => {
    expect(storedUiConfig('  ')).toEqual({});
  });
});
