import type { OrderDetailDto, OrderDto } from '@eventdesk/shared';
import { In } from 'typeorm';
import { Order } from '../../src/commerce/orders/order.entity';
import type { CheckoutService } from '../../src/commerce/orders/checkout.service';
import type { OrdersService } from '../../src/commerce/orders/orders.service';
import { Product } from '../../src/commerce/products/product.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  createProduct,
  insertAttendee,
  insertAttendeeCategory,
  checkoutService,
  ordersService,
  outbox,
  rejection,
  soldOf,
  withBankDetails,
} from './commerce-fixtures';

const HOUR = 3_600_000;

/**
 * The checkout core (OrdersService.checkout, which the attendee site will call), tested on the service
 * and read back through the staff endpoints.
 */
describe('checkout', () => {
  let t: TestApp;
  let admin: ApiClient;
  let orders: OrdersService;
  let checkouts: CheckoutService;
  let eventId: number;
  let eventName: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    orders = ordersService(t);
    checkouts = checkoutService(t);
    const event = await createEvent(admin);
    await withBankDetails(admin, event.id);
    eventId = event.id;
    eventName = event.name;
  });
  afterAll(() => t.close());

  describe('orders and totals', () => {
    it('places a bank-transfer order: PLACED/PENDING, stock taken, history, confirmation e-mail', async () => {
      const product = await createProduct(admin, eventId, { name_it: 'Cena di gala', price_cents: 12_200, vat_rate: 2200, stock: 10 });
      const attendee = await insertAttendee(t, eventId, { firstName: 'Anna', lastName: 'Rossi', email: 'anna.rossi@example.test' });

      const result = await checkouts.checkout(eventId, attendee.id, [{ product_id: product.id, quantity: 2 }], 'BANK_TRANSFER');
      expect(result.redirect_url).toBeNull();
      expect(result.order).toMatchObject({
        event_id: eventId,
        attendee_id: attendee.id,
        attendee: { id: attendee.id, first_name: 'Anna', last_name: 'Rossi', email: 'anna.rossi@example.test' },
        status: 'PLACED',
        payment_status: 'PENDING',
        payment_method: 'BANK_TRANSFER',
        total_gross_cents: 24_400,
        total_net_cents: 20_000,
        total_vat_cents: 4_400,
        currency: 'EUR',
        stripe_session_id: null,
        paid_at: null,
        cancelled_at: null,
      });
      expect(result.order.lines).toEqual([
        {
          id: expect.any(Number),
          product_id: product.id,
          product_name: 'Cena di gala',
          quantity: 2,
          unit_price_cents: 12_200,
          vat_rate: 2200,
          net_cents: 20_000,
          vat_cents: 4_400,
          gross_cents: 24_400,
        },
      ]);
      expect(result.order.events).toEqual([
        expect.objectContaining({
          action: 'created',
          attendee_id: attendee.id,
          user_id: null,
          from_status: null,
          to_status: 'PLACED',
          to_payment_status: 'PENDING',
        }),
      ]);
      expect(await soldOf(t, product.id)).toBe(2);

      const mail = await outbox(t).findOneByOrFail({ to: 'anna.rossi@example.test' });
      expect(mail.subject).toBe(`Ordine n. ${result.order.number} – ${eventName}`);
      expect(mail.text).toContain('Gentile Anna Rossi,');
      expect(mail.text).toMatch(/2 × Cena di gala — 244,00\s€ \(IVA 22%\)/);
      expect(mail.text).toMatch(/Imponibile: 200,00\s€/);
      expect(mail.text).toMatch(/Totale: 244,00\s€/);
      expect(mail.text).toContain('bonifico bancario');
      expect(mail.text).toContain('IBAN: IT60 X054 2811 1010 0000 0123 456');
      expect(mail.text).toContain(`Causale: Ordine ${result.order.number} - ${attendee.attendeeCode ?? ''} Rossi`.replace(/\s+/g, ' '));
    });

    it('computes VAT per line on VAT-inclusive prices, rounding to the cent, and sums the lines', async () => {
      const a = await createProduct(admin, eventId, { price_cents: 333, vat_rate: 2200 });
      const b = await createProduct(admin, eventId, { price_cents: 1_000, vat_rate: 1000 });
      const c = await createProduct(admin, eventId, { price_cents: 500, vat_rate: 0 });
      const attendee = await insertAttendee(t, eventId);
      const { order } = await checkouts.checkout(
        eventId,
        attendee.id,
        [
          { product_id: a.id, quantity: 3 },
          { product_id: b.id, quantity: 1 },
          { product_id: c.id, quantity: 2 },
        ],
        'ON_SITE',
      );
      // 9.99 at 22 %: 8.1885… → 8.19 + 1.80; 10.00 at 10 %: 9.0909… → 9.09 + 0.91; 10.00 at 0 %.
      expect(order.lines.map((l) => [l.gross_cents, l.net_cents, l.vat_cents])).toEqual([
        [999, 819, 180],
        [1000, 909, 91],
        [1000, 1000, 0],
      ]);
      expect(order).toMatchObject({
        total_gross_cents: 2999,
        total_net_cents: 2728,
        total_vat_cents: 271,
        payment_method: 'ON_SITE',
        status: 'PLACED',
      });
    });

    it('writes the confirmation in English for an attendee whose language is English', async () => {
      const product = await createProduct(admin, eventId, {
        name_it: 'Visita guidata',
        name_en: 'Guided tour',
        price_cents: 2_000,
        vat_rate: 2200,
      });
      const attendee = await insertAttendee(t, eventId, {
        appLang: 'en',
        firstName: 'John',
        lastName: 'Smith',
        email: 'john@example.test',
      });
      const { order } = await checkouts.checkout(eventId, attendee.id, [{ product_id: product.id, quantity: 1 }], 'ON_SITE');
      const mail = await outbox(t).findOneByOrFail({ to: 'john@example.test' });
      expect(mail.subject).toBe(`Order no. ${order.number} – ${eventName}`);
      expect(mail.text).toMatch(/1 × Guided tour — €20\.00 \(VAT 22%\)/);
      expect(mail.text).toContain('Payment on site');
      expect(mail.text).toContain(`/myarea/#/`);
    });

    it('places the order without an e-mail when the attendee has none', async () => {
      const product = await createProduct(admin, eventId);
      const attendee = await insertAttendee(t, eventId, { email: null });
      const before = await outbox(t).count();
      const { order } = await checkouts.checkout(eventId, attendee.id, [{ product_id: product.id, quantity: 1 }], 'ON_SITE');
      expect(order.status).toBe('PLACED');
      expect(await outbox(t).count()).toBe(before);
    });

    it('numbers orders from 1 within each event', async () => {
      const event = (await createEvent(admin)).id;
      const product = await createProduct(admin, event);
      const attendee = await insertAttendee(t, event);
      const first = await checkouts.checkout(event, attendee.id, [{ product_id: product.id, quantity: 1 }], 'ON_SITE');
      const second = await checkouts.checkout(event, attendee.id, [{ product_id: product.id, quantity: 1 }], 'ON_SITE');
      expect([first.order.number, second.order.number]).toEqual([1, 2]);
    });
  });

  describe('product rules', () => {
    it('refuses inactive products and products of another event', async () => {
      const inactive = await createProduct(admin, eventId, { active: false });
      const elsewhere = await createProduct(admin, (await createEvent(admin)).id);
      const attendee = await insertAttendee(t, eventId);
      const err = await rejection(
        checkouts.checkout(
          eventId,
          attendee.id,
          [
            { product_id: inactive.id, quantity: 1 },
            { product_id: elsewhere.id, quantity: 1 },
          ],
          'ON_SITE',
        ),
      );
      expect(err).toMatchObject({
        status: 422,
        fieldKeys: { 'lines.0.product_id': ['product_not_available'], 'lines.1.product_id': ['product_not_available'] },
      });
      expect(await soldOf(t, inactive.id)).toBe(0);
    });

    it('sells only inside the sale window', async () => {
      const now = Date.now();
      const early = await createProduct(admin, eventId, { sale_starts_at: new Date(now + HOUR).toISOString() });
      const late = await createProduct(admin, eventId, { sale_ends_at: new Date(now - HOUR).toISOString() });
      const open = await createProduct(admin, eventId, {
        sale_starts_at: new Date(now - HOUR).toISOString(),
        sale_ends_at: new Date(now + HOUR).toISOString(),
      });
      const attendee = await insertAttendee(t, eventId);
      const err = await rejection(
        checkouts.checkout(
          eventId,
          attendee.id,
          [
            { product_id: early.id, quantity: 1 },
            { product_id: late.id, quantity: 1 },
            { product_id: open.id, quantity: 1 },
          ],
          'ON_SITE',
        ),
      );
      expect(err).toMatchObject({
        status: 422,
        fieldKeys: { 'lines.0.product_id': ['product_sale_not_started'], 'lines.1.product_id': ['product_sale_ended'] },
      });
      expect(Object.keys(err.fieldKeys!)).toHaveLength(2);
      const ok = await checkouts.checkout(eventId, attendee.id, [{ product_id: open.id, quantity: 1 }], 'ON_SITE');
      expect(ok.order.status).toBe('PLACED');
    });

    it('sells to the allowed attendee categories only', async () => {
      const speakers = await insertAttendeeCategory(t, eventId, 'Relatori');
      const delegates = await insertAttendeeCategory(t, eventId, 'Delegati');
      const product = await createProduct(admin, eventId, { attendee_category_ids: [speakers.id] });
      const line = [{ product_id: product.id, quantity: 1 }];
      const speaker = await insertAttendee(t, eventId, { eventAttendeeCategoryId: speakers.id });
      const delegate = await insertAttendee(t, eventId, { eventAttendeeCategoryId: delegates.id });
      const uncategorised = await insertAttendee(t, eventId, { eventAttendeeCategoryId: null });

      expect((await checkouts.checkout(eventId, speaker.id, line, 'ON_SITE')).order.status).toBe('PLACED');
      for (const who of [delegate, uncategorised]) {
        expect(await rejection(checkouts.checkout(eventId, who.id, line, 'ON_SITE'))).toMatchObject({
          status: 422,
          fieldKeys: { 'lines.0.product_id': ['product_category_not_allowed'] },
        });
      }
      const forAll = await createProduct(admin, eventId, { attendee_category_ids: null });
      expect((await checkouts.checkout(eventId, uncategorised.id, [{ product_id: forAll.id, quantity: 1 }], 'ON_SITE')).order.status).toBe(
        'PLACED',
      );
    });

    it('counts the attendee’s previous orders that are not cancelled against the maximum per attendee', async () => {
      const product = await createProduct(admin, eventId, { max_per_attendee: 3 });
      const attendee = await insertAttendee(t, eventId);
      const other = await insertAttendee(t, eventId);
      const buy = (who: number, quantity: number) =>
        checkouts.checkout(eventId, who, [{ product_id: product.id, quantity }], 'BANK_TRANSFER');

      expect(await rejection(buy(attendee.id, 4))).toMatchObject({
        status: 422,
        fieldKeys: { 'lines.0.quantity': ['product_max_per_attendee'] },
      });
      const first = await buy(attendee.id, 2);
      expect(await rejection(buy(attendee.id, 2))).toMatchObject({
        status: 422,
        fieldKeys: { 'lines.0.quantity': ['product_max_per_attendee'] },
      });
      await buy(attendee.id, 1);
      // Another attendee has their own allowance.
      await buy(other.id, 3);
      // A cancelled order gives the allowance back.
      await admin.post(`/api/events/${eventId}/orders/${first.order.id}/cancel`).send({}).expect(200);
      expect((await buy(attendee.id, 2)).order.status).toBe('PLACED');
      expect(await soldOf(t, product.id)).toBe(1 + 3 + 2);
    });

    it('refuses more than the stock (409) and reserves nothing when one line is short', async () => {
      const plenty = await createProduct(admin, eventId, { stock: 100 });
      const scarce = await createProduct(admin, eventId, { stock: 2 });
      const attendee = await insertAttendee(t, eventId);
      const err = await rejection(
        checkouts.checkout(
          eventId,
          attendee.id,
          [
            { product_id: plenty.id, quantity: 5 },
            { product_id: scarce.id, quantity: 3 },
          ],
          'ON_SITE',
        ),
      );
      expect(err).toEqual({
        status: 409,
        messageKey: 'out_of_stock',
        fieldKeys: { 'lines.1.quantity': ['out_of_stock'] },
        code: 'out_of_stock',
      });
      expect(await soldOf(t, plenty.id)).toBe(0);
      expect(await soldOf(t, scarce.id)).toBe(0);
      expect(await t.db.getRepository(Order).countBy({ attendeeId: attendee.id })).toBe(0);
      await checkouts.checkout(eventId, attendee.id, [{ product_id: scarce.id, quantity: 2 }], 'ON_SITE');
      expect(await soldOf(t, scarce.id)).toBe(2);
    });

    it('refuses bad carts, Stripe while it is not configured, and attendees of other events', async () => {
      const product = await createProduct(admin, eventId);
      const attendee = await insertAttendee(t, eventId);
      expect(await rejection(checkouts.checkout(eventId, attendee.id, [{ product_id: product.id, quantity: 0 }], 'ON_SITE'))).toMatchObject(
        {
          status: 422,
          fieldKeys: { 'lines.0.quantity': ['Deve essere almeno 1'] },
        },
      );
      expect(await rejection(checkouts.checkout(eventId, attendee.id, [], 'ON_SITE'))).toMatchObject({ status: 422 });
      expect(await rejection(checkouts.checkout(eventId, attendee.id, [{ product_id: product.id, quantity: 1 }], 'STRIPE'))).toMatchObject({
        status: 422,
        fieldKeys: { payment_method: ['payment_method_unavailable'] },
      });
      const stranger = await insertAttendee(t, (await createEvent(admin)).id);
      expect(await rejection(checkouts.checkout(eventId, stranger.id, [{ product_id: product.id, quantity: 1 }], 'ON_SITE'))).toMatchObject(
        {
          status: 404,
        },
      );
      expect(await soldOf(t, product.id)).toBe(0);
    });
  });

  describe('concurrency', () => {
    it('sells the last item once when 10 attendees check out at the same moment', async () => {
      const product = await createProduct(admin, eventId, { stock: 1 });
      const buyers = await Promise.all(Array.from({ length: 10 }, () => insertAttendee(t, eventId)));
      const results = await Promise.allSettled(
        buyers.map((b) => checkouts.checkout(eventId, b.id, [{ product_id: product.id, quantity: 1 }], 'BANK_TRANSFER')),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(9);
      for (const r of lost) expect((r.reason as { code?: string }).code).toBe('out_of_stock');
      expect(await soldOf(t, product.id)).toBe(1);
      expect(await t.db.getRepository(Order).countBy({ attendeeId: In(buyers.map((b) => b.id)) })).toBe(1);
      const placed = await admin.get(
        `/api/events/${eventId}/orders?filter=${encodeURIComponent(`{"attendee_id":[${buyers.map((b) => b.id).join(',')}]}`)}`,
      );
      expect(placed.body).toHaveLength(1);
    });

    it('never oversells a stock of 5 among 12 concurrent carts of 1 or 2', async () => {
      const product = await createProduct(admin, eventId, { stock: 5 });
      const buyers = await Promise.all(Array.from({ length: 12 }, () => insertAttendee(t, eventId)));
      const results = await Promise.allSettled(
        buyers.map((b, i) => checkouts.checkout(eventId, b.id, [{ product_id: product.id, quantity: 1 + (i % 2) }], 'ON_SITE')),
      );
      const sold = results.reduce((sum, r, i) => sum + (r.status === 'fulfilled' ? 1 + (i % 2) : 0), 0);
      expect(sold).toBeLessThanOrEqual(5);
      expect(sold).toBeGreaterThanOrEqual(4);
      expect(await soldOf(t, product.id)).toBe(sold);
    });

    it('holds the maximum per attendee when one attendee checks out many times at once', async () => {
      const product = await createProduct(admin, eventId, { max_per_attendee: 2 });
      const attendee = await insertAttendee(t, eventId);
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => checkouts.checkout(eventId, attendee.id, [{ product_id: product.id, quantity: 1 }], 'ON_SITE')),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      expect(await soldOf(t, product.id)).toBe(2);
    });

    it('gives concurrent orders of one event distinct consecutive numbers', async () => {
      const event = (await createEvent(admin)).id;
      // A product each: nothing but the order number makes these checkouts wait for each other.
      const products = await Promise.all(Array.from({ length: 10 }, () => createProduct(admin, event)));
      const buyers = await Promise.all(Array.from({ length: 10 }, () => insertAttendee(t, event)));
      const results = await Promise.all(
        buyers.map((b, i) => checkouts.checkout(event, b.id, [{ product_id: products[i].id, quantity: 1 }], 'ON_SITE')),
      );
      expect(results.map((r) => r.order.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      for (const p of products) expect(await soldOf(t, p.id)).toBe(1);
    });
  });

  describe('reading orders back', () => {
    it('shows the order through the staff endpoints and lists an attendee’s orders', async () => {
      const product = await createProduct(admin, eventId, { price_cents: 5_000, vat_rate: 2200 });
      const attendee = await insertAttendee(t, eventId, { lastName: 'Verdi' });
      const first = await checkouts.checkout(eventId, attendee.id, [{ product_id: product.id, quantity: 1 }], 'ON_SITE');
      const second = await checkouts.checkout(eventId, attendee.id, [{ product_id: product.id, quantity: 2 }], 'BANK_TRANSFER');

      const shown = (await admin.get(`/api/events/${eventId}/orders/${second.order.id}`).expect(200)).body as OrderDetailDto;
      expect(shown).toEqual(second.order);
      const list = await admin
        .get(`/api/events/${eventId}/orders?filter=${encodeURIComponent(`{"attendee_id":${attendee.id}}`)}`)
        .expect(200);
      expect(list.body.map((o: OrderDto) => o.id)).toEqual([second.order.id, first.order.id]);
      expect(list.body[0]).not.toHaveProperty('lines');

      const mine = await orders.listForAttendee(eventId, attendee.id);
      expect(mine.map((o) => o.id)).toEqual([second.order.id, first.order.id]);
      expect(mine[0].lines).toHaveLength(1);
      expect(await orders.listForAttendee(eventId, (await insertAttendee(t, eventId)).id)).toEqual([]);
      // Another event's path never shows them.
      expect(await orders.listForAttendee((await createEvent(admin)).id, attendee.id)).toEqual([]);
    });

    it('keeps the price and name an order was made with when the product changes', async () => {
      const product = await createProduct(admin, eventId, { name_it: 'Pranzo', price_cents: 3_000 });
      const attendee = await insertAttendee(t, eventId);
      const { order } = await checkouts.checkout(eventId, attendee.id, [{ product_id: product.id, quantity: 1 }], 'ON_SITE');
      await t.db.getRepository(Product).update(product.id, { nameIt: 'Pranzo a buffet', priceCents: 3_500 });
      const again = await orders.findOne(eventId, order.id);
      expect(again.lines[0]).toMatchObject({ product_name: 'Pranzo', unit_price_cents: 3_000 });
      expect(again.total_gross_cents).toBe(3_000);
    });
  });
});
