import { z } from 'zod';
import { CURRENCIES, PAYMENT_METHODS } from '../enums';
import { CHECKOUT_LINES_MAX, ORDER_NOTE_MAX, ORDER_QUANTITY_MAX, PRICE_MAX_CENTS, PRODUCT_TEXT_MAX, VAT_RATE_MAX } from '../money';
import { flag, optionalText, recordDefaults, requiredText } from './common';

/*
 * Commerce (issue 6): product categories, products, the attendee's checkout and the staff's order
 * actions. Money is in cents (integers); VAT rates are basis points (2200 = 22 %). Prices are
 * VAT-inclusive (gross), as Italian B2C prices are shown; net and VAT are derived per line by
 * `lineTotals` (docs/decisions.md, "Commerce").
 */

export * from '../money';
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
export const optionalDateTime = z.preprocess(
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

export const PRODUCT_CATEGORY_DEFAULTS = recordDefaults(productCategorySchema, { name_it: '', name_en: null, position: 0 });

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
    sale_starts_at: optionalDateTime,
    sale_ends_at: optionalDateTime,
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

export const PRODUCT_DEFAULTS = recordDefaults(productSchema, {
  category_id: null,
  name_it: '',
  name_en: null,
  description_it: null,
  description_en: null,
  price_cents: 0,
  vat_rate: 2200,
  currency: 'EUR',
  stock: null,
  max_per_attendee: null,
  sale_starts_at: null,
  sale_ends_at: null,
  attendee_category_ids: null,
  active: true,
});

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
