import type { Currency, Language, PaymentMethod } from '@eventdesk/shared';

/** What a provider needs to take the payment of one order. */
export interface PaymentRequest {
  orderId: number;
  orderNumber: number;
  eventId: number;
  eventName: string;
  currency: Currency;
  lines: { name: string; quantity: number; unitPriceCents: number }[];
  totalGrossCents: number;
  customerEmail: string | null;
  language: Language;
  /** Where the provider sends the attendee back (the my-area `checkout-result` page). */
  successUrl: string;
  cancelUrl: string;
}

/** The start of a payment: for a redirect flow, the provider's session and where the attendee pays. */
export interface PaymentStart {
  sessionId: string | null;
  redirectUrl: string | null;
}

/**
 * A way to pay an order (issue 6). `offline`: the order is placed at once and stays PENDING until staff
 * mark it paid (bank transfer, on site). `redirect`: the attendee pays on the provider's page and the
 * provider's signed webhook tells the outcome (Stripe Checkout).
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  readonly flow: 'offline' | 'redirect';
  /** Whether the method can be offered now (e.g. Stripe needs its keys). */
  isAvailable(): boolean;
  start(request: PaymentRequest): Promise<PaymentStart>;
  /** Closes an open payment session when its order is cancelled (best effort). */
  abandon?(sessionId: string): Promise<void>;
}

/** What a provider's webhook reported, in the terms of order-transitions.ts. */
export interface PaymentEvent {
  provider: 'stripe';
  /** The provider's event id: the same id twice is the same delivery (idempotency). */
  id: string;
  type: string;
  sessionId: string | null;
  /** The order id the session was created for (client_reference_id), if any. */
  orderId: number | null;
  /** null: an event type that does not concern orders (recorded, then ignored). */
  outcome: 'paid' | 'pending' | 'failed' | 'expired' | null;
  amountCents: number | null;
  currency: string | null;
}

/** A webhook whose signature does not verify (400). */
export class WebhookSignatureError extends Error {}
