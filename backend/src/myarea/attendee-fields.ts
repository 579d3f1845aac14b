import { attendeeLanguage } from '../registration/attendees/attendee-language';
import {
  ATTENDEE_SCHEMA_FIELDS,
  ATTENDEE_STAFF_ONLY_FIELDS,
  fieldScope,
  resolveUiConfig,
  storedUiConfig,
  type MyAreaAttendeeDto,
  type UiField,
} from '@eventdesk/shared';
import type { Attendee } from '../registration/attendees/attendee.entity';

/*
 * What an attendee may see and change of their own record in the my-area site: the event's `ATTENDEE`
 * entry of UI_CONFIG over DEFAULT_ATTENDEE_UI_CONFIG (contact, work, food restriction, accessibility,
 * app_lang), with two rules no configuration can lift (docs/decisions.md, "My-area").
 */

/** Staff-only fields (the shared field table): shown if the configuration says so, never written by the attendee. */
const STAFF_ONLY_FIELDS: readonly string[] = ATTENDEE_STAFF_ONLY_FIELDS;

/** The attendee's e-mail is how they sign in: when they may change it, they may not empty it. */
const SIGN_IN_FIELD = 'email';

export interface AttendeeScope {
  /** The visible fields with their flags as the form should show them (staff-only ones read-only). */
  fields: UiField[];
  visible: ReadonlySet<string>;
  writable: ReadonlySet<string>;
  required: readonly string[];
}

/** The attendee's field scope for an event whose UI_CONFIG option is `option` (undefined: none). */
export function attendeeScope(option: string | undefined): AttendeeScope {
  const config = resolveUiConfig(storedUiConfig(option), 'ATTENDEE');
  const all = config.attendee_fields.map((f) => {
    const field = { ...f };
    if (STAFF_ONLY_FIELDS.includes(f.name)) field.readonly = true;
    if (f.name === SIGN_IN_FIELD && f.visible && !field.readonly) field.required = true;
    return field;
  });
  const scope = fieldScope({ ...config, attendee_fields: all });
  const required = new Set(scope.required);
  return {
    // Only writable fields can be required (fieldScope's rule), so the form marks exactly what the API enforces.
    fields: all.filter((f) => f.visible).map((f) => ({ ...f, required: required.has(f.name) })),
    visible: new Set(scope.visible),
    writable: new Set(scope.writable.filter((f) => (ATTENDEE_SCHEMA_FIELDS as readonly string[]).includes(f))),
    required: scope.required,
  };
}

const camel = (field: string) => field.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/** The entity property of an API field name (`work_city` → `workCity`). */
export function propertyOf(field: string): keyof Attendee {
  return camel(field) as keyof Attendee;
}

/** A field's stored value as the API writes it: date-times as ISO 8601, absent as null. */
export function fieldValue(attendee: Attendee, field: string): unknown {
  const value = attendee[propertyOf(field)] as unknown;
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}

/** The attendee as they may see themselves: id, their visible fields, and always their language. */
export function toMyAreaAttendee(attendee: Attendee, scope: AttendeeScope, acceptedTerms: number[]): MyAreaAttendeeDto {
  const dto: Record<string, unknown> = { id: attendee.id };
  for (const field of scope.visible) dto[field] = fieldValue(attendee, field);
  dto.app_lang = attendeeLanguage(attendee);
  dto.accepted_terms = acceptedTerms;
  return dto as MyAreaAttendeeDto;
}
