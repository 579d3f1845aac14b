import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { AppConfig } from '../../platform/config/config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { WebhookSignatureError, type PaymentEvent, type PaymentProvider, type PaymentRequest, type PaymentStart } from './payment-provider';

/** The Stripe client, or null when STRIPE_SECRET_KEY is unset (payments.module.ts builds it). */
export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** The part of the `stripe` package this provider uses; tests hand in a fake with the same shape. */
export interface StripeClient {
  checkout: {
    sessions: {
      create(
        params: Stripe.Checkout.SessionCreateParams,
        options?: { idempotencyKey?: string },
      ): Promise<{ id: string; url: string | null }>;
      expire(id: string): Promise<unknown>;
    };
  };
  webhooks: { constructEvent(payload: string | Buffer, header: string | string[] | Buffer, secret: string): Stripe.Event };
}

/** How long a Checkout Session (and the stock it holds) stays open: Stripe's minimum. */
export const STRIPE_SESSION_MINUTES = 30;

const SESSION_OUTCOMES: Record<string, PaymentEvent['outcome']> = {
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
};

/**
 * Stripe Checkout (hosted payment page). A session per order, paid in the order's currency with one
 * line per product at its VAT-inclusive price; the order id travels as `client_reference_id` and in
 * the metadata. The webhook (`checkout.session.*`) tells the outcome; its signature is checked with
 * STRIPE_WEBHOOK_SECRET.
 */
@Injectable()
export class StripeProvider implements PaymentProvider {
  readonly method = 'STRIPE' as const;
  readonly flow = 'redirect' as const;

  constructor(
    @Inject(STRIPE_CLIENT) private readonly client: StripeClient | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  isAvailable(): boolean {
    return this.client !== null && this.config.stripe !== undefined;
  }

  async start(request: PaymentRequest): Promise<PaymentStart> {
    const session = await this.requireClient().checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: String(request.orderId),
        metadata: { order_id: String(request.orderId), order_number: String(request.orderNumber), event_id: String(request.eventId) },
        payment_intent_data: { metadata: { order_id: String(request.orderId), event_id: String(request.eventId) } },
        line_items: request.lines.map((line) => ({
          quantity: line.quantity,
          price_data: { currency: request.currency.toLowerCase(), unit_amount: line.unitPriceCents, product_data: { name: line.name } },
        })),
        ...(request.customerEmail && { customer_email: request.customerEmail }),
        locale: request.language,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(Date.now() / 1000) + STRIPE_SESSION_MINUTES * 60,
      },
      // A retried request for the same order gets the same session instead of a second one.
      { idempotencyKey: `eventdesk-order-${request.orderId}` },
    );
    if (!session.url) throw new Error(`Stripe session ${session.id} has no URL`);
    return { sessionId: session.id, redirectUrl: session.url };
  }

  async abandon(sessionId: string): Promise<void> {
    await this.requireClient().checkout.sessions.expire(sessionId);
  }

  /**
   * Verifies the `Stripe-Signature` header over the raw body and reads the event. Throws
   * WebhookSignatureError for a missing or wrong signature, a stale timestamp or a body that is not an event.
   */
  parseWebhook(payload: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature || !this.config.stripe) throw new WebhookSignatureError('missing signature');
    let event: Stripe.Event;
    try {
      event = this.requireClient().webhooks.constructEvent(payload, signature, this.config.stripe.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError((error as Error).message);
    }
    const base = { provider: 'stripe' as const, id: event.id, type: event.type };
    if (!event.type.startsWith('checkout.session.')) {
      return { ...base, sessionId: null, orderId: null, outcome: null, amountCents: null, currency: null };
    }
    const session = event.data.object as Stripe.Checkout.Session;
    let outcome = SESSION_OUTCOMES[event.type] ?? null;
    if (event.type === 'checkout.session.completed') {
      // Cards are paid on completion; delayed methods (SEPA debit…) complete 'unpaid' and report later.
      outcome = session.payment_status === 'paid' || session.payment_status === 'no_payment_required' ? 'paid' : 'pending';
    }
    const ref = session.client_reference_id ?? session.metadata?.order_id ?? null;
    return {
      ...base,
      sessionId: session.id,
      orderId: ref && /^\d{1,10}$/.test(ref) ? Number(ref) : null,
      outcome,
      amountCents: session.amount_total ?? null,
      currency: session.currency ?? null,
    };
  }

  private requireClient(): StripeClient {
    if (!this.client) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY)');
    return this.client;
  }
}
