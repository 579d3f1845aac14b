import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { ConfigError, loadConfig, type AppConfig } from '../../platform/config/config';
import { BankTransferProvider, OnSiteProvider } from './bank-transfer.provider';
import { WebhookSignatureError, type PaymentRequest } from './payment-provider';
import { PaymentProviders } from './payment-providers';
import { StripeProvider, type StripeClient } from './stripe.provider';

/** The Stripe provider against a fake client: no network, ever. Webhook signatures use the library's own code. */

const SECRET = 'whsec_unit_test_secret';
const config = { stripe: { secretKey: 'sk_test_unit', webhookSecret: SECRET } } as AppConfig;

function fakeClient() {
  const create = jest.fn().mockResolvedValue({ id: 'cs_test_123', url: 'https://checkout.stripe.com/c/pay/cs_test_123' });
  const expire = jest.fn().mockResolvedValue({ id: 'cs_test_123', status: 'expired' });
  const client: StripeClient = { checkout: { sessions: { create, expire } }, webhooks: Stripe.webhooks };
  return { client, create, expire };
}

const request: PaymentRequest = {
  orderId: 42,
  orderNumber: 7,
  eventId: 3,
  eventName: 'Congresso',
  currency: 'EUR',
  lines: [
    { name: 'Cena di gala', quantity: 2, unitPriceCents: 8_500 },
    { name: 'Gadget', quantity: 1, unitPriceCents: 1_000 },
  ],
  totalGrossCents: 18_000,
  customerEmail: 'anna@example.test',
  language: 'it',
  successUrl: 'https://events.example.com/myarea/#/tok/checkout-result?order=42',
  cancelUrl: 'https://events.example.com/myarea/#/tok/checkout-result?order=42&cancelled=1',
};

const signed = (event: object, secret = SECRET, timestamp?: number) => {
  const payload = JSON.stringify(event);
  return { payload: Buffer.from(payload), header: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
};

const sessionEvent = (type: string, session: Record<string, unknown>, id = 'evt_1') => ({
  id,
  object: 'event',
  type,
  data: {
    object: { id: 'cs_test_123', object: 'checkout.session', client_reference_id: '42', amount_total: 18_000, currency: 'eur', ...session },
  },
});

describe('StripeProvider', () => {
  it('creates a Checkout Session with one line per product at its VAT-inclusive price', async () => {
    const { client, create } = fakeClient();
    const provider = new StripeProvider(client, config);
    const before = Math.floor(Date.now() / 1000);
    expect(await provider.start(request)).toEqual({
      sessionId: 'cs_test_123',
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_123',
    });
    expect(create).toHaveBeenCalledTimes(1);
    const [params, options] = create.mock.calls[0];
    expect(params).toMatchObject({
      mode: 'payment',
      client_reference_id: '42',
      metadata: { order_id: '42', order_number: '7', event_id: '3' },
      customer_email: 'anna@example.test',
      locale: 'it',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      line_items: [
        { quantity: 2, price_data: { currency: 'eur', unit_amount: 8_500, product_data: { name: 'Cena di gala' } } },
        { quantity: 1, price_data: { currency: 'eur', unit_amount: 1_000, product_data: { name: 'Gadget' } } },
      ],
    });
    // Stripe's shortest session: 30 minutes.
    expect(params.expires_at).toBeGreaterThanOrEqual(before + 30 * 60);
    expect(params.expires_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 30 * 60);
    expect(options).toEqual({ idempotencyKey: 'eventdesk-order-42' });
  });

  it('leaves the e-mail out when the attendee has none, and fails when Stripe gives no URL', async () => {
    const { client, create } = fakeClient();
    const provider = new StripeProvider(client, config);
    await provider.start({ ...request, customerEmail: null, language: 'en' });
    expect(create.mock.calls[0][0]).not.toHaveProperty('customer_email');
    expect(create.mock.calls[0][0].locale).toBe('en');
    create.mockResolvedValueOnce({ id: 'cs_x', url: null });
    await expect(provider.start(request)).rejects.toThrow('has no URL');
  });

  it('expires a session when its order is abandoned', async () => {
    const { client, expire } = fakeClient();
    await new StripeProvider(client, config).abandon('cs_test_123');
    expect(expire).toHaveBeenCalledWith('cs_test_123');
  });

  it('is unavailable without a client or keys', () => {
    expect(new StripeProvider(null, {} as AppConfig).isAvailable()).toBe(false);
    expect(new StripeProvider(fakeClient().client, {} as AppConfig).isAvailable()).toBe(false);
    expect(new StripeProvider(fakeClient().client, config).isAvailable()).toBe(true);
  });

  describe('webhooks', () => {
    const provider = new StripeProvider(fakeClient().client, config);

    it('reads a signed completed session as paid, with its order and amount', () => {
      const { payload, header } = signed(sessionEvent('checkout.session.completed', { payment_status: 'paid' }));
      expect(provider.parseWebhook(payload, header)).toEqual({
        provider: 'stripe',
        id: 'evt_1',
        type: 'checkout.session.completed',
        sessionId: 'cs_test_123',
        orderId: 42,
        outcome: 'paid',
        amountCents: 18_000,
        currency: 'eur',
      });
    });

    it.each([
      ['checkout.session.completed', { payment_status: 'unpaid' }, 'pending'],
      ['checkout.session.completed', { payment_status: 'no_payment_required' }, 'paid'],
      ['checkout.session.async_payment_succeeded', { payment_status: 'paid' }, 'paid'],
      ['checkout.session.async_payment_failed', {}, 'failed'],
      ['checkout.session.expired', { payment_status: 'unpaid' }, 'expired'],
    ])('maps %s %j to %s', (type, session, outcome) => {
      const { payload, header } = signed(sessionEvent(type, session));
      expect(provider.parseWebhook(payload, header).outcome).toBe(outcome);
    });

    it('reads the order from the metadata when there is no client reference, and ignores other events', () => {
      const meta = signed(sessionEvent('checkout.session.expired', { client_reference_id: null, metadata: { order_id: '9' } }));
      expect(provider.parseWebhook(meta.payload, meta.header).orderId).toBe(9);
      const other = signed({ id: 'evt_2', object: 'event', type: 'payment_intent.created', data: { object: { id: 'pi_1' } } });
      expect(provider.parseWebhook(other.payload, other.header)).toMatchObject({
        id: 'evt_2',
        outcome: null,
        sessionId: null,
        orderId: null,
      });
    });

    it('refuses a wrong secret, a changed body, a stale timestamp and a missing header', () => {
      const event = sessionEvent('checkout.session.completed', { payment_status: 'paid' });
      const wrong = signed(event, 'whsec_someone_else');
      expect(() => provider.parseWebhook(wrong.payload, wrong.header)).toThrow(WebhookSignatureError);
      const good = signed(event);
      const tampered = Buffer.from(good.payload.toString().replace('18000', '1'));
      expect(() => provider.parseWebhook(tampered, good.header)).toThrow(WebhookSignatureError);
      const stale = signed(event, SECRET, Math.floor(Date.now() / 1000) - 3600);
      expect(() => provider.parseWebhook(stale.payload, stale.header)).toThrow(WebhookSignatureError);
      expect(() => provider.parseWebhook(good.payload, undefined)).toThrow(WebhookSignatureError);
      expect(() => provider.parseWebhook(good.payload, 'garbage')).toThrow(WebhookSignatureError);
    });
  });
});

describe('PaymentProviders', () => {
  it('offers Stripe only when it is configured', () => {
    const offline = [new BankTransferProvider(), new OnSiteProvider()] as const;
    expect(new PaymentProviders(...offline, new StripeProvider(null, {} as AppConfig)).available()).toEqual(['BANK_TRANSFER', 'ON_SITE']);
    expect(new PaymentProviders(...offline, new StripeProvider(fakeClient().client, config)).available()).toEqual([
      'BANK_TRANSFER',
      'ON_SITE',
      'STRIPE',
    ]);
  });

  it('starts offline payments without a redirect', async () => {
    const provider = new BankTransferProvider();
    expect(provider.flow).toBe('offline');
    expect(await provider.start()).toEqual({ sessionId: null, redirectUrl: null });
  });
});

describe('Stripe configuration', () => {
  let cwd: string;
  beforeEach(() => (cwd = mkdtempSync(join(tmpdir(), 'eventdesk-stripe-config-'))));
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env, cwd);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
    throw new Error('expected a ConfigError');
  };

  it('is off without keys and on with both', () => {
    expect(loadConfig({}, cwd).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }, cwd).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
    });
  });

  it('refuses one key without the other and keys of the wrong kind', () => {
    expect(problems({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toEqual([
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both to take card payments, or neither',
    ]);
    expect(problems({ STRIPE_SECRET_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'secret' })).toEqual([
      'STRIPE_SECRET_KEY must be a Stripe secret key: sk_live_…, sk_test_… (or a restricted rk_… key)',
      'STRIPE_WEBHOOK_SECRET must be the signing secret of the webhook endpoint: whsec_…',
    ]);
  });
});
