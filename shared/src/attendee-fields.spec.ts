import { GENDERS, LANGUAGES, PAYMENT_STATUSES } from './enums';
import {
  ATTENDEE_FIELD_DEFINITIONS,
  ATTENDEE_FIELDS,
  ATTENDEE_READONLY_FIELDS,
  ATTENDEE_STAFF_ONLY_FIELDS,
  attendeeFieldDefinition,
} from './attendee-fields';
import { attendeeSchema } from './schemas/attendee';

describe('the attendee field table', () => {
  it('lists the 47 fields of SPEC §3 in form order, and the documentation status of issue 13', () => {
    expect(ATTENDEE_FIELDS).toHaveLength(48);
    expect(ATTENDEE_FIELDS.slice(0, 3)).toEqual(['id', 'uuid', 'attendee_code']);
    expect(ATTENDEE_FIELDS.at(-1)).toBe('app_lang');
  });

  it('has the zod schema take exactly its writable fields', () => {
    const writable = ATTENDEE_FIELDS.filter((f) => !ATTENDEE_READONLY_FIELDS.includes(f));
    expect(Object.keys(attendeeSchema.shape).sort()).toEqual([...writable].sort());
  });

  it('derives the server-set and the staff-only fields', () => {
    expect(ATTENDEE_READONLY_FIELDS).toEqual(['id', 'uuid', 'attendee_code', 'badge_delivered_at', 'documentation_status']);
    expect(ATTENDEE_STAFF_ONLY_FIELDS).toEqual([
      'event_attendee_category_id',
      'event_company_id',
      'registration_date',
      'pending',
      'badge_delivered',
      'payment_status',
    ]);
  });

  it('gives every field but the identifiers a tab', () => {
    const untabbed = ATTENDEE_FIELDS.filter((f) => !attendeeFieldDefinition(f)?.tab);
    expect(untabbed).toEqual(['id', 'uuid']);
  });

  it.each([
    ['gender', GENDERS],
    ['payment_status', PAYMENT_STATUSES],
    ['app_lang', LANGUAGES],
  ] as const)('has the schema accept every option of the %s select', (field, values) => {
    for (const value of values) expect(attendeeSchema.shape[field].safeParse(value)).toMatchObject({ success: true, data: value });
    expect(attendeeSchema.shape[field].safeParse('nonsense').success).toBe(false);
  });

  it('has the schema refuse a malformed value of the email and integer kinds', () => {
    const kinds = (kind: string) => ATTENDEE_FIELDS.filter((f) => ATTENDEE_FIELD_DEFINITIONS[f].kind === kind);
    expect(kinds('email')).toEqual(['email', 'other_email']);
    for (const f of kinds('email')) expect(attendeeSchema.shape[f as 'email'].safeParse('not-an-email').success).toBe(false);
    expect(attendeeSchema.shape.age.safeParse('twelve').success).toBe(false);
  });

  it('knows only its own fields', () => {
    expect(attendeeFieldDefinition('email')?.kind).toBe('email');
    expect(attendeeFieldDefinition('toString')).toBeUndefined();
    expect(attendeeFieldDefinition('tag_ids')).toBeUndefined();
  });
});
