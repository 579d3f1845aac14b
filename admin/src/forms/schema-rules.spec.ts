import { creditRuleSchema, fontSchema, productSchema, userSchema } from '@eventdesk/shared';
import { isRequiredBy, schemaValidator } from './schema-rules';

const product = { name_it: 'Cena', price_cents: 1000, vat_rate: 2200, stock: null, max_per_attendee: null };

describe('schemaValidator', () => {
  it('gives a field the shared messages in the UI language, and nothing to the valid ones', () => {
    const values = { ...product, name_it: '', price_cents: 10.5 };
    expect(schemaValidator(productSchema, 'name_it', 'en')('', values, {})).toBe('This field is required');
    expect(schemaValidator(productSchema, 'name_it', 'it')('', values, {})).toBe('Campo obbligatorio');
    expect(schemaValidator(productSchema, 'price_cents', 'en')(10.5, values, {})).toMatch(/whole number/i);
    expect(schemaValidator(productSchema, 'vat_rate', 'en')(2200, values, {})).toBeUndefined();
  });

  it('puts a rule across fields on the field the schema names', () => {
    const values = { ...product, sale_starts_at: '2027-05-20T10:00:00Z', sale_ends_at: '2027-05-19T10:00:00Z' };
    expect(schemaValidator(productSchema, 'sale_ends_at', 'en')(values.sale_ends_at, values, {})).toBeTruthy();
    expect(schemaValidator(productSchema, 'sale_starts_at', 'en')(values.sale_starts_at, values, {})).toBeUndefined();
    const user = { name: 'Ada', email: 'ada@example.com', password: 'long enough 1', password_confirmation: 'other one' };
    expect(schemaValidator(userSchema, 'password_confirmation', 'en')('other one', user, {})).toBeTruthy();
  });

  it('uses the shared limits, not copies of them', () => {
    const values = { ...product, description_it: 'x'.repeat(5001) };
    expect(schemaValidator(productSchema, 'description_it', 'en')(values.description_it, values, {})).toMatch(/5000/);
    expect(schemaValidator(productSchema, 'stock', 'en')(-1, { ...product, stock: -1 }, {})).toMatch(/0/);
    expect(schemaValidator(fontSchema, 'weight', 'en')(1001, { name: 'Inter', weight: 1001 }, {})).toMatch(/1000/);
  });
});

describe('schemaValidator on a list held by one input', () => {
  it('gives the list the messages of its entries, each once', () => {
    const rule = { credits: 1, professions: ['Medico', '  ', ' '] };
    expect(schemaValidator(creditRuleSchema, 'professions', 'en')(rule.professions, rule, {})).toBe('This field is required');
    expect(schemaValidator(creditRuleSchema, 'disciplines', 'en')([], rule, {})).toBeUndefined();
    const long = { ...rule, professions: [], disciplines: ['x'.repeat(151)] };
    expect(schemaValidator(creditRuleSchema, 'disciplines', 'en')(long.disciplines, long, {})).toMatch(/150/);
  });
});

describe('isRequiredBy', () => {
  it('marks the fields the schema refuses to leave out', () => {
    expect(isRequiredBy(productSchema, 'name_it')).toBe(true);
    expect(isRequiredBy(productSchema, 'price_cents')).toBe(true);
    expect(isRequiredBy(productSchema, 'name_en')).toBe(false);
    expect(isRequiredBy(productSchema, 'stock')).toBe(false);
    expect(isRequiredBy(fontSchema, 'weight')).toBe(false);
    expect(isRequiredBy(productSchema, 'toString')).toBe(false);
  });
});

describe('schemaValidator with a message of its own', () => {
  it('answers the given key instead of the schema message, and only when the schema refuses the field', () => {
    const key = 'resources.products.validation.price_range';
    expect(schemaValidator(productSchema, 'price_cents', 'en', key)(-1, { ...product, price_cents: -1 }, {})).toBe(key);
    expect(schemaValidator(productSchema, 'price_cents', 'en', key)(1000, product, {})).toBeUndefined();
  });
});

describe('schemaValidator on a values object changed in place', () => {
  it('reads the values as they are now, as react-hook-form mutates its form values', () => {
    const values: Record<string, unknown> = { ...product, name_it: '' };
    const check = schemaValidator(productSchema, 'name_it', 'en');
    expect(check('', values, {})).toBeTruthy();
    values.name_it = 'Cena';
    expect(check('Cena', values, {})).toBeUndefined();
  });
});
