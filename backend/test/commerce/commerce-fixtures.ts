import type { ProductDto } from '@eventdesk/shared';
import { randomUUID } from 'node:crypto';
import { AttendeeCategory } from '../../src/registration/attendees/attendee-category.entity';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { reindexAttendees } from '../../src/registration/attendees/search-tokens';
import { adjustAttendeeTotal } from '../../src/registration/attendees/attendee-totals';
import { writeTransaction } from '../../src/platform/database/write-transaction';
import { OutboxMail } from '../../src/platform/mail/outbox-mail.entity';
import { CheckoutService } from '../../src/commerce/orders/checkout.service';
import { OrdersService } from '../../src/commerce/orders/orders.service';
import { Product } from '../../src/commerce/products/product.entity';
import type { ApiClient } from '../support/api-client';
import type { TestApp } from '../support/test-app';

let seq = 0;

/** An attendee row, as the attendees API (built elsewhere) would store it. */
export async function insertAttendee(t: TestApp, eventId: number, fields: Partial<Attendee> = {}): Promise<Attendee> {
  const n = ++seq;
  // Searchable, as the API's writers leave an attendee: row and tokens in one write transaction.
  return writeTransaction(t.db, async (tx) => {
    const repo = tx.getRepository(Attendee);
    const attendee = await repo.save(
      repo.create({
        uuid: randomUUID(),
        eventId,
        attendeeCode: `C${n}`,
        firstName: `Nome${n}`,
        lastName: `Cognome${n}`,
        email: `attendee${n}@example.test`,
        ...fields,
      }),
    );
    await reindexAttendees(tx, [attendee.id]);
    await adjustAttendeeTotal(tx, eventId, 1);
    return attendee;
  });
}

export async function insertAttendeeCategory(t: TestApp, eventId: number, name: string): Promise<AttendeeCategory> {
  const repo = t.db.getRepository(AttendeeCategory);
  return repo.save(repo.create({ eventId, name }));
}

export const validProduct = (overrides: Record<string, unknown> = {}) => ({
  name_it: `Prodotto ${++seq}`,
  name_en: `Product ${seq}`,
  price_cents: 12_200,
  vat_rate: 2200,
  ...overrides,
});

export async function createProduct(admin: ApiClient, eventId: number, overrides: Record<string, unknown> = {}): Promise<ProductDto> {
  const res = await admin.post(`/api/events/${eventId}/products`).send(validProduct(overrides));
  if (res.status !== 201) throw new Error(`createProduct: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as ProductDto;
}

export const ordersService = (t: TestApp) => t.app.get(OrdersService);
export const checkoutService = (t: TestApp) => t.app.get(CheckoutService);

export async function soldOf(t: TestApp, productId: number): Promise<number> {
  return (await t.db.getRepository(Product).findOneByOrFail({ id: productId })).sold;
}

export const outbox = (t: TestApp) => t.db.getRepository(OutboxMail);

/** The error a promise rejects with, or fails the test if it resolves. */
export async function rejection(
  promise: Promise<unknown>,
): Promise<{ status: number; messageKey?: string; fieldKeys?: Record<string, string[]>; code?: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as {
      getStatus?: () => number;
      messageKey?: string;
      fieldKeys?: Record<string, string[]>;
      code?: string;
      errors?: Record<string, string[]>;
    };
    return { status: e.getStatus?.() ?? 500, messageKey: e.messageKey, fieldKeys: e.fieldKeys ?? e.errors, code: e.code };
  }
  throw new Error('expected a rejection');
}

/** Demo bank details (a valid IBAN): what an event needs to offer bank transfer (payment settings, issue 11). */
export const BANK_DETAILS = {
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  beneficiary: 'Eventi Medici Srl',
  bank_name: 'Banca Popolare di Sondrio',
};

/** Gives the event its bank details through the API, so that attendees are offered bank transfer. */
export async function withBankDetails(admin: ApiClient, eventId: number): Promise<void> {
  const res = await admin
    .put(`/api/events/${eventId}/payment-settings`)
    .send({ ...BANK_DETAILS, methods: ['BANK_TRANSFER', 'ON_SITE', 'STRIPE'] });
  if (res.status !== 200) throw new Error(`payment settings: ${res.status} ${JSON.stringify(res.body)}`);
}
