import type { ProductCategoryDto, ProductDto } from '@eventdesk/shared';
import { Product } from '../../src/commerce/products/product.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createProduct, insertAttendee, insertAttendeeCategory, checkoutService, validProduct } from './commerce-fixtures';

/** Product categories and products of an event: ADMIN only, validated by the shared schemas. */
describe('products and product categories API', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let otherEventId: number;
  const base = () => `/api/events/${eventId}`;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    otherEventId = (await createEvent(admin)).id;
  });
  afterAll(() => t.close());

  describe('product categories', () => {
    it('creates, shows, updates, lists by position and deletes', async () => {
      const created = await admin
        .post(`${base()}/product-categories`)
        .send({ name_it: ' Cene ', name_en: 'Dinners', position: 2 })
        .expect(201);
      const category = created.body as ProductCategoryDto;
      expect(category).toMatchObject({ event_id: eventId, name_it: 'Cene', name_en: 'Dinners', position: 2 });
      await admin.post(`${base()}/product-categories`).send({ name_it: 'Gadget', position: 1 }).expect(201);
      await admin.post(`${base()}/product-categories`).send({ name_it: 'Workshop' }).expect(201);

      const list = await admin.get(`${base()}/product-categories`).expect(200);
      expect(list.headers['content-range']).toBe('product-categories 0-2/3');
      expect(list.body.map((c: ProductCategoryDto) => c.name_it)).toEqual(['Workshop', 'Gadget', 'Cene']);
      const search = await admin.get(`${base()}/product-categories?filter=${encodeURIComponent('{"q":"dinn"}')}`).expect(200);
      expect(search.body.map((c: ProductCategoryDto) => c.id)).toEqual([category.id]);

      await admin.get(`${base()}/product-categories/${category.id}`).expect(200);
      const updated = await admin
        .put(`${base()}/product-categories/${category.id}`)
        .send({ ...category, name_it: 'Cene di gala' })
        .expect(200);
      expect(updated.body).toMatchObject({ id: category.id, name_it: 'Cene di gala', name_en: 'Dinners', position: 2 });

      // Its products stay, without a category.
      const product = await createProduct(admin, eventId, { category_id: category.id });
      await admin.delete(`${base()}/product-categories/${category.id}`).expect(200);
      await admin.get(`${base()}/product-categories/${category.id}`).expect(404);
      expect((await admin.get(`${base()}/products/${product.id}`).expect(200)).body.category_id).toBeNull();
    });

    it('validates the fields and gives the defaults of a new category', async () => {
      const res = await admin.post(`${base()}/product-categories`).send({ name_it: '', position: -1 }).expect(422);
      expect(res.body.errors).toEqual({ name_it: ['Campo obbligatorio'], position: ['Deve essere almeno 0'] });
      expect((await admin.get(`${base()}/product-categories/create`).expect(200)).body).toEqual({
        name_it: '',
        name_en: null,
        position: 0,
      });
    });

    it('hides another event’s categories (404)', async () => {
      const other = await admin.post(`/api/events/${otherEventId}/product-categories`).send({ name_it: 'Altrove' }).expect(201);
      await admin.get(`${base()}/product-categories/${other.body.id}`).expect(404);
      await admin.put(`${base()}/product-categories/${other.body.id}`).send({ name_it: 'X' }).expect(404);
      await admin.delete(`${base()}/product-categories/${other.body.id}`).expect(404);
      const list = await admin.get(`${base()}/product-categories?filter=${encodeURIComponent(`{"id":[${other.body.id}]}`)}`).expect(200);
      expect(list.body).toEqual([]);
    });
  });

  describe('products', () => {
    it('creates a product with every field and reads it back', async () => {
      const category = (await admin.post(`${base()}/product-categories`).send({ name_it: 'Cene' }).expect(201)).body as ProductCategoryDto;
      const speakers = await insertAttendeeCategory(t, eventId, 'Relatori');
      const delegates = await insertAttendeeCategory(t, eventId, 'Delegati');
      const body = {
        category_id: category.id,
        name_it: 'Cena di gala',
        name_en: 'Gala dinner',
        description_it: 'Sabato sera',
        description_en: 'Saturday night',
        price_cents: 8_500,
        vat_rate: 1000,
        currency: 'EUR',
        stock: 120,
        max_per_attendee: 2,
        sale_starts_at: '2027-04-01T08:00:00+02:00',
        sale_ends_at: '2027-05-19T23:59:00Z',
        attendee_category_ids: [delegates.id, speakers.id],
        active: true,
        // Fields of the server: ignored.
        sold: 99,
        id: 5,
      };
      const res = await admin.post(`${base()}/products`).send(body).expect(201);
      const product = res.body as ProductDto;
      expect(product).toEqual({
        id: expect.any(Number),
        event_id: eventId,
        category_id: category.id,
        name_it: 'Cena di gala',
        name_en: 'Gala dinner',
        description_it: 'Sabato sera',
        description_en: 'Saturday night',
        price_cents: 8_500,
        vat_rate: 1000,
        currency: 'EUR',
        stock: 120,
        sold: 0,
        available: 120,
        max_per_attendee: 2,
        sale_starts_at: '2027-04-01T06:00:00.000Z',
        sale_ends_at: '2027-05-19T23:59:00.000Z',
        attendee_category_ids: [speakers.id, delegates.id].sort((a, b) => a - b),
        active: true,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect((await admin.get(`${base()}/products/${product.id}`).expect(200)).body).toEqual(product);
    });

    it('gives the defaults of a new product', async () => {
      const res = await admin.get(`${base()}/products/create`).expect(200);
      expect(res.body).toMatchObject({ name_it: '', price_cents: 0, vat_rate: 2200, currency: 'EUR', stock: null, active: true });
    });

    it.each([
      ['price_cents', -1, 'Deve essere almeno 0'],
      ['price_cents', 10.5, 'Deve essere un numero intero'],
      ['price_cents', null, 'Campo obbligatorio'],
      ['vat_rate', -100, 'Deve essere almeno 0'],
      ['vat_rate', 10_001, 'Deve essere al massimo 10000'],
      ['stock', -5, 'Deve essere almeno 0'],
      ['max_per_attendee', 0, 'Deve essere almeno 1'],
      ['currency', 'USD', 'Valore non ammesso; valori validi: EUR'],
      ['name_it', '   ', 'Campo obbligatorio'],
      ['sale_starts_at', '2027-13-01T00:00:00Z', 'Data e ora non valide (formato AAAA-MM-GGTHH:MM, con fuso orario facoltativo)'],
      ['category_id', 'abc', 'Valore non valido'],
    ])('refuses %s = %j with a message for that field', async (field, value, message) => {
      const res = await admin
        .post(`${base()}/products`)
        .send(validProduct({ [field]: value }))
        .expect(422);
      expect(res.body.errors).toEqual({ [field]: [message] });
    });

    it('refuses a sale window that ends before it starts, in the caller’s language', async () => {
      admin.lang = 'en';
      try {
        const res = await admin
          .post(`${base()}/products`)
          .send(validProduct({ sale_starts_at: '2027-05-02T10:00:00Z', sale_ends_at: '2027-05-02T09:59:59Z' }))
          .expect(422);
        expect(res.body.errors).toEqual({ sale_ends_at: ['The end of the sale must be on or after its start'] });
      } finally {
        admin.lang = 'it';
      }
    });

    it('refuses a category or attendee categories of another event', async () => {
      const otherCategory = await admin.post(`/api/events/${otherEventId}/product-categories`).send({ name_it: 'Altrove' }).expect(201);
      const otherAttendeeCategory = await insertAttendeeCategory(t, otherEventId, 'Altri');
      const res = await admin
        .post(`${base()}/products`)
        .send(validProduct({ category_id: otherCategory.body.id, attendee_category_ids: [otherAttendeeCategory.id] }))
        .expect(422);
      expect(res.body.errors).toEqual({
        category_id: ['La categoria non appartiene a questo evento'],
        attendee_category_ids: ['Categoria di partecipanti inesistente in questo evento'],
      });
      expect((await admin.get(`${base()}/products?filter=${encodeURIComponent('{"q":"Altrove"}')}`)).body).toEqual([]);
    });

    it('updates with the record react-admin sends back, never below what is sold', async () => {
      const product = await createProduct(admin, eventId, { stock: 10 });
      await t.db.getRepository(Product).update(product.id, { sold: 4 });
      const same = await admin
        .put(`${base()}/products/${product.id}`)
        .send({ ...product, sold: 4 })
        .expect(200);
      expect(same.body).toMatchObject({ stock: 10, sold: 4, available: 6 });
      await admin
        .put(`${base()}/products/${product.id}`)
        .send({ ...product, stock: 4 })
        .expect(200);
      const below = await admin
        .put(`${base()}/products/${product.id}`)
        .send({ ...product, stock: 3 })
        .expect(422);
      expect(below.body.errors).toEqual({ stock: ['Non può essere inferiore alle unità già vendute'] });
      const unlimited = await admin
        .put(`${base()}/products/${product.id}`)
        .send({ ...product, stock: null, price_cents: 999 })
        .expect(200);
      expect(unlimited.body).toMatchObject({ stock: null, sold: 4, available: null, price_cents: 999 });
      // `sold` is the server's: a body cannot change it.
      await admin
        .put(`${base()}/products/${product.id}`)
        .send({ ...product, sold: 0 })
        .expect(200);
      expect((await t.db.getRepository(Product).findOneByOrFail({ id: product.id })).sold).toBe(4);
    });

    it('deletes a product, but not one that appears in orders (409: deactivate it)', async () => {
      const unused = await createProduct(admin, eventId);
      await admin.delete(`${base()}/products/${unused.id}`).expect(200);
      await admin.get(`${base()}/products/${unused.id}`).expect(404);

      const ordered = await createProduct(admin, eventId);
      const attendee = await insertAttendee(t, eventId);
      await checkoutService(t).checkout(eventId, attendee.id, [{ product_id: ordered.id, quantity: 1 }], 'ON_SITE');
      const res = await admin.delete(`${base()}/products/${ordered.id}`).expect(409);
      expect(res.body.message).toBe('Il prodotto compare in ordini: disattivalo invece di eliminarlo');
      const deactivated = await admin
        .put(`${base()}/products/${ordered.id}`)
        .send({ ...ordered, active: false })
        .expect(200);
      expect(deactivated.body.active).toBe(false);
    });

    it('lists with filters, sorting and Content-Range', async () => {
      const listEvent = (await createEvent(admin)).id;
      const category = (await admin.post(`/api/events/${listEvent}/product-categories`).send({ name_it: 'Cat' }).expect(201)).body.id;
      await createProduct(admin, listEvent, { name_it: 'Alfa', price_cents: 300, category_id: category });
      await createProduct(admin, listEvent, { name_it: 'Beta', price_cents: 100, active: false });
      await createProduct(admin, listEvent, { name_it: 'Gamma', price_cents: 200, category_id: category });
      const url = (q: string) => `/api/events/${listEvent}/products?${q}`;
      const names = (res: { body: ProductDto[] }) => res.body.map((p) => p.name_it);

      const all = await admin.get(url('range=[0,1]')).expect(200);
      expect(all.headers['content-range']).toBe('products 0-1/3');
      expect(names(all)).toEqual(['Alfa', 'Beta']);
      expect(names(await admin.get(url('sort=["price_cents","DESC"]')))).toEqual(['Alfa', 'Gamma', 'Beta']);
      expect(names(await admin.get(url(`filter=${encodeURIComponent(`{"category_id":${category}}`)}`)))).toEqual(['Alfa', 'Gamma']);
      expect(names(await admin.get(url(`filter=${encodeURIComponent('{"active":false}')}`)))).toEqual(['Beta']);
      expect(names(await admin.get(url(`filter=${encodeURIComponent('{"q":"amm"}')}`)))).toEqual(['Gamma']);
      await admin.get(url('sort=["sold_out","ASC"]')).expect(400);
      await admin.get(url(`filter=${encodeURIComponent('{"stock":1}')}`)).expect(400);
    });

    it('hides another event’s products (404)', async () => {
      const other = await createProduct(admin, otherEventId);
      await admin.get(`${base()}/products/${other.id}`).expect(404);
      await admin.put(`${base()}/products/${other.id}`).send(validProduct()).expect(404);
      await admin.delete(`${base()}/products/${other.id}`).expect(404);
      await admin.get(`${base()}/products/abc`).expect(404);
    });
  });

  describe('who may manage products (ADMIN only, SPEC §2)', () => {
    it('lets the event ADMIN in and refuses USER, VIEWER, SECRETARY and COMPANY with 403', async () => {
      const eventAdmin = await userWithRole(t, admin, eventId, 'ADMIN');
      await eventAdmin.client.get(`${base()}/products`).expect(200);
      const made = await eventAdmin.client.post(`${base()}/products`).send(validProduct()).expect(201);
      await eventAdmin.client.post(`${base()}/product-categories`).send({ name_it: 'Da admin' }).expect(201);

      const company = (await admin.post(`${base()}/companies`).send({ name: 'Azienda' }).expect(201)).body.id;
      for (const role of ['USER', 'VIEWER', 'SECRETARY', 'COMPANY'] as const) {
        const { client } = await userWithRole(t, admin, eventId, role, role === 'COMPANY' ? company : null);
        await client.get(`${base()}/products`).expect(403);
        await client.get(`${base()}/products/${made.body.id}`).expect(403);
        await client.post(`${base()}/products`).send(validProduct()).expect(403);
        await client.put(`${base()}/products/${made.body.id}`).send(validProduct()).expect(403);
        await client.delete(`${base()}/products/${made.body.id}`).expect(403);
        await client.get(`${base()}/product-categories`).expect(403);
        await client.post(`${base()}/product-categories`).send({ name_it: 'No' }).expect(403);
      }
    });

    it('answers 404 to an ADMIN of another event and 401 to anonymous callers', async () => {
      const stranger = await userWithRole(t, admin, otherEventId, 'ADMIN');
      await stranger.client.get(`${base()}/products`).expect(404);
      await stranger.client.post(`${base()}/products`).send(validProduct()).expect(404);
      await stranger.client.get(`${base()}/product-categories`).expect(404);
      const anonymous = t.client();
      await anonymous.get(`${base()}/products`).expect(401);
    });
  });
});
