/*
 * The cart and its money, as pure functions (unit-testable without a browser), plus its
 * localStorage, one cart per event token. Money is whole cents; prices are VAT-inclusive and the VAT
 * of a line is split as the API splits it (shared `splitGross`: net rounded half up, VAT the rest), so
 * the totals shown are the totals the order will have.
 */
import { ORDER_QUANTITY_MAX as QUANTITY_MAX, splitGross, type MoneySplit } from '@eventdesk/shared/money';
import { readJson, writeJson } from './storage';

/** Product id → quantity. Only positive quantities are kept. */
export type Cart = Readonly<Record<string, number>>;

/** What the cart needs of a product (a subset of the API's product). */
export interface CartProduct {
  id: number;
  price_cents: number;
  vat_rate: number;
  currency: string;
  available: boolean;
  remaining: number | null;
  max_per_attendee: number | null;
}

/** What the cart needs of an order. */
export interface CartOrder {
  status: string;
  lines: readonly { product_id: number; quantity: number }[];
}

/** Units of each product the attendee already holds: lines of their orders that are not cancelled. */
export function ownedQuantities(orders: readonly CartOrder[]): Map<number, number> {
  const owned = new Map<number, number>();
  for (const order of orders) {
    if (order.status === 'CANCELLED') continue;
    for (const line of order.lines) owned.set(line.product_id, (owned.get(line.product_id) ?? 0) + line.quantity);
  }
  return owned;
}

/** The most of a product the attendee may put in the cart now: stock left, their limit minus what they own, 100. */
export function maxQuantity(product: CartProduct, owned = 0): number {
  if (!product.available) return 0;
  let max = QUANTITY_MAX;
  if (product.remaining !== null) max = Math.min(max, product.remaining);
  if (product.max_per_attendee !== null) max = Math.min(max, product.max_per_attendee - owned);
  return Math.max(0, max);
}

export function quantityOf(cart: Cart, productId: number): number {
  return cart[productId] ?? 0;
}

/** The cart with a product's quantity set to `quantity`, kept within 0…max (0 removes it). */
export function setQuantity(cart: Cart, productId: number, quantity: number, max: number = QUANTITY_MAX): Cart {
  const next = { ...cart };
  const clamped = Math.max(0, Math.min(Math.floor(Number.isFinite(quantity) ? quantity : 0), max));
  if (clamped > 0) next[productId] = clamped;
  else delete next[productId];
  return next;
}

/**
 * The cart against the current catalogue: products gone or no longer available are dropped and
 * quantities brought down to what may still be bought.
 */
export function normalizeCart(cart: Cart, products: readonly CartProduct[], owned: ReadonlyMap<number, number> = new Map()): Cart {
  let next: Cart = {};
  for (const product of products) {
    const quantity = quantityOf(cart, product.id);
    if (quantity > 0) next = setQuantity(next, product.id, quantity, maxQuantity(product, owned.get(product.id) ?? 0));
  }
  return next;
}

export function sameCart(a: Cart, b: Cart): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

export interface PricedLine<P extends CartProduct = CartProduct> extends MoneySplit {
  product: P;
  quantity: number;
}

/** The cart's lines in catalogue order, each with its VAT-inclusive total split into net and VAT. */
export function cartLines<P extends CartProduct>(cart: Cart, products: readonly P[]): PricedLine<P>[] {
  return products
    .filter((p) => quantityOf(cart, p.id) > 0)
    .map((product) => {
      const quantity = quantityOf(cart, product.id);
      return { product, quantity, ...splitGross(product.price_cents * quantity, product.vat_rate) };
    });
}

export interface CartTotals extends MoneySplit {
  /** Units in the cart. */
  count: number;
  currency: string;
}

/** The sums of the lines (each already rounded; the order adds them up the same way). */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  return lines.reduce<CartTotals>(
    (sum, l) => ({
      count: sum.count + l.quantity,
      net_cents: sum.net_cents + l.net_cents,
      vat_cents: sum.vat_cents + l.vat_cents,
      gross_cents: sum.gross_cents + l.gross_cents,
      currency: sum.currency,
    }),
    { count: 0, net_cents: 0, vat_cents: 0, gross_cents: 0, currency: lines[0]?.product.currency ?? 'EUR' },
  );
}

/** The body's `lines` of `POST /api/{token}/checkout`. */
export function checkoutLines(lines: readonly PricedLine[]): { product_id: number; quantity: number }[] {
  return lines.map((l) => ({ product_id: l.product.id, quantity: l.quantity }));
}

/** Units in a cart, without the catalogue (the dashboard's badge). */
export function cartCount(cart: Cart): number {
  return Object.values(cart).reduce((sum, q) => sum + q, 0);
}

// ─── storage: one cart per event on this device (it outlives a reload and a new sign-in; sign-out empties it) ─

export function loadCart(token: string): Cart {
  const stored = readJson<Record<string, unknown>>(`cart.${token}`, 'local');
  const cart: Record<string, number> = {};
  if (stored && typeof stored === 'object') {
    for (const [id, quantity] of Object.entries(stored)) {
      if (/^\d+$/.test(id) && typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0)
        cart[id] = Math.min(quantity, QUANTITY_MAX);
    }
  }
  return cart;
}

export function saveCart(token: string, cart: Cart): void {
  writeJson(`cart.${token}`, Object.keys(cart).length ? cart : null, 'local');
}

export function clearCart(token: string): void {
  writeJson(`cart.${token}`, null, 'local');
}
