import type { OrderDetailDto, OrderDto } from '@eventdesk/shared';
import { OrderLine } from '../../src/commerce/orders/order-line.entity';
import { Order } from '../../src/commerce/orders/order.entity';
import type { CheckoutService } from '../../src/commerce/orders/checkout.service';
import { Product } from '../../src/commerce/products/product.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createProduct, insertAttendee, checkoutService, soldOf, withBankDetails } from './commerce-fixtures';
import { expectDocumented } from '../support/documented-response';

/** The staff side of orders: list and show, mark paid, cancel, refund note (ADMIN only). */
describe('orders API (staff)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let checkouts: CheckoutService;
  let eventId: number;
  let adminId: number;
  const url = (path = '') => `/api/events/${eventId}/orders${path}`;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    checkouts = checkoutService(t);
    eventId = (await createEvent(admin)).id;
    await withBankDetails(admin, eventId);
    adminId = (await admin.get('/api/user').expect(200).expect(expectDocumented)).body.id;
  });
  afterAll(() => t.close());

  /** A fresh PLACED/PENDING order of a new attendee for `quantity` units of a product with stock 10. */
  async function placeOrder(quantity = 2, method: 'BANK_TRANSFER' | 'ON_SITE' = 'BANK_TRANSFER') {
    const product = await createProduct(admin, eventId, { stock: 10, price_cents: 1_500 });
    const attendee = await insertAttendee(t, eventId);
    const { order } = await checkouts.checkout(eventId, attendee.id, [{ product_id: product.id, quantity }], method);
    return { order, product, attendee };
  }

  describe('payment status transitions', () => {
    it('marks a pending order paid once: PENDING → PAID, with who and when in its history', async () => {
      const { order } = await placeOrder();
      const res = await admin
        .post(url(`/${order.id}/mark-paid`))
        .send({ note: 'Bonifico del 12/05' })
        .expect(200)
        .expect(expectDocumented);
      const paid = res.body as OrderDetailDto;
      expect(paid).toMatchObject({ status: 'PLACED', payment_status: 'PAID', paid_at: expect.any(String), cancelled_at: null });
      expect(paid.events.at(-1)).toMatchObject({
        action: 'mark_paid',
        user_id: adminId,
        attendee_id: null,
        from_status: 'PLACED',
        to_status: 'PLACED',
        from_payment_status: 'PENDING',
        to_payment_status: 'PAID',
        note: 'Bonifico del 12/05',
      });

      const again = await admin
        .post(url(`/${order.id}/mark-paid`))
        .send({})
        .expect(409);
      expect(again.body).toMatchObject({ statusCode: 409, message: 'L’ordine è già pagato' });
      expect(
        (
          await admin
            .get(url(`/${order.id}`))
            .expect(200)
            .expect(expectDocumented)
        ).body.events,
      ).toHaveLength(2);
    });

    it('cancels a pending order: CANCELLED/UNPAID, stock released; cancelling again or paying it is a 409', async () => {
      const { order, product } = await placeOrder(3);
      expect(await soldOf(t, product.id)).toBe(3);
      const res = await admin
        .post(url(`/${order.id}/cancel`))
        .send({ note: 'Richiesta del partecipante' })
        .expect(200)
        .expect(expectDocumented);
      expect(res.body).toMatchObject({ status: 'CANCELLED', payment_status: 'UNPAID', cancelled_at: expect.any(String), paid_at: null });
      expect(res.body.events.at(-1)).toMatchObject({
        action: 'cancel',
        from_payment_status: 'PENDING',
        to_status: 'CANCELLED',
        note: 'Richiesta del partecipante',
      });
      expect(await soldOf(t, product.id)).toBe(0);

      admin.lang = 'en';
      try {
        expect(
          (
            await admin
              .post(url(`/${order.id}/cancel`))
              .send({})
              .expect(409)
          ).body.message,
        ).toBe('The order is already cancelled');
        expect(
          (
            await admin
              .post(url(`/${order.id}/mark-paid`))
              .send({})
              .expect(409)
          ).body.message,
        ).toBe('The order is cancelled');
      } finally {
        admin.lang = 'it';
      }
      expect(await soldOf(t, product.id)).toBe(0);
    });

    it('cancels a paid order only with a refund note, given before or with the cancellation', async () => {
      const { order, product } = await placeOrder(2, 'ON_SITE');
      await admin
        .post(url(`/${order.id}/mark-paid`))
        .send({})
        .expect(200)
        .expect(expectDocumented);
      const refused = await admin
        .post(url(`/${order.id}/cancel`))
        .send({})
        .expect(409);
      expect(refused.body.message).toBe('Un ordine pagato si annulla solo dopo aver scritto la nota di rimborso');
      expect(await soldOf(t, product.id)).toBe(2);

      const cancelled = await admin
        .post(url(`/${order.id}/cancel`))
        .send({ refund_note: 'Rimborsati 30 € in contanti' })
        .expect(200)
        .expect(expectDocumented);
      expect(cancelled.body).toMatchObject({ status: 'CANCELLED', payment_status: 'PAID', refund_note: 'Rimborsati 30 € in contanti' });
      expect(cancelled.body.events.map((e: { action: string }) => e.action)).toEqual(['created', 'mark_paid', 'refund_note', 'cancel']);
      expect(await soldOf(t, product.id)).toBe(0);

      const second = await placeOrder(1);
      await admin
        .post(url(`/${second.order.id}/mark-paid`))
        .send({})
        .expect(200)
        .expect(expectDocumented);
      await admin
        .put(url(`/${second.order.id}/refund-note`))
        .send({ refund_note: 'Stornato sul conto' })
        .expect(200)
        .expect(expectDocumented);
      const done = await admin
        .post(url(`/${second.order.id}/cancel`))
        .send({})
        .expect(200)
        .expect(expectDocumented);
      expect(done.body).toMatchObject({ status: 'CANCELLED', payment_status: 'PAID', refund_note: 'Stornato sul conto' });
    });

    it('takes refund notes for paid orders only, and keeps each change in the history', async () => {
      const { order } = await placeOrder();
      expect(
        (
          await admin
            .put(url(`/${order.id}/refund-note`))
            .send({ refund_note: 'x' })
            .expect(409)
        ).body.message,
      ).toBe('La nota di rimborso riguarda solo ordini pagati');
      await admin
        .post(url(`/${order.id}/mark-paid`))
        .send({})
        .expect(200)
        .expect(expectDocumented);
      const empty = await admin
        .put(url(`/${order.id}/refund-note`))
        .send({ refund_note: '  ' })
        .expect(422);
      expect(empty.body.errors).toEqual({ refund_note: ['Campo obbligatorio'] });
      await admin
        .put(url(`/${order.id}/refund-note`))
        .send({ refund_note: 'Primo' })
        .expect(200)
        .expect(expectDocumented);
      const res = await admin
        .put(url(`/${order.id}/refund-note`))
        .send({ refund_note: 'Secondo' })
        .expect(200)
        .expect(expectDocumented);
      expect(res.body).toMatchObject({ refund_note: 'Secondo', status: 'PLACED', payment_status: 'PAID' });
      expect(res.body.events.filter((e: { action: string }) => e.action === 'refund_note').map((e: { note: string }) => e.note)).toEqual([
        'Primo',
        'Secondo',
      ]);
    });

    it('answers 404 for unknown orders and orders of another event', async () => {
      const otherEvent = (await createEvent(admin)).id;
      const product = await createProduct(admin, otherEvent);
      const stranger = await insertAttendee(t, otherEvent);
      const { order } = await checkouts.checkout(otherEvent, stranger.id, [{ product_id: product.id, quantity: 1 }], 'ON_SITE');
      await admin.get(url(`/${order.id}`)).expect(404);
      await admin
        .post(url(`/${order.id}/mark-paid`))
        .send({})
        .expect(404);
      await admin
        .post(url(`/${order.id}/cancel`))
        .send({})
        .expect(404);
      await admin
        .put(url(`/${order.id}/refund-note`))
        .send({ refund_note: 'x' })
        .expect(404);
      await admin.get(url('/999999')).expect(404);
      await admin.get(url('/abc')).expect(404);
      expect((await t.db.getRepository(Order).findOneByOrFail({ id: order.id })).paymentStatus).toBe('PENDING');
    });

    it('keeps every product’s sold count equal to its units in orders that are not cancelled', async () => {
      const product = await createProduct(admin, eventId, { stock: 20 });
      const made: number[] = [];
      for (let i = 0; i < 6; i++) {
        const attendee = await insertAttendee(t, eventId);
        made.push(
          (await checkouts.checkout(eventId, attendee.id, [{ product_id: product.id, quantity: 1 + (i % 3) }], 'ON_SITE')).order.id,
        );
      }
      await admin
        .post(url(`/${made[0]}/cancel`))
        .send({})
        .expect(200)
        .expect(expectDocumented);
      await admin
        .post(url(`/${made[1]}/mark-paid`))
        .send({})
        .expect(200)
        .expect(expectDocumented);
      await admin
        .post(url(`/${made[1]}/cancel`))
        .send({ refund_note: 'Rimborsato' })
        .expect(200)
        .expect(expectDocumented);
      await admin
        .post(url(`/${made[2]}/mark-paid`))
        .send({})
        .expect(200)
        .expect(expectDocumented);
      await admin
        .post(url(`/${made[3]}/cancel`))
        .send({})
        .expect(200)
        .expect(expectDocumented);
      const held = await t.db
        .getRepository(OrderLine)
        .createQueryBuilder('line')
        .innerJoin('line.order', 'ord')
        .select('SUM(line.quantity)', 'sum')
        .where('line.productId = :id', { id: product.id })
        .andWhere("ord.status <> 'CANCELLED'")
        .getRawOne<{ sum: string | number }>();
      expect(await soldOf(t, product.id)).toBe(Number(held!.sum));
      expect((await t.db.getRepository(Product).findOneByOrFail({ id: product.id })).sold).toBe(3 + 2 + 3);
    });
  });

  describe('lists', () => {
    let listEvent: number;
    let ids: Record<string, number>;

    beforeAll(async () => {
      listEvent = (await createEvent(admin)).id;
      await withBankDetails(admin, listEvent);
      const product = await createProduct(admin, listEvent, { price_cents: 1_000 });
      const rossi = await insertAttendee(t, listEvent, { lastName: 'Rossi', firstName: 'Mario', email: 'mario.rossi@example.test' });
      const bianchi = await insertAttendee(t, listEvent, { lastName: 'Bianchi', firstName: 'Luca', email: 'luca@example.test' });
      const buy = async (who: number, qty: number, method: 'BANK_TRANSFER' | 'ON_SITE') =>
        (await checkouts.checkout(listEvent, who, [{ product_id: product.id, quantity: qty }], method)).order.id;
      ids = { a: await buy(rossi.id, 1, 'BANK_TRANSFER'), b: await buy(bianchi.id, 3, 'ON_SITE'), c: await buy(rossi.id, 2, 'ON_SITE') };
      for (let i = 0; i < 9; i++) await buy(bianchi.id, 1, 'BANK_TRANSFER');
      await admin.post(`/api/events/${listEvent}/orders/${ids.b}/mark-paid`).send({}).expect(200).expect(expectDocumented);
      await admin.post(`/api/events/${listEvent}/orders/${ids.c}/cancel`).send({}).expect(200).expect(expectDocumented);
      ids.rossi = rossi.id;
    });

    const list = (query: string) => admin.get(`/api/events/${listEvent}/orders?${query}`).expect(200).expect(expectDocumented);
    const filter = (f: object) => `filter=${encodeURIComponent(JSON.stringify(f))}`;
    const idsOf = (res: { body: OrderDto[] }) => res.body.map((o) => o.id).sort((x, y) => x - y);

    it('pages newest number first with Content-Range and the attendee’s name', async () => {
      const res = await list('range=[0,4]');
      expect(res.headers['content-range']).toBe('orders 0-4/12');
      expect(res.body.map((o: OrderDto) => o.number)).toEqual([12, 11, 10, 9, 8]);
      const rossiOrder = (await list(filter({ id: ids.a }))).body[0] as OrderDto;
      expect(rossiOrder).toMatchObject({
        number: 1,
        attendee: { id: ids.rossi, first_name: 'Mario', last_name: 'Rossi', email: 'mario.rossi@example.test' },
      });
      expect((await list('sort=["total_gross_cents","DESC"]&range=[0,0]')).body[0].id).toBe(ids.b);
    });

    it('filters by attendee, payment status, status, method, and searches number and name', async () => {
      expect(idsOf(await list(filter({ attendee_id: ids.rossi })))).toEqual([ids.a, ids.c]);
      expect(idsOf(await list(filter({ payment_status: 'PAID' })))).toEqual([ids.b]);
      expect(idsOf(await list(filter({ status: 'CANCELLED' })))).toEqual([ids.c]);
      expect(idsOf(await list(filter({ payment_method: 'ON_SITE' })))).toEqual([ids.b, ids.c]);
      expect(idsOf(await list(filter({ payment_method: 'ON_SITE', payment_status: ['PENDING', 'UNPAID'] })))).toEqual([ids.c]);
      expect(idsOf(await list(filter({ q: 'rossi' })))).toEqual([ids.a, ids.c]);
      expect(idsOf(await list(filter({ q: '12' })))).toHaveLength(1);
      expect((await list(filter({ q: '1' }))).body.map((o: OrderDto) => o.number).sort((x: number, y: number) => x - y)).toEqual([
        1, 10, 11, 12,
      ]);
      await admin.get(`/api/events/${listEvent}/orders?${filter({ product: 1 })}`).expect(400);
      await admin.get(`/api/events/${listEvent}/orders?sort=["attendee","ASC"]`).expect(400);
    });
  });

  describe('who may see and change orders (ADMIN only, SPEC §2)', () => {
    it('refuses USER, VIEWER, SECRETARY and COMPANY (403) and another event’s ADMIN (404)', async () => {
      const { order } = await placeOrder(1);
      const company = (await admin.post(`/api/events/${eventId}/companies`).send({ name: 'Azienda' }).expect(201).expect(expectDocumented))
        .body.id;
      for (const role of ['USER', 'VIEWER', 'SECRETARY', 'COMPANY'] as const) {
        const { client } = await userWithRole(t, admin, eventId, role, role === 'COMPANY' ? company : null);
        await client.get(url()).expect(403);
        await client.get(url(`/${order.id}`)).expect(403);
        await client
          .post(url(`/${order.id}/mark-paid`))
          .send({})
          .expect(403);
        await client
          .post(url(`/${order.id}/cancel`))
          .send({})
          .expect(403);
        await client
          .put(url(`/${order.id}/refund-note`))
          .send({ refund_note: 'x' })
          .expect(403);
      }
      const stranger = await userWithRole(t, admin, (await createEvent(admin)).id, 'ADMIN');
      await stranger.client.get(url()).expect(404);
      await stranger.client
        .post(url(`/${order.id}/mark-paid`))
        .send({})
        .expect(404);
      await t.client().get(url()).expect(401);

      const eventAdmin = await userWithRole(t, admin, eventId, 'ADMIN');
      const res = await eventAdmin.client
        .post(url(`/${order.id}/mark-paid`))
        .send({})
        .expect(200)
        .expect(expectDocumented);
      expect(res.body.events.at(-1).user_id).toBe(eventAdmin.id);
      expect((await t.db.getRepository(Order).findOneByOrFail({ id: order.id })).paymentStatus).toBe('PAID');
    });
  });
});
