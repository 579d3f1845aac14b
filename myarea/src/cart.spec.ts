import {
  cartCount,
  cartLines,
  cartTotals,
  checkoutLines,
  loadCart,
  maxQuantity,
  normalizeCart,
  ownedQuantities,
  saveCart,
  setQuantity,
  type CartProduct,
} from './cart';

const product = (id: number, over: Partial<CartProduct> = {}): CartProduct => ({
  id,
  price_cents: 8_500,
  vat_rate: 2200,
  currency: 'EUR',
  available: true,
  remaining: null,
  max_per_attendee: null,
  ...over,
});

describe('cart quantities', () => {
  it('keeps a quantity within 0…max, whole, and drops a product set to 0', () => {
    expect(setQuantity({}, 1, 3)).toEqual({ 1: 3 });
    expect(setQuantity({}, 1, 2.7)).toEqual({ 1: 2 });
    expect(setQuantity({}, 1, 500)).toEqual({ 1: 100 });
    expect(setQuantity({ 1: 4 }, 1, 9, 5)).toEqual({ 1: 5 });
    expect(setQuantity({ 1: 4, 2: 1 }, 1, 0)).toEqual({ 2: 1 });
    expect(setQuantity({ 1: 4 }, 1, Number.NaN)).toEqual({});
  });

  it('lets the attendee buy at most the stock left, their limit minus what they own, and nothing unavailable', () => {
    expect(maxQuantity(product(1))).toBe(100);
    expect(maxQuantity(product(1, { remaining: 3 }))).toBe(3);
    expect(maxQuantity(product(1, { max_per_attendee: 2 }), 1)).toBe(1);
    expect(maxQuantity(product(1, { max_per_attendee: 2 }), 5)).toBe(0);
    expect(maxQuantity(product(1, { available: false }))).toBe(0);
  });

  it('counts what the attendee owns in orders that are not cancelled', () => {
    const owned = ownedQuantities([
      { status: 'PLACED', lines: [{ product_id: 1, quantity: 2 }] },
      { status: 'CANCELLED', lines: [{ product_id: 1, quantity: 5 }] },
      {
        status: 'COMPLETED',
        lines: [
          { product_id: 1, quantity: 1 },
          { product_id: 2, quantity: 3 },
        ],
      },
    ]);
    expect([...owned.entries()].sort()).toEqual([
      [1, 3],
      [2, 3],
    ]);
  });

  it('brings a stored cart in line with the catalogue: gone or unavailable products out, quantities down to the limit', () => {
    const products = [product(1, { remaining: 2 }), product(2, { available: false }), product(3, { max_per_attendee: 4 })];
    expect(normalizeCart({ 1: 5, 2: 1, 3: 4, 9: 1 }, products, new Map([[3, 1]]))).toEqual({ 1: 2, 3: 3 });
  });
});

describe('cart money', () => {
  it('splits each line once, VAT-inclusive, and adds the rounded lines up as the order does', () => {
    const products = [product(1, { price_cents: 1_000 }), product(2, { price_cents: 105, vat_rate: 500 })];
    const lines = cartLines({ 2: 1, 1: 3 }, products);
    expect(lines.map((l) => [l.product.id, l.quantity, l.net_cents, l.vat_cents, l.gross_cents])).toEqual([
      [1, 3, 2_459, 541, 3_000],
      [2, 1, 100, 5, 105],
    ]);
    expect(cartTotals(lines)).toEqual({ count: 4, net_cents: 2_559, vat_cents: 546, gross_cents: 3_105, currency: 'EUR' });
    expect(checkoutLines(lines)).toEqual([
      { product_id: 1, quantity: 3 },
      { product_id: 2, quantity: 1 },
    ]);
  });

  it('totals an empty cart as zero euros', () => {
    expect(cartTotals([])).toEqual({ count: 0, net_cents: 0, vat_cents: 0, gross_cents: 0, currency: 'EUR' });
  });
});

describe('cart storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one cart per event and reads back only sane quantities', () => {
    saveCart('ev-a', { 1: 2, 4: 1 });
    expect(loadCart('ev-a')).toEqual({ 1: 2, 4: 1 });
    expect(loadCart('ev-b')).toEqual({});
    expect(cartCount(loadCart('ev-a'))).toBe(3);
    localStorage.setItem('myarea.cart.ev-b', JSON.stringify({ 1: -1, x: 2, 3: 1.5, 5: 'two', 6: 900 }));
    expect(loadCart('ev-b')).toEqual({ 6: 100 });
  });
});
