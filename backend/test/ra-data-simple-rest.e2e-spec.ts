import type { AddressInfo } from 'node:net';
import simpleRestProvider from 'ra-data-simple-rest';
import { Attendee } from '../src/registration/attendees/attendee.entity';
import { AttendeeCategory } from '../src/registration/attendees/attendee-category.entity';
import { EventCompany } from '../src/platform/events/event-company.entity';
import { Event } from '../src/platform/events/event.entity';
import { EventCategory } from '../src/platform/events/event-category.entity';
import { User } from '../src/platform/users/user.entity';
import { Browserish } from './support/browserish';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';

/**
 * The npm package `ra-data-simple-rest` itself, unmodified, drives the API over HTTP (issue 11): every
 * call of the react-admin data provider contract on events, users, companies, attendee categories, zones, vehicles, access rights and
 * attendees succeeds and does what it says in the database. Its updateMany sends one PUT per id with
 * only the changed fields, which the API merges into the record.
 */
describe('the npm ra-data-simple-rest data provider against the API', () => {
  let t: TestApp;
  let browser: Browserish;
  let base: string;
  let eventId: number;

  beforeAll(async () => {
    t = await startTestApp();
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
    browser = new Browserish(base);
    await browser.signIn(ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  const global = () => simpleRestProvider(`${base}/api`, browser.httpClient);
  const ofEvent = () => simpleRestProvider(`${base}/api/events/${eventId}`, browser.httpClient);
  const page = { page: 1, perPage: 10 };

  it('events: create, getOne, getList, getMany, getManyReference, update, updateMany (partial), delete, deleteMany', async () => {
    const p = global();
    const category = await t.db.getRepository(EventCategory).save({ name: 'Fiere' });
    const made: { id: number; [field: string]: unknown }[] = [];
    for (const [name, sku] of [
      ['Fiera RA Uno', 'RA1'],
      ['Fiera RA Due', 'RA2'],
      ['Fiera RA Tre', 'RA3'],
    ])
      made.push(
        (
          await p.create('events', {
            data: { name, sku, address: 'Via Roma 1', zip_code: '00100', city: 'Roma', country: 'IT', event_category_id: category.id },
          })
        ).data,
      );
    eventId = made[0].id;
    expect((await p.getOne('events', { id: eventId })).data).toMatchObject({ name: 'Fiera RA Uno' });
    const list = await p.getList('events', { pagination: page, sort: { field: 'name', order: 'ASC' }, filter: { q: 'Fiera RA' } });
    expect(list.total).toBe(3);
    expect(list.data.map((e) => e.name)).toEqual(['Fiera RA Due', 'Fiera RA Tre', 'Fiera RA Uno']);
    expect((await p.getMany('events', { ids: [made[1].id, made[2].id] })).data.map((e) => e.id).sort()).toEqual(
      [made[1].id, made[2].id].sort(),
    );
    const byCategory = await p.getManyReference('events', {
      target: 'event_category_id',
      id: category.id,
      pagination: page,
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(byCategory.total).toBe(3);
    await p.update('events', { id: eventId, data: { ...made[0], city: 'Milano' }, previousData: made[0] });
    expect((await t.db.getRepository(Event).findOneByOrFail({ id: eventId })).city).toBe('Milano');
    // updateMany: only the changed field, one PUT per id; the rest of each record stays.
    const updated = await p.updateMany('events', { ids: [made[1].id, made[2].id], data: { city: 'Torino' } });
    expect(updated.data?.sort()).toEqual([made[1].id, made[2].id].sort());
    for (const e of made.slice(1))
      expect(await t.db.getRepository(Event).findOneByOrFail({ id: e.id })).toMatchObject({ city: 'Torino', name: e.name, sku: e.sku });
    await p.delete('events', { id: made[2].id, previousData: made[2] });
    expect(await t.db.getRepository(Event).existsBy({ id: made[2].id })).toBe(false);
    const spare = (
      await p.create('events', {
        data: { name: 'Fiera RA Quattro', sku: 'RA4', address: 'Via Roma 1', zip_code: '00100', city: 'Roma', country: 'IT' },
      })
    ).data;
    await p.deleteMany('events', { ids: [made[1].id, spare.id] });
    expect(await t.db.getRepository(Event).countBy({ sku: 'RA2' })).toBe(0);
  });

  it('users: every call, updateMany deactivating two users with {is_active: false}', async () => {
    const p = global();
    const users: { id: number; [field: string]: unknown }[] = [];
    for (const n of [1, 2, 3]) {
      const password = `Zq9-vT7w-kP2m-${n}`;
      users.push(
        (
          await p.create('users', {
            data: { name: `Persona Ra ${n}`, email: `persona.ra${n}@ra.test`, password, password_confirmation: password },
          })
        ).data,
      );
    }
    expect((await p.getOne('users', { id: users[0].id })).data).toMatchObject({ email: 'persona.ra1@ra.test' });
    expect(
      (await p.getList('users', { pagination: page, sort: { field: 'email', order: 'DESC' }, filter: { q: 'persona ra' } })).data.map(
        (u) => u.email,
      ),
    ).toEqual(['persona.ra3@ra.test', 'persona.ra2@ra.test', 'persona.ra1@ra.test']);
    expect((await p.getMany('users', { ids: users.map((u) => u.id) })).data).toHaveLength(3);
    const active = await p.getManyReference('users', {
      target: 'is_active',
      id: 'true',
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'persona ra' },
    });
    expect(active.total).toBe(3);
    await p.update('users', { id: users[0].id, data: { ...users[0], name: 'Persona Ra Uno' }, previousData: users[0] });
    expect((await t.db.getRepository(User).findOneByOrFail({ id: users[0].id })).name).toBe('Persona Ra Uno');
    await p.updateMany('users', { ids: [users[1].id, users[2].id], data: { is_active: false } });
    for (const u of users.slice(1))
      expect(await t.db.getRepository(User).findOneByOrFail({ id: u.id })).toMatchObject({ isActive: false, email: u.email, name: u.name });
    await p.delete('users', { id: users[0].id, previousData: users[0] });
    await p.deleteMany('users', { ids: [users[1].id, users[2].id] });
    expect(await t.db.getRepository(User).countBy({ email: 'persona.ra2@ra.test' })).toBe(0);
  });

  it('companies: every call, updateMany setting a quota with {attendee_quota: 50}', async () => {
    const p = ofEvent();
    const made: { id: number; [field: string]: unknown }[] = [];
    for (const name of ['Alfa Ra', 'Beta Ra', 'Gamma Ra']) made.push((await p.create('companies', { data: { name } })).data);
    expect((await p.getOne('companies', { id: made[0].id })).data).toMatchObject({ name: 'Alfa Ra' });
    expect((await p.getList('companies', { pagination: page, sort: { field: 'name', order: 'ASC' }, filter: { q: 'Ra' } })).total).toBe(3);
    expect((await p.getMany('companies', { ids: [made[0].id, made[1].id] })).data).toHaveLength(2);
    expect(
      (
        await p.getManyReference('companies', {
          target: 'id',
          id: made[2].id,
          pagination: page,
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        })
      ).data.map((c) => c.name),
    ).toEqual(['Gamma Ra']);
    await p.update('companies', { id: made[0].id, data: { ...made[0], city: 'Bari' }, previousData: made[0] });
    expect((await t.db.getRepository(EventCompany).findOneByOrFail({ id: made[0].id })).city).toBe('Bari');
    await p.updateMany('companies', { ids: [made[1].id, made[2].id], data: { attendee_quota: 50 } });
    for (const c of made.slice(1))
      expect(await t.db.getRepository(EventCompany).findOneByOrFail({ id: c.id })).toMatchObject({ attendeeQuota: 50, name: c.name });
    await p.delete('companies', { id: made[2].id, previousData: made[2] });
    await p.deleteMany('companies', { ids: [made[1].id] });
    expect(await t.db.getRepository(EventCompany).countBy({ eventId })).toBe(1);
  });

  it('attendee categories and attendees: every call, attendees updateMany putting two on hold with {pending: true}', async () => {
    const p = ofEvent();
    const categories: { id: number; [field: string]: unknown }[] = [];
    for (const name of ['Relatori Ra', 'Ospiti Ra']) categories.push((await p.create('attendee-categories', { data: { name } })).data);
    expect((await p.getOne('attendee-categories', { id: categories[0].id })).data.name).toBe('Relatori Ra');
    expect((await p.getList('attendee-categories', { pagination: page, sort: { field: 'name', order: 'ASC' }, filter: {} })).total).toBe(2);
    expect((await p.getMany('attendee-categories', { ids: categories.map((c) => c.id) })).data).toHaveLength(2);
    expect(
      (
        await p.getManyReference('attendee-categories', {
          target: 'id',
          id: categories[1].id,
          pagination: page,
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        })
      ).total,
    ).toBe(1);
    await p.update('attendee-categories', {
      id: categories[0].id,
      data: { ...categories[0], name: 'Relatori' },
      previousData: categories[0],
    });
    await p.updateMany('attendee-categories', { ids: [categories[1].id], data: { name: 'Ospiti' } });
    expect((await t.db.getRepository(AttendeeCategory).findBy({ eventId })).map((c) => c.name).sort()).toEqual(['Ospiti', 'Relatori']);

    const company = (await p.create('companies', { data: { name: 'Azienda Partecipanti' } })).data;
    const people: { id: number; [field: string]: unknown }[] = [];
    for (const [first, last] of [
      ['Anna', 'Ra'],
      ['Bruno', 'Ra'],
      ['Carla', 'Ra'],
    ])
      people.push(
        (
          await p.create('attendees', {
            data: { first_name: first, last_name: last, event_attendee_category_id: categories[0].id, event_company_id: company.id },
          })
        ).data,
      );
    expect((await p.getOne('attendees', { id: people[0].id })).data).toMatchObject({ first_name: 'Anna' });
    expect(
      (await p.getList('attendees', { pagination: page, sort: { field: 'first_name', order: 'DESC' }, filter: { q: 'ra' } })).data.map(
        (a) => a.first_name,
      ),
    ).toEqual(['Carla', 'Bruno', 'Anna']);
    expect((await p.getMany('attendees', { ids: [people[0].id, people[2].id] })).data).toHaveLength(2);
    expect(
      (
        await p.getManyReference('attendees', {
          target: 'event_company_id',
          id: company.id,
          pagination: page,
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        })
      ).total,
    ).toBe(3);
    await p.update('attendees', { id: people[0].id, data: { ...people[0], job_title: 'Cardiologa' }, previousData: people[0] });
    await p.updateMany('attendees', { ids: [people[1].id, people[2].id], data: { pending: true } });
    const stored = await t.db.getRepository(Attendee).findBy({ eventId });
    expect(stored.find((a) => a.id === people[0].id)).toMatchObject({ jobTitle: 'Cardiologa', pending: false });
    expect(
      stored
        .filter((a) => a.pending)
        .map((a) => a.firstName)
        .sort(),
    ).toEqual(['Bruno', 'Carla']);
    await p.delete('attendees', { id: people[0].id, previousData: people[0] });
    await p.deleteMany('attendees', { ids: [people[1].id, people[2].id] });
    expect(await t.db.getRepository(Attendee).countBy({ eventId })).toBe(0);
    await p.deleteMany('attendee-categories', { ids: categories.map((c) => c.id) });
    expect(await t.db.getRepository(AttendeeCategory).countBy({ eventId })).toBe(0);
  });

  it('zones (issue 13): every call, updateMany closing two zones with {active: false}', async () => {
    const p = ofEvent();
    const made: { id: number; [field: string]: unknown }[] = [];
    for (const code of ['RA1', 'RA2', 'RA3']) made.push((await p.create('zones', { data: { name_it: `Zona ${code}`, code } })).data);
    expect((await p.getOne('zones', { id: made[0].id })).data).toMatchObject({ code: 'RA1', active: true });
    expect(
      (await p.getList('zones', { pagination: page, sort: { field: 'code', order: 'DESC' }, filter: { q: 'RA' } })).data.map((z) => z.code),
    ).toEqual(['RA3', 'RA2', 'RA1']);
    expect((await p.getMany('zones', { ids: [made[0].id, made[1].id] })).data).toHaveLength(2);
    await p.update('zones', { id: made[1].id, data: { ...made[1], parent_id: made[0].id }, previousData: made[1] });
    const inside = await p.getManyReference('zones', {
      target: 'parent_id',
      id: made[0].id,
      pagination: page,
      sort: { field: 'code', order: 'ASC' },
      filter: {},
    });
    expect(inside.data.map((z) => z.code)).toEqual(['RA2']);
    await p.updateMany('zones', { ids: [made[1].id, made[2].id], data: { active: false } });
    for (const z of made.slice(1)) expect((await p.getOne('zones', { id: z.id })).data).toMatchObject({ active: false, code: z.code });
    await p.delete('zones', { id: made[1].id, previousData: made[1] });
    await p.deleteMany('zones', { ids: [made[0].id, made[2].id] });
    expect((await p.getList('zones', { pagination: page, sort: { field: 'code', order: 'ASC' }, filter: { q: 'RA' } })).total).toBe(0);
  });

  it('vehicles (issue 13): every call, updateMany putting two on hold with {pending: true}', async () => {
    const p = ofEvent();
    const company = (await p.create('companies', { data: { name: 'Trasporti Ra' } })).data;
    const made: { id: number; [field: string]: unknown }[] = [];
    for (const plate of ['RA 001 AA', 'RA 002 AA', 'RA 003 AA'])
      made.push((await p.create('vehicles', { data: { plate, type: 'VAN', event_company_id: company.id } })).data);
    expect((await p.getOne('vehicles', { id: made[0].id })).data).toMatchObject({ plate: 'RA001AA', plate_italian: true });
    expect((await p.getList('vehicles', { pagination: page, sort: { field: 'plate', order: 'ASC' }, filter: { q: 'RA0' } })).total).toBe(3);
    expect((await p.getMany('vehicles', { ids: made.map((v) => v.id) })).data).toHaveLength(3);
    const ofCompany = await p.getManyReference('vehicles', {
      target: 'event_company_id',
      id: company.id,
      pagination: page,
      sort: { field: 'plate', order: 'ASC' },
      filter: {},
    });
    expect(ofCompany.data.map((v) => v.plate)).toEqual(['RA001AA', 'RA002AA', 'RA003AA']);
    await p.update('vehicles', { id: made[0].id, data: { ...made[0], brand: 'Iveco' }, previousData: made[0] });
    expect((await p.getOne('vehicles', { id: made[0].id })).data.brand).toBe('Iveco');
    await p.updateMany('vehicles', { ids: [made[1].id, made[2].id], data: { pending: true } });
    for (const v of made.slice(1)) expect((await p.getOne('vehicles', { id: v.id })).data).toMatchObject({ pending: true, plate: v.plate });
    await p.delete('vehicles', { id: made[0].id, previousData: made[0] });
    await p.deleteMany('vehicles', { ids: [made[1].id, made[2].id] });
    expect((await p.getList('vehicles', { pagination: page, sort: { field: 'plate', order: 'ASC' }, filter: { q: 'RA0' } })).total).toBe(0);
  });

  it('access rights (issue 13): created, read and deleted by the stock client (a right is not edited: PUT is no route)', async () => {
    const p = ofEvent();
    const zone = (await p.create('zones', { data: { name_it: 'Paddock Ra', code: 'RAPAD' } })).data;
    const vehicles = [];
    for (const plate of ['RA 101 BB', 'RA 102 BB']) vehicles.push((await p.create('vehicles', { data: { plate, type: 'CAR' } })).data);
    const rights = [];
    for (const v of vehicles) rights.push((await p.create('access-rights', { data: { vehicle_id: v.id, zone_id: zone.id } })).data);
    expect((await p.getOne('access-rights', { id: rights[0].id })).data).toMatchObject({ vehicle_id: vehicles[0].id, zone_id: zone.id });
    expect(
      (await p.getList('access-rights', { pagination: page, sort: { field: 'id', order: 'ASC' }, filter: { zone_id: zone.id } })).total,
    ).toBe(2);
    expect((await p.getMany('access-rights', { ids: rights.map((r) => r.id) })).data).toHaveLength(2);
    const ofVehicle = await p.getManyReference('access-rights', {
      target: 'vehicle_id',
      id: vehicles[1].id,
      pagination: page,
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(ofVehicle.data.map((r) => r.id)).toEqual([rights[1].id]);
    await expect(p.update('access-rights', { id: rights[0].id, data: rights[0], previousData: rights[0] })).rejects.toMatchObject({
      status: 404,
    });
    await p.delete('access-rights', { id: rights[0].id, previousData: rights[0] });
    await p.deleteMany('access-rights', { ids: [rights[1].id] });
    expect(
      (await p.getList('access-rights', { pagination: page, sort: { field: 'id', order: 'ASC' }, filter: { zone_id: zone.id } })).total,
    ).toBe(0);
  });

  it('access-control requests (issue 13): asked, read, approved by update and rejected by updateMany (partial) with the stock client', async () => {
    const p = ofEvent();
    const zone = (await p.create('zones', { data: { name_it: 'Richieste', code: 'RICH' } })).data;
    const vehicles = [];
    for (const plate of ['RQ100AA', 'RQ200AA', 'RQ300AA'])
      vehicles.push((await p.create('vehicles', { data: { plate, type: 'CAR', event_company_id: null } })).data);
    const made = (
      await p.create('access-control-requests', { data: { operation: 'ADD', vehicle_ids: vehicles.map((v) => v.id), zone_ids: [zone.id] } })
    ).data as { id: number; ids: number[] };
    expect(made.ids).toHaveLength(3);
    const pending = await p.getList('access-control-requests', {
      pagination: page,
      sort: { field: 'id', order: 'ASC' },
      filter: { zone_id: zone.id, status: 'PENDING' },
    });
    expect(pending.total).toBe(3);
    const first = (await p.getOne('access-control-requests', { id: made.ids[0] })).data;
    // The edit form sends the whole record back, with the decision.
    expect(
      (await p.update('access-control-requests', { id: first.id, data: { ...first, status: 'APPROVED' }, previousData: first })).data,
    ).toMatchObject({
      status: 'APPROVED',
    });
    await p.updateMany('access-control-requests', { ids: made.ids.slice(1), data: { status: 'REJECTED', reason: 'Pieno' } });
    const decided = await p.getMany('access-control-requests', { ids: made.ids });
    expect(decided.data.map((r) => r.status).sort()).toEqual(['APPROVED', 'REJECTED', 'REJECTED']);
    expect(
      (await p.getList('access-rights', { pagination: page, sort: { field: 'id', order: 'ASC' }, filter: { zone_id: zone.id } })).data.map(
        (r) => r.vehicle_id,
      ),
    ).toEqual([vehicles[0].id]);
  });
});
