import type { CheckoutService } from '../../src/commerce/orders/checkout.service';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { checkoutService, createProduct, insertAttendee, withBankDetails } from './commerce-fixtures';
import { createCategory, createCompany } from '../attendees/attendee-fixtures';

/**
 * An attendee's payment status follows their orders (issue 11): placed → PENDING, all paid → PAID, a new
 * unpaid order → PENDING again, all cancelled → UNPAID; without orders it is the staff's, and with
 * orders staff cannot set it by hand. The dashboard counts paid attendees and sums the money.
 */
describe('attendee payment status from orders', () => {
  let t: TestApp;
  let admin: ApiClient;
  let checkouts: CheckoutService;
  let eventId: number;
  const status = async (id: number) => (await t.db.getRepository(Attendee).findOneByOrFail({ id })).paymentStatus;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    checkouts = checkoutService(t);
    eventId = (await createEvent(admin)).id;
    await withBankDetails(admin, eventId);
  });
  afterAll(() => t.close());

  it('follows every transition of the attendee’s orders', async () => {
    const product = await createProduct(admin, eventId, { stock: 10, price_cents: 2_000 });
    const attendee = await insertAttendee(t, eventId, { paymentStatus: 'UNPAID' });
    const buy = async () =>
      (await checkouts.checkout(eventId, attendee.id, [{ product_id: product.id, quantity: 1 }], 'BANK_TRANSFER')).order;
    const first = await buy();
    expect(await status(attendee.id)).toBe('PENDING');
    await admin.post(`/api/events/${eventId}/orders/${first.id}/mark-paid`).send({}).expect(200);
    expect(await status(attendee.id)).toBe('PAID');
    const second = await buy();
    expect(await status(attendee.id)).toBe('PENDING');
    await admin.post(`/api/events/${eventId}/orders/${second.id}/cancel`).send({}).expect(200);
    expect(await status(attendee.id)).toBe('PAID');
    await admin.post(`/api/events/${eventId}/orders/${first.id}/cancel`).send({ refund_note: 'Rimborsato con bonifico' }).expect(200);
    expect(await status(attendee.id)).toBe('UNPAID');
  });

  it('is the staff’s to set without orders; with orders a hand-made change is refused with a clear 422', async () => {
    const product = await createProduct(admin, eventId, { stock: 10, price_cents: 1_000 });
    const complete = {
      eventAttendeeCategoryId: await createCategory(admin, eventId, 'Delegati'),
      eventCompanyId: await createCompany(admin, eventId, { name: 'Azienda Pagamenti' }),
    };
    const plain = await insertAttendee(t, eventId, { paymentStatus: 'UNPAID', ...complete });
    await admin.put(`/api/events/${eventId}/attendees/${plain.id}`).send({ payment_status: 'PAID' }).expect(200);
    expect(await status(plain.id)).toBe('PAID');
    const buyer = await insertAttendee(t, eventId, complete);
    await checkouts.checkout(eventId, buyer.id, [{ product_id: product.id, quantity: 1 }], 'ON_SITE');
    const res = await admin.put(`/api/events/${eventId}/attendees/${buyer.id}`).send({ payment_status: 'PAID' }).expect(422);
    expect(res.body.errors.payment_status).toEqual([
      'Lo stato del pagamento segue gli ordini del partecipante: cambia lo stato degli ordini',
    ]);
    expect(await status(buyer.id)).toBe('PENDING');
  });

  it('the dashboard counts paid attendees as the list does and sums paid and pending money per currency', async () => {
    const event = (await createEvent(admin)).id;
    await withBankDetails(admin, event);
    const product = await createProduct(admin, event, { stock: 10, price_cents: 5_000 });
    const [a, b, c] = [await insertAttendee(t, event), await insertAttendee(t, event), await insertAttendee(t, event)];
    const orderOf = async (who: { id: number }, qty: number) =>
      (await checkouts.checkout(event, who.id, [{ product_id: product.id, quantity: qty }], 'BANK_TRANSFER')).order;
    const paid = await orderOf(a, 2);
    const pending = await orderOf(b, 1);
    const cancelled = await orderOf(c, 1);
    await admin.post(`/api/events/${event}/orders/${paid.id}/mark-paid`).send({}).expect(200);
    await admin.post(`/api/events/${event}/orders/${cancelled.id}/cancel`).send({}).expect(200);
    const stats = (await admin.get(`/api/events/${event}/stats`).expect(200)).body;
    expect(stats.by_payment_status.find((s: { status: string }) => s.status === 'PAID').count).toBe(1);
    const paidList = await admin
      .get(`/api/events/${event}/attendees?filter=${encodeURIComponent('{"payment_status":"PAID"}')}`)
      .expect(200);
    expect(paidList.body).toHaveLength(1);
    expect(stats.money).toEqual([
      {
        currency: paid.currency,
        paid_cents: paid.total_gross_cents,
        pending_cents: pending.total_gross_cents,
        paid_orders: 1,
        pending_orders: 1,
      },
    ]);
  });
});
