import type { OrderDetailDto } from '@eventdesk/shared';
import request from 'supertest';
import Stripe from 'stripe';
import { OrderEvent } from '../../src/commerce/orders/order-event.entity';
import { Order } from '../../src/commerce/orders/order.entity';
import type { CheckoutService } from '../../src/commerce/orders/checkout.service';
import type { OrdersService } from '../../src/commerce/orders/orders.service';
import { PaymentWebhookEvent } from '../../src/commerce/payments/payment-webhook-event.entity';
import { STRIPE_CLIENT, type StripeClient } from '../../src/commerce/payments/stripe.provider';
import type { ApiClient } from '../support/api-client';
import { createEvent } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  createProduct,
  insertAttendee,
  checkoutService,
  ordersService,
  outbox,
  rejection,
  soldOf,
  withBankDetails,
} from './commerce-fixtures';

const WEBHOOK_SECRET = 'whsec_eventdesk_e2e_secret';
const WEBHOOK = '/api/payments/stripe/webhook';

/**
 * Stripe Checkout end to end, without the network: the session is created by a spied client (its
 * `checkout.sessions` methods answer canned sessions), the webhook is signed with the library's test
 * header helper and posted as Stripe would (raw JSON, no session, no anti-forgery token).
 */
describe('Stripe checkout and webhook', () => {
  let t: TestApp;
  let admin: ApiClient;
  let orders: OrdersService;
  let checkouts: CheckoutService;
  let eventId: number;
  let create: jest.SpyInstance;
  let expire: jest.SpyInstance;
  let sessionSeq = 0;

  beforeAll(async () => {
    t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_eventdesk_e2e', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    admin = await t.admin();
    orders = ordersService(t);
    checkouts = checkoutService(t);
    eventId = (await createEvent(admin)).id;
    await withBankDetails(admin, eventId);
    const client = t.app.get<StripeClient>(STRIPE_CLIENT);
    create = jest.spyOn(client.checkout.sessions, 'create').mockImplementation(async () => {
      const id = `cs_test_e2e_${++sessionSeq}`;
      return { id, url: `https://checkout.stripe.com/c/pay/${id}` } as never;
    });
    expire = jest.spyOn(client.checkout.sessions, 'expire').mockResolvedValue({ status: 'expired' } as never);
  });
  afterAll(() => t.close());

  /** A Stripe order (DRAFT/PENDING, session open) for a new attendee. */
  async function stripeOrder(stock: number | null = 5, quantity = 1) {
    const product = await createProduct(admin, eventId, { stock, price_cents: 4_900, vat_rate: 2200 });
    const attendee = await insertAttendee(t, eventId);
    const result = await checkouts.checkout(eventId, attendee.id, [{ product_id: product.id, quantity }], 'STRIPE');
    return { ...result, product, attendee };
  }

  let eventSeq = 0;
  function stripeEvent(type: string, order: OrderDetailDto, session: Record<string, unknown> = {}, id = `evt_e2e_${++eventSeq}`) {
    return {
      id,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: order.stripe_session_id,
          object: 'checkout.session',
          client_reference_id: String(order.id),
          metadata: { order_id: String(order.id) },
          amount_total: order.total_gross_cents,
          currency: 'eur',
          payment_status: 'paid',
          ...session,
        },
      },
    };
  }

  /** Posts like Stripe: a fresh client without session or XSRF token, the exact bytes, their signature. */
  function deliver(event: object, secret = WEBHOOK_SECRET, body?: string) {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return request(t.app.getHttpServer())
      .post(WEBHOOK)
      .set('Content-Type', 'application/json; charset=utf-8')
      .set('Stripe-Signature', header)
      .send(body ?? payload);
  }

  const reload = (id: number) => orders.findOne(eventId, id);

  it('opens a Checkout Session: DRAFT/PENDING, stock held, redirect URL, no e-mail yet', async () => {
    const before = await outbox(t).count();
    const { order, redirect_url, product } = await stripeOrder(5, 2);
    expect(order).toMatchObject({
      status: 'DRAFT',
      payment_status: 'PENDING',
      payment_method: 'STRIPE',
      stripe_session_id: `cs_test_e2e_${sessionSeq}`,
    });
    expect(redirect_url).toBe(`https://checkout.stripe.com/c/pay/cs_test_e2e_${sessionSeq}`);
    expect(await soldOf(t, product.id)).toBe(2);
    expect(await outbox(t).count()).toBe(before);
    const [params] = create.mock.calls.at(-1)!;
    expect(params).toMatchObject({
      client_reference_id: String(order.id),
      line_items: [{ quantity: 2, price_data: { currency: 'eur', unit_amount: 4_900 } }],
    });
    expect(params.success_url).toMatch(new RegExp(`^${t.config.appUrl}/myarea/#/[\\w-]+/checkout-result\\?order=${order.id}$`));
  });

  it('marks the order PAID on a signed checkout.session.completed, e-mails the confirmation, once', async () => {
    const { order, attendee, product } = await stripeOrder();
    const event = stripeEvent('checkout.session.completed', order);
    const res = await deliver(event).expect(200);
    expect(res.body).toEqual({ received: true, duplicate: false });

    const paid = await reload(order.id);
    expect(paid).toMatchObject({ status: 'PLACED', payment_status: 'PAID', paid_at: expect.any(String) });
    expect(paid.events.at(-1)).toMatchObject({
      action: 'provider_paid',
      user_id: null,
      attendee_id: null,
      from_status: 'DRAFT',
      to_status: 'PLACED',
      to_payment_status: 'PAID',
      note: `checkout.session.completed ${event.id}`,
    });
    const mails = await outbox(t).findBy({ to: attendee.email! });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Pagamento ricevuto');

    // The same delivery again: acknowledged, nothing changes.
    const replay = await deliver(event).expect(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    const after = await reload(order.id);
    expect(after).toEqual(paid);
    expect(await outbox(t).findBy({ to: attendee.email! })).toHaveLength(1);
    expect(await t.db.getRepository(PaymentWebhookEvent).countBy({ eventId: event.id })).toBe(1);

    // Another event id with the same outcome (Stripe resends differently): no change either.
    await deliver(stripeEvent('checkout.session.completed', order)).expect(200);
    expect(await reload(order.id)).toEqual(paid);
    expect(await soldOf(t, product.id)).toBe(1);
  });

  it('handles the same event delivered concurrently once', async () => {
    const { order } = await stripeOrder();
    const event = stripeEvent('checkout.session.completed', order);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    expect(await t.db.getRepository(OrderEvent).countBy({ orderId: order.id, action: 'provider_paid' })).toBe(1);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { order } = await stripeOrder();
    const event = stripeEvent('checkout.session.completed', order);
    expect((await deliver(event, 'whsec_not_ours').expect(400)).body).toMatchObject({ code: 'webhook_signature_invalid' });
    // Signed, then changed on the way.
    const tampered = JSON.stringify({ ...event, data: { object: { ...event.data.object, amount_total: 1 } } });
    await deliver(event, WEBHOOK_SECRET, tampered).expect(400);
    await request(t.app.getHttpServer()).post(WEBHOOK).set('Content-Type', 'application/json').send(JSON.stringify(event)).expect(400);
    await request(t.app.getHttpServer()).post(WEBHOOK).set('Stripe-Signature', 't=1,v1=abc').send('not json').expect(400);
    expect(await reload(order.id)).toMatchObject({ status: 'DRAFT', payment_status: 'PENDING' });
    expect(await t.db.getRepository(PaymentWebhookEvent).countBy({ eventId: event.id })).toBe(0);
  });

  it('gives the stock back when the session expires: CANCELLED/UNPAID', async () => {
    const { order, product } = await stripeOrder(1);
    expect(await soldOf(t, product.id)).toBe(1);
    await deliver(stripeEvent('checkout.session.expired', order, { payment_status: 'unpaid', status: 'expired' })).expect(200);
    expect(await reload(order.id)).toMatchObject({ status: 'CANCELLED', payment_status: 'UNPAID', cancelled_at: expect.any(String) });
    expect(await soldOf(t, product.id)).toBe(0);
    // The last unit can be bought again.
    const buyer = await insertAttendee(t, eventId);
    await checkouts.checkout(eventId, buyer.id, [{ product_id: product.id, quantity: 1 }], 'BANK_TRANSFER');
    expect(await soldOf(t, product.id)).toBe(1);
  });

  it('follows a delayed payment: completed unpaid → PLACED/PENDING, then async success → PAID', async () => {
    const { order, attendee } = await stripeOrder();
    await deliver(stripeEvent('checkout.session.completed', order, { payment_status: 'unpaid' })).expect(200);
    expect(await reload(order.id)).toMatchObject({ status: 'PLACED', payment_status: 'PENDING' });
    expect((await outbox(t).findOneByOrFail({ to: attendee.email! })).text).toContain('in corso di verifica');
    await deliver(stripeEvent('checkout.session.async_payment_succeeded', order)).expect(200);
    expect(await reload(order.id)).toMatchObject({ status: 'PLACED', payment_status: 'PAID' });
    expect(await outbox(t).countBy({ to: attendee.email! })).toBe(1);
    // An expiry afterwards does not undo a payment.
    await deliver(stripeEvent('checkout.session.expired', order)).expect(200);
    expect(await reload(order.id)).toMatchObject({ status: 'PLACED', payment_status: 'PAID' });
  });

  it('releases the stock when a delayed payment fails', async () => {
    const { order, product } = await stripeOrder();
    await deliver(stripeEvent('checkout.session.completed', order, { payment_status: 'unpaid' })).expect(200);
    await deliver(stripeEvent('checkout.session.async_payment_failed', order, { payment_status: 'unpaid' })).expect(200);
    expect(await reload(order.id)).toMatchObject({ status: 'CANCELLED', payment_status: 'UNPAID' });
    expect(await soldOf(t, product.id)).toBe(0);
  });

  it('acknowledges events about other things and unknown sessions, recording them', async () => {
    const other = {
      id: 'evt_e2e_other',
      object: 'event',
      type: 'payment_intent.created',
      data: { object: { id: 'pi_1', object: 'payment_intent' } },
    };
    expect((await deliver(other).expect(200)).body).toEqual({ received: true, duplicate: false });
    const { order } = await stripeOrder();
    const unknown = stripeEvent('checkout.session.completed', { ...order, id: 999_999, stripe_session_id: 'cs_test_unknown' });
    await deliver(unknown).expect(200);
    expect(await reload(order.id)).toMatchObject({ status: 'DRAFT' });
    expect(await t.db.getRepository(PaymentWebhookEvent).countBy({ eventId: 'evt_e2e_other' })).toBe(1);
  });

  it('lets staff cancel an open Stripe order (the session is expired first) but never mark it paid', async () => {
    const { order, product } = await stripeOrder();
    const refused = await admin.post(`/api/events/${eventId}/orders/${order.id}/mark-paid`).send({}).expect(409);
    expect(refused.body.message).toBe('Pagamento online in corso: attendi l’esito o annulla l’ordine');
    await admin.post(`/api/events/${eventId}/orders/${order.id}/cancel`).send({}).expect(200);
    expect(expire).toHaveBeenLastCalledWith(order.stripe_session_id);
    expect(await reload(order.id)).toMatchObject({ status: 'CANCELLED', payment_status: 'UNPAID' });
    expect(await soldOf(t, product.id)).toBe(0);

    // Money that arrives anyway is recorded on the cancelled order, to be refunded; the stock stays free.
    await deliver(stripeEvent('checkout.session.completed', order)).expect(200);
    const late = await reload(order.id);
    expect(late).toMatchObject({ status: 'CANCELLED', payment_status: 'PAID' });
    expect(late.events.at(-1)!.note).toContain('paid after cancellation: refund it');
    expect(await soldOf(t, product.id)).toBe(0);
  });

  it('lets the attendee give up their open online payment', async () => {
    const { order, attendee, product } = await stripeOrder();
    expect(await rejection(orders.cancelByAttendee(eventId, (await insertAttendee(t, eventId)).id, order.id))).toMatchObject({
      status: 404,
    });
    const cancelled = await orders.cancelByAttendee(eventId, attendee.id, order.id);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', payment_status: 'UNPAID' });
    expect(cancelled.events.at(-1)).toMatchObject({ action: 'cancel', attendee_id: attendee.id, user_id: null });
    expect(await soldOf(t, product.id)).toBe(0);
    expect(await rejection(orders.cancelByAttendee(eventId, attendee.id, order.id))).toMatchObject({
      status: 409,
      messageKey: 'order_already_cancelled',
    });
    const placed = await checkouts.checkout(eventId, attendee.id, [{ product_id: product.id, quantity: 1 }], 'BANK_TRANSFER');
    expect(await rejection(orders.cancelByAttendee(eventId, attendee.id, placed.order.id))).toMatchObject({ status: 403 });
  });

  it('answers 503 and frees the stock when Stripe cannot open the session', async () => {
    create.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    const product = await createProduct(admin, eventId, { stock: 1 });
    const attendee = await insertAttendee(t, eventId);
    const err = await rejection(checkouts.checkout(eventId, attendee.id, [{ product_id: product.id, quantity: 1 }], 'STRIPE'));
    expect(err).toMatchObject({ status: 503, messageKey: 'payment_provider_error' });
    expect(await soldOf(t, product.id)).toBe(0);
    const [failed] = await orders.listForAttendee(eventId, attendee.id);
    expect(failed).toMatchObject({ status: 'CANCELLED', payment_status: 'UNPAID', stripe_session_id: null });
    expect(failed.events.at(-1)).toMatchObject({ action: 'provider_failed', note: 'payment_provider_error' });
  });

  it('finds the order by its reference when the webhook overtakes the session id', async () => {
    const { order } = await stripeOrder();
    await t.db.getRepository(Order).update(order.id, { stripeSessionId: null });
    await deliver(stripeEvent('checkout.session.completed', { ...order, stripe_session_id: 'cs_test_overtaken' })).expect(200);
    expect(await reload(order.id)).toMatchObject({ payment_status: 'PAID', stripe_session_id: 'cs_test_overtaken' });
  });
});
