import { randomUUID } from 'node:crypto';
import { OrderLine } from '../../src/commerce/orders/order-line.entity';
import { Order } from '../../src/commerce/orders/order.entity';
import { Product } from '../../src/commerce/products/product.entity';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { eventAdmins, type MatrixWorld, type ResourceMatrix } from '../authz/matrix-kit';
import { checkoutService, createProduct, insertAttendee } from './commerce-fixtures';
import { freshProduct } from './products.matrix';

/**
 * A PLACED/PENDING bank-transfer order of one unit (or PAID), written to the database as a checkout
 * would (staff cannot make orders over HTTP: the attendee's checkout does); its unit is counted as sold.
 */
async function freshOrder(w: MatrixWorld, paid = false): Promise<{ id: number }> {
  const productId = await freshProduct(w);
  const attendee = await w.db
    .getRepository(Attendee)
    .save({ uuid: randomUUID(), eventId: w.eventA, attendeeCode: w.unique('ORD'), lastName: 'Acquirente' });
  const number = ((await w.db.getRepository(Order).maximum('number', { eventId: w.eventA })) ?? 0) + 1;
  const order = await w.db.getRepository(Order).save({
    eventId: w.eventA,
    attendeeId: attendee.id,
    number,
    status: 'PLACED',
    paymentStatus: paid ? 'PAID' : 'PENDING',
    paymentMethod: 'BANK_TRANSFER',
    totalNetCents: 820,
    totalVatCents: 180,
    totalGrossCents: 1_000,
    currency: 'EUR',
    paidAt: paid ? new Date() : null,
  });
  await w.db.getRepository(OrderLine).insert({
    orderId: order.id,
    productId,
    productName: 'Prodotto',
    quantity: 1,
    unitPriceCents: 1_000,
    vatRate: 2200,
    netCents: 820,
    vatCents: 180,
    grossCents: 1_000,
  });
  await w.db.getRepository(Product).update(productId, { sold: 1 });
  return { id: order.id };
}

/** Orders (issue 6): ADMIN only (SPEC §2); staff read and settle them, the attendee's checkout makes them. */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/events/:eventId/orders', expect: eventAdmins(200) },
    { method: 'GET', path: '/api/events/:eventId/orders/:id', setup: (w) => freshOrder(w), expect: eventAdmins(200) },
    { method: 'POST', path: '/api/events/:eventId/orders/:id/mark-paid', setup: (w) => freshOrder(w), body: {}, expect: eventAdmins(200) },
    { method: 'POST', path: '/api/events/:eventId/orders/:id/cancel', setup: (w) => freshOrder(w), body: {}, expect: eventAdmins(200) },
    {
      method: 'PUT',
      path: '/api/events/:eventId/orders/:id/refund-note',
      setup: (w) => freshOrder(w, true),
      body: { refund_note: 'Rimborsato con bonifico' },
      note: 'refund notes are for paid orders: the order is a paid one',
      expect: eventAdmins(200),
    },
  ],
  fixtures: {
    orders: async (t, admin, { eventId, companyId }) => {
      const product = await createProduct(admin, eventId);
      const attendee = await insertAttendee(t, eventId, { eventCompanyId: companyId });
      const result = await checkoutService(t).checkout(eventId, attendee.id, [{ product_id: product.id, quantity: 1 }], 'ON_SITE');
      return result.order.id;
    },
  },
};
