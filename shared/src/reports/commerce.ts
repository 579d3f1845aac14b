import { z } from 'zod';
import type { RouteContract } from '../api/contract';
import { id as recordId } from '../api/schema-kit';
import { PAYMENT_METHODS } from '../enums';
import { reportRoute } from './registrations';

/** The age buckets of the unpaid orders (days since the order was created): under 7, 7 to 30, over 30. */
export const UNPAID_AGE_BUCKETS = ['under_7_days', '7_to_30_days', 'over_30_days'] as const;

const cents = z.number().int();
const amounts = { net_cents: cents, vat_cents: cents, gross_cents: cents };
/** A bar with its amounts: `count` is units for the lines' sections (product, category, VAT rate), orders for the orders' ones. */
const moneyBar = z.object({
  key: z.union([recordId, z.string()]).nullable(),
  label: z.string().nullable(),
  count: z.number().int(),
  ...amounts,
});
export type CommerceReportBarDto = z.infer<typeof moneyBar>;

/**
 * `GET /api/events/{eventId}/reports/commerce` (issue 28): the placed orders (not drafts, not cancelled) of the
 * report's attendees (the caller's row scope and the filters of every report), summed by the database. Money
 * in cents, VAT-inclusive gross as the orders keep it; ruled by `read Report` and `read Order`.
 */
export const commerceReportDtoSchema = z.object({
  /** Placed orders. */
  orders: z.number().int(),
  net_cents: cents,
  vat_cents: cents,
  gross_cents: cents,
  /** The gross of the paid orders. */
  paid_cents: cents,
  /** Units and amounts per product (`key` the product id, `label` its name in the caller's language). */
  by_product: z.array(moneyBar),
  /** Units and amounts per product category (`key` null: products without one). */
  by_category: z.array(moneyBar),
  /** Orders and amounts per payment method, every method (zeros too). */
  by_payment_method: z.array(moneyBar.extend({ key: z.enum(PAYMENT_METHODS), label: z.null() })),
  /** Units and amounts per VAT rate (`key` the rate in basis points as text, 2200 = 22%). */
  vat: z.array(moneyBar.extend({ key: z.string(), label: z.null() })),
  /** Placed orders not paid yet, by age (every bucket, zeros too). */
  unpaid_by_age: z.array(moneyBar.extend({ key: z.enum(UNPAID_AGE_BUCKETS), label: z.null() })),
});
export type CommerceReportDto = z.infer<typeof commerceReportDtoSchema>;

export const COMMERCE_REPORT_ROUTES: RouteContract[] = [
  reportRoute(
    'commerce',
    'Orders and revenue by product, category and payment method, VAT breakdown, unpaid orders by age (`format`: as a file)',
    commerceReportDtoSchema,
  ),
];
