import { z } from 'zod';
import { CURRENCIES, PAYMENT_METHODS, type Currency, type Language } from '../enums';
import { flag, optionalText, requiredText } from './common';

/*
 * Commerce (issue 6): product categories, products, the attendee's checkout and the staff's order
 * actions. Money is in cents (integers); VAT rates are basis points (2200 = 22 %). Prices are
 * VAT-inclusive (gross), as Italian B2C prices are shown; net and VAT are derived per line by
 * `lineTotals` (docs/decisions.md, "Commerce").
 */

export const PRICE_MAX_CENTS = 100_000_000;
/** 100 % in basis points. */
export const VAT_RATE_MAX = 10_000;
/** Most units of one product in one order. */
export const ORDER_QUANTITY_MAX = 100;
export const CHECKOUT_LINES_MAX = 50;
export const PRODUCT_TEXT_MAX = 5000;
export const ORDER_NOTE_MAX = 2000;
const INT_MAX = 2_147_483_647;

const integer = (min: number, max: number) => z.number().int('not_an_integer').min(min).max(max);
/** A record id (`id` of common.ts says "at least 0" for 0; this says "at least 1"). */
const recordId = () => integer(1, INT_MAX);
const nullableInteger = (min: number, max: number) =>
  integer(min, max)
    .nullish()
    .transform((v) => v ?? null);

const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A point in time as ISO 8601 (`2027-05-20T09:00:00Z`, `…+02:00`; without an offset it is UTC, as
 * the other date-times of the API), given back as UTC `…Z`. Blank or null: no limit.
 */
const saleDateTime = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string('invalid_datetime')
    .trim()
    .transform((v, ctx) => {
      const normalized = /(Z|[+-]\d{2}:?\d{2})$/i.test(v) ? v : `${v}Z`;
      const time = DATE_TIME.test(v) ? Date.parse(normalized.replace(' ', 'T')) : NaN;
      if (Number.isNaN(time) || !isRealDay(v.slice(0, 10))) {
        ctx.addIssue({ code: 'custom', message: 'invalid_datetime', input: v });
        return z.NEVER;
      }
      return new Date(time).toISOString();
    })
    .nullish()
    .transform((v) => v ?? null),
);

function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

export const productCategorySchema = z.object({
  name_it: requiredText(255),
  /** Falls back to the Italian name where missing. */
  name_en: optionalText(255),
  /** Order of the categories in the attendee site, smallest first. */
  position: nullableInteger(0, 1_000_000).transform((v) => v ?? 0),
});
export type ProductCategoryInput = z.output<typeof productCategorySchema>;

/**
 * A product as the admin sends it (`sold` is the server's). `stock` null is unlimited; the API refuses
 * a stock below the units already sold. `attendee_category_ids` null (or empty) lets every attendee
 * buy; otherwise only attendees of those categories.
 */
export const productSchema = z
  .object({
    category_id: recordId()
      .nullish()
      .transform((v) => v ?? null),
    name_it: requiredText(255),
    name_en: optionalText(255),
    description_it: optionalText(PRODUCT_TEXT_MAX),
    description_en: optionalText(PRODUCT_TEXT_MAX),
    /** VAT-inclusive unit price in cents. */
    price_cents: integer(0, PRICE_MAX_CENTS),
    /** Basis points: 2200 is 22 %. */
    vat_rate: integer(0, VAT_RATE_MAX),
    currency: z.preprocess((v) => v ?? undefined, z.enum(CURRENCIES).default('EUR')),
    stock: nullableInteger(0, INT_MAX),
    max_per_attendee: nullableInteger(1, INT_MAX),
    sale_starts_at: saleDateTime,
    sale_ends_at: saleDateTime,
    attendee_category_ids: z
      .array(recordId())
      .max(1000)
      .nullish()
      .transform((v) => (v && v.length ? [...new Set(v)].sort((a, b) => a - b) : null)),
    active: flag.nullish().transform((v) => v ?? true),
  })
  .superRefine((p, ctx) => {
    if (p.sale_starts_at && p.sale_ends_at && p.sale_starts_at > p.sale_ends_at) {
      ctx.addIssue({ code: 'custom', message: 'sale_end_before_start', path: ['sale_ends_at'] });
    }
  });
export type ProductInput = z.output<typeof productSchema>;

export const checkoutLineSchema = z.object({
  product_id: recordId(),
  quantity: integer(1, ORDER_QUANTITY_MAX),
});
export type CheckoutLineInput = z.output<typeof checkoutLineSchema>;

/** The attendee's cart: each product once, with the payment method chosen. */
export const checkoutSchema = z.object({
  lines: z
    .array(checkoutLineSchema)
    .min(1)
    .max(CHECKOUT_LINES_MAX)
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((line, index) => {
        if (seen.has(line.product_id)) ctx.addIssue({ code: 'custom', message: 'duplicate_product', path: [index, 'product_id'] });
        seen.add(line.product_id);
      });
    }),
  payment_method: z.enum(PAYMENT_METHODS),
});
export type CheckoutInput = z.output<typeof checkoutSchema>;

/** `POST …/orders/{id}/mark-paid`: an optional note for the order's history. */
export const orderMarkPaidSchema = z.object({ note: optionalText(ORDER_NOTE_MAX) });
export type OrderMarkPaidInput = z.output<typeof orderMarkPaidSchema>;

/** `POST …/orders/{id}/cancel`: a paid order needs a refund note, given here or earlier. */
export const orderCancelSchema = z.object({ note: optionalText(ORDER_NOTE_MAX), refund_note: optionalText(PRODUCT_TEXT_MAX) });
export type OrderCancelInput = z.output<typeof orderCancelSchema>;

/** `PUT …/orders/{id}/refund-note` (paid orders only). */
export const orderRefundNoteSchema = z.object({ refund_note: requiredText(PRODUCT_TEXT_MAX) });
export type OrderRefundNoteInput = z.output<typeof orderRefundNoteSchema>;

export interface MoneySplit {
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
}

/**
 * Net and VAT of a VAT-inclusive amount: net = gross / (1 + rate), rounded half up to the cent in
 * integer arithmetic (no floating-point drift); VAT is the rest, so net + VAT is always the gross.
 */
export function splitGross(grossCents: number, vatRate: number): MoneySplit {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) throw new RangeError(`gross must be whole cents ≥ 0, got ${grossCents}`);
  if (!Number.isInteger(vatRate) || vatRate < 0 || vatRate > VAT_RATE_MAX) throw new RangeError(`VAT rate out of range: ${vatRate}`);
  const divisor = VAT_RATE_MAX + vatRate;
  const net = Math.floor((grossCents * 2 * VAT_RATE_MAX + divisor) / (2 * divisor));
  return { net_cents: net, vat_cents: grossCents - net, gross_cents: grossCents };
}

/** One order line: the gross is unit price × quantity, split once per line. */
export function lineTotals(unitPriceCents: number, quantity: number, vatRate: number): MoneySplit {
  return splitGross(unitPriceCents * quantity, vatRate);
}

/** The sums of the lines (each already rounded; the order adds them up). */
export function orderTotals(lines: MoneySplit[]): MoneySplit {
  return lines.reduce(
    (sum, l) => ({
      net_cents: sum.net_cents + l.net_cents,
      vat_cents: sum.vat_cents + l.vat_cents,
      gross_cents: sum.gross_cents + l.gross_cents,
    }),
    { net_cents: 0, vat_cents: 0, gross_cents: 0 },
  );
}

/** `12,50 €` in Italian, `€12.50` in English. */
export function formatMoney(cents: number, currency: Currency | string, lang: Language): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-IE' : 'it-IT', { style: 'currency', currency }).format(cents / 100);
}

/** A VAT rate in basis points as a percentage: 2200 → `22%`, 550 → `5.5%` (`5,5%` in Italian). */
export function formatVatRate(vatRate: number, lang: Language): string {
  return `${new Intl.NumberFormat(lang === 'en' ? 'en-IE' : 'it-IT', { maximumFractionDigits: 2 }).format(vatRate / 100)}%`;
}
