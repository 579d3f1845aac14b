import { z } from 'zod';
import { ROLES } from '../enums';
import { ATTENDEE_FIELDS, ATTENDEE_READONLY_FIELDS, UI_MENU_CATALOG, UI_MENU_KEYS } from './catalog';
import { defaultUiConfigFor } from './defaults';
import type { UiAudience, UiConfig, UiConfigOption, UiField, UiFieldOverride, UiMenuKey } from './types';

const quoted = (names: readonly unknown[]) => names.map((n) => `"${String(n)}"`).join(', ');

function strict<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.strictObject(shape, {
    error: (iss) =>
      iss.code === 'unrecognized_keys' ? `unknown key ${quoted(iss.keys)}; known: ${Object.keys(shape).join(', ')}` : undefined,
  });
}

function knownName(names: readonly string[], what: string) {
  return z.enum(names as [string, ...string[]], {
    error: (iss) => (iss.code === 'invalid_value' ? `unknown ${what} ${quoted([iss.input])}; known: ${names.join(', ')}` : undefined),
  });
}

function uniqueNames<T extends { name: string }>(list: T[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  list.forEach((entry, index) => {
    if (seen.has(entry.name)) ctx.addIssue({ code: 'custom', message: `"${entry.name}" is listed twice`, path: [index, 'name'] });
    seen.add(entry.name);
  });
}

const alias = z.string().min(1, 'an alias cannot be empty');

function menuSchema(names: readonly string[]) {
  const item = strict({ name: knownName(names, 'item'), alias_singular: alias.optional(), alias_plural: alias.optional() });
  return z.array(item).superRefine(uniqueNames);
}

const fieldSchema = strict({
  name: knownName(ATTENDEE_FIELDS, 'attendee field'),
  alias: alias.optional(),
  visible: z.boolean().optional(),
  required: z.boolean().optional(),
  readonly: z.boolean().optional(),
}).refine((f) => !(f.readonly === false && isSystemField(f.name)), {
  message: 'is set by the system and cannot be made writable',
  path: ['readonly'],
});

const entrySchema = strict({
  ...(Object.fromEntries(UI_MENU_KEYS.map((key) => [key, menuSchema(UI_MENU_CATALOG[key]).optional()])) as Record<
    UiMenuKey,
    z.ZodOptional<ReturnType<typeof menuSchema>>
  >),
  attendee_fields: z.array(fieldSchema).superRefine(uniqueNames).optional(),
});

const AUDIENCES: readonly UiAudience[] = [...ROLES, 'ATTENDEE'];

/** The shape of an event's UI_CONFIG option: one optional entry per role and for the attendee. */
export const uiConfigOptionSchema = strict(
  Object.fromEntries(AUDIENCES.map((audience) => [audience, entrySchema.optional()])) as Record<
    UiAudience,
    z.ZodOptional<typeof entrySchema>
  >,
);

export type UiConfigParseResult = { ok: true; value: UiConfigOption } | { ok: false; error: string };

/** Reads the JSON text of a UI_CONFIG option. A blank value means "no configuration". */
export function parseUiConfigOption(json: string): UiConfigParseResult {
  if (json.trim() === '') return { ok: true, value: {} };
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    return { ok: false, error: `UI_CONFIG is not valid JSON: ${(error as Error).message}` };
  }
  const result = uiConfigOptionSchema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: result.error.issues.map((i) => `${formatPath(i.path)}: ${i.message}`).join('; ') };
}

// Parsing and checking a UI_CONFIG costs more than the query that loads it: keep the latest few.
const storedConfigs = new Map<string, UiConfigOption | null>();
const STORED_CONFIGS_KEPT = 50;

/**
 * A UI_CONFIG option as stored in the database (undefined or null: none), parsed once per distinct
 * text. An option that does not parse cannot be saved through the API; should one be in the database,
 * this answers null and the defaults apply. The value is shared between callers: never change it.
 */
export function storedUiConfig(json: string | null | undefined): UiConfigOption | null {
  if (json === null || json === undefined) return null;
  let parsed = storedConfigs.get(json);
  if (parsed === undefined) {
    const result = parseUiConfigOption(json);
    parsed = result.ok ? result.value : null;
    if (storedConfigs.size >= STORED_CONFIGS_KEPT) storedConfigs.clear();
    storedConfigs.set(json, parsed);
  }
  return parsed;
}

function formatPath(path: readonly PropertyKey[]): string {
  const text = path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
  return `UI_CONFIG${text}`;
}

function isSystemField(name: string): boolean {
  return (ATTENDEE_READONLY_FIELDS as readonly string[]).includes(name);
}

/**
 * The configuration `audience` gets: its entry of the option over its default. A menu the entry
 * lists replaces the default menu; a field entry changes only the flags and alias it names.
 */
export function resolveUiConfig(optionValue: UiConfigOption | null, audience: UiAudience): UiConfig {
  const base = defaultUiConfigFor(audience);
  const entry = optionValue?.[audience] ?? {};
  const overrides = new Map((entry.attendee_fields ?? []).map((f) => [f.name, f]));
  const config = { attendee_fields: base.attendee_fields.map((f) => mergeField(f, overrides.get(f.name))) } as UiConfig;
  for (const key of UI_MENU_KEYS) config[key] = (entry[key] ?? base[key]).map((item) => ({ ...item }));
  return config;
}

function mergeField(field: UiField, override: UiFieldOverride | undefined): UiField {
  const merged = { ...field };
  if (override?.alias !== undefined) merged.alias = override.alias;
  for (const flag of ['visible', 'required', 'readonly'] as const) {
    if (override?.[flag] !== undefined) merged[flag] = override[flag];
  }
  // Even an unchecked option never opens a system field to writes.
  if (isSystemField(field.name)) merged.readonly = true;
  return merged;
}

/**
 * Field names for the API's filtering: hidden fields are not sent, read-only ones are not written,
 * required ones are validated. Only writable fields can be required: a hidden or read-only field
 * the user cannot fill (attendee_code) is the server's to set.
 */
export function fieldScope(config: UiConfig): { visible: string[]; writable: string[]; required: string[] } {
  const visible = config.attendee_fields.filter((f) => f.visible);
  const writable = visible.filter((f) => !f.readonly);
  return {
    visible: visible.map((f) => f.name),
    writable: writable.map((f) => f.name),
    required: writable.filter((f) => f.required).map((f) => f.name),
  };
}
