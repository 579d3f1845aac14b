/**
 * Row scope and field scope on attendees (issues 3 and 5).
 * - A COMPANY user of company X reaches X's attendees and nothing else, on every attendee endpoint:
 *   another company's attendee answers 404 exactly as a missing one, and is left unchanged.
 * - Every role gets the fields its UI configuration shows, writes only those it may write (read-only ones
 *   are ignored, hidden ones with a value refused), and must fill those it requires; COMPANY's default form
 *   lists what a company knows and requires all of it (SPEC §5, issue 29 item 13). An event's UI_CONFIG
 *   changes all three.
 */
import {
  ATTENDEE_FIELDS,
  defaultUiConfigFor,
  fieldScope,
  type ActionHistoryDto,
  type AttendeeCreateFormDto,
  type AttendeeDto,
} from '@eventdesk/shared';
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
  fullAttendee,
  listQuery,
  minimalAttendee,
  companyFormAttendee,
} from './attendee-fixtures';

describe('attendee row scope and field scope', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventA: number;
  let eventB: number;
  let category: number;
  let X: number;
  let Y: number;
  let tag: number;
  let company: ApiClient;
  let clients: Record<'USER' | 'VIEWER' | 'SECRETARY' | 'ADMIN', ApiClient>;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventA = (await createEvent(admin)).id;
    eventB = (await createEvent(admin)).id;
    base = `/api/events/${eventA}/attendees`;
    category = await createCategory(admin, eventA, 'Delegati');
    X = await createCompany(admin, eventA, { name: 'Azienda X' });
    Y = await createCompany(admin, eventA, { name: 'Azienda Y' });
    tag = await createTag(admin, eventA, 'VIP');
    company = (await userWithRole(t, admin, eventA, 'COMPANY', X)).client;
    clients = {
      ADMIN: (await userWithRole(t, admin, eventA, 'ADMIN')).client,
      USER: (await userWithRole(t, admin, eventA, 'USER')).client,
      VIEWER: (await userWithRole(t, admin, eventA, 'VIEWER')).client,
      SECRETARY: (await userWithRole(t, admin, eventA, 'SECRETARY')).client,
    };
  });
  afterAll(() => t?.close());

  describe('a COMPANY user of X', () => {
    let own: number;
    let other: number;
    let otherEvent: number;
    let otherSnapshot: AttendeeDto;
    let otherSubmission: number;

    beforeAll(async () => {
      own = await createAttendee(admin, eventA, fullAttendee(category, X, { last_name: 'Propria' }));
      other = await createAttendee(admin, eventA, fullAttendee(category, Y, { last_name: 'Altrui' }));
      otherEvent = await createAttendee(
        admin,
        eventB,
        minimalAttendee(await createCategory(admin, eventB, 'B'), await createCompany(admin, eventB, { name: 'Azienda Z' })),
      );
      await t.db.getRepository(AttendeeUsedService).insert([
        { attendeeId: own, serviceId: 5 },
        { attendeeId: other, serviceId: 5 },
      ]);
      otherSubmission = (await t.db.getRepository(SurveySubmission).insert({ attendeeId: other, surveyId: 1 })).identifiers[0]!
        .id as number;
      otherSnapshot = (await admin.get(`${base}/${other}`).expect(200)).body;
    });

    /** The same 404 as for an id that exists nowhere. */
    const expectHidden = async (res: { status: number; body: unknown }) => {
      const missing = await company.get(`${base}/999999`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    };

    it('lists only X’s attendees', async () => {
      const res = await company.get(`${base}${listQuery({ range: [0, 99] })}`).expect(200);
      expect(res.body.every((a: AttendeeDto) => a.event_company_id === X)).toBe(true);
      expect(res.body.map((a: AttendeeDto) => a.id)).toContain(own);
      expect(res.body.map((a: AttendeeDto) => a.id)).not.toContain(other);
    });

    it('reads its own attendee but not Y’s or another event’s (404)', async () => {
      await company.get(`${base}/${own}`).expect(200);
      await expectHidden(await company.get(`${base}/${other}`));
      await expectHidden(await company.get(`${base}/${otherEvent}`));
      await company.get(`/api/events/${eventB}/attendees/${otherEvent}`).expect(404);
    });

    it('cannot update or delete Y’s attendee (404), which stays as it was', async () => {
      await expectHidden(await company.put(`${base}/${other}`).send({ pending: true }));
      await expectHidden(await company.put(`${base}/${other}`).send(fullAttendee(category, X)));
      await expectHidden(await company.delete(`${base}/${other}`));
      expect((await admin.get(`${base}/${other}`).expect(200)).body).toEqual(otherSnapshot);
    });

    it('cannot reach Y’s attendee through the extras, the history or the consents (404)', async () => {
      await expectHidden(await company.get(`${base}/${other}/sessions`));
      await expectHidden(await company.get(`${base}/${other}/history`));
      await expectHidden(await company.get(`${base}/${other}/consents`));
      await expectHidden(await company.delete(`${base}/${other}/remove_used_service/5`));
      await expectHidden(await company.delete(`${base}/${other}/remove_survey_submission/${otherSubmission}`));
      // Its own attendee does not open another attendee's submission either.
      await expectHidden(await company.delete(`${base}/${own}/remove_survey_submission/${otherSubmission}`));
      expect(await t.db.getRepository(AttendeeUsedService).countBy({ attendeeId: other })).toBe(1);
      expect(await t.db.getRepository(SurveySubmission).existsBy({ id: otherSubmission })).toBe(true);
    });

    it('uses the extras and the history of its own attendee', async () => {
      await company.get(`${base}/${own}/sessions`).expect(200);
      expect((await company.get(`${base}/${own}/history`).expect(200)).body[0]).toMatchObject({ action: 'create' });
      expect((await company.get(`${base}/${own}/consents`).expect(200)).body).toEqual([]);
      await company.delete(`${base}/${own}/remove_used_service/5`).expect(200);
    });

    it('registers attendees of its own company only: a blank company is X, another is refused (422)', async () => {
      const body = companyFormAttendee(category);
      const created = await company.post(base).send(body).expect(201);
      expect(created.body.event_company_id).toBe(X);
      company.lang = 'en';
      try {
        const refused = await company
          .post(base)
          .send({ ...companyFormAttendee(category), event_company_id: Y })
          .expect(422);
        expect(refused.body.errors).toEqual({ event_company_id: ['You can only register attendees of your own company'] });
        const moved = await company.put(`${base}/${created.body.id}`).send({ event_company_id: Y }).expect(422);
        expect(moved.body.errors).toEqual({ event_company_id: ['You can only register attendees of your own company'] });
      } finally {
        company.lang = 'it';
      }
      expect((await admin.get(`${base}/${created.body.id}`).expect(200)).body.event_company_id).toBe(X);
    });

    it('deletes its own attendee', async () => {
      const id = await createAttendee(admin, eventA, fullAttendee(category, X));
      await company.delete(`${base}/${id}`).expect(200);
      await admin.get(`${base}/${id}`).expect(404);
    });
  });

  describe('field scope of each role’s default configuration', () => {
    let record: number;
    let stored: AttendeeDto;

    beforeAll(async () => {
      record = await createAttendee(admin, eventA, fullAttendee(category, X, { tag_ids: [tag] }));
      stored = (await admin.get(`${base}/${record}`).expect(200)).body;
    });

    it.each(['ADMIN', 'USER', 'SECRETARY', 'VIEWER'] as const)('%s reads every field and the tags', async (role) => {
      const res = await clients[role].get(`${base}/${record}`).expect(200);
      expect(res.body).toEqual(stored);
      for (const field of ATTENDEE_FIELDS) expect(res.body).toHaveProperty(field);
      expect(res.body.tag_ids).toEqual([tag]);
    });

    it('COMPANY reads the fields of its form, no staff fields and no tags', async () => {
      const res = await company.get(`${base}/${record}`).expect(200);
      const visible = fieldScope(defaultUiConfigFor('COMPANY')).visible;
      expect(Object.keys(res.body).sort()).toEqual([...visible, 'created_at', 'event_id', 'updated_at'].sort());
      for (const field of visible) expect(res.body[field]).toEqual(stored[field as keyof AttendeeDto]);
      for (const staff of ['pending', 'payment_status', 'badge_delivered', 'additional_info', 'registration_date', 'sponsor_name']) {
        expect(res.body).not.toHaveProperty(staff);
      }
    });

    it.each(['ADMIN', 'USER', 'SECRETARY'] as const)('%s cannot write the system fields (they are ignored)', async (role) => {
      const res = await clients[role]
        .put(`${base}/${record}`)
        .send({
          ...stored,
          uuid: '00000000-0000-4000-8000-000000000000',
          attendee_code: 'HACKED',
          badge_delivered_at: '2020-01-01T00:00:00Z',
          id: 1,
        })
        .expect(200);
      expect(res.body).toMatchObject({ id: record, uuid: stored.uuid, attendee_code: stored.attendee_code, badge_delivered_at: null });
    });

    it('VIEWER writes nothing (403)', async () => {
      await clients.VIEWER.put(`${base}/${record}`).send({ pending: true }).expect(403);
      await clients.VIEWER.post(base).send(minimalAttendee(category, X)).expect(403);
    });

    it('COMPANY’s form requires what a company knows and nothing else (SPEC §5, issue 29 item 13)', async () => {
      const form = (await company.get(`${base}/create`).expect(200)).body as AttendeeCreateFormDto;
      const required = form.fields.filter((f) => f.visible && f.required && !f.readonly).map((f) => f.name);
      expect(required).toEqual([
        'event_attendee_category_id',
        'first_name',
        'last_name',
        'email',
        'phone',
        'job_title',
        'event_company_id',
      ]);
      expect(Object.keys(form.defaults).sort()).toEqual(['event_company_id']);
      const res = await company.post(base).send({ first_name: 'Anna', last_name: 'Neri' }).expect(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'event_attendee_category_id', 'job_title', 'phone']);
      expect(new Set(Object.values(res.body.errors).flat())).toEqual(new Set(['Campo obbligatorio']));
      // With those only, the person is registered: of its own company, the staff's fields at their defaults.
      const created = await company
        .post(base)
        .send({
          event_attendee_category_id: category,
          first_name: 'Anna',
          last_name: 'Neri',
          email: 'anna.neri@example.com',
          phone: '+39 333 7654321',
          job_title: 'Hostess',
        })
        .expect(201);
      const stored = (await admin.get(`${base}/${created.body.id}`).expect(200)).body as AttendeeDto;
      expect(stored).toMatchObject({
        event_company_id: X,
        pending: false,
        payment_status: 'UNPAID',
        badge_delivered: false,
        first_name: 'Anna',
      });
      expect(Date.now() - Date.parse(stored.registration_date!)).toBeLessThan(60_000);
    });

    it('COMPANY sending a staff field is refused, field by field, and nothing is written (issue 29 item 13)', async () => {
      const id = await createAttendee(admin, eventA, fullAttendee(category, X));
      const before = (await admin.get(`${base}/${id}`).expect(200)).body as AttendeeDto;
      const refused = await company
        .put(`${base}/${id}`)
        .send({ first_name: 'Cambiato', payment_status: 'PAID', badge_delivered: true, pending: true, additional_info: 'nota' })
        .expect(422);
      expect(refused.body.errors).toEqual({
        payment_status: ['Questo campo non è nel tuo modulo'],
        badge_delivered: ['Questo campo non è nel tuo modulo'],
        pending: ['Questo campo non è nel tuo modulo'],
        additional_info: ['Questo campo non è nel tuo modulo'],
      });
      const en = await company.put(`${base}/${id}?lang=en`).set('Accept-Language', 'en').send({ sponsor_name: 'X' }).expect(422);
      expect(en.body.errors.sponsor_name).toHaveLength(1);
      expect((await admin.get(`${base}/${id}`).expect(200)).body).toEqual(before);
      await company
        .post(base)
        .send({ ...fullAttendee(category, X), registration_date: '2020-01-01T00:00:00Z' })
        .expect(422);
      // The staff still decide them.
      const done = await admin.put(`${base}/${id}`).send({ payment_status: 'PAID', badge_delivered: true }).expect(200);
      expect(done.body).toMatchObject({ payment_status: 'PAID', badge_delivered: true });
    });

    it('COMPANY saves the record it received back (react-admin’s PUT); tags it sends are ignored', async () => {
      const created = await company
        .post(base)
        .send({
          event_attendee_category_id: category,
          first_name: 'Luca',
          last_name: 'Sala',
          email: 'luca.sala@example.com',
          phone: '+39 333 1111111',
          job_title: 'Tecnico',
          tag_ids: [tag],
        })
        .expect(201);
      expect(created.body).not.toHaveProperty('tag_ids');
      const back = await company
        .put(`${base}/${created.body.id}`)
        .send({ ...created.body, job_title: 'Capo stand' })
        .expect(200);
      expect(back.body.job_title).toBe('Capo stand');
      expect((await admin.get(`${base}/${created.body.id}`).expect(200)).body.tag_ids).toEqual([]);
    });

    it('COMPANY’s PUT must leave the record complete: a sparse record needs its missing fields first', async () => {
      const sparse = await createAttendee(admin, eventA, minimalAttendee(category, X));
      const refused = await company.put(`${base}/${sparse}`).send({ first_name: 'Gianni' }).expect(422);
      expect(Object.keys(refused.body.errors).sort()).toEqual(['email', 'job_title', 'phone']);
      const done = await company
        .put(`${base}/${sparse}`)
        .send({ email: 'gianni@example.com', phone: '+39 02 7654321', job_title: 'Addetto' });
      expect(done.body).toMatchObject({ email: 'gianni@example.com', job_title: 'Addetto' });
      expect(done.status).toBe(200);
    });
  });

  describe('an event’s UI_CONFIG', () => {
    let eventC: number;
    let baseC: string;
    let categoryC: number;
    let companyC: number;
    let user: ApiClient;
    let companyUser: ApiClient;
    let record: number;

    const UI_CONFIG = {
      USER: {
        attendee_fields: [
          { name: 'fiscal_code', visible: false },
          { name: 'payment_status', visible: false },
          { name: 'email', readonly: true },
          { name: 'phone', required: true },
          { name: 'last_name', alias: 'Cognome' },
          { name: 'registration_date', readonly: true },
          { name: 'app_lang', readonly: true },
        ],
      },
      // A trade fair: COMPANY must give the fiscal code, may leave the phone empty, sees company_name read-only.
      COMPANY: {
        attendee_fields: [
          { name: 'fiscal_code', visible: true, required: true },
          { name: 'phone', required: false },
          { name: 'company_name', alias: 'Espositore', visible: true, readonly: true },
        ],
      },
    };

    beforeAll(async () => {
      eventC = (
        await createEvent(admin, {
          options: [
            { key: 'UI_CONFIG', value: JSON.stringify(UI_CONFIG) },
            { key: 'DEFAULT_LANGUAGE', value: 'en' },
          ],
        })
      ).id;
      baseC = `/api/events/${eventC}/attendees`;
      categoryC = await createCategory(admin, eventC, 'Visitatori');
      companyC = await createCompany(admin, eventC, { name: 'Espositore Srl' });
      user = (await userWithRole(t, admin, eventC, 'USER')).client;
      companyUser = (await userWithRole(t, admin, eventC, 'COMPANY', companyC)).client;
      record = await createAttendee(
        admin,
        eventC,
        fullAttendee(categoryC, companyC, { fiscal_code: FISCAL_CODES[2], payment_status: 'PAID' }),
      );
    });

    it('USER does not receive hidden fields, in the list, the detail, the create form or the history', async () => {
      const detail = (await user.get(`${baseC}/${record}`).expect(200)).body;
      expect(detail).not.toHaveProperty('fiscal_code');
      expect(detail).not.toHaveProperty('payment_status');
      expect(detail).toMatchObject({ email: expect.stringMatching(/^maria\.bianchi\.\d+@example\.com$/), phone: '+39 06 1234567' });
      const list = (await user.get(baseC).expect(200)).body as AttendeeDto[];
      expect(list.every((a) => !('fiscal_code' in a) && !('payment_status' in a))).toBe(true);
      const form = (await user.get(`${baseC}/create`).expect(200)).body as AttendeeCreateFormDto;
      expect(form.defaults).not.toHaveProperty('payment_status');
      expect(form.fields.find((f) => f.name === 'last_name')).toMatchObject({ alias: 'Cognome' });
      expect(form.fields.find((f) => f.name === 'phone')).toMatchObject({ required: true });

      await admin.put(`${baseC}/${record}`).send({ fiscal_code: FISCAL_CODES[3], first_name: 'Marta' }).expect(200);
      const [latest] = (await user.get(`${baseC}/${record}/history`).expect(200)).body as ActionHistoryDto[];
      expect(latest!.changes).toEqual({ first_name: ['Maria', 'Marta'] });
      const [asAdmin] = (await admin.get(`${baseC}/${record}/history`).expect(200)).body as ActionHistoryDto[];
      expect(asAdmin!.changes).toEqual({ first_name: ['Maria', 'Marta'], fiscal_code: [FISCAL_CODES[2], FISCAL_CODES[3]] });
    });

    it('USER can neither search, filter nor sort on hidden fields', async () => {
      expect((await admin.get(`${baseC}${listQuery({ filter: { q: 'VRDGPP' } })}`).expect(200)).body).toHaveLength(0);
      expect((await admin.get(`${baseC}${listQuery({ filter: { q: 'SPSNNA' } })}`).expect(200)).body).toHaveLength(1);
      expect((await user.get(`${baseC}${listQuery({ filter: { q: 'SPSNNA' } })}`).expect(200)).body).toHaveLength(0);
      await user.get(`${baseC}${listQuery({ filter: { payment_status: 'PAID' } })}`).expect(400);
      await user.get(`${baseC}${listQuery({ sort: ['payment_status', 'ASC'] })}`).expect(400);
      await user.get(`${baseC}${listQuery({ sort: ['email', 'DESC'] })}`).expect(200);
      await admin.get(`${baseC}${listQuery({ filter: { payment_status: 'PAID' } })}`).expect(200);
    });

    it('USER must fill the field made required; its read-only fields are not written, its hidden ones refused', async () => {
      const missing = await user.post(baseC).send(minimalAttendee(categoryC, companyC)).expect(422);
      expect(missing.body.errors).toEqual({ phone: ['Campo obbligatorio'] });
      const hidden = await user
        .post(baseC)
        .send(minimalAttendee(categoryC, companyC, { phone: '+39 02 7654321', fiscal_code: FISCAL_CODES[0], payment_status: 'PAID' }))
        .expect(422);
      expect(hidden.body.errors).toEqual({
        fiscal_code: ['Questo campo non è nel tuo modulo'],
        payment_status: ['Questo campo non è nel tuo modulo'],
      });
      // A hidden field sent empty is no value: accepted.
      const created = await user
        .post(baseC)
        .send(minimalAttendee(categoryC, companyC, { phone: '+39 02 7654321', email: 'scritto@example.com', fiscal_code: null }))
        .expect(201);
      const stored = (await admin.get(`${baseC}/${created.body.id}`).expect(200)).body;
      expect(stored).toMatchObject({ phone: '+39 02 7654321', email: null, fiscal_code: null, payment_status: 'UNPAID' });
      // Read-only fields get the server's values: registered now, in the event's language.
      expect(Date.now() - Date.parse(stored.registration_date)).toBeLessThan(60_000);
      expect(stored.app_lang).toBe('en');
      const dated = await user
        .post(baseC)
        .send(minimalAttendee(categoryC, companyC, { phone: '+39 02 7654321', registration_date: '2020-01-01T00:00:00Z', app_lang: 'it' }))
        .expect(201);
      expect(dated.body.app_lang).toBe('en');
      expect(Date.now() - Date.parse(dated.body.registration_date)).toBeLessThan(60_000);

      await user.put(`${baseC}/${created.body.id}`).send({ fiscal_code: FISCAL_CODES[1], first_name: 'Piero' }).expect(422);
      await user.put(`${baseC}/${created.body.id}`).send({ email: 'cambiato@example.com', first_name: 'Piero' }).expect(200);
      expect((await admin.get(`${baseC}/${created.body.id}`).expect(200)).body).toMatchObject({
        email: null,
        fiscal_code: null,
        first_name: 'Piero',
      });
      // The record must hold a phone after any of USER's writes.
      const sparse = await createAttendee(admin, eventC, minimalAttendee(categoryC, companyC));
      const refused = await user.put(`${baseC}/${sparse}`).send({ pending: true }).expect(422);
      expect(refused.body.errors).toEqual({ phone: ['Campo obbligatorio'] });
    });

    it('COMPANY follows its own entry: fiscal code asked and required, phone optional, company_name read-only', async () => {
      const body = {
        event_attendee_category_id: categoryC,
        first_name: 'Ada',
        last_name: 'Riva',
        email: 'ada.riva@example.com',
        job_title: 'Hostess',
        company_name: 'Tentativo',
      };
      const missing = await companyUser.post(baseC).send(body).expect(422);
      expect(missing.body.errors).toEqual({ fiscal_code: ['Campo obbligatorio'] });
      const created = await companyUser
        .post(baseC)
        .send({ ...body, fiscal_code: FISCAL_CODES[0] })
        .expect(201);
      expect(created.body).toMatchObject({ company_name: null, phone: null, fiscal_code: FISCAL_CODES[0] });
      // A field the event did not ask for is still refused.
      await companyUser
        .post(baseC)
        .send({ ...body, fiscal_code: FISCAL_CODES[1], sponsor_name: 'X' })
        .expect(422);
    });
  });
});
