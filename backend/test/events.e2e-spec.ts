import { EventCompany } from '../src/platform/events/event-company.entity';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole, validEvent } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { expectDocumented } from './support/documented-response';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4d60000000049454e44ae426082',
  'hex',
);

describe('events API', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  describe('create and validate', () => {
    it('creates an event with options and a unique public token', async () => {
      const res = await admin
        .post('/api/events')
        .send(validEvent({ name: 'Fiera del Levante', options: [{ key: 'DEFAULT_LANGUAGE', value: 'en' }] }))
        .expect(201)
        .expect(expectDocumented);
      expect(res.body).toMatchObject({
        name: 'Fiera del Levante',
        default_language: 'en',
        options: [{ key: 'DEFAULT_LANGUAGE', value: 'en' }],
      });
      expect(res.body.token).toMatch(/^[\w-]{32}$/);
      const other = await createEvent(admin);
      expect(other.token).not.toBe(res.body.token);
    });

    it('reports every missing required field in Italian', async () => {
      const res = await admin.post('/api/events').send({}).expect(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['address', 'city', 'country', 'name', 'sku', 'zip_code']);
      expect(res.body.errors.name).toEqual(['Campo obbligatorio']);
      expect(res.body.message).toBe('I dati inviati non sono validi');
    });

    it('reports field errors in English when the caller prefers it', async () => {
      const client = await t.admin();
      client.lang = 'en-GB,en;q=0.9';
      const res = await client
        .post('/api/events')
        .send(validEvent({ sku: 'TOOLONG', name: '   ' }))
        .expect(422);
      expect(res.body.errors).toEqual({ sku: ['At most 5 characters'], name: ['This field is required'] });
    });

    it('refuses an end date before the start date and impossible dates', async () => {
      const res = await admin
        .post('/api/events')
        .send(validEvent({ start_at: '2027-05-22', end_at: '2027-05-20' }))
        .expect(422);
      expect(res.body.errors).toEqual({ end_at: ['La data di fine deve essere uguale o successiva alla data di inizio'] });
      const bad = await admin
        .post('/api/events')
        .send(validEvent({ start_at: '2027-02-30' }))
        .expect(422);
      expect(bad.body.errors.start_at).toEqual(['Data non valida (formato AAAA-MM-GG)']);
    });

    it('checks the options the product interprets', async () => {
      const res = await admin
        .post('/api/events')
        .send(
          validEvent({
            options: [
              { key: 'UI_CONFIG', value: '{not json' },
              { key: 'DEFAULT_LANGUAGE', value: 'fr' },
              { key: 'lower', value: 'x' },
              { key: 'FOO', value: '1' },
              { key: 'FOO', value: '2' },
            ],
          }),
        )
        .expect(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['options.0.value', 'options.1.value', 'options.2.key', 'options.4.key']);
      expect(res.body.errors['options.1.value'][0]).toContain('it, en');
    });

    it('accepts a UI_CONFIG that follows the documented format and refuses unknown menu items', async () => {
      const good = JSON.stringify({ USER: { event_menu: [{ name: 'attendees', alias_plural: 'Ospiti' }] } });
      await admin
        .post('/api/events')
        .send(validEvent({ options: [{ key: 'UI_CONFIG', value: good }] }))
        .expect(201)
        .expect(expectDocumented);
      const bad = JSON.stringify({ USER: { event_menu: [{ name: 'parking' }] } });
      const res = await admin
        .post('/api/events')
        .send(validEvent({ options: [{ key: 'UI_CONFIG', value: bad }] }))
        .expect(422);
      expect(res.body.errors['options.0.value'][0]).toContain('parking');
    });

    it('writes nothing when validation fails', async () => {
      const before = (await admin.get('/api/events').expect(200).expect(expectDocumented)).headers['content-range'];
      await admin
        .post('/api/events')
        .send(validEvent({ options: [{ key: 'DEFAULT_LANGUAGE', value: 'xx' }] }))
        .expect(422);
      expect((await admin.get('/api/events').expect(200).expect(expectDocumented)).headers['content-range']).toBe(before);
    });

    it('answers 422, not 500, for a body that is not an object and for wrong types', async () => {
      const arr = await admin.post('/api/events').send([1, 2]).expect(422);
      expect(arr.body.errors._).toBeDefined();
      const types = await admin
        .post('/api/events')
        .send(validEvent({ name: 42, event_category_id: 'abc', options: 'x' }))
        .expect(422);
      expect(Object.keys(types.body.errors).sort()).toEqual(['event_category_id', 'name', 'options']);
    });

    it('gives the defaults of a new event', async () => {
      const res = await admin.get('/api/events/create').expect(200).expect(expectDocumented);
      expect(res.body).toMatchObject({ name: '', sku: '', country: 'IT', options: [] });
    });
  });

  describe('read, update, delete', () => {
    it('shows, updates with the record react-admin sends back, and deletes', async () => {
      const event = await createEvent(admin, { options: [{ key: 'DEFAULT_LANGUAGE', value: 'it' }] });
      const shown = await admin.get(`/api/events/${event.id}`).expect(200).expect(expectDocumented);
      const record = { ...shown.body, name: 'Renamed', city: 'Milano', options: [{ key: 'NOTE', value: 'x' }] };
      const updated = await admin.put(`/api/events/${event.id}`).send(record).expect(200).expect(expectDocumented);
      expect(updated.body).toMatchObject({ id: event.id, name: 'Renamed', city: 'Milano', token: event.token, default_language: null });
      expect(updated.body.options).toEqual([{ key: 'NOTE', value: 'x' }]);
      // without `options` the options stay as they are
      const { options: _, ...withoutOptions } = updated.body;
      await admin
        .put(`/api/events/${event.id}`)
        .send({ ...withoutOptions, name: 'Again' })
        .expect(200)
        .expect(expectDocumented);
      expect((await admin.get(`/api/events/${event.id}`)).body.options).toEqual([{ key: 'NOTE', value: 'x' }]);
      await admin.delete(`/api/events/${event.id}`).expect(200).expect(expectDocumented);
      await admin.get(`/api/events/${event.id}`).expect(404);
    });

    it('answers 404 for unknown and malformed ids', async () => {
      await admin.get('/api/events/999999').expect(404);
      await admin.get('/api/events/abc').expect(404);
      await admin.put('/api/events/999999').send(validEvent()).expect(404);
      await admin.delete('/api/events/999999').expect(404);
    });
  });

  describe('lists', () => {
    // Each list query is confined to these events with the "lista" search word.
    const only = (extra: Record<string, unknown> = {}) => encodeURIComponent(JSON.stringify({ q: 'lista', ...extra }));
    beforeAll(async () => {
      for (let i = 1; i <= 12; i++) {
        await createEvent(admin, {
          name: `Lista ${String(i).padStart(2, '0')}`,
          city: i % 2 ? 'Bari' : 'Como',
          start_at: `2027-01-${String(i).padStart(2, '0')}`,
          end_at: null,
        });
      }
    });

    it('paginates with Content-Range totals of the whole filtered set', async () => {
      const page = await admin.get(`/api/events?sort=["name","ASC"]&range=[0,4]&filter=${only()}`).expect(200).expect(expectDocumented);
      expect(page.headers['content-range']).toBe('events 0-4/12');
      expect(page.body.map((e: { name: string }) => e.name)).toEqual(['Lista 01', 'Lista 02', 'Lista 03', 'Lista 04', 'Lista 05']);
      const last = await admin.get(`/api/events?sort=["name","ASC"]&range=[10,14]&filter=${only()}`).expect(200).expect(expectDocumented);
      expect(last.headers['content-range']).toBe('events 10-11/12');
      const filtered = await admin
        .get(`/api/events?filter=${only({ city: 'Bari' })}&range=[0,2]`)
        .expect(200)
        .expect(expectDocumented);
      expect(filtered.headers['content-range']).toBe('events 0-2/6');
      const empty = await admin
        .get(`/api/events?filter=${encodeURIComponent('{"q":"nothing-like-this"}')}`)
        .expect(200)
        .expect(expectDocumented);
      expect(empty.headers['content-range']).toBe('events */0');
      expect(empty.body).toEqual([]);
    });

    it('sorts both ways, searches, and answers getMany', async () => {
      const desc = await admin
        .get(`/api/events?sort=["start_at","DESC"]&range=[0,0]&filter=${only()}`)
        .expect(200)
        .expect(expectDocumented);
      expect(desc.body[0].name).toBe('Lista 12');
      const asc = await admin.get(`/api/events?sort=["start_at","ASC"]&range=[0,0]&filter=${only()}`).expect(200).expect(expectDocumented);
      expect(asc.body[0].name).toBe('Lista 01');
      const q = await admin
        .get(`/api/events?filter=${encodeURIComponent('{"q":"lista 11"}')}`)
        .expect(200)
        .expect(expectDocumented);
      expect(q.body.map((e: { name: string }) => e.name)).toEqual(['Lista 11']);
      // every word must match some column: the Como events of the list
      const words = await admin
        .get(`/api/events?filter=${encodeURIComponent('{"q":"COMO lista"}')}&range=[0,99]`)
        .expect(200)
        .expect(expectDocumented);
      expect(words.body.map((e: { name: string }) => e.name).sort()).toEqual([
        'Lista 02',
        'Lista 04',
        'Lista 06',
        'Lista 08',
        'Lista 10',
        'Lista 12',
      ]);
      const all = (await admin.get(`/api/events?range=[0,99]&filter=${only()}`)).body as { id: number }[];
      const ids = [all[0].id, all[3].id];
      const many = await admin
        .get(`/api/events?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`)
        .expect(200)
        .expect(expectDocumented);
      expect(many.body.map((e: { id: number }) => e.id).sort()).toEqual([...ids].sort());
      const range = await admin
        .get(`/api/events?filter=${only({ start_at_gte: '2027-01-05', start_at_lte: '2027-01-07' })}`)
        .expect(200)
        .expect(expectDocumented);
      expect(range.headers['content-range']).toBe('events 0-2/3');
    });

    it.each([
      ['sort=["token","ASC"]', 'sort'],
      ['sort=["name","SIDEWAYS"]', 'sort'],
      ['sort=name', 'sort'],
      ['range=[5,1]', 'range'],
      ['range=[0,5000]', 'range'],
      ['range={"a":1}', 'range'],
      ['filter=[1]', 'filter'],
      ['filter={"password":"x"}', 'filter'],
      ['filter={"id":"abc"}', 'filter'],
      ['filter={broken', 'filter'],
      ['range=[0,1]&range=[0,2]', 'range'],
    ])('answers 400 for %s', async (query, param) => {
      const res = await admin.get(`/api/events?${encodeURI(query)}`).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'BAD_REQUEST' });
      expect(res.body.message).toContain(param);
    });
  });

  describe('background image', () => {
    it('stores an image checked by its content and serves it', async () => {
      const event = await createEvent(admin);
      const res = await admin.post(`/api/events/${event.id}/image-background`).attach('file', PNG, 'bg.png').expect(200);
      expect(res.body.image_background_url).toMatch(/^\/uploads\/events\/[0-9a-f]{32}\.png$/);
      const file = await t.client().get(res.body.image_background_url).expect(200);
      expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);
      const removed = await admin.delete(`/api/events/${event.id}/image-background`).expect(200);
      expect(removed.body.image_background_url).toBeNull();
      await t.client().get(res.body.image_background_url).expect(404);
    });

    it('refuses a file that is not an image, whatever its name says', async () => {
      const event = await createEvent(admin);
      const res = await admin
        .post(`/api/events/${event.id}/image-background`)
        .attach('file', Buffer.from('<script>alert(1)</script>'), { filename: 'evil.png', contentType: 'image/png' })
        .expect(422);
      expect(res.body.errors.file[0]).toContain('Tipo di file non ammesso');
      const none = await admin.post(`/api/events/${event.id}/image-background`).expect(422);
      expect(none.body.errors.file).toEqual(['Allegare un file']);
    });

    it('refuses a file over the size limit with 413', async () => {
      const event = await createEvent(admin);
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const res = await admin.post(`/api/events/${event.id}/image-background`).attach('file', big, 'big.png').expect(413);
      expect(res.body.statusCode).toBe(413);
    });
  });

  describe('who sees and changes events', () => {
    it('lists only the events a user has a role in, and hides the others (404)', async () => {
      const mine = await createEvent(admin);
      const other = await createEvent(admin);
      const { client } = await userWithRole(t, admin, mine.id, 'VIEWER');
      const list = await client.get('/api/events?range=[0,99]').expect(200).expect(expectDocumented);
      expect(list.body.map((e: { id: number }) => e.id)).toEqual([mine.id]);
      expect(list.headers['content-range']).toBe('events 0-0/1');
      await client.get(`/api/events/${mine.id}`).expect(200).expect(expectDocumented);
      await client.get(`/api/events/${other.id}`).expect(404);
      await client.put(`/api/events/${other.id}`).send(validEvent()).expect(404);
    });

    it('lets an event ADMIN update its event but not create or delete events', async () => {
      const event = await createEvent(admin);
      const { client } = await userWithRole(t, admin, event.id, 'ADMIN');
      await client
        .put(`/api/events/${event.id}`)
        .send(validEvent({ name: 'By the event admin' }))
        .expect(200)
        .expect(expectDocumented);
      await client.post('/api/events').send(validEvent()).expect(403);
      await client.delete(`/api/events/${event.id}`).expect(403);
    });

    it('refuses updates by VIEWER, USER, SECRETARY and COMPANY with 403', async () => {
      const event = await createEvent(admin);
      const company = await t.db.getRepository(EventCompany).save({ eventId: event.id, name: 'ACME' });
      for (const role of ['VIEWER', 'USER', 'SECRETARY', 'COMPANY'] as const) {
        const { client } = await userWithRole(t, admin, event.id, role, role === 'COMPANY' ? company.id : null);
        await client.get(`/api/events/${event.id}`).expect(200).expect(expectDocumented);
        await client.put(`/api/events/${event.id}`).send(validEvent()).expect(403);
        await client.post(`/api/events/${event.id}/image-background`).attach('file', PNG, 'x.png').expect(403);
      }
    });

    it('answers 401 to anonymous callers', async () => {
      const anon = t.client();
      await anon.get('/api/events').expect(401);
      await anon.get('/api/events/1').expect(401);
      await anon.csrf();
      await anon.post('/api/events').send(validEvent()).expect(401);
    });
  });

  describe('event categories', () => {
    it('are managed by the superadmin and readable by every signed-in user', async () => {
      const created = await admin.post('/api/event-categories').send({ name: 'Fiera' }).expect(201).expect(expectDocumented);
      const dup = await admin.post('/api/event-categories').send({ name: 'Fiera' }).expect(422);
      expect(dup.body.errors.name).toEqual(['Nome già in uso']);
      await admin
        .put(`/api/event-categories/${created.body.id}`)
        .send({ id: created.body.id, name: 'Fiera campionaria' })
        .expect(200)
        .expect(expectDocumented);
      const event = await createEvent(admin, { event_category_id: created.body.id });
      expect((await admin.get(`/api/events/${event.id}`)).body.event_category_id).toBe(created.body.id);
      const bad = await admin
        .post('/api/events')
        .send(validEvent({ event_category_id: 999999 }))
        .expect(422);
      expect(bad.body.errors.event_category_id).toBeDefined();
      const { client } = await userWithRole(t, admin, event.id, 'USER');
      const list = await client.get('/api/event-categories').expect(200).expect(expectDocumented);
      expect(list.body.map((c: { name: string }) => c.name)).toContain('Fiera campionaria');
      await client.post('/api/event-categories').send({ name: 'Sport' }).expect(403);
      await admin.delete(`/api/event-categories/${created.body.id}`).expect(200).expect(expectDocumented);
      expect((await admin.get(`/api/events/${event.id}`)).body.event_category_id).toBeNull();
    });
  });
});
