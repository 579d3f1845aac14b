import { attendeeFieldDefinition, type AttendeeFieldDefinition, type AttendeeFieldGroup } from '@eventdesk/shared/attendee-fields';
import type { AttendeeResponse, FieldConfig } from '../api';
import type { Messages } from '../i18n';

/*
 * The edit page's form values and the API's field values, both ways, and the browser's own checks.
 * What each field holds (its kind, its group, the server's own fields) comes from the shared field table.
 */

export type Value = string | boolean;
export type Values = Record<string, Value>;

/** A field's control: its kind, or for a select the list it picks from. */
export type ControlKind = Exclude<AttendeeFieldDefinition['kind'], 'select'> | NonNullable<AttendeeFieldDefinition['options']>;

export function controlOf(name: string): ControlKind {
  const definition = attendeeFieldDefinition(name);
  if (!definition) return 'text';
  return definition.kind === 'select' ? (definition.options ?? 'text') : definition.kind;
}

export type Group = AttendeeFieldGroup | 'other';
export const GROUP_ORDER: readonly Group[] = ['personal', 'contact', 'work', 'needs', 'other'];

export function groupOf(name: string): Group {
  return attendeeFieldDefinition(name)?.group ?? 'other';
}

export function autocompleteOf(name: string): string | undefined {
  return attendeeFieldDefinition(name)?.autocomplete;
}

/**
 * Whether the attendee may change a field: visible, not read-only, not the server's own (whatever the
 * configuration says), and not an id of the event's categories or companies, which they cannot list.
 */
export function editable(field: FieldConfig): boolean {
  const definition = attendeeFieldDefinition(field.name);
  return field.visible && !field.readonly && definition?.system !== true && definition?.kind !== 'reference';
}

/** `2026-05-20T07:30:00.000Z` → `2026-05-20T09:30` in the browser's time, for `<input type="datetime-local">`. */
function toLocalDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function toFormValue(name: string, value: unknown): Value {
  const kind = controlOf(name);
  if (kind === 'boolean') return value === true || value === 1 || value === '1' || value === 'true';
  if (value === null || value === undefined) return '';
  if (kind === 'datetime') return toLocalDateTime(String(value));
  if (kind === 'date') return String(value).slice(0, 10);
  return String(value);
}

/** What the API gets for a field: booleans for switches, numbers for whole numbers, null for blanks. */
export function fromFormValue(name: string, value: Value): unknown {
  const kind = controlOf(name);
  if (kind === 'boolean') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return null;
  if (kind === 'integer') return /^\d+$/.test(text) ? Number(text) : text;
  if (kind === 'datetime') {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? text : date.toISOString();
  }
  return text;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The browser's checks: required fields filled, e-mails well formed. Everything else is the API's. */
export function checkFields(
  fields: readonly FieldConfig[],
  values: Values,
  t: Pick<Messages, 'requiredError' | 'emailError'>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!editable(field)) continue;
    const kind = controlOf(field.name);
    const value = values[field.name];
    const text = typeof value === 'string' ? value.trim() : '';
    if (field.required && kind !== 'boolean' && text === '') errors[field.name] = t.requiredError;
    else if (kind === 'email' && text !== '' && !EMAIL.test(text)) errors[field.name] = t.emailError;
  }
  return errors;
}

export function initialValues(response: AttendeeResponse): Values {
  const values: Values = {};
  for (const field of response.fields) if (field.visible) values[field.name] = toFormValue(field.name, response.attendee[field.name]);
  return values;
}

/** What the save sends: the editable fields only, converted for the API. */
export function toPayload(fields: readonly FieldConfig[], values: Values): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of fields) if (editable(field)) payload[field.name] = fromFormValue(field.name, values[field.name] ?? '');
  return payload;
}
