import { ATTENDEE_FIELDS, ATTENDEE_READONLY_FIELDS, ATTENDEE_REQUIRED_FIELDS } from '../ui-config/catalog';
import { defaultUiConfigFor } from '../ui-config/defaults';
import { fieldScope } from '../ui-config/resolve';
import { MESSAGES } from '../validation/messages';
import { validate } from '../validation/validate';
import {
  ATTENDEE_SCHEMA_FIELDS,
  attendeePatchSchema,
  attendeePatchSchemaFor,
  attendeeSchema,
  attendeeSchemaFor,
  isAttendeeSchemaField,
} from './attendee';

const it_ = MESSAGES.it;
const en = MESSAGES.en;

function errorsOf(input: unknown, lang: 'it' | 'en' = 'it', schema: Parameters<typeof validate>[0] = attendeeSchema) {
  const result = validate(schema, input, lang);
  if (result.ok) throw new Error(`expected errors for ${JSON.stringify(input)}`);
  return result.errors;
}

function dataOf(input: unknown, schema: Parameters<typeof validate>[0] = attendeeSchema) {
  const result = validate(schema, input, 'it');
  if (!result.ok) throw new Error(`unexpected errors: ${JSON.stringify(result.errors)}`);
  return result.data as Record<string, unknown>;
}

const FULL = {
  age: 39,
  origin_region: '12',
  gender: 'MALE',
  event_attendee_category_id: 2,
  title: 'Dott.',
  first_name: 'Mario',
  last_name: 'Rossi',
  company_name: 'ACME S.p.A.',
  email: 'mario.rossi@example.it',
  phone: '+39 06 1234567',
  fiscal_code: 'RSSMRA85T10H501O',
  country: 'IT',
  other_email: 'mario@example.com',
  other_phone: '(06) 765-4321',
  job_title: 'Engineer',
  discipline: 'Cardiology',
  employer: 'ACME',
  work_address: 'Via Roma 1',
  work_city: 'Roma',
  work_state: 'Lazio',
  work_zip: '00100',
  work_country: 'IT',
  event_company_id: 7,
  registration_date: '2025-05-20T09:30:00+02:00',
  pending: false,
  badge_delivered: true,
  has_disability: false,
  payment_status: 'PAID',
  sponsor_name: 'Sponsor',
  food_restriction: 'Vegetarian',
  additional_info: 'Arrives late',
  vat_number: 'IT12345678903',
  date_of_birth: '1985-12-10',
  hire_date: '2010-09-01',
  place_of_birth: 'Roma',
  province_of_birth: 'RM',
  citizenship: 'IT',
  identity_card_number: 'CA12345AB',
  address: 'Via Milano 2',
  postal_code: '00184',
  municipality: 'Roma',
  province: 'RM',
  app_lang: 'en',
};

describe('attendee schema fields', () => {
  it('cover every writable field of SPEC §3, and no server-set one', () => {
    const writable = ATTENDEE_FIELDS.filter((f) => !ATTENDEE_READONLY_FIELDS.includes(f));
    expect(ATTENDEE_SCHEMA_FIELDS).toEqual(writable);
    expect(Object.keys(attendeeSchema.shape).sort()).toEqual([...writable].sort());
    for (const f of ['id', 'uuid', 'attendee_code', 'badge_delivered_at']) expect(isAttendeeSchemaField(f)).toBe(false);
    expect(Object.keys(FULL).sort()).toEqual([...writable].sort());
  });
});

describe('attendeeSchema', () => {
  it('accepts a complete attendee and normalises it', () => {
    const data = dataOf(FULL);
    expect(data).toMatchObject({
      ...FULL,
      registration_date: '2025-05-20T07:30:00.000Z',
      vat_number: '12345678903',
    });
  });

  it('requires nothing by itself: an empty body gives nulls, and leaves the defaulted columns out', () => {
    const data = dataOf({});
    expect(data.first_name).toBeNull();
    expect(data.event_company_id).toBeNull();
    expect(data.registration_date).toBeNull();
    for (const key of ['pending', 'badge_delivered', 'has_disability', 'payment_status', 'app_lang']) expect(data[key]).toBeUndefined();
  });

  it('trims strings and stores blanks as null', () => {
    const data = dataOf({
      first_name: '  Mario  ',
      last_name: '   ',
      title: '',
      email: null,
      age: '',
      gender: ' ',
      province: '',
      country: '',
    });
    expect(data).toMatchObject({
      first_name: 'Mario',
      last_name: null,
      title: null,
      email: null,
      age: null,
      gender: null,
      province: null,
      country: null,
    });
  });

  it('normalises case of codes, enums and e-mails', () => {
    const data = dataOf({
      email: ' Mario.Rossi@Example.IT ',
      fiscal_code: 'rssmra 85t10 h501o',
      province: 'rm',
      province_of_birth: ' mi ',
      country: 'it',
      work_country: 'fr',
      citizenship: 'de',
      gender: 'female',
      payment_status: 'unpaid',
      app_lang: 'IT',
      origin_region: 3,
    });
    expect(data).toMatchObject({
      email: 'mario.rossi@example.it',
      fiscal_code: 'RSSMRA85T10H501O',
      province: 'RM',
      province_of_birth: 'MI',
      country: 'IT',
      work_country: 'FR',
      citizenship: 'DE',
      gender: 'FEMALE',
      payment_status: 'UNPAID',
      app_lang: 'it',
      origin_region: '03',
    });
    expect(dataOf({ origin_region: '7' }).origin_region).toBe('07');
  });

  it('drops unknown and server-set keys instead of refusing them', () => {
    const data = dataOf({ id: 1, uuid: 'x', attendee_code: 'A1', badge_delivered_at: '2025-01-01', hacker: true, first_name: 'A' });
    expect(data).not.toHaveProperty('id');
    expect(data).not.toHaveProperty('attendee_code');
    expect(data).not.toHaveProperty('badge_delivered_at');
    expect(data).not.toHaveProperty('hacker');
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, 'x', 42, []]) expect(validate(attendeeSchema, body, 'it').ok).toBe(false);
  });

  describe('messages in Italian and English', () => {
    it.each([
      ['first_name', 42, it_.invalid_type, en.invalid_type],
      ['first_name', 'x'.repeat(101), 'Al massimo 100 caratteri', 'At most 100 characters'],
      ['title', 'x'.repeat(51), 'Al massimo 50 caratteri', 'At most 50 characters'],
      ['additional_info', 'x'.repeat(10001), 'Al massimo 10000 caratteri', 'At most 10000 characters'],
      ['email', 'not-an-email', it_.invalid_email, en.invalid_email],
      ['other_email', 'a@b', it_.invalid_email, en.invalid_email],
      ['email', `${'a'.repeat(250)}@example.it`, 'Al massimo 255 caratteri', 'At most 255 characters'],
      [
        'phone',
        'abc',
        'Numero di telefono non valido (da 6 a 20 caratteri: cifre, spazi, +, -, parentesi)',
        'Invalid phone number (6 to 20 characters: digits, spaces, +, -, brackets)',
      ],
      [
        'phone',
        '12345',
        'Numero di telefono non valido (da 6 a 20 caratteri: cifre, spazi, +, -, parentesi)',
        'Invalid phone number (6 to 20 characters: digits, spaces, +, -, brackets)',
      ],
      ['other_phone', '+39 06 1234 5678 9012 3', expect.stringContaining('telefono'), expect.stringContaining('phone')],
      ['phone', '06+1234567', expect.stringContaining('telefono'), expect.stringContaining('phone')],
      ['fiscal_code', 'RSSMRA85T10H501X', it_.invalid_fiscal_code, en.invalid_fiscal_code],
      ['fiscal_code', '12345678900', it_.invalid_fiscal_code, en.invalid_fiscal_code],
      ['fiscal_code', 'ABC', it_.invalid_fiscal_code, en.invalid_fiscal_code],
      ['vat_number', '12345678900', it_.invalid_vat, en.invalid_vat],
      ['vat_number', 'US123456789', it_.invalid_vat, en.invalid_vat],
      ['date_of_birth', '2999-01-01', it_.date_in_future, en.date_in_future],
      ['date_of_birth', '1985-02-30', it_.invalid_date, en.invalid_date],
      ['date_of_birth', '10/12/1985', it_.invalid_date, en.invalid_date],
      ['date_of_birth', 19851210, it_.invalid_date, en.invalid_date],
      ['hire_date', '1850-01-01', 'La data deve essere dal 1900-01-01 in poi', 'The date must be 1900-01-01 or later'],
      ['registration_date', 'yesterday', it_.invalid_datetime, en.invalid_datetime],
      ['registration_date', '2025-13-01T10:00:00Z', it_.invalid_datetime, en.invalid_datetime],
      ['registration_date', '2025-05-20T25:00:00Z', it_.invalid_datetime, en.invalid_datetime],
      ['registration_date', 1716190200000, it_.invalid_datetime, en.invalid_datetime],
      ['age', -1, 'Deve essere almeno 0', 'Must be at least 0'],
      ['age', 131, 'Deve essere al massimo 130', 'Must be at most 130'],
      ['age', 3.5, it_.not_an_integer, en.not_an_integer],
      ['age', 'forty', it_.invalid_type, en.invalid_type],
      ['event_company_id', 0, 'Deve essere almeno 1', 'Must be at least 1'],
      ['event_attendee_category_id', 1.5, it_.not_an_integer, en.not_an_integer],
      ['event_attendee_category_id', { id: 1 }, it_.invalid_type, en.invalid_type],
      ['gender', 'X', 'Valore non ammesso; valori validi: MALE, FEMALE, OTHER', 'Value not allowed; valid values: MALE, FEMALE, OTHER'],
      [
        'payment_status',
        'FREE',
        'Valore non ammesso; valori validi: PAID, UNPAID, PENDING',
        'Value not allowed; valid values: PAID, UNPAID, PENDING',
      ],
      ['app_lang', 'fr', 'Valore non ammesso; valori validi: it, en', 'Value not allowed; valid values: it, en'],
      ['origin_region', '21', it_.invalid_region, en.invalid_region],
      ['origin_region', 'Lazio', it_.invalid_region, en.invalid_region],
      ['province', 'XX', it_.invalid_province, en.invalid_province],
      ['province_of_birth', 'Roma', it_.invalid_province, en.invalid_province],
      ['country', 'ZZ', it_.invalid_country, en.invalid_country],
      ['work_country', 'ITA', it_.invalid_country, en.invalid_country],
      ['citizenship', 'UK', it_.invalid_country, en.invalid_country],
      ['pending', 'maybe', it_.invalid_type, en.invalid_type],
      ['badge_delivered', 2, it_.invalid_type, en.invalid_type],
      ['has_disability', [], it_.invalid_type, en.invalid_type],
    ])('%s = %j', (field, value, itMessage, enMessage) => {
      expect(errorsOf({ ...FULL, [field]: value }, 'it')).toEqual({ [field]: [itMessage] });
      expect(errorsOf({ ...FULL, [field]: value }, 'en')).toEqual({ [field]: [enMessage] });
    });

    it('reports every wrong field at once', () => {
      const errors = errorsOf(
        { email: 'x', phone: 'x', fiscal_code: 'x', vat_number: 'x', gender: 'x', province: 'x', country: 'x', age: -5 },
        'en',
      );
      expect(Object.keys(errors).sort()).toEqual(['age', 'country', 'email', 'fiscal_code', 'gender', 'phone', 'province', 'vat_number']);
    });
  });

  it('accepts the formats users type', () => {
    expect(dataOf({ phone: '+39 (06) 123-4567' }).phone).toBe('+39 (06) 123-4567');
    expect(dataOf({ phone: '  06   1234567 ' }).phone).toBe('06 1234567');
    expect(dataOf({ phone: '333123456' }).phone).toBe('333123456');
    expect(dataOf({ fiscal_code: 'RSSMRAURTMLHRLMJ' }).fiscal_code).toBe('RSSMRAURTMLHRLMJ');
    expect(dataOf({ fiscal_code: '00159560366' }).fiscal_code).toBe('00159560366');
    expect(dataOf({ vat_number: 'de 123 456 789' }).vat_number).toBe('DE123456789');
    expect(dataOf({ age: '42' }).age).toBe(42);
    expect(dataOf({ age: 0 }).age).toBe(0);
    expect(dataOf({ event_company_id: '12' }).event_company_id).toBe(12);
    expect(dataOf({ date_of_birth: '1985-12-10T00:00:00.000Z' }).date_of_birth).toBe('1985-12-10');
    expect(dataOf({ hire_date: '2030-01-01' }).hire_date).toBe('2030-01-01');
  });

  it('takes a birth date of today, wherever the user is', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(dataOf({ date_of_birth: today }).date_of_birth).toBe(today);
  });

  it.each([
    ['2025-05-20T09:30:00Z', '2025-05-20T09:30:00.000Z'],
    ['2025-05-20T09:30:00.123Z', '2025-05-20T09:30:00.123Z'],
    ['2025-05-20T09:30:00+02:00', '2025-05-20T07:30:00.000Z'],
    ['2025-05-20T09:30:00-0500', '2025-05-20T14:30:00.000Z'],
    ['2025-05-20 09:30:15', '2025-05-20T09:30:15.000Z'],
    ['2025-05-20T09:30', '2025-05-20T09:30:00.000Z'],
    ['2025-05-20', '2025-05-20T00:00:00.000Z'],
  ])('reads the date-time %s as %s', (input, stored) => {
    expect(dataOf({ registration_date: input }).registration_date).toBe(stored);
  });

  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    ['true', true],
    ['FALSE', false],
    [null, false],
    ['', false],
  ])('reads the switch value %j as %j', (input, output) => {
    expect(dataOf({ pending: input, badge_delivered: input, has_disability: input })).toMatchObject({
      pending: output,
      badge_delivered: output,
      has_disability: output,
    });
  });
});

describe('attendeeSchemaFor', () => {
  it('makes the named fields required, in both languages', () => {
    const schema = attendeeSchemaFor(['first_name', 'last_name', 'event_attendee_category_id', 'event_company_id']);
    expect(errorsOf({ first_name: '  ', last_name: null }, 'it', schema)).toEqual({
      first_name: [it_.required],
      last_name: [it_.required],
      event_attendee_category_id: [it_.required],
      event_company_id: [it_.required],
    });
    expect(errorsOf({ first_name: 'Mario' }, 'en', schema)).toEqual({
      last_name: [en.required],
      event_attendee_category_id: [en.required],
      event_company_id: [en.required],
    });
    expect(
      validate(schema, { first_name: 'Mario', last_name: 'Rossi', event_attendee_category_id: 1, event_company_id: '2' }, 'it').ok,
    ).toBe(true);
  });

  it('still reports a wrong value rather than "required"', () => {
    const schema = attendeeSchemaFor(['email', 'age']);
    expect(errorsOf({ email: 'x', age: 'abc' }, 'en', schema)).toEqual({ email: [en.invalid_email], age: [en.invalid_type] });
  });

  it('makes switches and defaulted enums required too (absent is refused, false is a value)', () => {
    const schema = attendeeSchemaFor(['pending', 'has_disability', 'payment_status', 'app_lang', 'gender', 'origin_region']);
    expect(errorsOf({}, 'it', schema)).toEqual({
      pending: [it_.required],
      has_disability: [it_.required],
      payment_status: [it_.required],
      app_lang: [it_.required],
      gender: [it_.required],
      origin_region: [it_.required],
    });
    expect(
      errorsOf(
        { pending: false, has_disability: 0, payment_status: '', app_lang: 'en', gender: 'OTHER', origin_region: '20' },
        'en',
        schema,
      ),
    ).toEqual({
      payment_status: [en.required],
    });
  });

  it('ignores names the server sets or that are not fields', () => {
    const schema = attendeeSchemaFor(['attendee_code', 'id', 'uuid', 'badge_delivered_at', 'nonsense']);
    expect(validate(schema, {}, 'it').ok).toBe(true);
  });

  it('takes the required list of a role’s UI configuration (SPEC §5)', () => {
    const admin = fieldScope(defaultUiConfigFor('ADMIN')).required;
    const schema = attendeeSchemaFor(admin);
    const expected = ATTENDEE_REQUIRED_FIELDS.filter((f) => !ATTENDEE_READONLY_FIELDS.includes(f));
    const errors = errorsOf({}, 'en', schema);
    for (const field of expected) expect(errors[field]).toEqual([en.required]);

    const company = fieldScope(defaultUiConfigFor('COMPANY')).required;
    expect(company.length).toBeGreaterThanOrEqual(expected.length);
    const companyErrors = errorsOf({}, 'it', attendeeSchemaFor(company));
    expect(Object.keys(companyErrors).sort()).toEqual(company.filter(isAttendeeSchemaField).sort());
  });

  it('returns the same schema for the same set of names', () => {
    expect(attendeeSchemaFor(['last_name', 'first_name'])).toBe(attendeeSchemaFor(['first_name', 'last_name', 'first_name']));
    expect(attendeeSchemaFor([])).not.toBe(attendeeSchemaFor(['first_name']));
  });
});

describe('attendeePatchSchema', () => {
  it('takes a partial update and leaves absent fields out', () => {
    expect(dataOf({ pending: true }, attendeePatchSchema)).toEqual({ pending: true });
    expect(dataOf({ badge_delivered: '0' }, attendeePatchSchema)).toEqual({ badge_delivered: false });
    expect(dataOf({}, attendeePatchSchema)).toEqual({});
    expect(dataOf({ email: '' }, attendeePatchSchema)).toEqual({ email: null });
  });

  it('still checks the fields it is given', () => {
    expect(errorsOf({ pending: 'yes please' }, 'en', attendeePatchSchema)).toEqual({ pending: [en.invalid_type] });
    expect(errorsOf({ province: 'ZZ' }, 'it', attendeePatchSchema)).toEqual({ province: [it_.invalid_province] });
  });

  it('with required fields: absent is fine, blank is not', () => {
    const schema = attendeePatchSchemaFor(['first_name', 'event_company_id', 'pending']);
    expect(dataOf({ pending: true }, schema)).toEqual({ pending: true });
    expect(errorsOf({ first_name: ' ', event_company_id: null }, 'en', schema)).toEqual({
      first_name: [en.required],
      event_company_id: [en.required],
    });
  });
});

describe('messages', () => {
  it('every new key exists in both languages', () => {
    const keys = [
      'invalid_fiscal_code',
      'invalid_vat',
      'invalid_phone',
      'date_in_future',
      'date_too_early',
      'invalid_datetime',
      'invalid_region',
      'invalid_province',
      'invalid_country',
    ] as const;
    for (const key of keys) {
      expect(MESSAGES.it[key]).toBeTruthy();
      expect(MESSAGES.en[key]).toBeTruthy();
    }
  });
});
