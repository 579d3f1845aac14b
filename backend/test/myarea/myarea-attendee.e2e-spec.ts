import { withBankDetails } from '../commerce/commerce-fixtures';
import { ATTENDEE_FIELDS, ATTENDEE_SELF_SERVICE_FIELDS } from '@eventdesk/shared';
import request from 'supertest';
import { ActionHistory } from '../../src/platform/history/action-history.entity';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { insertAttendeeCategory } from '../commerce/commerce-fixtures';
import type { ApiClient } from '../support/api-client';
import { startTestApp, type TestApp } from '../support/test-app';
import { attendeeOf, browser, myEvent, setOptions, signIn } from './myarea-fixtures';

// A 1×1 PNG.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4d60000000049454e44ae426082',
  'hex',
);

/**
 * The my-area endpoints of SPEC §7 besides sign-in: the event's public data, and the attendee's own
 * record with the field permissions of the event's ATTENDEE UI configuration.
 */
describe('my area: public event and own data', () => {
  let t: TestApp;
  let admin: ApiClient;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
  });
  afterAll(() => t.close());

  describe('GET /api/external/{token}/event', () => {
    it('answers the public data to anyone, and nothing internal', async () => {
      const event = await myEvent(admin, {
        name: 'Fiera del libro',
        start_at: '2027-09-01',
        end_at: '2027-09-03',
        city: 'Torino',
        address: 'Via Nizza 280',
      });
      await setOptions(admin, event.id, [
        { key: 'DEFAULT_LANGUAGE', value: 'en' },
        { key: 'UI_CONFIG', value: JSON.stringify({ ATTENDEE: { attendee_fields: [{ name: 'fiscal_code', visible: true }] } }) },
      ]);
      await withBankDetails(admin, event.id);
      await admin.post(`/api/events/${event.id}/image-background`).attach('file', PNG, 'bg.png').expect(200);

      const res = await request(t.app.getHttpServer()).get(`/api/external/${event.token}/event`).expect(200);
      expect(res.body).toEqual({
        id: event.id,
        name: 'Fiera del libro',
        start_at: '2027-09-01',
        end_at: '2027-09-03',
        address: 'Via Nizza 280',
        city: 'Torino',
        country: 'IT',
        image_background_url: expect.stringMatching(/^\/uploads\/events\/[0-9a-f]{32}\.png$/),
        default_language: 'en',
        languages: ['it', 'en'],
        terms: [],
      });
      const text = JSON.stringify(res.body);
      for (const secret of [
        event.token,
        'IBAN',
        'IT60X0542811101000000123456',
        'Eventi Medici',
        'UI_CONFIG',
        'fiscal_code',
        'sku',
        'options',
        'created_at',
        'zip_code',
        'image_background"',
      ]) {
        expect(text).not.toContain(secret);
      }
      // The image it names is served.
      await request(t.app.getHttpServer()).get(res.body.image_background_url).expect(200);
    });

    it('default_language null and no image when the event has none', async () => {
      const event = await myEvent(admin);
      const res = await request(t.app.getHttpServer()).get(`/api/external/${event.token}/event`).expect(200);
      expect(res.body).toMatchObject({ default_language: null, image_background_url: null, languages: ['it', 'en'], terms: [] });
    });

    it('404 for an unknown or malformed token, with no hint', async () => {
      const missing = await request(t.app.getHttpServer()).get('/api/external/no-such-token/event').expect(404);
      expect(missing.body).toMatchObject({ statusCode: 404 });
      await request(t.app.getHttpServer())
        .get(`/api/external/${'x'.repeat(65)}/event`)
        .expect(404);
      await request(t.app.getHttpServer()).get('/api/external/bad%20token/event').expect(404);
    });
  });

  describe('GET /api/{token}/attendee with the default ATTENDEE configuration', () => {
    it('shows id, the self-service fields and app_lang; the fields with their flags', async () => {
      const event = await myEvent(admin);
      const attendee = await attendeeOf(t, event.id, {
        firstName: 'Lucia',
        lastName: 'Verdi',
        phone: '+39 06 1234567',
        workCity: 'Roma',
        foodRestriction: 'Senza glutine',
        hasDisability: true,
        fiscalCode: 'RSSMRA85T10H501O',
        identityCardNumber: 'CA12345AB',
        additionalInfo: 'Nota interna',
        paymentStatus: 'PAID',
      });
      const c = await browser(t);
      await signIn(t, c, event.token, attendee.email!);
      const res = await c.get(`/api/${event.token}/attendee`).expect(200);

      expect(Object.keys(res.body).sort()).toEqual(['attendee', 'fields']);
      expect(Object.keys(res.body.attendee).sort()).toEqual(['id', 'accepted_terms', ...ATTENDEE_SELF_SERVICE_FIELDS].sort());
      expect(res.body.attendee).toMatchObject({
        id: attendee.id,
        first_name: 'Lucia',
        last_name: 'Verdi',
        email: attendee.email,
        phone: '+39 06 1234567',
        work_city: 'Roma',
        food_restriction: 'Senza glutine',
        has_disability: true,
        app_lang: 'it',
      });
      const text = JSON.stringify(res.body.attendee);
      for (const hidden of ['RSSMRA85T10H501O', 'CA12345AB', 'Nota interna', 'PAID', attendee.uuid, attendee.attendeeCode])
        expect(text).not.toContain(hidden);

      // In the form order of SPEC §3.
      expect(res.body.fields.map((f: { name: string }) => f.name)).toEqual(
        ATTENDEE_FIELDS.filter((f) => ATTENDEE_SELF_SERVICE_FIELDS.includes(f)),
      );
      for (const field of res.body.fields) {
        expect(field).toEqual({
          name: field.name,
          visible: true,
          readonly: false,
          required: ['first_name', 'last_name', 'email'].includes(field.name),
        });
      }
    });
  });

  describe('PUT /api/{token}/attendee', () => {
    let event: { id: number; token: string };
    let category: number;
    beforeAll(async () => {
      event = await myEvent(admin);
      category = (await insertAttendeeCategory(t, event.id, 'Relatori')).id;
    });

    async function signedIn(fields: Partial<Attendee> = {}) {
      const attendee = await attendeeOf(t, event.id, { firstName: 'Marco', lastName: 'Neri', ...fields });
      const c = await browser(t);
      await signIn(t, c, event.token, attendee.email!);
      return { attendee, c };
    }

    it('writes the writable fields and answers the GET shape; the history records the change with no staff user', async () => {
      const { attendee, c } = await signedIn();
      const res = await c
        .put(`/api/${event.token}/attendee`)
        .send({
          first_name: ' Marco Antonio ',
          phone: '+39 333 1234567',
          work_city: 'Milano',
          work_country: 'it',
          food_restriction: 'Vegetariano',
          has_disability: true,
          app_lang: 'en',
        })
        .expect(200);
      expect(res.body.attendee).toMatchObject({
        id: attendee.id,
        first_name: 'Marco Antonio',
        phone: '+39 333 1234567',
        work_city: 'Milano',
        work_country: 'IT',
        food_restriction: 'Vegetariano',
        has_disability: true,
        app_lang: 'en',
      });
      expect(res.body).toEqual((await c.get(`/api/${event.token}/attendee`).expect(200)).body);
      // Staff find the attendee by the new name.
      const found = await admin.get(`/api/events/${event.id}/attendees?filter=${encodeURIComponent('{"q":"antonio neri"}')}`).expect(200);
      expect(found.body.map((a: { id: number }) => a.id)).toEqual([attendee.id]);
      const row = await t.db.getRepository(Attendee).findOneByOrFail({ id: attendee.id });
      expect(row).toMatchObject({
        firstName: 'Marco Antonio',
        phone: '+39 333 1234567',
        workCountry: 'IT',
        hasDisability: true,
        appLang: 'en',
      });

      const [entry, ...more] = await t.db.getRepository(ActionHistory).find({ where: { subjectType: 'attendee', subjectId: attendee.id } });
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ eventId: event.id, action: 'update', userId: null, userEmail: null });
      expect(JSON.parse(entry.changes)).toEqual({
        first_name: ['Marco', 'Marco Antonio'],
        phone: [null, '+39 333 1234567'],
        work_city: [null, 'Milano'],
        work_country: [null, 'IT'],
        food_restriction: [null, 'Vegetariano'],
        has_disability: [false, true],
        app_lang: ['it', 'en'],
      });
      // The same again changes nothing and records nothing.
      await c.put(`/api/${event.token}/attendee`).send({ phone: '+39 333 1234567' }).expect(200);
      expect(await t.db.getRepository(ActionHistory).countBy({ subjectType: 'attendee', subjectId: attendee.id })).toBe(1);
    });

    it('ignores the fields the attendee may not write: hidden, read-only, system, staff-only, unknown', async () => {
      const { attendee, c } = await signedIn({ fiscalCode: null, paymentStatus: 'UNPAID' });
      const before = await t.db.getRepository(Attendee).findOneByOrFail({ id: attendee.id });
      const res = await c
        .put(`/api/${event.token}/attendee`)
        .send({
          id: 999,
          uuid: 'f00',
          attendee_code: 'HACK',
          event_id: 1,
          fiscal_code: 'RSSMRA85T10H501O',
          payment_status: 'PAID',
          pending: true,
          badge_delivered: true,
          event_attendee_category_id: category,
          event_company_id: 1,
          registration_date: '2020-01-01T00:00:00Z',
          additional_info: 'x',
          something_else: 'y',
          phone: '+39 333 0000001',
        })
        .expect(200);
      expect(res.body.attendee.id).toBe(attendee.id);
      const after = await t.db.getRepository(Attendee).findOneByOrFail({ id: attendee.id });
      expect(after).toEqual({ ...before, phone: '+39 333 0000001', updatedAt: after.updatedAt });
    });

    it('validates with the shared schema: 422 per field, in the request language', async () => {
      const { attendee, c } = await signedIn();
      const it = await c
        .put(`/api/${event.token}/attendee`)
        .send({ phone: 'abc', email: 'nope', work_country: 'XX', app_lang: 'de' })
        .expect(422);
      expect(Object.keys(it.body.errors).sort()).toEqual(['app_lang', 'email', 'phone', 'work_country']);
      expect(it.body.errors.email).toEqual(['Indirizzo e-mail non valido']);
      expect(it.body.errors.work_country).toEqual(['Paese non valido (codice ISO di due lettere, es. IT)']);
      c.lang = 'en';
      const en = await c.put(`/api/${event.token}/attendee`).send({ phone: 'abc' }).expect(422);
      expect(en.body.errors.phone[0]).toMatch(/^Invalid phone number/);
      // Nothing was written.
      expect((await t.db.getRepository(Attendee).findOneByOrFail({ id: attendee.id })).phone).toBeNull();
    });

    it('enforces the required fields: sent blank, or missing from the record as it would be', async () => {
      const { c } = await signedIn();
      const blank = await c.put(`/api/${event.token}/attendee`).send({ first_name: '  ', last_name: null, email: '' }).expect(422);
      expect(blank.body.errors).toEqual({
        first_name: ['Campo obbligatorio'],
        last_name: ['Campo obbligatorio'],
        email: ['Campo obbligatorio'],
      });

      const { attendee: noName, c: c2 } = await signedIn({ firstName: null });
      const missing = await c2.put(`/api/${event.token}/attendee`).send({ phone: '+39 333 1111111' }).expect(422);
      expect(missing.body.errors).toEqual({ first_name: ['Campo obbligatorio'] });
      // Reported together with the schema's own messages.
      const both = await c2.put(`/api/${event.token}/attendee`).send({ phone: 'abc' }).expect(422);
      expect(Object.keys(both.body.errors).sort()).toEqual(['first_name', 'phone']);
      await c2.put(`/api/${event.token}/attendee`).send({ first_name: 'Ada', phone: '+39 333 1111111' }).expect(200);
      expect((await t.db.getRepository(Attendee).findOneByOrFail({ id: noName.id })).firstName).toBe('Ada');
    });

    it('refuses a body that is not an object (422)', async () => {
      const { c } = await signedIn();
      await c.put(`/api/${event.token}/attendee`).set('Content-Type', 'application/json').send('[1,2]').expect(422);
    });

    it('needs the anti-forgery header (419) and the attendee session (401)', async () => {
      const { c } = await signedIn();
      await c.agent.put(`/api/${event.token}/attendee`).send({ phone: '+39 333 2222222' }).expect(419);
      const anonymous = await browser(t);
      await anonymous.put(`/api/${event.token}/attendee`).send({ phone: '+39 333 2222222' }).expect(401);
    });
  });

  describe('a custom ATTENDEE UI configuration', () => {
    let event: { id: number; token: string };
    let category: number;
    beforeAll(async () => {
      event = await myEvent(admin);
      category = (await insertAttendeeCategory(t, event.id, 'Ospiti')).id;
      const config = {
        ATTENDEE: {
          attendee_fields: [
            { name: 'phone', required: true },
            { name: 'food_restriction', readonly: true },
            { name: 'work_city', visible: false },
            { name: 'fiscal_code', visible: true, readonly: false, required: true, alias: 'Codice fiscale' },
            { name: 'attendee_code', visible: true },
            { name: 'event_attendee_category_id', visible: true, readonly: false },
            { name: 'payment_status', visible: true, readonly: false, required: true },
          ],
        },
        // Other audiences' entries do not reach the attendee.
        USER: { attendee_fields: [{ name: 'email', visible: false }] },
      };
      await setOptions(admin, event.id, [{ key: 'UI_CONFIG', value: JSON.stringify(config) }]);
    });

    it('shows the fields it makes visible with its flags; staff-only fields are shown read-only', async () => {
      const attendee = await attendeeOf(t, event.id, {
        workCity: 'Bari',
        attendeeCode: 'A-77',
        eventAttendeeCategoryId: null,
        paymentStatus: 'PENDING',
      });
      const c = await browser(t);
      const login = await signIn(t, c, event.token, attendee.email!);
      const { fields, attendee: me } = login.body;
      const byName = Object.fromEntries(fields.map((f: { name: string }) => [f.name, f]));
      expect(byName.phone).toEqual({ name: 'phone', visible: true, required: true, readonly: false });
      expect(byName.food_restriction).toEqual({ name: 'food_restriction', visible: true, required: false, readonly: true });
      expect(byName.work_city).toBeUndefined();
      expect(byName.fiscal_code).toEqual({ name: 'fiscal_code', alias: 'Codice fiscale', visible: true, required: true, readonly: false });
      expect(byName.attendee_code).toEqual({ name: 'attendee_code', visible: true, required: false, readonly: true });
      expect(byName.event_attendee_category_id).toEqual({
        name: 'event_attendee_category_id',
        visible: true,
        required: false,
        readonly: true,
      });
      expect(byName.payment_status).toEqual({ name: 'payment_status', visible: true, required: false, readonly: true });
      expect(byName.email).toMatchObject({ visible: true, required: true });
      expect(me).toMatchObject({ attendee_code: 'A-77', payment_status: 'PENDING', event_attendee_category_id: null, fiscal_code: null });
      expect(me).not.toHaveProperty('work_city');
    });

    it('writes only what it lets the attendee write, and requires what it requires', async () => {
      const attendee = await attendeeOf(t, event.id, { workCity: 'Bari', foodRestriction: 'Nessuna', paymentStatus: 'UNPAID' });
      const c = await browser(t);
      await signIn(t, c, event.token, attendee.email!);

      const missing = await c.put(`/api/${event.token}/attendee`).send({ food_restriction: 'Vegana' }).expect(422);
      expect(missing.body.errors).toEqual({ phone: ['Campo obbligatorio'], fiscal_code: ['Campo obbligatorio'] });
      const invalid = await c
        .put(`/api/${event.token}/attendee`)
        .send({ phone: '+39 333 3333333', fiscal_code: 'RSSMRA85T10H501X' })
        .expect(422);
      expect(Object.keys(invalid.body.errors)).toEqual(['fiscal_code']);

      const res = await c
        .put(`/api/${event.token}/attendee`)
        .send({
          phone: '+39 333 3333333',
          fiscal_code: 'rssmra85t10h501o',
          food_restriction: 'Vegana',
          work_city: 'Lecce',
          attendee_code: 'X',
          event_attendee_category_id: category,
          payment_status: 'PAID',
        })
        .expect(200);
      expect(res.body.attendee).toMatchObject({
        phone: '+39 333 3333333',
        fiscal_code: 'RSSMRA85T10H501O',
        food_restriction: 'Nessuna',
        payment_status: 'UNPAID',
      });
      const row = await t.db.getRepository(Attendee).findOneByOrFail({ id: attendee.id });
      expect(row).toMatchObject({
        phone: '+39 333 3333333',
        fiscalCode: 'RSSMRA85T10H501O',
        foodRestriction: 'Nessuna',
        workCity: 'Bari',
        attendeeCode: attendee.attendeeCode,
        eventAttendeeCategoryId: null,
        paymentStatus: 'UNPAID',
      });
    });
  });
});
