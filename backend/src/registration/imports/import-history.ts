import { ATTENDEE_FIELDS } from '@eventdesk/shared';
import { PROPERTY_OF } from '../attendees/attendee-record';
import type { Attendee } from '../attendees/attendee.entity';

/** A value `diff` (history.service.ts) leaves out against nothing: empty, or serialised as null. */
function blank(value: unknown): boolean {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return true;
  return typeof value !== 'string' && typeof value !== 'boolean' && JSON.stringify(value) === 'null';
}

/** What historyValues leaves out, and tag_ids: an imported attendee has none. */
const LEFT_OUT = new Set<string>(['id', 'event_id', 'created_at', 'updated_at', 'tag_ids', 'documentation_status']);
/** Written by toFullRecord as ISO text. */
const DATE_TIMES = new Set<string>(['registration_date', 'badge_delivered_at']);
const HISTORY_FIELDS = [...new Set<string>([...ATTENDEE_FIELDS, ...DATE_TIMES])]
  .filter((f) => !LEFT_OUT.has(f))
  .map((field) => ({
    prefix: `${JSON.stringify(field)}:[null,`,
    property: PROPERTY_OF[field as keyof typeof PROPERTY_OF] ?? field,
    dateTime: DATE_TIMES.has(field),
  }));

/**
 * The history `changes` of a created attendee, as JSON: the text of
 * `JSON.stringify(diff({}, historyValues(toFullRecord(attendee, []))))`, written directly from the
 * entity's properties in the record's field order (that chain builds three objects of ~50 keys per
 * row; the spec compares both on full and sparse attendees).
 */
export function createdChangesJson(attendee: Partial<Attendee>): string {
  const source = attendee as Record<string, unknown>;
  let json = '';
  for (const { prefix, property, dateTime } of HISTORY_FIELDS) {
    let value = source[property] ?? null;
    if (dateTime) value = value ? (value as Date).toISOString() : null;
    if (blank(value)) continue;
    json += (json ? ',' : '{') + prefix + JSON.stringify(value) + ']';
  }
  return json ? `${json}}` : '{}';
}
