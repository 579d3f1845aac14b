import { createdId, crudRows, eventAdmins, type MatrixWorld, type ResourceMatrix } from '../authz/matrix-kit';
import { createProduct } from './commerce-fixtures';

const productBody = (w: MatrixWorld) => ({ name_it: w.unique('Prodotto'), price_cents: 1_000, vat_rate: 2200, stock: 100 });
/** A fresh product of event A (orders.matrix.ts sells one). */
export const freshProduct = (w: MatrixWorld) => createdId(w.admin.post(`/api/events/${w.eventA}/products`).send(productBody(w)), 'product');
let seq = 0;

/** Product categories and products (issue 6): ADMIN only (SPEC §2). */
export const MATRIX: ResourceMatrix = {
  routes: [
    ...crudRows('/api/events/:eventId/product-categories', {
      fresh: (w) =>
        createdId(w.admin.post(`/api/events/${w.eventA}/product-categories`).send({ name_it: w.unique('Categoria') }), 'product category'),
      create: (w) => ({ name_it: w.unique('Categoria') }),
      update: (w) => ({ name_it: w.unique('Rinominata'), position: 3 }),
      readers: eventAdmins,
      writers: eventAdmins,
    }),
    ...crudRows('/api/events/:eventId/products', {
      fresh: freshProduct,
      create: productBody,
      update: productBody,
      readers: eventAdmins,
      writers: eventAdmins,
    }),
  ],
  changes: {
    products: { data: { active: false } },
    'product-categories': { data: { position: 7 } },
  },
  fixtures: {
    products: async (_t, admin, { eventId }) => (await createProduct(admin, eventId)).id,
    'product-categories': (_t, admin, { eventId }) =>
      createdId(admin.post(`/api/events/${eventId}/product-categories`).send({ name_it: `Categoria ${++seq}` }), 'product category'),
  },
};
