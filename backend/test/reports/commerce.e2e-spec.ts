/**
 * The commerce report (issue 28): placed orders and revenue by product, category and payment method, the VAT
 * breakdown and the unpaid orders by age — equal to the sums done by hand from the orders below, on an empty
 * and a one-attendee event too; read only by who may read reports AND orders; the filters; the export equal
 * to the JSON.
 */
import type { CommerceReportDto, OrderStatus, PaymentMethod, PaymentStatus } from '@eventdesk/shared';
import { Order } from '../../src/commerce/orders/order.entity';
import { OrderLine } from '../../src/commerce/orders/order-line.entity';
import { Product } from '../../src/commerce/products/product.entity';
import { ProductCategory } from '../../src/commerce/products/product-category.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent } from '../support/fixtures';
import type { TestApp } from '../support/test-app';
import { englishErrors, expectReadBy, nextSeq, reportAttendees, reportCsv, reportEvent, sqlTime } from './report-fixtures';

const DAY = 24 * 60 * 60 * 1000;

describe('commerce report API', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let companyB: number;
  let cene: number;
  let cena: number;
  let gadget: number;
  const url = (id: number, query = '') => `/api/events/${id}/reports/commerce${query ? `?${query}` : ''}`;

  const attendees = (event: number, companies: (number | null)[]) => reportAttendees(t, event, companies);
  const product = async (event: number, nameIt: string, vatRate: number, categoryId: number | null = null) =>
    (await t.db.getRepository(Product).save({ eventId: event, nameIt, nameEn: `${nameIt} (en)`, priceCents: 1000, vatRate, categoryId }))
      .id;
  /** [product, quantity, net, vat, gross, VAT rate] */
  type L = [number, number, number, number, number, number];
  const order = async (
    event: number,
    attendeeId: number,
    status: OrderStatus,
    paymentStatus: PaymentStatus,
    paymentMethod: PaymentMethod,
    daysOld: number,
    lines: L[],
  ) => {
    const sum = (i: 2 | 3 | 4) => lines.reduce((s, l) => s + l[i], 0);
    const saved = await t.db.getRepository(Order).save({
      eventId: event,
      attendeeId,
      number: nextSeq(),
      status,
      paymentStatus,
      paymentMethod,
      totalNetCents: sum(2),
      totalVatCents: sum(3),
      totalGrossCents: sum(4),
      currency: 'EUR',
    });
    await t.db.getRepository(OrderLine).insert(
      lines.map(([productId, quantity, netCents, vatCents, grossCents, vatRate]) => ({
        orderId: saved.id,
        productId,
        productName: `riga ${productId}`,
        quantity,
        unitPriceCents: Math.round(grossCents / quantity),
        vatRate,
        netCents,
        vatCents,
        grossCents,
      })),
    );
    await t.db.query('UPDATE orders SET created_at = ? WHERE id = ?', [sqlTime(Date.now() - daysOld * DAY), saved.id]);
  };

  beforeAll(async () => {
    let companyA: number;
    ({ t, admin, eventId, companyA, companyB } = await reportEvent());
    cene = (await t.db.getRepository(ProductCategory).save({ eventId, nameIt: 'Cene', nameEn: 'Dinners' })).id;
    cena = await product(eventId, 'Cena', 2200, cene);
    gadget = await product(eventId, 'Gadget', 1000);
    const [a1, a2, a3, a4] = await attendees(eventId, [companyA, companyA, companyB, null, companyB]);
    //                                                       product qty  net   vat   gross rate
    await order(eventId, a1, 'PLACED', 'PAID', 'STRIPE', 0, [[cena, 2, 8196, 1804, 10000, 2200]]);
    await order(eventId, a2, 'PLACED', 'UNPAID', 'BANK_TRANSFER', 10, [
      [cena, 1, 4098, 902, 5000, 2200],
      [gadget, 3, 2727, 273, 3000, 1000],
    ]);
    await order(eventId, a3, 'PLACED', 'PENDING', 'BANK_TRANSFER', 40, [[gadget, 1, 909, 91, 1000, 1000]]);
    await order(eventId, a4, 'PLACED', 'UNPAID', 'ON_SITE', 1, [[gadget, 2, 1818, 182, 2000, 1000]]);
    // Not sales: a cancelled order and a checkout never finished.
    await order(eventId, a1, 'CANCELLED', 'UNPAID', 'BANK_TRANSFER', 50, [[cena, 5, 20490, 4510, 25000, 2200]]);
    await order(eventId, a2, 'DRAFT', 'UNPAID', 'STRIPE', 0, [[gadget, 9, 8181, 819, 9000, 1000]]);
    // Another event's orders never count.
    const other = (await createEvent(admin)).id;
    const [elsewhere] = await attendees(other, [null]);
    await order(other, elsewhere!, 'PLACED', 'UNPAID', 'ON_SITE', 0, [[await product(other, 'Altro', 2200), 1, 820, 180, 1000, 2200]]);
  });
  afterAll(() => t?.close());

  const m = (count: number, net_cents: number, vat_cents: number, gross_cents: number) => ({ count, net_cents, vat_cents, gross_cents });
  const none = m(0, 0, 0, 0);
  const whole = (): CommerceReportDto => ({
    orders: 4,
    net_cents: 17748,
    vat_cents: 3252,
    gross_cents: 21000,
    paid_cents: 10000,
    by_product: [
      { key: cena, label: 'Cena', ...m(3, 12294, 2706, 15000) },
      { key: gadget, label: 'Gadget', ...m(6, 5454, 546, 6000) },
    ],
    by_category: [
      { key: cene, label: 'Cene', ...m(3, 12294, 2706, 15000) },
      { key: null, label: null, ...m(6, 5454, 546, 6000) },
    ],
    by_payment_method: [
      { key: 'BANK_TRANSFER', label: null, ...m(2, 7734, 1266, 9000) },
      { key: 'ON_SITE', label: null, ...m(1, 1818, 182, 2000) },
      { key: 'STRIPE', label: null, ...m(1, 8196, 1804, 10000) },
    ],
    vat: [
      { key: '2200', label: null, ...m(3, 12294, 2706, 15000) },
      { key: '1000', label: null, ...m(6, 5454, 546, 6000) },
    ],
    unpaid_by_age: [
      { key: 'under_7_days', label: null, ...m(1, 1818, 182, 2000) },
      { key: '7_to_30_days', label: null, ...m(1, 6825, 1175, 8000) },
      { key: 'over_30_days', label: null, ...m(1, 909, 91, 1000) },
    ],
  });

  it('sums every figure as done by hand, names in the caller’s language', async () => {
    expect((await admin.get(url(eventId)).expect(200)).body).toEqual(whole());
    admin.lang = 'en';
    const en = (await admin.get(url(eventId)).expect(200)).body as CommerceReportDto;
    admin.lang = 'it';
    expect(en.by_product.map((b) => b.label)).toEqual(['Cena (en)', 'Gadget (en)']);
    expect(en.by_category.map((b) => b.label)).toEqual(['Dinners', null]);
  });

  it('answers an empty event with zeros and a one-attendee event with its one order', async () => {
    const empty = (await createEvent(admin)).id;
    const methods = (['BANK_TRANSFER', 'ON_SITE', 'STRIPE'] as const).map((key) => ({ key, label: null, ...none }));
    const ages = (['under_7_days', '7_to_30_days', 'over_30_days'] as const).map((key) => ({ key, label: null, ...none }));
    expect((await admin.get(url(empty)).expect(200)).body).toEqual({
      orders: 0,
      net_cents: 0,
      vat_cents: 0,
      gross_cents: 0,
      paid_cents: 0,
      by_product: [],
      by_category: [],
      by_payment_method: methods,
      vat: [],
      unpaid_by_age: ages,
    });
    const one = (await createEvent(admin)).id;
    const [only] = await attendees(one, [null]);
    const ticket = await product(one, 'Biglietto', 400);
    await order(one, only!, 'PLACED', 'PAID', 'ON_SITE', 3, [[ticket, 1, 962, 38, 1000, 400]]);
    expect((await admin.get(url(one)).expect(200)).body).toEqual({
      orders: 1,
      net_cents: 962,
      vat_cents: 38,
      gross_cents: 1000,
      paid_cents: 1000,
      by_product: [{ key: ticket, label: 'Biglietto', ...m(1, 962, 38, 1000) }],
      by_category: [{ key: null, label: null, ...m(1, 962, 38, 1000) }],
      by_payment_method: methods.map((b) => (b.key === 'ON_SITE' ? { ...b, ...m(1, 962, 38, 1000) } : b)),
      vat: [{ key: '400', label: null, ...m(1, 962, 38, 1000) }],
      unpaid_by_age: ages,
    });
  });

  it('is read by who may read reports and orders (ADMIN); USER and VIEWER, who may not read orders, are refused', async () => {
    await expectReadBy(t, admin, eventId, url(eventId), { ADMIN: whole() }, companyB);
  });

  it('counts only the orders of the filtered attendees', async () => {
    const beta = (await admin.get(url(eventId, `company_id=${companyB}`)).expect(200)).body as CommerceReportDto;
    expect(beta).toEqual({
      orders: 1,
      net_cents: 909,
      vat_cents: 91,
      gross_cents: 1000,
      paid_cents: 0,
      by_product: [{ key: gadget, label: 'Gadget', ...m(1, 909, 91, 1000) }],
      by_category: [{ key: null, label: null, ...m(1, 909, 91, 1000) }],
      by_payment_method: [
        { key: 'BANK_TRANSFER', label: null, ...m(1, 909, 91, 1000) },
        { key: 'ON_SITE', label: null, ...none },
        { key: 'STRIPE', label: null, ...none },
      ],
      vat: [{ key: '1000', label: null, ...m(1, 909, 91, 1000) }],
      unpaid_by_age: [
        { key: 'under_7_days', label: null, ...none },
        { key: '7_to_30_days', label: null, ...none },
        { key: 'over_30_days', label: null, ...m(1, 909, 91, 1000) },
      ],
    });
    const later = (await admin.get(url(eventId, 'from=2026-03-02')).expect(200)).body as CommerceReportDto;
    expect(later).toMatchObject({ orders: 0, gross_cents: 0, by_product: [], vat: [] });
    expect(await englishErrors(admin, url(eventId, 'company_id=0&to=2026-02-30'))).toEqual({
      company_id: ['expected an id (a positive integer)'],
      to: ['not a calendar date'],
    });
  });

  it('exports the same figures as the JSON, the amounts in their own columns', async () => {
    const json = (await admin.get(url(eventId)).expect(200)).body as CommerceReportDto;
    const { header, rows } = await reportCsv(admin, url(eventId, 'format=csv'), 'commerce');
    expect(header).toEqual(['section', 'key', 'label', 'count', 'cumulative', 'net_cents', 'vat_cents', 'gross_cents']);
    const expected: string[][] = [
      ...(['orders', 'net_cents', 'vat_cents', 'gross_cents', 'paid_cents'] as const).map((s) => [
        s,
        '',
        '',
        String(json[s]),
        '',
        '',
        '',
        '',
      ]),
      ...(['by_product', 'by_category', 'by_payment_method', 'vat', 'unpaid_by_age'] as const).flatMap((section) =>
        json[section].map((b) => [
          section,
          b.key === null ? '' : String(b.key),
          b.label ?? '',
          String(b.count),
          '',
          String(b.net_cents),
          String(b.vat_cents),
          String(b.gross_cents),
        ]),
      ),
    ];
    expect(rows).toEqual(expected);
    expect(rows).toHaveLength(5 + 2 + 2 + 3 + 2 + 3);
    await admin
      .get(url(eventId, 'format=xlsx'))
      .expect(200)
      .expect('content-type', /spreadsheetml/);
  });
});
