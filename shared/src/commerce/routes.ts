import { z } from 'zod';
import { crud, partialBody, type RouteContract } from '../api/contract';
import { jsonObject } from '../api/schema-kit';
import {
  checkoutSchema,
  orderCancelSchema,
  orderMarkPaidSchema,
  orderRefundNoteSchema,
  productCategorySchema,
  productSchema,
} from '../schemas/commerce';
import { paymentSettingsSchema } from '../schemas/payment-settings';
import {
  myAreaCatalogueDtoSchema,
  myAreaCheckoutResultDtoSchema,
  myAreaOrderDtoSchema,
  orderDetailDtoSchema,
  orderDtoSchema,
  paymentSettingsDtoSchema,
  productCategoryDtoSchema,
  productDtoSchema,
  stripeWebhookResultDtoSchema,
} from './responses';

/** Commerce's routes: products, orders, payment settings, the payment provider's webhook, the attendee's shop. */

const EVENT = '/api/events/:eventId';
const token = { token: z.string().describe("The event's public token (its attendee-site link)") };

export const COMMERCE_ROUTES: RouteContract[] = [
  ...crud(`${EVENT}/product-categories`, 'product categories', productCategoryDtoSchema, productCategorySchema),
  ...crud(`${EVENT}/products`, 'products', productDtoSchema, productSchema),
  { method: 'GET', path: `${EVENT}/orders`, summary: 'List the orders', list: true, response: z.array(orderDtoSchema) },
  { method: 'GET', path: `${EVENT}/orders/:id`, summary: 'One order, its lines and its changes', response: orderDetailDtoSchema },
  {
    method: 'POST',
    path: `${EVENT}/orders/:id/mark-paid`,
    summary: 'Record the payment of an order',
    body: orderMarkPaidSchema,
    response: orderDetailDtoSchema,
  },
  {
    method: 'POST',
    path: `${EVENT}/orders/:id/cancel`,
    summary: 'Cancel an order',
    body: orderCancelSchema,
    response: orderDetailDtoSchema,
  },
  {
    method: 'PUT',
    path: `${EVENT}/orders/:id/refund-note`,
    summary: "Write an order's refund note",
    body: orderRefundNoteSchema,
    response: orderDetailDtoSchema,
  },
  { method: 'GET', path: `${EVENT}/payment-settings`, summary: "The event's payment settings", response: paymentSettingsDtoSchema },
  {
    method: 'PUT',
    path: `${EVENT}/payment-settings`,
    summary: "Change the event's payment settings (the fields sent; the others kept)",
    body: partialBody(paymentSettingsSchema),
    response: paymentSettingsDtoSchema,
  },
  {
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    summary: "Stripe's events (signed with the webhook secret: `Stripe-Signature`)",
    body: jsonObject.describe('A Stripe event, as Stripe signs it'),
    response: stripeWebhookResultDtoSchema,
  },
  // the attendee's shop
  {
    method: 'GET',
    path: '/api/:token/products',
    summary: "The catalogue and the attendee's orders",
    params: token,
    response: myAreaCatalogueDtoSchema,
  },
  {
    method: 'POST',
    path: '/api/:token/checkout',
    summary: 'Place an order',
    params: token,
    body: checkoutSchema,
    response: myAreaCheckoutResultDtoSchema,
  },
  {
    method: 'GET',
    path: '/api/:token/orders/:id',
    summary: "One of the attendee's orders",
    params: { ...token, id: z.number().int().positive() },
    response: myAreaOrderDtoSchema,
  },
];
