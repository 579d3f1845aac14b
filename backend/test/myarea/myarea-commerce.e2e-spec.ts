import type { MyAreaOrderDto, MyAreaProductDto } from '@eventdesk/shared';
import { Order } from '../../src/commerce/orders/order.entity';
import { createProduct, insertAttendeeCategory, checkoutService, soldOf, withBankDetails } from '../commerce/commerce-fixtures';
import type { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { attendeeOf, browser, lastMailId, mailsTo, myEvent, signIn } from './myarea-fixtures';
import { expectDocumented } from '../support/documented-response';

const HOUR = 3_600_000;
const ORDER_KEYS = [
  'bank_transfer',
  'created_at',
  'currency',
  'desk_text',
  'gross_cents',
  'id',
  'lines',
  'number',
  'payment_method',
  'payment_status',
  'status',
];

/**
 * The attendee's catalogue, checkout and orders (issue 6): availability computed with the checkout's
 * own rules (active, sale window, attendee category, stock, maximum per attendee), names in the
 * attendee's language, a checkout by bank transfer, and orders in a shape without the staff's details.
 */
describe('my area: products, checkout and orders', () => {
  let t: TestApp;
  let admin: ApiClient;
  let event: { id: number; token: string; name: string };
  let otherEvent: { id: number; token: string };
  let speakers: number;
  let guests: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    event = await myEvent(admin, { name: 'Congresso di medicina' });
    await withBankDetails(admin, event.id);
    otherEvent = await myEvent(admin);
    speakers = (await insertAttendeeCategory(t, event.id, 'Relatori')).id;
    guests = (await insertAttendeeCategory(t, event.id, 'Ospiti')).id;
    const category = async (name_it: string, name_en: string | null, position: number) =>
      (
        await admin
          .post(`/api/events/${event.id}/product-categories`)
          .send({ name_it, name_en, position })
          .expect(201)
          .expect(expectDocumented)
      ).body.id as number;
    const gadgets = await category('Gadget', null, 5);
    const dinners = await category('Cene', 'Dinners', 1);
    const soon = new Date(Date.now() + 24 * HOUR).toISOString();
    const past = new Date(Date.now() - 24 * HOUR).toISOString();
    const make = async (key: string, overrides: Record<string, unknown>) => {
      ids[key] = (await createProduct(admin, event.id, { name_it: key, name_en: null, ...overrides })).id;
    };
    await make('gala', {
      name_it: 'Cena di gala',
      name_en: 'Gala dinner',
      description_it: 'Con musica dal vivo',
      description_en: 'With live music',
      category_id: dinners,
      price_cents: 12_200,
      vat_rate: 2200,
      stock: 10,
      max_per_attendee: 2,
    });
    await make('tshirt', { name_it: 'Maglietta', description_it: 'Cotone', category_id: gadgets, price_cents: 1_500, vat_rate: 2200 });
    await make('hidden', { category_id: dinners, active: false });
    await make('soon', { category_id: dinners, sale_starts_at: soon });
    await make('closed', { category_id: dinners, sale_ends_at: past });
    await make('speakersOnly', { category_id: dinners, attendee_category_ids: [speakers] });
    await make('guestsOnly', { category_id: dinners, attendee_category_ids: [guests] });
    await make('last', { category_id: gadgets, stock: 1 });
    await make('onePer', { category_id: gadgets, max_per_attendee: 1 });
    await make('loose', { category_id: null, name_it: 'Parcheggio', price_cents: 500, vat_rate: 0 });
    await createProduct(admin, otherEvent.id, { name_it: 'Altrove' });
  });
  afterAll(() => t.close());

  async function speaker(fields = {}) {
    const attendee = await attendeeOf(t, event.id, { eventAttendeeCategoryId: speakers, ...fields });
    const c = await browser(t);
    await signIn(t, c, event.token, attendee.email!);
    return { attendee, c };
  }

  const byId = (products: MyAreaProductDto[]) => Object.fromEntries(products.map((p) => [p.id, p]));

  describe('GET /api/{token}/products', () => {
    it('lists the active products of the event by category, with availability and reasons by the checkout rules', async () => {
      // Someone else takes the last unit; our attendee already holds the one "onePer" they may have.
      const other = await attendeeOf(t, event.id);
      await checkoutService(t).checkout(event.id, other.id, [{ product_id: ids.last, quantity: 1 }], 'BANK_TRANSFER');
      const { attendee, c } = await speaker();
      await checkoutService(t).checkout(event.id, attendee.id, [{ product_id: ids.onePer, quantity: 1 }], 'ON_SITE');

      const res = await c.get(`/api/${event.token}/products`).expect(200).expect(expectDocumented);
      expect(Object.keys(res.body).sort()).toEqual(['orders', 'payment_methods', 'products']);
      const products: MyAreaProductDto[] = res.body.products;
      // Dinners (position 1) before gadgets (position 5), uncategorised last; inactive and other events' products absent.
      expect(products.map((p) => p.id)).toEqual([
        ids.gala,
        ids.soon,
        ids.closed,
        ids.speakersOnly,
        ids.guestsOnly,
        ids.tshirt,
        ids.last,
        ids.onePer,
        ids.loose,
      ]);
      const p = byId(products);
      expect(p[ids.gala]).toEqual({
        id: ids.gala,
        category: { id: expect.any(Number), name: 'Cene' },
        name: 'Cena di gala',
        description: 'Con musica dal vivo',
        price_cents: 12_200,
        currency: 'EUR',
        vat_rate: 2200,
        available: true,
        unavailable_reason: null,
        remaining: 10,
        max_per_attendee: 2,
      });
      expect(p[ids.tshirt]).toMatchObject({ available: true, remaining: null, max_per_attendee: null, category: { name: 'Gadget' } });
      expect(p[ids.loose]).toMatchObject({ available: true, category: null, name: 'Parcheggio', vat_rate: 0 });
      expect(p[ids.speakersOnly]).toMatchObject({ available: true, unavailable_reason: null });
      const reasons = Object.fromEntries(
        ['soon', 'closed', 'guestsOnly', 'last', 'onePer'].map((key) => [key, [p[ids[key]].available, p[ids[key]].unavailable_reason]]),
      );
      expect(reasons).toEqual({
        soon: [false, 'product_sale_not_started'],
        closed: [false, 'product_sale_ended'],
        guestsOnly: [false, 'product_category_not_allowed'],
        last: [false, 'out_of_stock'],
        onePer: [false, 'product_max_per_attendee'],
      });
      expect(p[ids.last].remaining).toBe(0);

      // Stripe is not configured here: the offline methods only.
      expect(res.body.payment_methods).toEqual(['BANK_TRANSFER', 'ON_SITE']);
      // The attendee's own orders only, in the narrow shape.
      expect(res.body.orders).toHaveLength(1);
      expect(Object.keys(res.body.orders[0]).sort()).toEqual(ORDER_KEYS);
      expect(res.body.orders[0]).toMatchObject({ status: 'PLACED', payment_status: 'PENDING', payment_method: 'ON_SITE' });
    });

    it('an attendee without a category cannot buy products reserved to categories', async () => {
      const attendee = await attendeeOf(t, event.id, { eventAttendeeCategoryId: null });
      const c = await browser(t);
      await signIn(t, c, event.token, attendee.email!);
      const p = byId((await c.get(`/api/${event.token}/products`).expect(200).expect(expectDocumented)).body.products);
      expect(p[ids.speakersOnly]).toMatchObject({ available: false, unavailable_reason: 'product_category_not_allowed' });
      expect(p[ids.gala].available).toBe(true);
      expect((await c.get(`/api/${event.token}/products`).expect(200).expect(expectDocumented)).body.orders).toEqual([]);
    });

    it('names and descriptions in the language asked (Accept-Language), else the attendee’s app_lang; Italian where English is missing', async () => {
      const { c } = await speaker({ appLang: 'en' });
      const english = byId((await c.get(`/api/${event.token}/products`).expect(200).expect(expectDocumented)).body.products);
      // The client's default Accept-Language is Italian.
      expect(english[ids.gala]).toMatchObject({ name: 'Cena di gala', category: { name: 'Cene' } });
      c.lang = 'en';
      const en = byId((await c.get(`/api/${event.token}/products`).expect(200).expect(expectDocumented)).body.products);
      expect(en[ids.gala]).toMatchObject({ name: 'Gala dinner', description: 'With live music', category: { name: 'Dinners' } });
      expect(en[ids.tshirt]).toMatchObject({ name: 'Maglietta', description: 'Cotone', category: { name: 'Gadget' } });
      // Without Accept-Language: the attendee's app_lang.
      const bare = await c.agent.get(`/api/${event.token}/products`).expect(200).expect(expectDocumented);
      expect(byId(bare.body.products)[ids.gala].name).toBe('Gala dinner');
    });

    it('answers 401 without an attendee session and 404 for an unknown token', async () => {
      const c = await browser(t);
      await c.get(`/api/${event.token}/products`).expect(401);
      await c.get('/api/nope/products').expect(404);
    });
  });

  describe('POST /api/{token}/checkout', () => {
    it('bank transfer: 201 with the order PLACED/PENDING, stock taken, a confirmation e-mail; the result page reads it back', async () => {
      const { attendee, c } = await speaker({ firstName: 'Giulia' });
      const sold = await soldOf(t, ids.gala);
      const after = await lastMailId(t);
      const res = await c
        .post(`/api/${event.token}/checkout`)
        .send({
          lines: [
            { product_id: ids.gala, quantity: 2 },
            { product_id: ids.loose, quantity: 1 },
          ],
          payment_method: 'BANK_TRANSFER',
        })
        .expect(201)
        .expect(expectDocumented);
      expect(Object.keys(res.body).sort()).toEqual(['order', 'redirect_url']);
      expect(res.body.redirect_url).toBeNull();
      const order: MyAreaOrderDto = res.body.order;
      expect(Object.keys(order).sort()).toEqual(ORDER_KEYS);
      expect(order).toEqual({
        id: expect.any(Number),
        number: expect.any(Number),
        status: 'PLACED',
        payment_status: 'PENDING',
        payment_method: 'BANK_TRANSFER',
        gross_cents: 2 * 12_200 + 500,
        currency: 'EUR',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lines: [
          { product_id: ids.gala, name: 'Cena di gala', quantity: 2, unit_price_cents: 12_200 },
          { product_id: ids.loose, name: 'Parcheggio', quantity: 1, unit_price_cents: 500 },
        ],
        // Where to send the transfer, and the reference that lets the organisers match it.
        bank_transfer: {
          iban: 'IT60X0542811101000000123456',
          beneficiary: 'Eventi Medici Srl',
          bank_name: 'Banca Popolare di Sondrio',
          bic: null,
          reference: `Ordine ${order.number} - ${attendee.attendeeCode} ${attendee.lastName}`,
        },
        desk_text: null,
      });
      expect(await soldOf(t, ids.gala)).toBe(sold + 2);
      const stored = await t.db.getRepository(Order).findOneByOrFail({ id: order.id });
      expect(stored).toMatchObject({ attendeeId: attendee.id, eventId: event.id, status: 'PLACED', paymentStatus: 'PENDING' });

      const [mail] = await mailsTo(t, attendee.email!, after);
      expect(mail.subject).toBe(`Ordine n. ${order.number} – Congresso di medicina`);
      expect(mail.text).toContain('Gentile Giulia');
      expect(mail.text).toContain('IBAN: IT60 X054 2811 1010 0000 0123 456');
      expect(mail.text).toContain('Intestatario: Eventi Medici Srl');
      expect(mail.text).toContain('Banca: Banca Popolare di Sondrio');
      expect(mail.text).toContain(`Causale: Ordine ${order.number} - ${attendee.attendeeCode} ${attendee.lastName}`);

      const shown = await c.get(`/api/${event.token}/orders/${order.id}`).expect(200).expect(expectDocumented);
      expect(shown.body).toEqual(order);
      const catalogue = (await c.get(`/api/${event.token}/products`).expect(200).expect(expectDocumented)).body;
      expect(catalogue.orders).toEqual([order]);
      // Two of at most two: the gala dinner is no longer for this attendee.
      expect(byId(catalogue.products)[ids.gala]).toMatchObject({
        available: false,
        unavailable_reason: 'product_max_per_attendee',
        remaining: 10 - (sold + 2),
      });
    });

    it('line names in English for an English-speaking attendee', async () => {
      const { c } = await speaker();
      c.lang = 'en';
      const res = await c
        .post(`/api/${event.token}/checkout`)
        .send({ lines: [{ product_id: ids.gala, quantity: 1 }], payment_method: 'ON_SITE' })
        .expect(201)
        .expect(expectDocumented);
      expect(res.body.order.lines).toEqual([{ product_id: ids.gala, name: 'Gala dinner', quantity: 1, unit_price_cents: 12_200 }]);
    });

    it('refuses what the catalogue shows unavailable, with the service’s 422 and 409', async () => {
      const { c } = await speaker();
      c.lang = 'en';
      const checkout = (product: number, quantity = 1) =>
        c.post(`/api/${event.token}/checkout`).send({ lines: [{ product_id: product, quantity }], payment_method: 'BANK_TRANSFER' });

      const catalogue = byId((await c.get(`/api/${event.token}/products`).expect(200).expect(expectDocumented)).body.products);
      for (const key of ['soon', 'closed', 'guestsOnly']) {
        expect(catalogue[ids[key]].available).toBe(false);
        const res = await checkout(ids[key]).expect(422);
        expect(Object.keys(res.body.errors)).toEqual(['lines.0.product_id']);
      }
      expect((await checkout(ids.soon).expect(422)).body.errors['lines.0.product_id']).toEqual(['This product is not on sale yet']);
      // Sold out: 409 out_of_stock.
      const short = await checkout(ids.last).expect(409);
      expect(short.body).toMatchObject({ code: 'out_of_stock', errors: { 'lines.0.quantity': ['Quantity no longer available'] } });
      // Over the maximum per attendee.
      expect((await checkout(ids.gala, 3).expect(422)).body.errors).toEqual({
        'lines.0.quantity': ['More than the maximum quantity per attendee'],
      });
      // Inactive, another event's, or no product at all.
      await checkout(ids.hidden).expect(422);
      await checkout(999_999).expect(422);
      // Card payments are not configured here.
      const card = await c
        .post(`/api/${event.token}/checkout`)
        .send({ lines: [{ product_id: ids.tshirt, quantity: 1 }], payment_method: 'STRIPE' })
        .expect(422);
      expect(Object.keys(card.body.errors)).toEqual(['payment_method']);
      // A malformed cart, checked in the request's language.
      const empty = await c.post(`/api/${event.token}/checkout`).send({ lines: [], payment_method: 'CASH' }).expect(422);
      expect(Object.keys(empty.body.errors).sort()).toEqual(['lines', 'payment_method']);
      await c
        .post(`/api/${event.token}/checkout`)
        .send({ lines: [{ product_id: ids.tshirt, quantity: 0 }], payment_method: 'ON_SITE' })
        .expect(422);
      // Nothing was ordered by all this.
      expect((await c.get(`/api/${event.token}/products`).expect(200).expect(expectDocumented)).body.orders).toEqual([]);
    });

    it('needs the anti-forgery header (419) and the attendee session (401)', async () => {
      const { c } = await speaker();
      const body = { lines: [{ product_id: ids.tshirt, quantity: 1 }], payment_method: 'BANK_TRANSFER' };
      await c.agent.post(`/api/${event.token}/checkout`).send(body).expect(419);
      const anonymous = await browser(t);
      await anonymous.post(`/api/${event.token}/checkout`).send(body).expect(401);
      expect((await c.get(`/api/${event.token}/products`).expect(200).expect(expectDocumented)).body.orders).toEqual([]);
    });
  });

  describe('GET /api/{token}/orders/{id}', () => {
    it('shows the attendee’s own orders only: another attendee’s, a missing or a malformed id is 404', async () => {
      const { attendee, c } = await speaker();
      const mine = await checkoutService(t).checkout(event.id, attendee.id, [{ product_id: ids.tshirt, quantity: 1 }], 'ON_SITE');
      const other = await attendeeOf(t, event.id);
      const theirs = await checkoutService(t).checkout(event.id, other.id, [{ product_id: ids.tshirt, quantity: 1 }], 'ON_SITE');
      // Staff details of the order stay out of the attendee's view.
      await admin.post(`/api/events/${event.id}/orders/${mine.order.id}/mark-paid`).send({}).expect(200).expect(expectDocumented);
      await admin
        .put(`/api/events/${event.id}/orders/${mine.order.id}/refund-note`)
        .send({ refund_note: 'Nota interna' })
        .expect(200)
        .expect(expectDocumented);

      const res = await c.get(`/api/${event.token}/orders/${mine.order.id}`).expect(200).expect(expectDocumented);
      expect(Object.keys(res.body).sort()).toEqual(ORDER_KEYS);
      expect(res.body).toMatchObject({
        id: mine.order.id,
        number: mine.order.number,
        status: 'PLACED',
        payment_status: 'PAID',
        payment_method: 'ON_SITE',
      });
      expect(JSON.stringify(res.body)).not.toMatch(/refund|stripe|events|Nota interna|attendee/);

      await c.get(`/api/${event.token}/orders/${theirs.order.id}`).expect(404);
      await c.get(`/api/${event.token}/orders/999999`).expect(404);
      await c.get(`/api/${event.token}/orders/abc`).expect(404);
    });

    it('an order of another event is 404, even the attendee’s own from their other event', async () => {
      const email = `both.${Date.now()}@example.test`;
      const here = await attendeeOf(t, event.id, { email });
      const there = await attendeeOf(t, otherEvent.id, { email });
      const product = await createProduct(admin, otherEvent.id, {});
      const theirs = await checkoutService(t).checkout(otherEvent.id, there.id, [{ product_id: product.id, quantity: 1 }], 'ON_SITE');
      const c = await browser(t);
      await signIn(t, c, event.token, here.email!);
      await c.get(`/api/${event.token}/orders/${theirs.order.id}`).expect(404);
    });
  });
});
