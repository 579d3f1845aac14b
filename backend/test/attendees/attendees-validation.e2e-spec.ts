/**
 * Attendee validation (issue 5, SPEC §5): one wrong value per field answered 422 with its message in
 * Italian and English, the format checks people expect (fiscal code, VAT, e-mail, province, country,
 * region), what is normalised, and malformed payloads that must be refused with a 4xx, never a 500.
 */
import { ATTENDEE_SCHEMA_FIELDS, t as msg, type Language, type MessageKey } from '@eventdesk/shared';
import type { ApiClient } from '../support/api-client';
import { createEvent } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createAttendee, createCategory, createCompany, createTag, FISCAL_CODES, listQuery, minimalAttendee } from './attendee-fixtures';

const long = (n: number) => 'x'.repeat(n);

/** One wrong value per field of the form, and the message it gets. */
const WRONG: Record<string, [unknown, MessageKey, Record<string, string | number>?]> = {
  age: [131, 'too_big_number', { max: 130 }],
  origin_region: ['21', 'invalid_region'],
  gender: ['X', 'invalid_value', { values: 'MALE, FEMALE, OTHER' }],
  event_attendee_category_id: ['abc', 'invalid_type'],
  title: [long(51), 'too_long', { max: 50 }],
  first_name: [long(101), 'too_long', { max: 100 }],
  last_name: [long(101), 'too_long', { max: 100 }],
  company_name: [long(256), 'too_long', { max: 255 }],
  email: ['not-an-email', 'invalid_email'],
  phone: ['abc', 'invalid_phone', { min: 6, max: 20 }],
  fiscal_code: ['RSSMRA85T10H501X', 'invalid_fiscal_code'],
  country: ['ZZ', 'invalid_country'],
  other_email: ['mario@', 'invalid_email'],
  other_phone: ['12', 'invalid_phone', { min: 6, max: 20 }],
  job_title: [long(151), 'too_long', { max: 150 }],
  discipline: [long(151), 'too_long', { max: 150 }],
  employer: [long(256), 'too_long', { max: 255 }],
  work_address: [long(256), 'too_long', { max: 255 }],
  work_city: [long(101), 'too_long', { max: 100 }],
  work_state: [long(101), 'too_long', { max: 100 }],
  work_zip: [long(21), 'too_long', { max: 20 }],
  work_country: ['XX', 'invalid_country'],
  event_company_id: [0, 'too_small_number', { min: 1 }],
  registration_date: ['ieri', 'invalid_datetime'],
  pending: ['forse', 'invalid_type'],
  badge_delivered: ['maybe', 'invalid_type'],
  has_disability: [[true], 'invalid_type'],
  payment_status: ['FREE', 'invalid_value', { values: 'PAID, UNPAID, PENDING' }],
  sponsor_name: [long(256), 'too_long', { max: 255 }],
  food_restriction: [long(2001), 'too_long', { max: 2000 }],
  additional_info: [long(10_001), 'too_long', { max: 10_000 }],
  vat_number: ['01234567890', 'invalid_vat'],
  date_of_birth: ['2999-01-01', 'date_in_future'],
  hire_date: ['2025-02-30', 'invalid_date'],
  place_of_birth: [long(101), 'too_long', { max: 100 }],
  province_of_birth: ['ZZ', 'invalid_province'],
  citizenship: ['QQ', 'invalid_country'],
  identity_card_number: [long(51), 'too_long', { max: 50 }],
  address: [long(256), 'too_long', { max: 255 }],
  postal_code: [long(21), 'too_long', { max: 20 }],
  municipality: [long(101), 'too_long', { max: 100 }],
  province: ['XX', 'invalid_province'],
  app_lang: ['fr', 'invalid_value', { values: 'it, en' }],
};

describe('attendee validation', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let category: number;
  let company: number;
  let base: string;
  let existing: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    category = await createCategory(admin, eventId, 'Delegati');
    company = await createCompany(admin, eventId, { name: 'Alfa Spa' });
    base = `/api/events/${eventId}/attendees`;
    existing = await createAttendee(admin, eventId, minimalAttendee(category, company));
  });
  afterAll(() => t?.close());

  const post = (body: unknown, lang: Language = 'it') => {
    admin.lang = lang;
    return admin.post(base).send(body as object);
  };

  it('has a wrong value for every field of the form', () => {
    expect(Object.keys(WRONG).sort()).toEqual([...ATTENDEE_SCHEMA_FIELDS].sort());
  });

  describe.each(['it', 'en'] as const)('messages in %s', (lang) => {
    it.each(Object.entries(WRONG))('%s: a wrong value is refused with its message', async (field, [value, key, params]) => {
      const res = await post(minimalAttendee(category, company, { [field]: value }), lang).expect(422);
      expect(res.body.errors).toEqual({ [field]: [msg(lang, key, params)] });
      expect(res.body.message).toBe(msg(lang, 'validation_failed'));
    });

    it('names every missing required field of SPEC §5 (attendee_code is the server’s)', async () => {
      const res = await post({ title: 'Dott.' }, lang).expect(422);
      const required = [msg(lang, 'required')];
      expect(res.body.errors).toEqual({
        first_name: required,
        last_name: required,
        event_attendee_category_id: required,
        event_company_id: required,
      });
    });

    it('tells a wrong type from a missing value', async () => {
      const res = await post(minimalAttendee(category, company, { first_name: 42, last_name: '' }), lang).expect(422);
      expect(res.body.errors).toEqual({ first_name: [msg(lang, 'invalid_type')], last_name: [msg(lang, 'required')] });
    });
  });

  it('checks the fields a PUT sends as a POST does', async () => {
    admin.lang = 'en';
    const res = await admin.put(`${base}/${existing}`).send({ email: 'nope', province: 'ZZ', age: -3 }).expect(422);
    expect(res.body.errors).toEqual({
      email: ['Invalid e-mail address'],
      province: ['Invalid province (two-letter code, e.g. RM)'],
      age: ['Must be at least 0'],
    });
  });

  describe('formats', () => {
    const accepted = async (fields: Record<string, unknown>) => (await post(minimalAttendee(category, company, fields)).expect(201)).body;
    const refused = async (fields: Record<string, unknown>) =>
      (await post(minimalAttendee(category, company, fields), 'en').expect(422)).body.errors;

    it('fiscal code: 16 characters with the right check character, or 11 digits; stored upper case without spaces', async () => {
      expect((await accepted({ fiscal_code: ' rssmra85t10 h501o ' })).fiscal_code).toBe('RSSMRA85T10H501O');
      expect((await accepted({ fiscal_code: FISCAL_CODES[3] })).fiscal_code).toBe(FISCAL_CODES[3]);
      expect((await accepted({ fiscal_code: '01234567897' })).fiscal_code).toBe('01234567897');
      for (const wrong of ['RSSMRA85T10H501A', 'RSSMRA85T10H501', '01234567890', 'ABCDEFGHIJKLMNOP', '1234']) {
        expect(await refused({ fiscal_code: wrong })).toEqual({ fiscal_code: [msg('en', 'invalid_fiscal_code')] });
      }
    });

    it('VAT number: Italian with its check digit (IT prefix optional), or an EU one with its country prefix', async () => {
      expect((await accepted({ vat_number: 'IT 012 345 678 97' })).vat_number).toBe('01234567897');
      expect((await accepted({ vat_number: 'de123456789' })).vat_number).toBe('DE123456789');
      for (const wrong of ['01234567890', 'IT0123456789', 'US123456789', 'DE', '00000000000']) {
        expect(await refused({ vat_number: wrong })).toEqual({ vat_number: [msg('en', 'invalid_vat')] });
      }
    });

    it('e-mail: a real address, stored lower case', async () => {
      expect((await accepted({ email: ' Anna.Neri@Example.IT ' })).email).toBe('anna.neri@example.it');
      for (const wrong of ['anna', 'anna@', '@example.it', 'anna neri@example.it', `${long(250)}@example.it`]) {
        expect(Object.keys(await refused({ email: wrong }))).toEqual(['email']);
      }
    });

    it('province, country and region: codes of the reference lists, in any case', async () => {
      const body = await accepted({
        province: 'rm',
        province_of_birth: 'Mi',
        country: 'it',
        citizenship: 'fr',
        work_country: 'De',
        origin_region: 3,
      });
      expect(body).toMatchObject({
        province: 'RM',
        province_of_birth: 'MI',
        country: 'IT',
        citizenship: 'FR',
        work_country: 'DE',
        origin_region: '03',
      });
      expect(await refused({ province: 'Roma', country: 'Italia', origin_region: 'Lazio' })).toEqual({
        province: [msg('en', 'invalid_province')],
        country: [msg('en', 'invalid_country')],
        origin_region: [msg('en', 'invalid_region')],
      });
    });

    it('enums: gender and payment status, in any case; app language it or en', async () => {
      expect(await accepted({ gender: 'female', payment_status: 'paid', app_lang: 'EN' })).toMatchObject({
        gender: 'FEMALE',
        payment_status: 'PAID',
        app_lang: 'en',
      });
      expect(await refused({ gender: 'M', payment_status: 'FREE', app_lang: 'de' })).toEqual({
        gender: [msg('en', 'invalid_value', { values: 'MALE, FEMALE, OTHER' })],
        payment_status: [msg('en', 'invalid_value', { values: 'PAID, UNPAID, PENDING' })],
        app_lang: [msg('en', 'invalid_value', { values: 'it, en' })],
      });
    });

    it('dates: calendar dates for birth and hire, date-times for registration (stored in UTC)', async () => {
      const body = await accepted({
        date_of_birth: '1980-02-29',
        hire_date: '2010-01-15T00:00:00Z',
        registration_date: '2027-05-20 09:30+02:00',
        age: '44',
      });
      expect(body).toMatchObject({
        date_of_birth: '1980-02-29',
        hire_date: '2010-01-15',
        registration_date: '2027-05-20T07:30:00.000Z',
        age: 44,
      });
      expect(await refused({ date_of_birth: '1899-12-31', hire_date: '15/01/2010', registration_date: '2027-05-20T25:00' })).toEqual({
        date_of_birth: [msg('en', 'date_too_early', { min: '1900-01-01' })],
        hire_date: [msg('en', 'invalid_date')],
        registration_date: [msg('en', 'invalid_datetime')],
      });
    });

    it('age: a whole number from 0', async () => {
      expect(await refused({ age: 1.5 })).toEqual({ age: [msg('en', 'not_an_integer')] });
      expect(await refused({ age: -1 })).toEqual({ age: [msg('en', 'too_small_number', { min: 0 })] });
      expect((await accepted({ age: 0 })).age).toBe(0);
    });
  });

  describe('malformed payloads are refused with a 4xx, never a 500', () => {
    let tag: number;
    beforeAll(async () => {
      tag = await createTag(admin, eventId, 'VIP');
    });

    type Case = [string, () => Promise<{ status: number }>, number];
    const valid = () => minimalAttendee(category, company);
    const raw = (body: string, method: 'post' | 'put' = 'post') =>
      (method === 'post' ? admin.post(base) : admin.put(`${base}/${existing}`)).set('Content-Type', 'application/json').send(body);
    const with_ = (fields: Record<string, unknown>) => post({ ...valid(), ...fields });

    const cases: Case[] = [
      ['a JSON array as the body', () => post([valid()]), 422],
      ['a JSON string as the body', () => raw('"Mario Rossi"'), 400],
      ['a JSON number as the body', () => raw('42'), 400],
      ['JSON null as the body', () => raw('null'), 400],
      ['broken JSON', () => raw('{"first_name": "Mario",'), 400],
      ['broken JSON on PUT', () => raw('{first_name: Mario}', 'put'), 400],
      ['no body at all', () => admin.post(base), 422],
      ['a text/plain body', () => admin.post(base).set('Content-Type', 'text/plain').send('first_name=Mario'), 422],
      ['a number for a text field', () => with_({ first_name: 12345 }), 422],
      ['an array for a text field', () => with_({ last_name: ['Rossi', 'Bianchi'] }), 422],
      ['an object for a text field', () => with_({ company_name: { name: 'Alfa' } }), 422],
      ['a boolean for a text field', () => with_({ title: true }), 422],
      ['a 300,000-character text', () => with_({ additional_info: long(300_000) }), 422],
      ['a body over the 2 MB limit', () => with_({ additional_info: long(2_200_000) }), 413],
      ['a category that does not exist', () => with_({ event_attendee_category_id: 987_654 }), 422],
      ['a category id as text', () => with_({ event_attendee_category_id: 'delegati' }), 422],
      ['a category id as an array', () => with_({ event_attendee_category_id: [category] }), 422],
      ['a category id as an object', () => with_({ event_attendee_category_id: { id: category } }), 422],
      ['a negative company id', () => with_({ event_company_id: -4 }), 422],
      ['a company id beyond INT', () => with_({ event_company_id: 2 ** 40 }), 422],
      ['a fractional company id', () => with_({ event_company_id: 1.5 }), 422],
      ['an age of Infinity-like size', () => with_({ age: 1e308 }), 422],
      ['an age as an object', () => with_({ age: { years: 3 } }), 422],
      ['a switch as text', () => with_({ pending: 'yes please' }), 422],
      ['a switch as an object', () => with_({ has_disability: { value: true } }), 422],
      ['an e-mail as an array', () => with_({ email: ['a@b.it'] }), 422],
      ['an unknown enum value', () => with_({ gender: 'UNKNOWN' }), 422],
      ['an enum as a number', () => with_({ payment_status: 1 }), 422],
      ['a date as a number', () => with_({ date_of_birth: 19800101 }), 422],
      ['an impossible date', () => with_({ date_of_birth: '1980-02-30' }), 422],
      ['a date-time with a bad offset', () => with_({ registration_date: '2027-05-20T10:00:00+25:00' }), 422],
      ['tag_ids as text', () => with_({ tag_ids: 'VIP' }), 422],
      ['tag_ids with a nested array', () => with_({ tag_ids: [[tag]] }), 422],
      ['tag_ids with a zero', () => with_({ tag_ids: [0] }), 422],
      ['tag_ids with a tag that does not exist', () => with_({ tag_ids: [tag, 999_999] }), 422],
      ['tag_ids with 101 tags', () => with_({ tag_ids: Array.from({ length: 101 }, (_, i) => i + 1) }), 422],
      ['a PUT with an array body', () => admin.put(`${base}/${existing}`).send([{ pending: true }]), 422],
      ['a PUT with a wrong type', () => admin.put(`${base}/${existing}`).send({ pending: { on: true } }), 422],
      ['a PUT moving to a company that does not exist', () => admin.put(`${base}/${existing}`).send({ event_company_id: 999_999 }), 422],
      ['a path id that is not a number', () => admin.put(`${base}/1e3`).send({ pending: true }), 404],
      ['a path id beyond INT', () => admin.get(`${base}/99999999999`), 404],
      ['a range that is not JSON', () => admin.get(`${base}?range=0-24`), 400],
      ['a sort on an unknown field', () => admin.get(`${base}${listQuery({ sort: ['password', 'ASC'] })}`), 400],
      ['a filter on an unknown field', () => admin.get(`${base}${listQuery({ filter: { 'first_name LIKE': 'x' } })}`), 400],
      ['a filter given as an array', () => admin.get(`${base}${listQuery({ filter: [1, 2] })}`), 400],
      ['a q that is not text', () => admin.get(`${base}${listQuery({ filter: { q: { $ne: '' } } })}`), 400],
      ['a boolean filter that is not one', () => admin.get(`${base}${listQuery({ filter: { pending: 'maybe' } })}`), 400],
      ['a date filter that is not one', () => admin.get(`${base}${listQuery({ filter: { registration_date_gte: 'last week' } })}`), 400],
    ];

    it('has more than 30 of them', () => expect(cases.length).toBeGreaterThan(30));

    it.each(cases)('%s', async (_name, send, status) => {
      admin.lang = 'it';
      const res = await send();
      expect(res.status).toBe(status);
    });

    it('lets a __proto__ key do nothing', async () => {
      const res = await raw(JSON.stringify(valid()).replace('{', '{"__proto__":{"pending":true,"isAdmin":true},')).expect(201);
      expect(res.body.pending).toBe(false);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });

    it('stores 4-byte characters and SQL-looking text as they are', async () => {
      const res = await with_({ first_name: 'Zoë 🎉', last_name: "O'Brien'); DROP TABLE attendees;--" }).expect(201);
      expect(res.body).toMatchObject({ first_name: 'Zoë 🎉', last_name: "O'Brien'); DROP TABLE attendees;--" });
      await admin.get(`${base}/${res.body.id}`).expect(200);
    });
  });
});
