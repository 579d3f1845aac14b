import { z } from 'zod';
import { CURRENCIES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../enums';
import { id, timestamp, timestamps } from '../api/schema-kit';

/*
 * Commerce's answers (products, orders, payments, the attendee's shop): zod schemas, and the types
 * inferred from them. Money in cents, VAT in basis points (2200 = 22 %).
 */

const cents = z.number().int();
const currency = z.enum(CURRENCIES);

/** `GET /api/events/{eventId}/product-categories/{id}` (ADMIN). */
export const productCategoryDtoSchema = z.object({
  id,
  event_id: id,
  name_it: z.string(),
  name_en: z.string().nullable(),
  position: z.number().int(),
  ...timestamps,
});
export type ProductCategoryDto = z.infer<typeof productCategoryDtoSchema>;

/** `GET /api/events/{eventId}/products/{id}` (ADMIN). Money in cents, VAT in basis points (2200 = 22 %). */
export const productDtoSchema = z.object({
  id,
  event_id: id,
  category_id: id.nullable(),
  name_it: z.string(),
  name_en: z.string().nullable(),
  description_it: z.string().nullable(),
  description_en: z.string().nullable(),
  /** VAT-inclusive unit price. */
  price_cents: cents,
  vat_rate: z.number().int(),
  currency,
  /** null: unlimited. */
  stock: z.number().int().nullable(),
  /** Units held by orders that are not cancelled (DRAFT orders included: their payment is open). */
  sold: z.number().int(),
  /** stock − sold; null when unlimited. */
  available: z.number().int().nullable(),
  max_per_attendee: z.number().int().nullable(),
  sale_starts_at: timestamp.nullable(),
  sale_ends_at: timestamp.nullable(),
  /** null: every attendee category may buy. */
  attendee_category_ids: z.array(id).nullable(),
  active: z.boolean(),
  ...timestamps,
});
export type ProductDto = z.infer<typeof productDtoSchema>;

export const orderLineDtoSchema = z.object({
  id,
  product_id: id,
  /** The product's Italian name when ordered (a later rename does not change the order). */
  product_name: z.string(),
  quantity: z.number().int(),
  unit_price_cents: cents,
  vat_rate: z.number().int(),
  net_cents: cents,
  vat_cents: cents,
  gross_cents: cents,
});
export type OrderLineDto = z.infer<typeof orderLineDtoSchema>;

/** One change of an order: who (a staff user, the attendee, or neither for the payment provider), what, when. */
export const orderEventDtoSchema = z.object({
  id,
  action: z.string(),
  user_id: id.nullable(),
  attendee_id: id.nullable(),
  from_status: z.enum(ORDER_STATUSES).nullable(),
  to_status: z.enum(ORDER_STATUSES),
  from_payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  to_payment_status: z.enum(PAYMENT_STATUSES),
  note: z.string().nullable(),
  created_at: timestamp,
});
export type OrderEventDto = z.infer<typeof orderEventDtoSchema>;

/** An order in lists (`GET /api/events/{eventId}/orders`). */
export const orderDtoSchema = z.object({
  id,
  event_id: id,
  attendee_id: id,
  /** The attendee's name and e-mail, for lists; null if the attendee has none. */
  attendee: z.object({
    id,
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** Progressive within the event, from 1. */
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  total_net_cents: cents,
  total_vat_cents: cents,
  total_gross_cents: cents,
  currency,
  stripe_session_id: z.string().nullable(),
  paid_at: timestamp.nullable(),
  cancelled_at: timestamp.nullable(),
  refund_note: z.string().nullable(),
  ...timestamps,
});
export type OrderDto = z.infer<typeof orderDtoSchema>;

/** `GET /api/events/{eventId}/orders/{id}` and the answers of the order actions. */
export const orderDetailDtoSchema = orderDtoSchema.extend({
  lines: z.array(orderLineDtoSchema),
  /** Oldest first. */
  events: z.array(orderEventDtoSchema),
});
export type OrderDetailDto = z.infer<typeof orderDetailDtoSchema>;

/** What a checkout answers: the order, and where to send the attendee to pay (Stripe), else null. */
export const checkoutResultDtoSchema = z.object({
  order: orderDetailDtoSchema,
  redirect_url: z.string().nullable(),
});
export type CheckoutResultDto = z.infer<typeof checkoutResultDtoSchema>;

/**
 * `GET /api/events/{eventId}/payment-settings`: the event's payment settings, what the attendees are
 * offered now (enabled and configured) and what this server can take at all (Stripe needs its keys).
 */
export const paymentSettingsDtoSchema = z.object({
  methods: z.array(z.enum(PAYMENT_METHODS)),
  iban: z.string().nullable(),
  beneficiary: z.string().nullable(),
  bank_name: z.string().nullable(),
  bic: z.string().nullable(),
  reference_pattern: z.string().nullable(),
  desk_text_it: z.string().nullable(),
  desk_text_en: z.string().nullable(),
  offered: z.array(z.enum(PAYMENT_METHODS)),
  server_methods: z.array(z.enum(PAYMENT_METHODS)),
});
export type PaymentSettingsDto = z.infer<typeof paymentSettingsDtoSchema>;

/** `POST /api/payments/stripe/webhook`: the event was taken (or seen before). */
export const stripeWebhookResultDtoSchema = z.object({ received: z.boolean(), duplicate: z.boolean() });
export type StripeWebhookResultDto = z.infer<typeof stripeWebhookResultDtoSchema>;

// ─── the attendee's shop (my area) ──────────────────────────────────────────────────────────────────

/** A bank transfer to make: where to send it and the reference to write. */
export const bankTransferDetailsSchema = z.object({
  iban: z.string(),
  beneficiary: z.string(),
  bank_name: z.string().nullable(),
  bic: z.string().nullable(),
  reference: z.string(),
});
export type BankTransferDetails = z.infer<typeof bankTransferDetailsSchema>;

/** A product as the attendee sees it, in their language, with what they may buy now. */
export const myAreaProductDtoSchema = z.object({
  id,
  category: z.object({ id, name: z.string() }).nullable(),
  name: z.string(),
  description: z.string().nullable(),
  /** VAT-inclusive unit price. */
  price_cents: cents,
  currency,
  /** Basis points: 2200 = 22 %. */
  vat_rate: z.number().int(),
  /** Whether the attendee may put it in the cart now (the checkout's own rules). */
  available: z.boolean(),
  /** Why not: a message key (`product_sale_not_started`, `out_of_stock`, `product_max_per_attendee`…); null when available. */
  unavailable_reason: z.string().nullable(),
  /** Units left; null: unlimited. */
  remaining: z.number().int().nullable(),
  max_per_attendee: z.number().int().nullable(),
});
export type MyAreaProductDto = z.infer<typeof myAreaProductDtoSchema>;

export const myAreaOrderLineDtoSchema = z.object({
  product_id: id,
  /** In the attendee's language when the product still has that name, else as ordered. */
  name: z.string(),
  quantity: z.number().int(),
  unit_price_cents: cents,
});
export type MyAreaOrderLineDto = z.infer<typeof myAreaOrderLineDtoSchema>;

/** An order as its attendee sees it: no history, refund notes or payment-provider ids. */
export const myAreaOrderDtoSchema = z.object({
  id,
  number: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  gross_cents: cents,
  currency,
  created_at: timestamp,
  lines: z.array(myAreaOrderLineDtoSchema),
  /** A bank transfer still to be made: where to send it and the reference to write. */
  bank_transfer: bankTransferDetailsSchema.nullable(),
  /** An order paid at the desk: the event's instructions, in the attendee's language. */
  desk_text: z.string().nullable(),
});
export type MyAreaOrderDto = z.infer<typeof myAreaOrderDtoSchema>;

/** `GET /api/{token}/products`: the catalogue, the attendee's orders (newest first) and the payment methods on offer. */
export const myAreaCatalogueDtoSchema = z.object({
  products: z.array(myAreaProductDtoSchema),
  orders: z.array(myAreaOrderDtoSchema),
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
});
export type MyAreaCatalogueDto = z.infer<typeof myAreaCatalogueDtoSchema>;

/** `POST /api/{token}/checkout`: the order, and where to pay it (Stripe), else null. */
export const myAreaCheckoutResultDtoSchema = z.object({
  order: myAreaOrderDtoSchema,
  redirect_url: z.string().nullable(),
});
export type MyAreaCheckoutResultDto = z.infer<typeof myAreaCheckoutResultDtoSchema>;

/** The named schemas of this context, as the OpenAPI document's components. */
export const COMMERCE_SCHEMAS = {
  ProductCategoryDto: productCategoryDtoSchema,
  ProductDto: productDtoSchema,
  OrderLineDto: orderLineDtoSchema,
  OrderEventDto: orderEventDtoSchema,
  OrderDto: orderDtoSchema,
  OrderDetailDto: orderDetailDtoSchema,
  CheckoutResultDto: checkoutResultDtoSchema,
  PaymentSettingsDto: paymentSettingsDtoSchema,
  StripeWebhookResultDto: stripeWebhookResultDtoSchema,
  BankTransferDetails: bankTransferDetailsSchema,
  MyAreaProductDto: myAreaProductDtoSchema,
  MyAreaOrderLineDto: myAreaOrderLineDtoSchema,
  MyAreaOrderDto: myAreaOrderDtoSchema,
  MyAreaCatalogueDto: myAreaCatalogueDtoSchema,
  MyAreaCheckoutResultDto: myAreaCheckoutResultDtoSchema,
};
