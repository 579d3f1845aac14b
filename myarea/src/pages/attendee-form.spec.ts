import type { FieldConfig } from '../api';
import { checkFields, controlOf, editable, fromFormValue, groupOf, initialValues, toFormValue, toPayload } from './attendee-form';

const field = (name: string, flags: Partial<FieldConfig> = {}): FieldConfig => ({
  name,
  visible: true,
  required: false,
  readonly: false,
  ...flags,
});
const t = { requiredError: 'Required', emailError: 'Bad e-mail' };

describe('the edit form converters', () => {
  it('reads the kind of each field from the shared table', () => {
    expect(
      ['email', 'phone', 'age', 'pending', 'food_restriction', 'gender', 'app_lang', 'work_country', 'province'].map(controlOf),
    ).toEqual(['email', 'phone', 'integer', 'boolean', 'multiline', 'gender', 'language', 'country', 'province']);
    expect(controlOf('not_a_field')).toBe('text');
    expect([groupOf('email'), groupOf('hire_date'), groupOf('has_disability'), groupOf('app_lang')]).toEqual([
      'contact',
      'work',
      'needs',
      'other',
    ]);
  });

  it('shows switches as booleans, blanks as empty text and dates as the date alone', () => {
    expect(toFormValue('pending', 1)).toBe(true);
    expect(toFormValue('pending', null)).toBe(false);
    expect(toFormValue('first_name', null)).toBe('');
    expect(toFormValue('age', 42)).toBe('42');
    expect(toFormValue('date_of_birth', '1990-04-05T00:00:00.000Z')).toBe('1990-04-05');
  });

  it('turns a stored date-time into the browser time and back into the same instant', () => {
    const iso = '2026-05-20T07:30:00.000Z';
    const local = toFormValue('registration_date', iso);
    expect(local).toMatch(/^2026-05-20T\d\d:30$/);
    expect(fromFormValue('registration_date', local as string)).toBe(iso);
    expect(toFormValue('registration_date', 'garbage')).toBe('');
  });

  it('sends null for blanks, numbers for whole numbers and leaves the rest to the API', () => {
    expect(fromFormValue('first_name', '  Ada ')).toBe('Ada');
    expect(fromFormValue('first_name', '   ')).toBeNull();
    expect(fromFormValue('age', '42')).toBe(42);
    expect(fromFormValue('age', '4x')).toBe('4x');
    expect(fromFormValue('has_disability', true)).toBe(true);
    expect(fromFormValue('has_disability', '')).toBe(false);
  });

  it('checks required fields and e-mails of editable fields only', () => {
    const fields = [
      field('first_name', { required: true }),
      field('email'),
      field('attendee_code', { required: true }),
      field('pending', { required: true }),
    ];
    expect(checkFields(fields, { first_name: ' ', email: 'nope', pending: false }, t)).toEqual({
      first_name: 'Required',
      email: 'Bad e-mail',
    });
    expect(checkFields(fields, { first_name: 'Ada', email: 'ada@example.com' }, t)).toEqual({});
  });

  it("never lets the attendee write the server's fields, read-only ones or references", () => {
    expect(editable(field('email'))).toBe(true);
    expect(editable(field('email', { readonly: true }))).toBe(false);
    expect(editable(field('email', { visible: false }))).toBe(false);
    expect(editable(field('badge_delivered_at'))).toBe(false);
    expect(editable(field('event_company_id'))).toBe(false);
  });

  it('loads the visible fields and saves the editable ones', () => {
    const fields = [field('email'), field('pending'), field('uuid'), field('phone', { visible: false })];
    const values = initialValues({
      attendee: { id: 1, first_name: null, last_name: null, email: 'a@b.it', pending: 1, uuid: 'u' },
      fields,
    } as never);
    expect(values).toEqual({ email: 'a@b.it', pending: true, uuid: 'u' });
    expect(toPayload(fields, values)).toEqual({ email: 'a@b.it', pending: true });
  });
});
