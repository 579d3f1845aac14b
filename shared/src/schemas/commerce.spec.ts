import { validate } from '../validation/validate';
import {
  checkoutSchema,
  formatMoney,
  formatVatRate,
  lineTotals,
  orderCancelSchema,
  orderRefundNoteSchema,
  orderTotals,
  productCategorySchema,
  productSchema,
  splitGross,
} from './commerce';

const product = (overrides: Record<string, unknown> = {}) => ({ name_it: 'Cena di gala', price_cents: 5000, vat_rate: 2200, ...overrides });

describe('productSchema', () => {
  it('fills the defaults of a minimal product', () => {
    expect(validate(productSchema, product(), 'it')).toEqual({
      ok: true,
      data: {
        category_id: null,
        name_it: 'Cena di gala',
        name_en: null,
        description_it: null,
        description_en: null,
        price_cents: 5000,
        vat_rate: 2200,
        currency: 'EUR',
        stock: null,
        max_per_attendee: null,
        sale_starts_at: null,
        sale_ends_at: null,
        attendee_category_ids: null,
        active: true,
      },
    });
  });

  it('requires the Italian name, a price and a VAT rate', () => {
    expect(validate(productSchema, {}, 'it')).toEqual({
      ok: false,
      errors: { name_it: ['Campo obbligatorio'], price_cents: ['Campo obbligatorio'], vat_rate: ['Campo obbligatorio'] },
    });
  });

  it.each([
    ['price_cents', -1, 'Must be at least 0'],
    ['price_cents', 12.5, 'Must be a whole number'],
    ['price_cents', 100_000_001, 'Must be at most 100000000'],
    ['price_cents', '10', 'Invalid value'],
    ['vat_rate', -1, 'Must be at least 0'],
    ['vat_rate', 10_001, 'Must be at most 10000'],
    ['vat_rate', 22.5, 'Must be a whole number'],
    ['stock', -1, 'Must be at least 0'],
    ['max_per_attendee', 0, 'Must be at least 1'],
    ['currency', 'USD', 'Value not allowed; valid values: EUR'],
    ['category_id', 0, 'Must be at least 1'],
    ['sale_starts_at', '2027-02-30T10:00:00Z', 'Invalid date and time (format YYYY-MM-DDTHH:MM, time zone optional)'],
    ['sale_ends_at', 'tomorrow', 'Invalid date and time (format YYYY-MM-DDTHH:MM, time zone optional)'],
    ['attendee_category_ids', [1, 'x'], 'Invalid value'],
    ['active', 'maybe', 'Invalid format'],
    ['name_it', 'x'.repeat(256), 'At most 255 characters'],
    ['description_en', 'x'.repeat(5001), 'At most 5000 characters'],
  ])('refuses %s = %j', (field, value, message) => {
    const result = validate(productSchema, product({ [field]: value }), 'en');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const key = Object.keys(result.errors).find((k) => k === field || k.startsWith(`${field}.`));
      expect(key && result.errors[key]).toEqual([message]);
    }
  });

  it('accepts the limits: free, 0 % and 100 % VAT, stock 0', () => {
    expect(validate(productSchema, product({ price_cents: 0, vat_rate: 0, stock: 0 }), 'it').ok).toBe(true);
    expect(validate(productSchema, product({ vat_rate: 10_000 }), 'it').ok).toBe(true);
  });

  it('normalises the sale window to UTC and refuses an end before the start', () => {
    const ok = validate(productSchema, product({ sale_starts_at: '2027-05-01T09:00:00+02:00', sale_ends_at: '2027-05-01 09:00' }), 'it');
    expect(ok).toMatchObject({ ok: true, data: { sale_starts_at: '2027-05-01T07:00:00.000Z', sale_ends_at: '2027-05-01T09:00:00.000Z' } });
    const equal = validate(productSchema, product({ sale_starts_at: '2027-05-01T09:00:00Z', sale_ends_at: '2027-05-01T09:00:00Z' }), 'it');
    expect(equal.ok).toBe(true);
    const bad = validate(productSchema, product({ sale_starts_at: '2027-05-02T00:00:00Z', sale_ends_at: '2027-05-01T23:59:59Z' }), 'it');
    expect(bad).toEqual({ ok: false, errors: { sale_ends_at: ['La fine della vendita deve essere uguale o successiva all’inizio'] } });
    expect(validate(productSchema, product({ sale_starts_at: '', sale_ends_at: null }), 'it')).toMatchObject({
      ok: true,
      data: { sale_starts_at: null, sale_ends_at: null },
    });
  });

  it('sorts and deduplicates the attendee categories; an empty list means everyone', () => {
    expect(validate(productSchema, product({ attendee_category_ids: [5, 2, 5] }), 'it')).toMatchObject({
      data: { attendee_category_ids: [2, 5] },
    });
    expect(validate(productSchema, product({ attendee_category_ids: [] }), 'it')).toMatchObject({ data: { attendee_category_ids: null } });
  });

  it('accepts 0/1 for active, as the old system sent it', () => {
    expect(validate(productSchema, product({ active: 0 }), 'it')).toMatchObject({ data: { active: false } });
    expect(validate(productSchema, product({ active: null }), 'it')).toMatchObject({ data: { active: true } });
  });
});

describe('productCategorySchema', () => {
  it('requires the Italian name and defaults the position to 0', () => {
    expect(validate(productCategorySchema, { name_it: ' Cene ' }, 'it')).toEqual({
      ok: true,
      data: { name_it: 'Cene', name_en: null, position: 0 },
    });
    expect(validate(productCategorySchema, { name_it: '', position: -1 }, 'en')).toEqual({
      ok: false,
      errors: { name_it: ['This field is required'], position: ['Must be at least 0'] },
    });
  });
});

describe('checkoutSchema', () => {
  it('takes lines of distinct products and a payment method', () => {
    const cart = { lines: [{ product_id: 1, quantity: 2 }], payment_method: 'BANK_TRANSFER' };
    expect(validate(checkoutSchema, cart, 'it')).toEqual({ ok: true, data: cart });
  });

  it('refuses an empty cart, repeated products, bad quantities and unknown methods', () => {
    expect(validate(checkoutSchema, { lines: [], payment_method: 'CASH' }, 'en')).toEqual({
      ok: false,
      errors: { lines: ['At least 1 items'], payment_method: ['Value not allowed; valid values: BANK_TRANSFER, ON_SITE, STRIPE'] },
    });
    const lines = [
      { product_id: 1, quantity: 1 },
      { product_id: 2, quantity: 0 },
      { product_id: 3, quantity: 101 },
    ];
    expect(validate(checkoutSchema, { lines, payment_method: 'STRIPE' }, 'en')).toEqual({
      ok: false,
      errors: { 'lines.1.quantity': ['Must be at least 1'], 'lines.2.quantity': ['Must be at most 100'] },
    });
    const dup = validate(checkoutSchema, { lines: [lines[0], lines[0]], payment_method: 'STRIPE' }, 'it');
    expect(dup).toEqual({ ok: false, errors: { 'lines.1.product_id': ['Prodotto ripetuto'] } });
  });
});

describe('order action bodies', () => {
  it('needs the refund note text; cancel takes optional notes', () => {
    expect(validate(orderRefundNoteSchema, { refund_note: '  ' }, 'it')).toEqual({
      ok: false,
      errors: { refund_note: ['Campo obbligatorio'] },
    });
    expect(validate(orderCancelSchema, {}, 'it')).toEqual({ ok: true, data: { note: null, refund_note: null } });
  });
});

describe('VAT-inclusive totals', () => {
  it('splits a gross price into net and VAT, rounding half up to the cent', () => {
    expect(splitGross(12_200, 2200)).toEqual({ net_cents: 10_000, vat_cents: 2_200, gross_cents: 12_200 });
    // 10.00 € at 22 %: 8.1967… → 8.20 net, 1.80 VAT.
    expect(splitGross(1_000, 2200)).toEqual({ net_cents: 820, vat_cents: 180, gross_cents: 1_000 });
    // 0.01 € at 22 %: 0.0081… → 0.01 net, no VAT.
    expect(splitGross(1, 2200)).toEqual({ net_cents: 1, vat_cents: 0, gross_cents: 1 });
    // An exact half cent rounds up: 1.05 € at 5 % is 1.00 net; 0.21 € at 100 % is 0.105 → 0.11.
    expect(splitGross(105, 500)).toEqual({ net_cents: 100, vat_cents: 5, gross_cents: 105 });
    expect(splitGross(21, 10_000)).toEqual({ net_cents: 11, vat_cents: 10, gross_cents: 21 });
    expect(splitGross(999, 0)).toEqual({ net_cents: 999, vat_cents: 0, gross_cents: 999 });
  });

  it('never loses a cent: net + VAT is the gross for every amount and rate', () => {
    for (const rate of [0, 400, 500, 1000, 2200, 10_000])
      for (let gross = 0; gross < 2000; gross += 7) {
        const s = splitGross(gross, rate);
        expect(s.net_cents + s.vat_cents).toBe(gross);
        expect(Math.abs(s.net_cents - gross / (1 + rate / 10_000))).toBeLessThanOrEqual(0.5);
      }
  });

  it('computes a line on unit price × quantity, and an order as the sum of its lines', () => {
    // 3 × 3.33 € at 22 %: 9.99 gross → 8.19 net (not 3 × 2.73 = 8.19 by luck: computed once on the line).
    expect(lineTotals(333, 3, 2200)).toEqual({ net_cents: 819, vat_cents: 180, gross_cents: 999 });
    expect(orderTotals([lineTotals(333, 3, 2200), lineTotals(1000, 1, 1000)])).toEqual({
      net_cents: 1728,
      vat_cents: 271,
      gross_cents: 1999,
    });
  });

  it('refuses amounts and rates it cannot represent', () => {
    expect(() => splitGross(-1, 2200)).toThrow(RangeError);
    expect(() => splitGross(1.5, 2200)).toThrow(RangeError);
    expect(() => splitGross(100, 10_001)).toThrow(RangeError);
  });

  it('formats money and rates in both languages', () => {
    expect(formatMoney(1_234_567, 'EUR', 'it').replace(/\s/g, ' ')).toBe('12.345,67 €');
    expect(formatMoney(1250, 'EUR', 'en')).toBe('€12.50');
    expect(formatVatRate(2200, 'it')).toBe('22%');
    expect(formatVatRate(550, 'it')).toBe('5,5%');
    expect(formatVatRate(550, 'en')).toBe('5.5%');
  });
});
