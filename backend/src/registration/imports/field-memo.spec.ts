import { attendeeSchemasForFields, validate, type Language } from '@eventdesk/shared';
import { FieldMemo } from './field-memo';

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'age',
  'gender',
  'event_attendee_category_id',
  'event_company_id',
  'fiscal_code',
  'country',
  'registration_date',
  'pending',
  'payment_status',
  'date_of_birth',
  'app_lang',
  'vat_number',
  'province',
];

/** Cells as files bring them: blanks, padding, wrong formats, numbers as text, and values of other types. */
const VALUES: Record<string, unknown[]> = {
  first_name: ['Mario', '  Anna ', '', '   ', 'x'.repeat(101), null, undefined],
  last_name: ['Rossi', '', ' De Luca '],
  email: ['m.rossi@example.it', ' M.Rossi@Example.IT ', 'not-an-email', '', 'a@b'],
  phone: ['+39 333 1234567', '12', 'abc', '', '+39  06   1234567'],
  age: ['42', '-1', '131', '4.5', 'x', '', 7],
  gender: ['male', 'FEMALE', 'other', 'X', ''],
  event_attendee_category_id: ['1', '0', 'abc', '', 3, '2147483648'],
  event_company_id: ['2', '', null, 5],
  fiscal_code: ['RSSMRA85T10H501O', 'rssmra85t10h501o', 'RSSMRA85T10H501X', ''],
  country: ['IT', 'it', 'XX', ''],
  registration_date: ['2025-05-20T09:30:00Z', '2025-05-20 09:30', '2025-02-30', 'yesterday', ''],
  pending: ['1', '0', 'true', 'yes', '', false, true],
  payment_status: ['PAID', 'unpaid', 'FREE', '', '  '],
  date_of_birth: ['1980-01-31', '1899-12-31', '2999-01-01', '31/01/1980', ''],
  app_lang: ['it', 'EN', 'fr', ''],
  vat_number: ['IT01234567890', '123', ''],
  province: ['rm', 'ZZ', ''],
};

/** A deterministic mix: every value of every field appears, in rows where some keys are absent. */
function rows(count: number): Record<string, unknown>[] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: count }, () => {
    const row: Record<string, unknown> = {};
    for (const field of FIELDS) {
      const choice = next() % (VALUES[field]!.length + 1);
      if (choice < VALUES[field]!.length) row[field] = VALUES[field]![choice]; // else: the key is absent
    }
    return row;
  });
}

describe('FieldMemo', () => {
  const cases: [string, string[], Language][] = [
    ['nothing required, Italian', [], 'it'],
    ['category, company and last name required, English', ['event_attendee_category_id', 'event_company_id', 'last_name'], 'en'],
    ['switches and enums required', ['pending', 'payment_status', 'app_lang', 'email'], 'it'],
  ];

  it.each(cases)('answers what the whole schema answers, key by key and message by message (%s)', (_name, required, lang) => {
    const schemas = attendeeSchemasForFields(FIELDS, required);
    for (const schema of [schemas.full, schemas.patch]) {
      const memo = new FieldMemo(schema, lang);
      // Each row's answer and what toEqual does not see of it: its keys in order (toEqual ignores order and treats
      // a key holding undefined as absent). Compared all at once: one matcher call instead of thousands.
      const seen = (r: ReturnType<typeof validate>) => ({ answer: r, keys: Object.keys(r.ok ? (r.data as object) : r.errors) });
      const actual: ReturnType<typeof seen>[] = [];
      const expected: ReturnType<typeof seen>[] = [];
      for (const [i, row] of rows(600).entries()) {
        if (i % 200 === 0) memo.reset();
        expected.push(seen(validate(schema, row, lang)));
        actual.push(seen(memo.validate(row)));
      }
      expect(actual).toEqual(expected);
    }
  });

  it('validates whole a schema with a rule across fields', () => {
    const { full } = attendeeSchemasForFields(['first_name', 'last_name'], []);
    const refined = (full as unknown as { refine(f: (v: Record<string, unknown>) => boolean, m: string): typeof full }).refine(
      (v) => v.first_name !== v.last_name,
      'invalid_format',
    );
    const memo = new FieldMemo(refined, 'en');
    const row = { first_name: 'Anna', last_name: 'Anna' };
    expect(memo.validate(row)).toEqual(validate(refined, row, 'en'));
    expect(memo.validate(row).ok).toBe(false);
  });
});
