/**
 * The areas around attendees (issue 5): attendee categories, companies with their details and quotas,
 * tags, saved filters, and an attendee's sessions, used services and survey submissions (SPEC §7).
 */
import { t as msg, type AttendeeSessionDto, type EventCompanyDto, type SavedFilterDto, type TagDto } from '@eventdesk/shared';
import { SessionRegistration } from '../../src/programme/sessions/session-registration.entity';
import { AttendeeUsedService } from '../../src/registration/attendees/attendee-used-service.entity';
import { SurveySubmission } from '../../src/registration/attendees/survey-submission.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  createAttendee,
  createCategory,
  createCompany,
  createTag,
  FISCAL_CODES,
  listQuery,
  minimalAttendee,
  VAT,
} from './attendee-fixtures';

describe('attendee categories, companies, tags, saved filters and attendee extras', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let otherEventId: number;
  let category: number;
  let company: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    otherEventId = (await createEvent(admin)).id;
    category = await createCategory(admin, eventId, 'Delegati');
    company = await createCompany(admin, eventId, { name: 'Alfa Spa' });
  });
  afterAll(() => t?.close());

  describe('attendee categories', () => {
    const base = () => `/api/events/${eventId}/attendee-categories`;

    it('creates, lists, renames and deletes categories of the event', async () => {
      const created = await admin.post(base()).send({ name: '  Relatori ' }).expect(201);
      expect(created.body).toMatchObject({ event_id: eventId, name: 'Relatori' });
      const list = await admin.get(`${base()}${listQuery({ sort: ['name', 'ASC'] })}`).expect(200);
      expect(list.body.map((c: { name: string }) => c.name)).toEqual(['Delegati', 'Relatori']);
      expect(list.headers['content-range']).toBe('attendee-categories 0-1/2');
      await admin.put(`${base()}/${created.body.id}`).send({ name: 'Speaker' }).expect(200);
      expect((await admin.get(`${base()}/${created.body.id}`).expect(200)).body.name).toBe('Speaker');
      await admin.delete(`${base()}/${created.body.id}`).expect(200);
      await admin.get(`${base()}/${created.body.id}`).expect(404);
    });

    it('keeps names unique within the event, refuses blanks, and hides other events’ categories', async () => {
      admin.lang = 'en';
      try {
        expect((await admin.post(base()).send({ name: 'Delegati' }).expect(422)).body.errors).toEqual({ name: ['Name already in use'] });
        expect((await admin.post(base()).send({ name: ' ' }).expect(422)).body.errors).toEqual({ name: ['This field is required'] });
        expect(
          (
            await admin
              .post(base())
              .send({ name: ['x'] })
              .expect(422)
          ).body.errors,
        ).toEqual({ name: ['Invalid value'] });
      } finally {
        admin.lang = 'it';
      }
      await createCategory(admin, otherEventId, 'Delegati');
      const foreign = await createCategory(admin, otherEventId, 'Solo in B');
      await admin.get(`${base()}/${foreign}`).expect(404);
      await admin.put(`${base()}/${foreign}`).send({ name: 'x' }).expect(404);
    });

    it('refuses to delete a category its attendees still have (409)', async () => {
      const used = await createCategory(admin, eventId, 'In uso');
      const attendee = await createAttendee(admin, eventId, minimalAttendee(used, company));
      expect((await admin.get(`${base()}/${used}`).expect(200)).body.attendee_count).toBe(1);
      const listed = (await admin.get(`${base()}${listQuery({ filter: { id: [used, category] } })}`).expect(200)).body;
      expect(listed.find((c: { id: number }) => c.id === used).attendee_count).toBe(1);
      const res = await admin.delete(`${base()}/${used}`).expect(409);
      expect(res.body.message).toBe(msg('it', 'category_in_use'));
      await admin.put(`/api/events/${eventId}/attendees/${attendee}`).send({ event_attendee_category_id: category }).expect(200);
      await admin.delete(`${base()}/${used}`).expect(200);
    });

    it('is read by a COMPANY user, who cannot write it (403)', async () => {
      const companyUser = (await userWithRole(t, admin, eventId, 'COMPANY', company)).client;
      expect((await companyUser.get(base()).expect(200)).body.length).toBeGreaterThan(0);
      await companyUser.post(base()).send({ name: 'Mia' }).expect(403);
    });
  });

  describe('companies', () => {
    const base = () => `/api/events/${eventId}/companies`;
    const details = {
      name: 'Beta Srl',
      vat_number: `IT${VAT}`,
      fiscal_code: VAT,
      email: 'Info@Beta.IT',
      phone: '+39 02 1234567',
      contact_name: 'Carla Verdi',
      address: 'Via Torino 5',
      postal_code: '20100',
      city: 'Milano',
      province: 'mi',
      country: 'it',
      attendee_quota: 10,
      vehicle_quota: '3',
    };

    it('stores the details, normalised, and answers them', async () => {
      const res = await admin.post(base()).send(details).expect(201);
      expect(res.body as EventCompanyDto).toMatchObject({
        ...details,
        vat_number: VAT,
        email: 'info@beta.it',
        province: 'MI',
        country: 'IT',
        vehicle_quota: 3,
        event_id: eventId,
      });
      expect((await admin.get(`${base()}/${res.body.id}`).expect(200)).body).toEqual(res.body);
      expect((await admin.get(`${base()}/create`).expect(200)).body).toMatchObject({ name: '', vat_number: null, attendee_quota: null });
    });

    it('keeps the fields a PUT leaves out and clears those sent empty', async () => {
      const id = await createCompany(admin, eventId, details);
      const renamed = await admin.put(`${base()}/${id}`).send({ name: 'Beta Due Srl', phone: '', attendee_quota: null }).expect(200);
      expect(renamed.body).toMatchObject({ name: 'Beta Due Srl', phone: null, attendee_quota: null, city: 'Milano', vat_number: VAT });
    });

    it('checks every field, in Italian and English', async () => {
      const wrong = {
        name: '',
        vat_number: '12345678901',
        fiscal_code: 'ABC',
        email: 'info@',
        phone: 'x',
        province: 'ZZ',
        country: 'Italia',
        postal_code: 'x'.repeat(21),
        attendee_quota: -1,
        vehicle_quota: 2.5,
      };
      for (const lang of ['it', 'en'] as const) {
        admin.lang = lang;
        const res = await admin.post(base()).send(wrong).expect(422);
        expect(res.body.errors).toEqual({
          name: [msg(lang, 'required')],
          vat_number: [msg(lang, 'invalid_vat')],
          fiscal_code: [msg(lang, 'invalid_fiscal_code')],
          email: [msg(lang, 'invalid_email')],
          phone: [msg(lang, 'invalid_phone', { min: 6, max: 20 })],
          province: [msg(lang, 'invalid_province')],
          country: [msg(lang, 'invalid_country')],
          postal_code: [msg(lang, 'too_long', { max: 20 })],
          attendee_quota: [msg(lang, 'too_small_number', { min: 0 })],
          vehicle_quota: [msg(lang, 'not_an_integer')],
        });
      }
      admin.lang = 'it';
    });

    it('searches by name, VAT number or city', async () => {
      await createCompany(admin, eventId, { name: 'Gamma Spa', vat_number: '12345678903', city: 'Torino' });
      for (const q of ['gamma', '12345678903', 'torino']) {
        const res = await admin.get(`${base()}${listQuery({ filter: { q } })}`).expect(200);
        expect(res.body.map((c: EventCompanyDto) => c.name)).toEqual(['Gamma Spa']);
      }
    });

    it('refuses to delete a company that still has attendees (409)', async () => {
      const busy = await createCompany(admin, eventId, { name: 'Occupata' });
      const attendee = await createAttendee(admin, eventId, minimalAttendee(category, busy));
      expect((await admin.delete(`${base()}/${busy}`).expect(409)).body.message).toBe(msg('it', 'company_in_use'));
      await admin.delete(`/api/events/${eventId}/attendees/${attendee}`).expect(200);
      await admin.delete(`${base()}/${busy}`).expect(200);
    });

    it('shows a COMPANY user its own company’s details', async () => {
      const own = await createCompany(admin, eventId, { name: 'Mia Srl', city: 'Bari', attendee_quota: 4 });
      const companyUser = (await userWithRole(t, admin, eventId, 'COMPANY', own)).client;
      expect((await companyUser.get(`${base()}/${own}`).expect(200)).body).toMatchObject({
        name: 'Mia Srl',
        city: 'Bari',
        attendee_quota: 4,
        attendee_count: 0,
      });
    });

    it('counts each company’s attendees against its quota, on the record and the list page', async () => {
      const used = await createCompany(admin, eventId, { name: 'Quota Srl', attendee_quota: 3 });
      await createAttendee(admin, eventId, minimalAttendee(category, used));
      await createAttendee(admin, eventId, minimalAttendee(category, used));
      await createAttendee(
        admin,
        otherEventId,
        minimalAttendee(
          await createCategory(admin, otherEventId, 'Altrove'),
          await createCompany(admin, otherEventId, { name: 'Quota Srl' }),
        ),
      );
      expect((await admin.get(`${base()}/${used}`).expect(200)).body).toMatchObject({ attendee_quota: 3, attendee_count: 2 });
      const page = (await admin.get(`${base()}${listQuery({ filter: { q: 'Quota' } })}`).expect(200)).body as EventCompanyDto[];
      expect(page.map((c) => [c.name, c.attendee_count])).toEqual([['Quota Srl', 2]]);
    });

    it('holds the attendee quota under concurrency: 20 creates for the last place, exactly one succeeds', async () => {
      const full = await createCompany(admin, eventId, { name: 'Ultimo posto Srl', attendee_quota: 2 });
      await createAttendee(admin, eventId, minimalAttendee(category, full));
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          admin.post(`/api/events/${eventId}/attendees`).send(minimalAttendee(category, full, { last_name: `Corsa${i}` })),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, ...Array<number>(19).fill(422)]);
      for (const refused of results.filter((r) => r.status === 422))
        expect(refused.body.errors).toEqual({ event_company_id: [msg('it', 'company_full')] });
      expect((await admin.get(`${base()}/${full}`).expect(200)).body).toMatchObject({ attendee_quota: 2, attendee_count: 2 });
    });

    it('lets the event ADMIN invite a company user after confirming the password: an account without password, role COMPANY, an e-mail', async () => {
      const own = await createCompany(admin, eventId, { name: 'Invitata Srl' });
      const { client: eventAdmin, password } = await userWithRole(t, admin, eventId, 'ADMIN');
      const invite = (client: ApiClient, email: string) => client.post(`${base()}/${own}/users`).send({ name: 'Rita Referente', email });
      // An account change: a session without a fresh confirmation is asked for the password (423).
      expect((await invite(eventAdmin, 'rita@invitata.test').expect(423)).body.code).toBe('password_confirmation_required');
      await eventAdmin.confirmPassword(password).expect(200);
      const before = await t.db.query('SELECT MAX(id) AS id FROM mail_outbox');
      const created = (await invite(eventAdmin, ' Rita@Invitata.test ').expect(201)).body;
      expect(created).toMatchObject({ name: 'Rita Referente', email: 'rita@invitata.test', is_active: true });
      const [role] = await t.db.query('SELECT role, event_company_id FROM user_event_roles WHERE user_id = ? AND event_id = ?', [
        created.id,
        eventId,
      ]);
      expect(role).toEqual({ role: 'COMPANY', event_company_id: own });
      const [mail] = await t.db.query('SELECT subject, text FROM mail_outbox WHERE id > ? AND to_address = ?', [
        before[0].id ?? 0,
        'rita@invitata.test',
      ]);
      expect(mail.text).toContain('/#/company-login');
      expect(mail.subject).toContain('Invitata Srl');
      expect((await admin.get(`${base()}/${own}/users`).expect(200)).body.map((u: { email: string }) => u.email)).toEqual([
        'rita@invitata.test',
      ]);
      // Once per event: the same person again is refused on the e-mail.
      expect((await invite(eventAdmin, 'rita@invitata.test').expect(422)).body.errors).toEqual({
        email: [msg('it', 'user_has_event_role')],
      });
      // Only the event ADMIN: a USER may edit companies but not give sign-in for them.
      const { client: user, password: userPassword } = await userWithRole(t, admin, eventId, 'USER');
      await user.confirmPassword(userPassword).expect(200);
      await invite(user, 'altro@invitata.test').expect(403);
    });

    it('lists the company’s accounts to the staff who edit companies, not to the company itself', async () => {
      const own = await createCompany(admin, eventId, { name: 'Con utenti Srl' });
      const first = await userWithRole(t, admin, eventId, 'COMPANY', own);
      await userWithRole(t, admin, eventId, 'COMPANY', company);
      const users = (await admin.get(`${base()}/${own}/users`).expect(200)).body as { id: number; email: string; is_active: boolean }[];
      expect(users).toEqual([expect.objectContaining({ id: first.id, email: first.email, is_active: true })]);
      await first.client.get(`${base()}/${own}/users`).expect(403);
      const viewer = (await userWithRole(t, admin, eventId, 'VIEWER')).client;
      await viewer.get(`${base()}/${own}/users`).expect(403);
      const foreign = await createCompany(admin, otherEventId, { name: 'Altro evento' });
      await admin.get(`${base()}/${foreign}/users`).expect(404);
    });
  });

  describe('tags', () => {
    const base = () => `/api/events/${eventId}/tags`;

    it('creates, lists, changes and deletes the event’s tags', async () => {
      const created = (await admin.post(base()).send({ name: 'Ospite', color: '#00AA11' }).expect(201)).body as TagDto;
      expect(created).toMatchObject({ event_id: eventId, name: 'Ospite', color: '#00AA11' });
      await admin.put(`${base()}/${created.id}`).send({ name: 'Ospite VIP' }).expect(200);
      expect((await admin.get(`${base()}/${created.id}`).expect(200)).body).toMatchObject({ name: 'Ospite VIP', color: '#00AA11' });
      const list = await admin.get(`${base()}${listQuery({ filter: { q: 'osp' } })}`).expect(200);
      expect(list.headers['content-range']).toBe('tags 0-0/1');
      await admin.delete(`${base()}/${created.id}`).expect(200);
      await admin.get(`${base()}/${created.id}`).expect(404);
    });

    it('refuses a repeated name, a wrong colour, and reaches no other event’s tag', async () => {
      await createTag(admin, eventId, 'Stampa');
      admin.lang = 'en';
      try {
        const res = await admin.post(base()).send({ name: 'Stampa', color: 'red' }).expect(422);
        expect(res.body.errors).toEqual({ color: ['Invalid colour (format #RRGGBB)'] });
        expect((await admin.post(base()).send({ name: 'Stampa' }).expect(422)).body.errors).toEqual({ name: ['Name already in use'] });
      } finally {
        admin.lang = 'it';
      }
      const foreign = await createTag(admin, otherEventId, 'Stampa');
      await admin.delete(`${base()}/${foreign}`).expect(404);
    });

    it('is read by USER and refused to COMPANY (403)', async () => {
      const user = (await userWithRole(t, admin, eventId, 'USER')).client;
      await user.get(base()).expect(200);
      await user.post(base()).send({ name: 'Mio' }).expect(403);
      const companyUser = (await userWithRole(t, admin, eventId, 'COMPANY', company)).client;
      await companyUser.get(base()).expect(403);
    });
  });

  describe('saved filters', () => {
    const base = () => `/api/events/${eventId}/filters`;
    let anna: ApiClient;
    let bruno: ApiClient;
    let eventAdmin: ApiClient;
    const filter = (name: string, extra: Record<string, unknown> = {}) => ({
      name,
      resource: 'attendees',
      filter: { pending: true, q: 'ros' },
      ...extra,
    });

    beforeAll(async () => {
      anna = (await userWithRole(t, admin, eventId, 'USER')).client;
      bruno = (await userWithRole(t, admin, eventId, 'USER')).client;
      eventAdmin = (await userWithRole(t, admin, eventId, 'ADMIN')).client;
    });

    it('saves a vehicle list filter too, with the vehicle list’s filters only (issue 13)', async () => {
      const saved = (
        await anna
          .post(base())
          .send({ name: 'Camion da sistemare', resource: 'vehicles', filter: { type: 'TRUCK', documentation_status: 'MISSING' } })
          .expect(201)
      ).body as SavedFilterDto;
      expect(saved).toMatchObject({ resource: 'vehicles', filter: { type: 'TRUCK', documentation_status: 'MISSING' } });
      const wrong = await anna
        .post(base())
        .send({ name: 'X', resource: 'vehicles', filter: { tag_id: 3 } })
        .expect(422);
      expect(Object.keys(wrong.body.errors)).toEqual(['filter.tag_id']);
      const listed = (await anna.get(`${base()}?filter=${encodeURIComponent('{"resource":"vehicles"}')}`).expect(200))
        .body as SavedFilterDto[];
      expect(listed.map((f) => f.id)).toEqual([saved.id]);
      await anna.delete(`${base()}/${saved.id}`).expect(200);
    });

    it('keeps a private filter to its owner, and shows a shared one to everyone who reads filters', async () => {
      const mine = (await anna.post(base()).send(filter('Da pagare')).expect(201)).body as SavedFilterDto;
      expect(mine).toMatchObject({
        name: 'Da pagare',
        resource: 'attendees',
        filter: { pending: true, q: 'ros' },
        shared: false,
        owned: true,
      });
      const shared = (
        await anna
          .post(base())
          .send(filter('Stampa', { shared: true }))
          .expect(201)
      ).body as SavedFilterDto;

      const brunoList = (await bruno.get(base()).expect(200)).body as SavedFilterDto[];
      expect(brunoList.map((f) => f.id)).toEqual([shared.id]);
      expect(brunoList[0]).toMatchObject({ owned: false, shared: true });
      await bruno.get(`${base()}/${mine.id}`).expect(404);
      await eventAdmin.get(`${base()}/${mine.id}`).expect(404);
      expect((await anna.get(base()).expect(200)).body.map((f: SavedFilterDto) => f.id).sort()).toEqual([mine.id, shared.id].sort());
    });

    it('lets the owner change and delete its filters; another USER gets 403 on a shared one and 404 on a private one', async () => {
      const mine = (await anna.post(base()).send(filter('Mio')).expect(201)).body as SavedFilterDto;
      const shared = (
        await anna
          .post(base())
          .send(filter('Nostro', { shared: true }))
          .expect(201)
      ).body as SavedFilterDto;
      const updated = await anna
        .put(`${base()}/${mine.id}`)
        .send(filter('Mio rinominato', { filter: { badge_delivered: false } }))
        .expect(200);
      expect(updated.body).toMatchObject({ name: 'Mio rinominato', filter: { badge_delivered: false } });
      await bruno.put(`${base()}/${shared.id}`).send(filter('Preso')).expect(403);
      await bruno.delete(`${base()}/${shared.id}`).expect(403);
      await bruno.put(`${base()}/${mine.id}`).send(filter('Preso')).expect(404);
      await bruno.delete(`${base()}/${mine.id}`).expect(404);
      expect((await anna.get(`${base()}/${shared.id}`).expect(200)).body.name).toBe('Nostro');
      await anna.delete(`${base()}/${mine.id}`).expect(200);
    });

    it('lets an event ADMIN change and delete others’ shared filters', async () => {
      const shared = (
        await anna
          .post(base())
          .send(filter('Condiviso', { shared: true }))
          .expect(201)
      ).body as SavedFilterDto;
      await eventAdmin
        .put(`${base()}/${shared.id}`)
        .send(filter('Condiviso (admin)', { shared: true }))
        .expect(200);
      expect((await anna.get(`${base()}/${shared.id}`).expect(200)).body).toMatchObject({ name: 'Condiviso (admin)', owned: true });
      await eventAdmin.delete(`${base()}/${shared.id}`).expect(200);
      await anna.get(`${base()}/${shared.id}`).expect(404);
    });

    it('validates the filter: a JSON object of the list’s filters, not too large', async () => {
      anna.lang = 'en';
      try {
        const unknown = await anna
          .post(base())
          .send(filter('X', { filter: { password: 'x', q: 'ok' } }))
          .expect(422);
        expect(unknown.body.errors).toEqual({ 'filter.password': ['Not a filter of this list'] });
        expect(
          (
            await anna
              .post(base())
              .send(filter('X', { filter: [1, 2] }))
              .expect(422)
          ).body.errors,
        ).toHaveProperty('filter');
        expect(
          (
            await anna
              .post(base())
              .send(filter('X', { filter: 'pending' }))
              .expect(422)
          ).body.errors,
        ).toHaveProperty('filter');
        const large = await anna
          .post(base())
          .send(filter('X', { filter: { q: 'x'.repeat(5000) } }))
          .expect(422);
        expect(large.body.errors).toEqual({ filter: ['Filter too large'] });
        const resource = await anna
          .post(base())
          .send(filter('X', { resource: 'users' }))
          .expect(422);
        expect(resource.body.errors).toEqual({ resource: [msg('en', 'invalid_value', { values: 'attendees, vehicles' })] });
        expect((await anna.post(base()).send(filter('')).expect(422)).body.errors).toEqual({ name: ['This field is required'] });
      } finally {
        anna.lang = 'it';
      }
    });

    it('is refused to roles without saved filters (403)', async () => {
      const viewer = (await userWithRole(t, admin, eventId, 'VIEWER')).client;
      await viewer.get(base()).expect(403);
      await viewer.post(base()).send(filter('No')).expect(403);
    });
  });

  describe('an attendee’s sessions, used services and survey submissions', () => {
    let attendee: number;
    let other: number;
    const base = () => `/api/events/${eventId}/attendees`;

    beforeAll(async () => {
      attendee = await createAttendee(admin, eventId, minimalAttendee(category, company, { fiscal_code: FISCAL_CODES[0] }));
      other = await createAttendee(admin, eventId, minimalAttendee(category, company));
      // The programme (issue 27): two sessions, the attendee registered for both, the other for one.
      const room = (await admin.post(`/api/events/${eventId}/rooms`).send({ name_it: 'Sala A' }).expect(201)).body.id;
      const session = async (title_it: string, start_at: string, end_at: string, room_id: number | null) =>
        (await admin.post(`/api/events/${eventId}/sessions`).send({ title_it, start_at, end_at, room_id, type: 'PLENARY', registration: 'REQUIRED' }).expect(201))
          .body.id as number;
      sessions.closing = await session('Chiusura', '2027-05-21T16:00:00Z', '2027-05-21T17:00:00Z', room);
      sessions.opening = await session('Apertura', '2027-05-20T09:00:00Z', '2027-05-20T10:00:00Z', null);
      for (const [sessionId, attendeeId] of [
        [sessions.closing, attendee],
        [sessions.opening, attendee],
        [sessions.opening, other],
      ])
        await admin.post(`/api/events/${eventId}/sessions/${sessionId}/registrations`).send({ attendee_id: attendeeId }).expect(201);
    });
    const sessions = { opening: 0, closing: 0 };

    it('lists the attendee’s sessions, earliest first', async () => {
      const res = await admin.get(`${base()}/${attendee}/sessions`).expect(200);
      expect(res.body as AttendeeSessionDto[]).toEqual([
        {
          id: expect.any(Number),
          attendee_id: attendee,
          session_id: sessions.opening,
          title: 'Apertura',
          starts_at: '2027-05-20T09:00:00.000Z',
          ends_at: '2027-05-20T10:00:00.000Z',
          room: null,
          registration: 'REQUIRED',
          status: 'REGISTERED',
          waiting_position: null,
        },
        {
          id: expect.any(Number),
          attendee_id: attendee,
          session_id: sessions.closing,
          title: 'Chiusura',
          starts_at: '2027-05-21T16:00:00.000Z',
          ends_at: '2027-05-21T17:00:00.000Z',
          room: 'Sala A',
          registration: 'REQUIRED',
          status: 'REGISTERED',
          waiting_position: null,
        },
      ]);
      expect((await admin.get(`${base()}/${other}/sessions`).expect(200)).body).toHaveLength(1);
      await admin.get(`${base()}/999999/sessions`).expect(404);
    });

    it('gives back one unit of a service at a time (the last taken), and answers 404 when the attendee has none', async () => {
      await t.db.getRepository(AttendeeUsedService).insert([
        { attendeeId: attendee, serviceId: 4 },
        { attendeeId: attendee, serviceId: 4 },
        { attendeeId: attendee, serviceId: 8 },
        { attendeeId: other, serviceId: 4 },
      ]);
      const res = await admin.delete(`${base()}/${attendee}/remove_used_service/4`).expect(200);
      expect(res.body).toEqual({ attendee_id: attendee, service_id: 4, removed: 1 });
      expect(await t.db.getRepository(AttendeeUsedService).countBy({ attendeeId: attendee })).toBe(2);
      await admin.delete(`${base()}/${attendee}/remove_used_service/4`).expect(200);
      expect(await t.db.getRepository(AttendeeUsedService).countBy({ attendeeId: attendee })).toBe(1);
      expect(await t.db.getRepository(AttendeeUsedService).countBy({ attendeeId: other, serviceId: 4 })).toBe(1);
      await admin.delete(`${base()}/${attendee}/remove_used_service/4`).expect(404);
      await admin.delete(`${base()}/${attendee}/remove_used_service/abc`).expect(404);
    });

    it('removes one of the attendee’s survey submissions, never another attendee’s', async () => {
      const ids = (
        await t.db.getRepository(SurveySubmission).insert([
          { attendeeId: attendee, surveyId: 2, answers: '{"q1":"sì"}' },
          { attendeeId: other, surveyId: 2, answers: '{}' },
        ])
      ).identifiers.map((x) => x.id as number);
      await admin.delete(`${base()}/${attendee}/remove_survey_submission/${ids[1]}`).expect(404);
      const res = await admin.delete(`${base()}/${attendee}/remove_survey_submission/${ids[0]}`).expect(200);
      expect(res.body).toMatchObject({ id: ids[0], attendee_id: attendee, survey_id: 2 });
      await admin.delete(`${base()}/${attendee}/remove_survey_submission/${ids[0]}`).expect(404);
      expect(await t.db.getRepository(SurveySubmission).existsBy({ id: ids[1] })).toBe(true);
    });

    it('deletes the attendee’s sessions, uses and submissions with it', async () => {
      await admin.delete(`${base()}/${attendee}`).expect(200);
      expect(await t.db.getRepository(SessionRegistration).countBy({ attendeeId: attendee })).toBe(0);
      expect(await t.db.getRepository(AttendeeUsedService).countBy({ attendeeId: attendee })).toBe(0);
    });
  });
});
