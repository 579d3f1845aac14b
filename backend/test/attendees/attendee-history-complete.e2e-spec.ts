import type { ActionHistoryDto, OrderDetailDto } from '@eventdesk/shared';
import request from 'supertest';
import Stripe from 'stripe';
import { STRIPE_CLIENT, type StripeClient } from '../../src/commerce/payments/stripe.provider';
import type { ApiClient } from '../support/api-client';
import { expectDocumented } from '../support/documented-response';
import { startTestApp, type TestApp } from '../support/test-app';
import { createProduct, withBankDetails } from '../commerce/commerce-fixtures';
import { attendeeOf, browser, myEvent, signIn } from '../myarea/myarea-fixtures';

const WEBHOOK_SECRET = 'whsec_eventdesk_history_secret';

/**
 * Every write of an attendee is in their actions history (issue 25, the kit): the attendee's own edits
 * in my-area, with the attendee as the actor, and the payment status their orders set — by the
 * attendee's checkout, by staff marking an order paid, by the payment provider's webhook.
 */
describe('attendee actions history: the writes outside the staff attendee API', () => {
  let t: TestApp;
  let admin: ApiClient;
  let event: { id: number; token: string };
  let adminEmail: string;
  let sessionSeq = 0;

  beforeAll(async () => {
    t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_eventdesk_history', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    admin = await t.admin();
    event = await myEvent(admin);
    await withBankDetails(admin, event.id);
    adminEmail = (await admin.get('/api/user').expect(200)).body.email;
    const client = t.app.get<StripeClient>(STRIPE_CLIENT);
    jest.spyOn(client.checkout.sessions, 'create').mockImplementation(async () => {
      const id = `cs_test_history_${++sessionSeq}`;
      return { id, url: `https://checkout.stripe.com/c/pay/${id}` } as never;
    });
  });
  afterAll(() => t.close());

  /** The attendee's history as staff read it, newest first. */
  async function history(attendeeId: number): Promise<ActionHistoryDto[]> {
    return (await admin.get(`/api/events/${event.id}/attendees/${attendeeId}/history`).expect(200).expect(expectDocumented)).body;
  }

  async function signedIn() {
    const attendee = await attendeeOf(t, event.id, { firstName: 'Lucia', lastName: 'Ferri' });
    const c = await browser(t);
    await signIn(t, c, event.token, attendee.email!);
    return { attendee, c };
  }

  /** Checks out one unit of a new product in my-area. */
  async function checkout(c: ApiClient, method: 'BANK_TRANSFER' | 'STRIPE'): Promise<OrderDetailDto> {
    const product = await createProduct(admin, event.id, { stock: 10, price_cents: 2_000 });
    const res = await c
      .post(`/api/${event.token}/checkout`)
      .send({ lines: [{ product_id: product.id, quantity: 1 }], payment_method: method });
    if (res.status !== 201 && res.status !== 200) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
    return (await admin.get(`/api/events/${event.id}/orders/${res.body.order.id}`).expect(200)).body;
  }

  it('records the attendee’s own my-area edit with the attendee as the actor', async () => {
    const { attendee, c } = await signedIn();
    await c.put(`/api/${event.token}/attendee`).send({ first_name: 'Lucia Maria', work_city: 'Torino' }).expect(200);
    const [entry, ...older] = await history(attendee.id);
    expect(older).toEqual([]);
    expect(entry).toMatchObject({
      subject_type: 'attendee',
      subject_id: attendee.id,
      action: 'update',
      user_id: null,
      user_email: null,
      attendee_id: attendee.id,
      changes: { first_name: ['Lucia', 'Lucia Maria'], work_city: [null, 'Torino'] },
    });
    // Sending the same values again changes nothing and records nothing.
    await c.put(`/api/${event.token}/attendee`).send({ first_name: 'Lucia Maria', work_city: 'Torino' }).expect(200);
    expect(await history(attendee.id)).toHaveLength(1);
  });

  it('records the payment status an order sets: UNPAID → PENDING by the attendee’s checkout, PENDING → PAID by staff', async () => {
    const { attendee, c } = await signedIn();
    const order = await checkout(c, 'BANK_TRANSFER');
    const [placed] = await history(attendee.id);
    expect(placed).toMatchObject({
      action: 'update',
      attendee_id: attendee.id,
      user_id: null,
      changes: { payment_status: ['UNPAID', 'PENDING'] },
    });

    await admin.post(`/api/events/${event.id}/orders/${order.id}/mark-paid`).send({}).expect(200);
    const [paid, ...older] = await history(attendee.id);
    expect(older).toHaveLength(1);
    expect(paid).toMatchObject({
      action: 'update',
      user_email: adminEmail,
      user_id: expect.any(Number),
      attendee_id: null,
      changes: { payment_status: ['PENDING', 'PAID'] },
    });
  });

  it('records PENDING → PAID set by the payment provider’s webhook, with no actor', async () => {
    const { attendee, c } = await signedIn();
    const order = await checkout(c, 'STRIPE');
    const stripeEvent = {
      id: `evt_history_${order.id}`,
      object: 'event',
      type: 'checkout.session.completed',
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
        },
      },
    };
    const payload = JSON.stringify(stripeEvent);
    await request(t.app.getHttpServer())
      .post('/api/payments/stripe/webhook')
      .set('Content-Type', 'application/json; charset=utf-8')
      .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload)
      .expect(200);
    const [paid] = await history(attendee.id);
    expect(paid).toMatchObject({ user_id: null, user_email: null, attendee_id: null, changes: { payment_status: ['PENDING', 'PAID'] } });
  });
});
