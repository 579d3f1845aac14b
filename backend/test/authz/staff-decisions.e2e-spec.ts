/**
 * What only the event's staff decide, role by role (issue 26): field-level permissions that a route's
 * status alone does not show, so the role × route matrix (one body per route) cannot hold them.
 * - company quotas are the ADMIN's (item 15): USER and SECRETARY may edit a company but not its quotas;
 * - document decisions and confirmation are the staff's (item 2): a COMPANY user neither validates, rejects
 *   nor expires its files (whatever its UI configuration lists), nor clears a rejection by uploading again,
 *   nor clears `pending` on its attendees and vehicles; the gate sees what staff decided; every decision
 *   is in the file's history (who, when, why).
 */
import { t as msg, type AttachmentDto, type PassDto } from '@eventdesk/shared';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createAttendee, createCategory, createCompany, fullAttendee, companyFormAttendee } from '../attendees/attendee-fixtures';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

describe('staff decisions (issue 26)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  const clients = {} as Record<'ADMIN' | 'USER' | 'SECRETARY', ApiClient>;
  const api = (path: string) => `/api/events/${eventId}${path}`;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    for (const role of ['ADMIN', 'USER', 'SECRETARY'] as const) clients[role] = (await userWithRole(t, admin, eventId, role)).client;
  });
  afterAll(() => t?.close());

  describe('company quotas are the ADMIN’s (item 15)', () => {
    const fresh = async () =>
      (
        await admin
          .post(api('/companies'))
          .send({ name: `Quote ${Math.random()}`, attendee_quota: 5, vehicle_quota: 2 })
          .expect(201)
      ).body;

    it.each(['USER', 'SECRETARY'] as const)('%s cannot change or set a quota (403, per field), and the quota stays', async (role) => {
      const company = await fresh();
      const res = await clients[role]
        .put(api(`/companies/${company.id}`))
        .send({ attendee_quota: 500, vehicle_quota: null })
        .expect(403);
      expect(res.body.errors).toEqual({
        attendee_quota: [msg('it', 'company_quota_staff_only')],
        vehicle_quota: [msg('it', 'company_quota_staff_only')],
      });
      const en = await clients[role]
        .put(api(`/companies/${company.id}`))
        .set('Accept-Language', 'en')
        .send({ attendee_quota: 500 })
        .expect(403);
      expect(en.body.errors).toEqual({ attendee_quota: [msg('en', 'company_quota_staff_only')] });
      expect((await admin.get(api(`/companies/${company.id}`)).expect(200)).body).toMatchObject({ attendee_quota: 5, vehicle_quota: 2 });
      await clients[role].post(api('/companies')).send({ name: 'Con quota', attendee_quota: 10 }).expect(403);
    });

    it.each(['USER', 'SECRETARY'] as const)('%s still edits the rest of a company, sending the quotas back unchanged', async (role) => {
      const company = await fresh();
      const saved = await clients[role]
        .put(api(`/companies/${company.id}`))
        .send({ ...company, city: 'Monza' })
        .expect(200);
      expect(saved.body).toMatchObject({ city: 'Monza', attendee_quota: 5, vehicle_quota: 2 });
      await clients[role].post(api('/companies')).send({ name: 'Senza quota', attendee_quota: null }).expect(201);
    });

    it('the ADMIN sets and changes them', async () => {
      const company = await fresh();
      const saved = await clients.ADMIN.put(api(`/companies/${company.id}`))
        .send({ attendee_quota: 50, vehicle_quota: null })
        .expect(200);
      expect(saved.body).toMatchObject({ attendee_quota: 50, vehicle_quota: null });
      await clients.ADMIN.post(api('/companies')).send({ name: 'Quota admin', attendee_quota: 10 }).expect(201);
    });
  });

  describe('document decisions and confirmation are the staff’s (item 2)', () => {
    let company: ApiClient;
    let secretary: ApiClient;
    let companyId: number;
    let categoryId: number;
    let zoneId: number;
    let seq = 0;
    // Optional documents, so that each test's holders do not miss the other tests' ones; a rejected file counts all the same.
    const definition = async (body: object) =>
      (
        await admin
          .post(api('/attachment-definitions'))
          .send({ name_it: `Doc ${++seq}`, target: 'ATTENDEE', required: false, ...body })
          .expect(201)
      ).body.id as number;
    const upload = (client: ApiClient, definitionId: number, attendeeId: number) =>
      client
        .post(api('/attachments'))
        .field('definition_id', String(definitionId))
        .field('attendee_id', String(attendeeId))
        .attach('file', PDF, { filename: 'doc.pdf', contentType: 'application/pdf' });
    const status = async (attendeeId: number) => (await admin.get(api(`/attendees/${attendeeId}`)).expect(200)).body.documentation_status;
    /** An attendee of the company with a right on the zone, and its pass code. */
    const holder = async () => {
      const id = await createAttendee(admin, eventId, fullAttendee(categoryId, companyId));
      await admin.post(api('/access-rights')).send({ attendee_id: id, zone_id: zoneId }).expect(201);
      return { id, code: ((await admin.get(api(`/attendees/${id}/pass`)).expect(200)).body as PassDto).code };
    };
    const scan = async (code: string) =>
      (
        await secretary
          .post(api('/scans'))
          .send({ code, zone_id: zoneId, direction: 'IN', device_id: 'gate-26', nonce: `n${++seq}` })
          .expect(201)
      ).body as { result: string; reason: string | null };

    beforeAll(async () => {
      // A configuration that offers the company every action on files: decisions stay the staff's all the same.
      const config = {
        COMPANY: { attachment_actions: [{ name: 'validation' }, { name: 'upload' }, { name: 'preview' }, { name: 'expire' }] },
      };
      await admin
        .put(api(''))
        .send({
          options: [
            { key: 'DEFAULT_LANGUAGE', value: 'it' },
            { key: 'UI_CONFIG', value: JSON.stringify(config) },
          ],
        })
        .expect(200);
      companyId = await createCompany(admin, eventId, { name: 'Scuderia 26' });
      categoryId = await createCategory(admin, eventId, 'Meccanici 26');
      zoneId = (await admin.post(api('/zones')).send({ name_it: 'Box', code: 'BOX26' }).expect(201)).body.id;
      company = (await userWithRole(t, admin, eventId, 'COMPANY', companyId)).client;
      secretary = clients.SECRETARY;
    });

    it('a COMPANY user cannot validate, reject or expire its own file (403), and a rejected one stays rejected at the gate', async () => {
      const doc = await definition({ validation_required: true });
      const { id, code } = await holder();
      const file = (await upload(company, doc, id).expect(201)).body as AttachmentDto;
      await admin
        .put(api(`/attachments/${file.id}`))
        .send({ status: 'REJECTED', reason: 'Illeggibile' })
        .expect(200);
      for (const body of [{ status: 'VALID' }, { status: 'REJECTED', reason: 'Ci ripenso' }, { status: 'EXPIRED' }])
        await company
          .put(api(`/attachments/${file.id}`))
          .send(body)
          .expect(403);
      expect((await admin.get(api(`/attachments/${file.id}`)).expect(200)).body).toMatchObject({
        status: 'REJECTED',
        reason: 'Illeggibile',
      });
      expect(await status(id)).toBe('REJECTED');
      expect(await scan(code)).toMatchObject({ result: 'DENIED', reason: 'documents' });
    });

    it('a file that replaces a valid one where validation is required waits for staff, and the gate refuses it until then', async () => {
      const doc = await definition({ validation_required: true });
      const { id, code } = await holder();
      const first = (await upload(company, doc, id).expect(201)).body as AttachmentDto;
      expect(await status(id)).toBe('TO_VALIDATE');
      expect(await scan(code)).toMatchObject({ result: 'DENIED', reason: 'documents' });
      await admin
        .put(api(`/attachments/${first.id}`))
        .send({ status: 'VALID' })
        .expect(200);
      expect((await scan(code)).result).toBe('ADMITTED');
      // The company swaps the checked file for another: nobody has looked at this one yet.
      const swapped = (await upload(company, doc, id).expect(201)).body as AttachmentDto;
      expect(swapped.status).toBe('TO_VALIDATE');
      expect(await status(id)).toBe('TO_VALIDATE');
      await secretary
        .post(api('/scans'))
        .send({ code, zone_id: zoneId, direction: 'OUT', device_id: 'gate-26', nonce: `n${++seq}` })
        .expect(201);
      expect(await scan(code)).toMatchObject({ result: 'DENIED', reason: 'documents' });
      await admin
        .put(api(`/attachments/${swapped.id}`))
        .send({ status: 'VALID' })
        .expect(200);
      expect((await scan(code)).result).toBe('ADMITTED');
    });

    it.each([true, false])(
      'uploading again does not clear a rejection (validation required: %s): the new file is to be checked, the gate still refuses',
      async (validationRequired) => {
        const doc = await definition({ validation_required: validationRequired });
        const { id, code } = await holder();
        const file = (await upload(company, doc, id).expect(201)).body as AttachmentDto;
        await admin
          .put(api(`/attachments/${file.id}`))
          .send({ status: 'REJECTED', reason: 'Scaduta' })
          .expect(200);
        const again = (await upload(company, doc, id).expect(201)).body as AttachmentDto;
        expect(again.status).toBe('TO_VALIDATE');
        expect(await status(id)).toBe('REJECTED');
        expect(await scan(code)).toMatchObject({ result: 'DENIED', reason: 'documents' });
        // Staff look at the new file: their decision is what counts.
        await admin
          .put(api(`/attachments/${again.id}`))
          .send({ status: 'VALID' })
          .expect(200);
        expect(await status(id)).toBe('COMPLETE');
        expect((await scan(code)).result).toBe('ADMITTED');
      },
    );

    it('keeps every decision in the file’s history: who, when, the reason', async () => {
      const doc = await definition({ validation_required: true });
      const { id } = await holder();
      const file = (await upload(company, doc, id).expect(201)).body as AttachmentDto;
      await admin
        .put(api(`/attachments/${file.id}`))
        .send({ status: 'REJECTED', reason: 'Foto mancante' })
        .expect(200);
      await clients.USER.put(api(`/attachments/${file.id}`))
        .send({ status: 'VALID' })
        .expect(200);
      const history = (await company.get(api(`/attachments/${file.id}/history`)).expect(200)).body as {
        action: string;
        user_email: string | null;
        created_at: string;
        changes: Record<string, [unknown, unknown]>;
      }[];
      expect(history.map((h) => [h.action, h.changes.status, h.changes.reason ?? null])).toEqual([
        ['update', ['REJECTED', 'VALID'], ['Foto mancante', null]],
        ['update', ['TO_VALIDATE', 'REJECTED'], [null, 'Foto mancante']],
        ['create', [null, 'TO_VALIDATE'], null],
      ]);
      expect(history.every((h) => h.user_email && !Number.isNaN(Date.parse(h.created_at)))).toBe(true);
    });

    it('a COMPANY user cannot clear (or set) pending on its attendees and vehicles; staff can', async () => {
      const person = await createAttendee(admin, eventId, fullAttendee(categoryId, companyId, { pending: true }));
      // Not in COMPANY's form at all (issue 29 item 13): refused, and nothing written.
      const refused = await company
        .put(api(`/attendees/${person}`))
        .send({ pending: false })
        .expect(422);
      expect(Object.keys(refused.body.errors)).toEqual(['pending']);
      expect((await admin.get(api(`/attendees/${person}`)).expect(200)).body.pending).toBe(true);
      await company
        .post(api('/attendees'))
        .send(companyFormAttendee(categoryId, { pending: true }))
        .expect(422);
      const created = (await company.post(api('/attendees')).send(companyFormAttendee(categoryId)).expect(201)).body;
      expect((await admin.get(api(`/attendees/${created.id}`)).expect(200)).body.pending).toBe(false);

      const car = (
        await admin.post(api('/vehicles')).send({ plate: 'PD026AA', type: 'CAR', event_company_id: companyId, pending: true }).expect(201)
      ).body;
      await company
        .put(api(`/vehicles/${car.id}`))
        .send({ pending: false })
        .expect(200);
      expect((await admin.get(api(`/vehicles/${car.id}`)).expect(200)).body.pending).toBe(true);
      await clients.USER.put(api(`/vehicles/${car.id}`))
        .send({ pending: false })
        .expect(200);
      expect((await admin.get(api(`/vehicles/${car.id}`)).expect(200)).body.pending).toBe(false);
      await clients.SECRETARY.put(api(`/attendees/${person}`))
        .send({ pending: false })
        .expect(200);
      expect((await admin.get(api(`/attendees/${person}`)).expect(200)).body.pending).toBe(false);
    });
  });
});
