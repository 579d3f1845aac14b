/**
 * Attendees API (issue 5): create, read, update and delete with the server's own fields (uuid,
 * attendee_code, badge_delivered_at), the pending toggle, tags, company quotas, the event's own
 * categories and companies, and the actions history written with every change.
 */
import { ATTENDEE_FIELDS, type ActionHistoryDto, type AttendeeCreateFormDto, type AttendeeDto } from '@eventdesk/shared';
import { ActionHistory } from '../../src/platform/history/action-history.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createAttendee, createCategory, createCompany, createTag, fullAttendee, minimalAttendee } from './attendee-fixtures';
import { expectDocumented } from '../support/documented-response';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const CROCKFORD_8 = /^[0-9A-HJKMNP-TV-Z]{8}$/;

describe('attendees API: records, server fields, tags, quotas, history', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let otherEventId: number;
  let category: number;
  let company: number;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    otherEventId = (await createEvent(admin)).id;
    category = await createCategory(admin, eventId, 'Delegati');
    company = await createCompany(admin, eventId, { name: 'Alfa Spa' });
    base = `/api/events/${eventId}/attendees`;
  });
  afterAll(() => t?.close());

  const history = async (id: number): Promise<ActionHistoryDto[]> =>
    (await admin.get(`${base}/${id}/history`).expect(200).expect(expectDocumented)).body;

  describe('create', () => {
    it('stores the fields sent and sets uuid, attendee_code, registration date and defaults', async () => {
      const before = Date.now() - 1000;
      const res = await admin
        .post(base)
        .send(minimalAttendee(category, company, { email: 'Mario.Rossi@Example.COM ' }))
        .expect(201)
        .expect(expectDocumented);
      const body = res.body as AttendeeDto;
      expect(body).toMatchObject({
        event_id: eventId,
        first_name: 'Mario',
        last_name: 'Rossi',
        email: 'mario.rossi@example.com',
        event_attendee_category_id: category,
        event_company_id: company,
        pending: false,
        badge_delivered: false,
        badge_delivered_at: null,
        has_disability: false,
        payment_status: 'UNPAID',
        app_lang: 'it',
        phone: null,
        tag_ids: [],
      });
      expect(body.uuid).toMatch(UUID_V4);
      expect(body.attendee_code).toMatch(CROCKFORD_8);
      expect(Date.parse(body.registration_date!)).toBeGreaterThanOrEqual(before);
      // Every field of SPEC §3 is there for an ADMIN.
      for (const field of ATTENDEE_FIELDS) expect(body).toHaveProperty(field);
      expect((await admin.get(`${base}/${body.id}`).expect(200).expect(expectDocumented)).body).toEqual(body);
    });

    it('gives every attendee of the event its own code', async () => {
      const ids = await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          createAttendee(admin, eventId, minimalAttendee(category, company, { last_name: `Codice${i}` })),
        ),
      );
      const codes = await Promise.all(
        ids.map(async (id) => (await admin.get(`${base}/${id}`).expect(200).expect(expectDocumented)).body.attendee_code as string),
      );
      expect(new Set(codes).size).toBe(15);
    });

    it('ignores the read-only fields a form sends back (id, uuid, attendee_code, badge_delivered_at)', async () => {
      const res = await admin
        .post(base)
        .send(
          minimalAttendee(category, company, {
            id: 999,
            uuid: 'not-mine',
            attendee_code: 'MYCODE',
            badge_delivered_at: '2020-01-01T00:00:00Z',
            created_at: 'x',
          }),
        )
        .expect(201)
        .expect(expectDocumented);
      expect(res.body.id).not.toBe(999);
      expect(res.body.uuid).toMatch(UUID_V4);
      expect(res.body.attendee_code).toMatch(CROCKFORD_8);
      expect(res.body.badge_delivered_at).toBeNull();
    });

    it('takes the event’s DEFAULT_LANGUAGE as the default app_lang', async () => {
      const event = await createEvent(admin, { options: [{ key: 'DEFAULT_LANGUAGE', value: 'en' }] });
      const cat = await createCategory(admin, event.id, 'Staff');
      const co = await createCompany(admin, event.id, { name: 'Beta' });
      const form = (await admin.get(`/api/events/${event.id}/attendees/create`).expect(200).expect(expectDocumented))
        .body as AttendeeCreateFormDto;
      expect(form.defaults.app_lang).toBe('en');
      const res = await admin.post(`/api/events/${event.id}/attendees`).send(minimalAttendee(cat, co)).expect(201).expect(expectDocumented);
      expect(res.body.app_lang).toBe('en');
    });

    it('offers the create form: defaults and the caller’s 47 fields with their flags', async () => {
      const form = (await admin.get(`${base}/create`).expect(200).expect(expectDocumented)).body as AttendeeCreateFormDto;
      expect(form.defaults).toMatchObject({
        pending: false,
        badge_delivered: false,
        has_disability: false,
        payment_status: 'UNPAID',
        app_lang: 'it',
        tag_ids: [],
      });
      expect(form.fields.map((f) => f.name)).toEqual([...ATTENDEE_FIELDS]);
      expect(form.fields.find((f) => f.name === 'attendee_code')).toMatchObject({ visible: true, readonly: true });
      expect(form.fields.find((f) => f.name === 'first_name')).toMatchObject({ required: true, readonly: false });
    });

    it('refuses a category or company of another event, or one that does not exist (422)', async () => {
      const foreignCategory = await createCategory(admin, otherEventId, 'Altrove');
      const foreignCompany = await createCompany(admin, otherEventId, { name: 'Altrove Srl' });
      admin.lang = 'en';
      try {
        const res = await admin.post(base).send(minimalAttendee(foreignCategory, foreignCompany)).expect(422);
        expect(res.body.errors).toEqual({
          event_attendee_category_id: ['No such attendee category in this event'],
          event_company_id: ['The company does not belong to this event'],
        });
        const missing = await admin.post(base).send(minimalAttendee(999_999, 999_999)).expect(422);
        expect(Object.keys(missing.body.errors).sort()).toEqual(['event_attendee_category_id', 'event_company_id']);
      } finally {
        admin.lang = 'it';
      }
    });
  });

  describe('update', () => {
    it('saves the whole record as react-admin sends it back', async () => {
      const id = await createAttendee(admin, eventId, fullAttendee(category, company));
      const record = (await admin.get(`${base}/${id}`).expect(200).expect(expectDocumented)).body as AttendeeDto;
      const res = await admin
        .put(`${base}/${id}`)
        .send({ ...record, first_name: 'Giulia', phone: '', payment_status: 'PAID', province: 'mi' })
        .expect(200)
        .expect(expectDocumented);
      expect(res.body).toMatchObject({
        ...record,
        first_name: 'Giulia',
        phone: null,
        payment_status: 'PAID',
        province: 'MI',
        updated_at: expect.any(String),
      });
      expect(res.body.attendee_code).toBe(record.attendee_code);
    });

    it('toggles pending with PUT {pending} and leaves the other fields as they are', async () => {
      const id = await createAttendee(admin, eventId, fullAttendee(category, company));
      const before = (await admin.get(`${base}/${id}`).expect(200).expect(expectDocumented)).body as AttendeeDto;
      const on = await admin.put(`${base}/${id}`).send({ pending: true }).expect(200).expect(expectDocumented);
      expect(on.body).toEqual({ ...before, pending: true, updated_at: expect.any(String) });
      const off = await admin.put(`${base}/${id}`).send({ pending: 0 }).expect(200).expect(expectDocumented);
      expect(off.body.pending).toBe(false);
    });

    it('sets badge_delivered_at when the badge is delivered, keeps it while it stays delivered, clears it when not', async () => {
      const id = await createAttendee(admin, eventId, minimalAttendee(category, company));
      const start = Math.floor(Date.now() / 1000) * 1000;
      const delivered = await admin.put(`${base}/${id}`).send({ badge_delivered: true }).expect(200).expect(expectDocumented);
      const at = Date.parse(delivered.body.badge_delivered_at);
      expect(at).toBeGreaterThanOrEqual(start);
      expect(at).toBeLessThanOrEqual(Date.now());
      const again = await admin
        .put(`${base}/${id}`)
        .send({ badge_delivered: true, first_name: 'Altro' })
        .expect(200)
        .expect(expectDocumented);
      expect(again.body.badge_delivered_at).toBe(delivered.body.badge_delivered_at);
      const cleared = await admin.put(`${base}/${id}`).send({ badge_delivered: false }).expect(200).expect(expectDocumented);
      expect(cleared.body).toMatchObject({ badge_delivered: false, badge_delivered_at: null });
    });

    it('checks the record as it would be after the write: a required field cannot be emptied', async () => {
      const id = await createAttendee(admin, eventId, minimalAttendee(category, company));
      for (const body of [{ first_name: '' }, { first_name: null }, { last_name: '   ' }, { event_company_id: null }]) {
        const res = await admin.put(`${base}/${id}`).send(body).expect(422);
        expect(Object.values(res.body.errors)).toEqual([['Campo obbligatorio']]);
      }
      expect((await admin.get(`${base}/${id}`).expect(200).expect(expectDocumented)).body).toMatchObject({
        first_name: 'Mario',
        last_name: 'Rossi',
        event_company_id: company,
      });
    });

    it('answers 404 for a missing attendee or one of another event', async () => {
      const foreign = await createAttendee(
        admin,
        otherEventId,
        minimalAttendee(await createCategory(admin, otherEventId, 'X'), await createCompany(admin, otherEventId, { name: 'Y' })),
      );
      await admin.put(`${base}/${foreign}`).send({ pending: true }).expect(404);
      await admin.get(`${base}/${foreign}`).expect(404);
      await admin.put(`${base}/999999`).send({ pending: true }).expect(404);
      await admin.get(`${base}/abc`).expect(404);
    });
  });

  describe('delete', () => {
    it('deletes the attendee and answers its last state; then 404', async () => {
      const id = await createAttendee(admin, eventId, minimalAttendee(category, company, { last_name: 'Cancellato' }));
      const res = await admin.delete(`${base}/${id}`).expect(200).expect(expectDocumented);
      expect(res.body).toMatchObject({ id, last_name: 'Cancellato' });
      await admin.get(`${base}/${id}`).expect(404);
      await admin.delete(`${base}/${id}`).expect(404);
    });
  });

  describe('tags', () => {
    let vip: number;
    let press: number;
    beforeAll(async () => {
      vip = await createTag(admin, eventId, 'VIP', '#ff0000');
      press = await createTag(admin, eventId, 'Stampa');
    });

    it('stores tag_ids, replaces them on PUT, keeps them when a PUT does not carry them', async () => {
      const created = await admin
        .post(base)
        .send(minimalAttendee(category, company, { tag_ids: [press, vip, press] }))
        .expect(201)
        .expect(expectDocumented);
      expect(created.body.tag_ids).toEqual([vip, press].sort((a, b) => a - b));
      const replaced = await admin
        .put(`${base}/${created.body.id}`)
        .send({ tag_ids: [press] })
        .expect(200)
        .expect(expectDocumented);
      expect(replaced.body.tag_ids).toEqual([press]);
      const kept = await admin.put(`${base}/${created.body.id}`).send({ pending: true }).expect(200).expect(expectDocumented);
      expect(kept.body.tag_ids).toEqual([press]);
      const cleared = await admin.put(`${base}/${created.body.id}`).send({ tag_ids: [] }).expect(200).expect(expectDocumented);
      expect(cleared.body.tag_ids).toEqual([]);
    });

    it('refuses tags of another event (422) and drops a deleted tag from its attendees', async () => {
      const foreign = await createTag(admin, otherEventId, 'VIP');
      const res = await admin
        .post(base)
        .send(minimalAttendee(category, company, { tag_ids: [vip, foreign] }))
        .expect(422);
      expect(res.body.errors).toEqual({ tag_ids: ['Etichetta inesistente in questo evento'] });
      const temporary = await createTag(admin, eventId, 'Temporanea');
      const id = await createAttendee(admin, eventId, minimalAttendee(category, company, { tag_ids: [vip, temporary] }));
      await admin.delete(`/api/events/${eventId}/tags/${temporary}`).expect(200).expect(expectDocumented);
      expect((await admin.get(`${base}/${id}`).expect(200).expect(expectDocumented)).body.tag_ids).toEqual([vip]);
    });
  });

  describe('company quota', () => {
    it('refuses a new attendee once the company is full, and a move into a full company (422)', async () => {
      const small = await createCompany(admin, eventId, { name: 'Piccola Srl', attendee_quota: 2 });
      const first = await createAttendee(admin, eventId, minimalAttendee(category, small));
      await createAttendee(admin, eventId, minimalAttendee(category, small));
      admin.lang = 'en';
      try {
        const full = await admin.post(base).send(minimalAttendee(category, small)).expect(422);
        expect(full.body.errors).toEqual({ event_company_id: ['The company has reached its attendee quota'] });
        const other = await createAttendee(admin, eventId, minimalAttendee(category, company));
        await admin.put(`${base}/${other}`).send({ event_company_id: small }).expect(422);
        // Attendees already in the company may still be edited.
        await admin.put(`${base}/${first}`).send({ first_name: 'Ancora', event_company_id: small }).expect(200).expect(expectDocumented);
        await admin.delete(`${base}/${first}`).expect(200).expect(expectDocumented);
        await admin.put(`${base}/${other}`).send({ event_company_id: small }).expect(200).expect(expectDocumented);
        // Raising the quota makes room again; null is no limit.
        await admin
          .put(`/api/events/${eventId}/companies/${small}`)
          .send({ name: 'Piccola Srl', attendee_quota: null })
          .expect(200)
          .expect(expectDocumented);
        await admin.post(base).send(minimalAttendee(category, small)).expect(201).expect(expectDocumented);
      } finally {
        admin.lang = 'it';
      }
    });
  });

  describe('actions history', () => {
    it('records the create with the values set, who did it and when', async () => {
      const id = await createAttendee(admin, eventId, minimalAttendee(category, company, { email: 'storia@example.com' }));
      const entries = await history(id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        subject_type: 'attendee',
        subject_id: id,
        action: 'create',
        user_email: 'root@eventdesk.test',
        user_id: expect.any(Number),
      });
      expect(entries[0]!.changes).toMatchObject({
        first_name: [null, 'Mario'],
        last_name: [null, 'Rossi'],
        email: [null, 'storia@example.com'],
        event_company_id: [null, company],
        pending: [null, false],
        attendee_code: [null, expect.stringMatching(CROCKFORD_8)],
      });
      expect(entries[0]!.changes).not.toHaveProperty('phone');
    });

    it('records each update with old → new values, newest first, and nothing for a PUT that changes nothing', async () => {
      const id = await createAttendee(admin, eventId, minimalAttendee(category, company));
      const tag = await createTag(admin, eventId, 'Storico');
      await admin.put(`${base}/${id}`).send({ first_name: 'Luigi', pending: true }).expect(200).expect(expectDocumented);
      await admin.put(`${base}/${id}`).send({ pending: true }).expect(200).expect(expectDocumented);
      await admin
        .put(`${base}/${id}`)
        .send({ badge_delivered: true, tag_ids: [tag] })
        .expect(200)
        .expect(expectDocumented);
      const res = await admin.get(`${base}/${id}/history`).expect(200).expect(expectDocumented);
      expect(res.headers['content-range']).toBe('history 0-2/3');
      const entries = res.body as ActionHistoryDto[];
      expect(entries.map((e) => e.action)).toEqual(['update', 'update', 'create']);
      expect(entries[1]!.changes).toEqual({ first_name: ['Mario', 'Luigi'], pending: [false, true] });
      expect(entries[0]!.changes).toEqual({
        badge_delivered: [false, true],
        badge_delivered_at: [null, expect.any(String)],
        tag_ids: [[], [tag]],
      });
      // Pages of the history follow the list protocol.
      const page = await admin
        .get(`${base}/${id}/history?range=${encodeURIComponent('[1,1]')}`)
        .expect(200)
        .expect(expectDocumented);
      expect(page.body.map((e: ActionHistoryDto) => e.id)).toEqual([entries[1]!.id]);
    });

    it('records the delete with the values removed, in the same transaction', async () => {
      const id = await createAttendee(admin, eventId, minimalAttendee(category, company, { last_name: 'Verdi' }));
      await admin.delete(`${base}/${id}`).expect(200).expect(expectDocumented);
      const rows = await t.db
        .getRepository(ActionHistory)
        .find({ where: { subjectType: 'attendee', subjectId: id }, order: { id: 'ASC' } });
      expect(rows.map((r) => r.action)).toEqual(['create', 'delete']);
      expect(JSON.parse(rows[1]!.changes)).toMatchObject({ last_name: ['Verdi', null], event_company_id: [company, null] });
      await admin.get(`${base}/${id}/history`).expect(404);
    });

    it('writes nothing, history included, when a write is refused', async () => {
      const before = await t.db.getRepository(ActionHistory).count();
      await admin.post(base).send(minimalAttendee(category, 999_999)).expect(422);
      const id = await createAttendee(admin, eventId, minimalAttendee(category, company));
      await admin.put(`${base}/${id}`).send({ first_name: '' }).expect(422);
      expect(await t.db.getRepository(ActionHistory).count()).toBe(before + 1);
    });

    it('records companies and attendee categories too', async () => {
      const co = await createCompany(admin, eventId, { name: 'Storica Spa', city: 'Roma' });
      await admin
        .put(`/api/events/${eventId}/companies/${co}`)
        .send({ name: 'Storica Spa', city: 'Milano' })
        .expect(200)
        .expect(expectDocumented);
      await admin.delete(`/api/events/${eventId}/companies/${co}`).expect(200).expect(expectDocumented);
      const cat = await createCategory(admin, eventId, 'Relatori');
      await admin.put(`/api/events/${eventId}/attendee-categories/${cat}`).send({ name: 'Speaker' }).expect(200).expect(expectDocumented);
      await admin.delete(`/api/events/${eventId}/attendee-categories/${cat}`).expect(200).expect(expectDocumented);
      const rows = await t.db.getRepository(ActionHistory).find({
        where: [
          { subjectType: 'company', subjectId: co },
          { subjectType: 'attendee_category', subjectId: cat },
        ],
        order: { id: 'ASC' },
      });
      expect(rows.map((r) => [r.subjectType, r.action, JSON.parse(r.changes)])).toEqual([
        ['company', 'create', expect.objectContaining({ name: [null, 'Storica Spa'], city: [null, 'Roma'] })],
        ['company', 'update', { city: ['Roma', 'Milano'] }],
        ['company', 'delete', expect.objectContaining({ name: ['Storica Spa', null], city: ['Milano', null] })],
        ['attendee_category', 'create', { name: [null, 'Relatori'] }],
        ['attendee_category', 'update', { name: ['Relatori', 'Speaker'] }],
        ['attendee_category', 'delete', { name: ['Speaker', null] }],
      ]);
      expect(rows.every((r) => r.userEmail === 'root@eventdesk.test' && r.eventId === eventId)).toBe(true);
    });
  });
});
