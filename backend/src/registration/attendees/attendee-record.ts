import { ATTENDEE_FIELDS, ATTENDEE_SCHEMA_FIELDS, type AttendeeDto, type AttendeeField, type AttendeeInput } from '@eventdesk/shared';
import type { AttendeeAccess } from './attendee-access';
import type { Attendee } from './attendee.entity';

/*
 * An attendee between its entity (camelCase properties) and the API (the snake_case field names of
 * SPEC §3 and the UI configuration): every field name maps to the property of the same words.
 */

export const camel = (field: string) => field.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

export const PROPERTY_OF = Object.fromEntries(ATTENDEE_FIELDS.map((f) => [f, camel(f)])) as Record<AttendeeField, keyof Attendee>;

/** Full record of the API: every field, whatever the caller may see (history and field scope start from it). */
export type FullAttendee = Required<Omit<AttendeeDto, 'tag_ids'>> & { tag_ids: number[] };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toFullRecord(a: Attendee, tagIds: number[]): FullAttendee {
  const record: Record<string, unknown> = {};
  for (const field of ATTENDEE_FIELDS) record[field] = a[PROPERTY_OF[field]] ?? null;
  record.registration_date = iso(a.registrationDate);
  record.badge_delivered_at = iso(a.badgeDeliveredAt);
  record.event_id = a.eventId;
  record.tag_ids = tagIds;
  record.created_at = a.createdAt.toISOString();
  record.updated_at = a.updatedAt.toISOString();
  return record as FullAttendee;
}

/** The stored values of the fields a form writes, as the schema outputs them (for merging with a PUT). */
export function toInput(a: Attendee): Partial<AttendeeInput> {
  const full = toFullRecord(a, []);
  return Object.fromEntries(ATTENDEE_SCHEMA_FIELDS.map((f) => [f, full[f]])) as Partial<AttendeeInput>;
}

/** Entity properties for validated input fields (date-times become Dates). */
export function toColumns(input: Partial<AttendeeInput>): Partial<Attendee> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    columns[PROPERTY_OF[field as AttendeeField]] = field === 'registration_date' && value !== null ? new Date(value as string) : value;
  }
  return columns as Partial<Attendee>;
}

/** The fields of the history: everything but the timestamps and the documentation status, which the server keeps. */
export function historyValues(record: FullAttendee): Record<string, unknown> {
  const { created_at: _c, updated_at: _u, event_id: _e, id: _i, documentation_status: _d, ...rest } = record;
  return rest;
}

/** What the caller may see of a record (field scope): id, event and timestamps always. */
export function scoped(full: FullAttendee, access: AttendeeAccess): AttendeeDto {
  const dto: Record<string, unknown> = { id: full.id, event_id: full.event_id };
  for (const field of ATTENDEE_FIELDS) if (access.visible.has(field)) dto[field] = full[field];
  if (access.tags) dto.tag_ids = full.tag_ids;
  dto.created_at = full.created_at;
  dto.updated_at = full.updated_at;
  return dto as AttendeeDto;
}
