import { t as msg, type PaymentSettingsDto } from '@eventdesk/shared';
import { RecomputeAttendeePayment1764810000000 } from '../../src/platform/database/migrations/1764810000000-RecomputeAttendeePayment';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { Order } from '../../src/commerce/orders/order.entity';
import type { ApiClient } from '../support/api-client';
import { userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { attendeeOf, browser, lastMailId, mailsTo, myEvent, signIn } from '../myarea/myarea-fixtures';
import { BANK_DETAILS, createProduct, withBankDetails } from './commerce-fixtures';

/**
 * Per-event payment settings (issue 11): methods enabled, bank details and the desk's text; a method
 * is offered only when enabled and configured; the attendee's result page and e-mail show the details.
 */
describe('payment settings of an event', () => {
  let t: TestApp;
  let admin: ApiClient;
  let event: { id: number; token: string; name: string };
  const base = () => `/api/events/${event.id}/payment-settings`;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    event = await myEvent(admin, { name: 'Congresso di pediatria' });
  });
  afterAll(() => t?.close());

  it('starts with on site and card enabled, no bank details: only on site is offered (no Stripe keys here)', async () => {
    const fresh = await myEvent(admin);
    const settings = (await admin.get(`/api/events/${fresh.id}/payment-settings`).expect(200)).body as PaymentSettingsDto;
    expect(settings).toEqual({
      methods: ['ON_SITE', 'STRIPE'],
      iban: null,
      beneficiary: null,
      bank_name: null,
      bic: null,
      reference_pattern: null,
      desk_text_it: null,
      desk_text_en: null,
      offered: ['ON_SITE'],
      server_methods: ['BANK_TRANSFER', 'ON_SITE'],
    });
    const attendee = await attendeeOf(t, fresh.id);
    const c = await browser(t);
    await signIn(t, c, fresh.token, attendee.email!);
    expect((await c.get(`/api/${fresh.token}/products`).expect(200)).body.payment_methods).toEqual(['ON_SITE']);
  });

  it('refuses bank transfer without an IBAN and a beneficiary, a wrong IBAN or BIC, and a reference without {order}', async () => {
    admin.lang = 'en';
    try {
      const res = await admin
        .put(base())
        .send({ methods: ['BANK_TRANSFER'] })
        .expect(422);
      expect(res.body.errors).toEqual({ iban: ['Needed to offer bank transfer'], beneficiary: ['Needed to offer bank transfer'] });
      const wrong = await admin
        .put(base())
        .send({
          iban: 'IT60 X054 2811 1010 0000 0123 457',
          bic: 'NOTABIC!',
          reference_pattern: 'Iscrizione',
          methods: ['ON_SITE', 'BOGUS'],
        })
        .expect(422);
      expect(wrong.body.errors).toMatchObject({
        iban: ['Invalid IBAN: check the digits'],
        bic: ['Invalid BIC/SWIFT code'],
        reference_pattern: ['The reference must hold {order}, the order number'],
        'methods.1': [expect.any(String)],
      });
    } finally {
      admin.lang = 'it';
    }
    const it = await admin
      .put(base())
      .send({ methods: ['BANK_TRANSFER'] })
      .expect(422);
    expect(it.body.errors.iban).toEqual([msg('it', 'bank_transfer_needs')]);
    // Nothing was written.
    expect((await admin.get(base()).expect(200)).body.methods).toEqual(['ON_SITE', 'STRIPE']);
  });

  it('stores the IBAN in its electronic form, merges a partial PUT, and offers bank transfer once configured', async () => {
    const saved = (
      await admin
        .put(base())
        .send({
          ...BANK_DETAILS,
          bic: 'popsit22',
          methods: ['BANK_TRANSFER', 'ON_SITE'],
          desk_text_it: 'Cassa al piano terra',
          desk_text_en: 'Desk on the ground floor',
        })
        .expect(200)
    ).body as PaymentSettingsDto;
    expect(saved).toMatchObject({ iban: 'IT60X0542811101000000123456', bic: 'POPSIT22', offered: ['BANK_TRANSFER', 'ON_SITE'] });
    const merged = (await admin.put(base()).send({ reference_pattern: 'Iscrizione {attendee_code} ordine {order}' }).expect(200)).body;
    expect(merged).toMatchObject({
      iban: 'IT60X0542811101000000123456',
      beneficiary: 'Eventi Medici Srl',
      reference_pattern: 'Iscrizione {attendee_code} ordine {order}',
    });
  });

  it('is the event ADMIN’s: USER and the other event’s ADMIN are refused', async () => {
    const user = (await userWithRole(t, admin, event.id, 'USER')).client;
    await user.get(base()).expect(403);
    await user
      .put(base())
      .send({ methods: ['ON_SITE'] })
      .expect(403);
    const other = await myEvent(admin);
    const stranger = (await userWithRole(t, admin, other.id, 'ADMIN')).client;
    await stranger.get(base()).expect(404);
  });

  it('shows the bank details and the order’s reference on the result page and in the e-mail; the desk text for on site', async () => {
    const product = await createProduct(admin, event.id, { name_it: 'Corso pre-congressuale', price_cents: 5_000 });
    const attendee = await attendeeOf(t, event.id, { lastName: 'Verdi', attendeeCode: 'PED-7' });
    const c = await browser(t);
    await signIn(t, c, event.token, attendee.email!);
    const after = await lastMailId(t);
    const placed = await c
      .post(`/api/${event.token}/checkout`)
      .send({ lines: [{ product_id: product.id, quantity: 1 }], payment_method: 'BANK_TRANSFER' })
      .expect(201);
    const number = placed.body.order.number;
    expect(placed.body.order.bank_transfer).toEqual({
      iban: 'IT60X0542811101000000123456',
      beneficiary: 'Eventi Medici Srl',
      bank_name: 'Banca Popolare di Sondrio',
      bic: 'POPSIT22',
      reference: `Iscrizione PED-7 ordine ${number}`,
    });
    const [mail] = await mailsTo(t, attendee.email!, after);
    expect(mail.text).toContain('IBAN: IT60 X054 2811 1010 0000 0123 456');
    expect(mail.text).toContain('BIC/SWIFT: POPSIT22');
    expect(mail.text).toContain(`Causale: Iscrizione PED-7 ordine ${number}`);

    c.lang = 'en';
    const onSite = await c
      .post(`/api/${event.token}/checkout`)
      .send({ lines: [{ product_id: product.id, quantity: 1 }], payment_method: 'ON_SITE' })
      .expect(201);
    // In the language of the request: the English desk text.
    expect(onSite.body.order).toMatchObject({ bank_transfer: null, desk_text: 'Desk on the ground floor' });

    // Once paid, the page no longer tells how to pay.
    await admin.post(`/api/events/${event.id}/orders/${placed.body.order.id}/mark-paid`).send({}).expect(200);
    const shown = (await c.get(`/api/${event.token}/orders/${placed.body.order.id}`).expect(200)).body;
    expect(shown).toMatchObject({ payment_status: 'PAID', bank_transfer: null });
  });

  it('refuses a method the event turned off (422), even when the server could take it', async () => {
    await admin
      .put(base())
      .send({ methods: ['ON_SITE'] })
      .expect(200);
    const product = await createProduct(admin, event.id, { name_it: 'Cena sociale', price_cents: 4_000 });
    const attendee = await attendeeOf(t, event.id);
    const c = await browser(t);
    await signIn(t, c, event.token, attendee.email!);
    expect((await c.get(`/api/${event.token}/products`).expect(200)).body.payment_methods).toEqual(['ON_SITE']);
    const res = await c
      .post(`/api/${event.token}/checkout`)
      .send({ lines: [{ product_id: product.id, quantity: 1 }], payment_method: 'BANK_TRANSFER' })
      .expect(422);
    expect(res.body.errors).toEqual({ payment_method: [msg('it', 'payment_method_unavailable')] });
    await withBankDetails(admin, event.id);
  });

  it('the one-off migration sets the payment status of attendees with orders from their orders', async () => {
    const [paid, pending, cancelled, none] = await Promise.all(
      [1, 2, 3, 4].map(() => attendeeOf(t, event.id, { paymentStatus: 'UNPAID' })),
    );
    const order = (attendeeId: number, status: 'PLACED' | 'CANCELLED', paymentStatus: 'PAID' | 'PENDING', number: number) =>
      t.db.getRepository(Order).insert({
        eventId: event.id,
        attendeeId,
        number,
        status,
        paymentStatus,
        paymentMethod: 'ON_SITE',
        totalNetCents: 100,
        totalVatCents: 0,
        totalGrossCents: 100,
        currency: 'EUR',
      });
    const start = 90_000;
    await order(paid.id, 'PLACED', 'PAID', start + 1);
    await order(paid.id, 'CANCELLED', 'PENDING', start + 2);
    await order(pending.id, 'PLACED', 'PAID', start + 3);
    await order(pending.id, 'PLACED', 'PENDING', start + 4);
    await order(cancelled.id, 'CANCELLED', 'PENDING', start + 5);
    await t.db.getRepository(Attendee).update(cancelled.id, { paymentStatus: 'PAID' });
    await t.db.getRepository(Attendee).update(none.id, { paymentStatus: 'PAID' });

    const runner = t.db.createQueryRunner();
    try {
      await new RecomputeAttendeePayment1764810000000().up(runner);
    } finally {
      await runner.release();
    }
    const status = async (id: number) => (await t.db.getRepository(Attendee).findOneByOrFail({ id })).paymentStatus;
    expect([await status(paid.id), await status(pending.id), await status(cancelled.id), await status(none.id)]).toEqual([
      'PAID',
      'PENDING',
      'UNPAID',
      'PAID',
    ]);
  });
});
