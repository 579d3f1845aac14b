/**
 * One record of each event resource, in a given event and company (owned by a given user, shared or
 * not, where the resource has owners): what the content-checking matrix needs to test a resource.
 * A resource scoped with `@ScopedBy` needs a fixture, the content matrix fails until it has one: a new
 * resource gives it in its `<name>.matrix.ts` (collected below), older ones have their line here.
 */
import { SavedFilter } from '../../src/registration/filters/saved-filter.entity';
import { insertAttendee } from '../commerce/commerce-fixtures';
import { checkoutService, createProduct } from '../commerce/commerce-fixtures';
import type { ApiClient } from '../support/api-client';
import { COLLECTED, type Fixture } from './matrix-kit';

export type { FixtureTarget } from './matrix-kit';

let seq = 0;

async function created(res: Promise<{ status: number; body: { id?: number } }>, what: string): Promise<number> {
  const r = await res;
  if (r.status !== 201 || typeof r.body.id !== 'number') throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id;
}

export const FIXTURES: Record<string, Fixture> = {
  attendees: async (t, _admin, { eventId, companyId }) => (await insertAttendee(t, eventId, { eventCompanyId: companyId })).id,
  companies: (_t, admin, { eventId }) =>
    created(admin.post(`/api/events/${eventId}/companies`).send({ name: `Azienda ${++seq}` }), 'company'),
  'attendee-categories': (_t, admin, { eventId }) =>
    created(admin.post(`/api/events/${eventId}/attendee-categories`).send({ name: `Categoria ${++seq}` }), 'attendee category'),
  tags: (_t, admin, { eventId }) => created(admin.post(`/api/events/${eventId}/tags`).send({ name: `Tag ${++seq}` }), 'tag'),
  vehicles: (_t, admin, { eventId, companyId }) =>
    created(
      admin.post(`/api/events/${eventId}/vehicles`).send({ plate: `FX${++seq}AB`, type: 'CAR', event_company_id: companyId }),
      'vehicle',
    ),
  'access-rights': async (t, admin, { eventId, companyId }) => {
    const zone = await created(admin.post(`/api/events/${eventId}/zones`).send({ name_it: `Zona ${++seq}`, code: `AR${seq}` }), 'zone');
    const attendee = (await insertAttendee(t, eventId, { eventCompanyId: companyId })).id;
    return created(admin.post(`/api/events/${eventId}/access-rights`).send({ attendee_id: attendee, zone_id: zone }), 'access right');
  },
  'access-control-requests': async (t, admin, { eventId, companyId }) => {
    const zone = await created(admin.post(`/api/events/${eventId}/zones`).send({ name_it: `Zona ${++seq}`, code: `RQ${seq}` }), 'zone');
    const attendee = (await insertAttendee(t, eventId, { eventCompanyId: companyId })).id;
    return created(
      admin.post(`/api/events/${eventId}/access-control-requests`).send({ operation: 'ADD', attendee_ids: [attendee], zone_ids: [zone] }),
      'access request',
    );
  },
  'attachment-definitions': (_t, admin, { eventId }) =>
    created(
      admin.post(`/api/events/${eventId}/attachment-definitions`).send({ name_it: `Documento ${++seq}`, target: 'VEHICLE' }),
      'definition',
    ),
  attachments: async (t, admin, { eventId, companyId }) => {
    const definition = await created(
      admin.post(`/api/events/${eventId}/attachment-definitions`).send({ name_it: `Documento ${++seq}`, target: 'ATTENDEE' }),
      'definition',
    );
    const attendee = (await insertAttendee(t, eventId, { eventCompanyId: companyId })).id;
    return created(
      admin
        .post(`/api/events/${eventId}/attachments`)
        .field('definition_id', String(definition))
        .field('attendee_id', String(attendee))
        .attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), { filename: 'doc.pdf', contentType: 'application/pdf' }),
      'attachment',
    );
  },
  'access-controls': async (_t, admin, { eventId }) => {
    const zone = await created(admin.post(`/api/events/${eventId}/zones`).send({ name_it: `Varco ${++seq}`, code: `GT${seq}` }), 'zone');
    return created(
      admin
        .post(`/api/events/${eventId}/scans`)
        .send({ code: 'NOT-A-PASS', zone_id: zone, direction: 'IN', device_id: 'fixture', nonce: `f${seq}` }),
      'scan',
    );
  },
  hangers: async (t, admin, { eventId }) => {
    const rack = `R${++seq}`;
    const res = await admin.post(`/api/events/${eventId}/hangers/rack`).send({ rack, from: 1, to: 1 });
    if (res.status !== 201) throw new Error(`rack: ${res.status} ${JSON.stringify(res.body)}`);
    const [row] = (await t.db.query('SELECT id FROM hangers WHERE event_id = ? AND rack = ?', [eventId, rack])) as { id: number }[];
    return Number(row.id);
  },
  services: (_t, admin, { eventId }) =>
    created(admin.post(`/api/events/${eventId}/services`).send({ name_it: `Servizio ${++seq}` }), 'service'),
  totems: async (_t, admin, { eventId }) => {
    const zone = await created(admin.post(`/api/events/${eventId}/zones`).send({ name_it: `Chiosco ${++seq}`, code: `TT${seq}` }), 'zone');
    return created(admin.post(`/api/events/${eventId}/totems`).send({ name: `Totem ${++seq}`, zone_id: zone }), 'totem');
  },
  zones: (_t, admin, { eventId }) =>
    created(admin.post(`/api/events/${eventId}/zones`).send({ name_it: `Zona ${++seq}`, code: `Z${seq}` }), 'zone'),
  filters: async (t, _admin, { eventId, ownerId, shared }) => {
    const repo = t.db.getRepository(SavedFilter);
    return (
      await repo.save(repo.create({ eventId, userId: ownerId, name: `Filtro ${++seq}`, resource: 'attendees', filter: '{}', shared }))
    ).id;
  },
  products: async (_t, admin, { eventId }) => (await createProduct(admin, eventId)).id,
  'product-categories': (_t, admin, { eventId }) =>
    created(admin.post(`/api/events/${eventId}/product-categories`).send({ name_it: `Categoria ${++seq}` }), 'product category'),
  orders: async (t, admin, { eventId, companyId }) => {
    const product = await createProduct(admin, eventId);
    const attendee = await insertAttendee(t, eventId, { eventCompanyId: companyId });
    const result = await checkoutService(t).checkout(eventId, attendee.id, [{ product_id: product.id, quantity: 1 }], 'ON_SITE');
    return result.order.id;
  },
  // The resources that keep their fixture beside their own test (`<name>.matrix.ts`).
  ...COLLECTED.fixtures,
};
