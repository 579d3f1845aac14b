import { t as msg, type AttachmentDefinitionDto, type AttachmentDto, type AttendeeDto, type VehicleDto } from '@eventdesk/shared';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AttachmentsService } from '../src/accreditation/attachments/attachments.service';
import { Attachment } from '../src/accreditation/attachments/attachment.entity';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 0x20)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Required documents and their files (issue 13): definitions, upload checks, preview, decisions, expiry, status in SQL, scope. */
describe('attachments', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let X: number;
  let Y: number;
  let mechanics: number;
  let guests: number;
  let idCard: AttachmentDefinitionDto;
  let insurance: AttachmentDefinitionDto;
  let registration: AttachmentDefinitionDto;
  const api = (path = '') => `/api/events/${eventId}${path}`;
  const upload = (client: ApiClient, fields: Record<string, string | number>, content: Buffer = PDF, filename = 'documento.pdf') => {
    let req = client.post(api('/attachments'));
    for (const [k, v] of Object.entries(fields)) req = req.field(k, String(v));
    return req.attach('file', content, { filename, contentType: 'application/pdf' });
  };
  const attendee = async (id: number) => (await admin.get(api(`/attendees/${id}`)).expect(200)).body as AttendeeDto;
  const vehicle = async (id: number) => (await admin.get(api(`/vehicles/${id}`)).expect(200)).body as VehicleDto;
  const stored = () => readdirSync(join(t.config.dataDir, 'uploads', 'attachments')).length;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    X = await createCompany(admin, eventId, { name: 'Scuderia X' });
    Y = await createCompany(admin, eventId, { name: 'Scuderia Y' });
    mechanics = await createCategory(admin, eventId, 'Meccanici');
    guests = await createCategory(admin, eventId, 'Ospiti');
    idCard = (
      await admin
        .post(api('/attachment-definitions'))
        .send({
          name_it: 'Documento d’identità',
          name_en: 'Identity document',
          target: 'ATTENDEE',
          attendee_category_ids: [mechanics],
          file_types: ['PDF', 'JPEG'],
          max_size_mb: 1,
          expiry_required: true,
        })
        .expect(201)
    ).body;
    insurance = (
      await admin
        .post(api('/attachment-definitions'))
        .send({ name_it: 'Assicurazione', target: 'VEHICLE', vehicle_types: ['TRUCK'], validation_required: false })
        .expect(201)
    ).body;
    registration = (await admin.post(api('/attachment-definitions')).send({ name_it: 'Visura camerale', target: 'COMPANY' }).expect(201))
      .body;
  });
  afterAll(() => t?.close());

  it('defines documents with their scope, and reads them back', async () => {
    expect(idCard).toMatchObject({
      target: 'ATTENDEE',
      required: true,
      attendee_category_ids: [mechanics],
      vehicle_types: [],
      file_types: ['PDF', 'JPEG'],
      max_size_mb: 1,
      expiry_required: true,
      validation_required: true,
      active: true,
    });
    expect(insurance).toMatchObject({
      vehicle_types: ['TRUCK'],
      file_types: ['PDF', 'JPEG', 'PNG'],
      max_size_mb: 5,
      validation_required: false,
    });
    const listed = (await admin.get(api(`/attachment-definitions?filter=${encodeURIComponent('{"target":"VEHICLE"}')}`)).expect(200)).body;
    expect(listed.map((d: AttachmentDefinitionDto) => d.id)).toEqual([insurance.id]);
  });

  it('keeps each attendee’s documentation status, in SQL: missing, to validate, complete, rejected, replaced', async () => {
    const mechanic = await createAttendee(admin, eventId, { ...minimalAttendee(mechanics, X), last_name: 'Meccanico' });
    const guest = await createAttendee(admin, eventId, { ...minimalAttendee(guests, X), last_name: 'Ospite' });
    expect((await attendee(mechanic)).documentation_status).toBe('MISSING');
    expect((await attendee(guest)).documentation_status).toBe('COMPLETE');
    const missing = (
      await admin.get(api(`/attendees?filter=${encodeURIComponent('{"documentation_status":"MISSING"}')}&range=[0,999]`)).expect(200)
    ).body as AttendeeDto[];
    expect(missing.map((a) => a.id)).toContain(mechanic);
    expect(missing.map((a) => a.id)).not.toContain(guest);

    // The document does not apply to a guest (its categories).
    expect((await upload(admin, { definition_id: idCard.id, attendee_id: guest, expires_at: day(30) }).expect(422)).body.errors).toEqual({
      definition_id: [msg('it', 'attachment_not_for_holder')],
    });
    const first = (
      await upload(
        admin,
        { definition_id: idCard.id, attendee_id: mechanic, expires_at: day(30) },
        PDF,
        'C:\\Users\\mario\\carta.pdf',
      ).expect(201)
    ).body as AttachmentDto;
    expect(first).toMatchObject({
      status: 'TO_VALIDATE',
      file_name: 'carta.pdf',
      file_type: 'PDF',
      size: PDF.length,
      current: true,
      expires_at: day(30),
    });
    expect((await attendee(mechanic)).documentation_status).toBe('TO_VALIDATE');
    expect(
      (
        await admin
          .put(api(`/attachments/${first.id}`))
          .send({ status: 'VALID' })
          .expect(200)
      ).body.status,
    ).toBe('VALID');
    expect((await attendee(mechanic)).documentation_status).toBe('COMPLETE');
    const rejected = (
      await admin
        .put(api(`/attachments/${first.id}`))
        .send({ status: 'REJECTED', reason: 'Illeggibile' })
        .expect(200)
    ).body;
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'Illeggibile' });
    expect((await attendee(mechanic)).documentation_status).toBe('REJECTED');

    // A new file replaces it; the old one stays as history and can no longer be decided.
    const second = (
      await upload(admin, { definition_id: idCard.id, attendee_id: mechanic, expires_at: day(60) }, PDF, 'carta-nuova.pdf').expect(201)
    ).body as AttachmentDto;
    // The rejection stands until staff decide the new file (issue 26 item 2).
    expect((await attendee(mechanic)).documentation_status).toBe('REJECTED');
    const history = (
      await admin.get(api(`/attachments?filter=${encodeURIComponent(JSON.stringify({ attendee_id: mechanic }))}`)).expect(200)
    ).body as AttachmentDto[];
    expect(history.map((a) => [a.id, a.current, a.replaced_by])).toEqual([
      [second.id, true, null],
      [first.id, false, second.id],
    ]);
    await admin
      .put(api(`/attachments/${first.id}`))
      .send({ status: 'VALID' })
      .expect(409);

    // Moving the attendee to a category the document does not apply to: complete.
    await admin
      .put(api(`/attendees/${mechanic}`))
      .send({ event_attendee_category_id: guests })
      .expect(200);
    expect((await attendee(mechanic)).documentation_status).toBe('REJECTED');
    await admin
      .put(api(`/attachments/${second.id}`))
      .send({ status: 'VALID' })
      .expect(200);
    expect((await attendee(mechanic)).documentation_status).toBe('COMPLETE');
  });

  it('recomputes every holder when a definition changes: deactivated, it no longer asks; with files it cannot be deleted', async () => {
    const truck = (await admin.post(api('/vehicles')).send({ plate: 'TR001AA', type: 'TRUCK', event_company_id: X }).expect(201)).body.id;
    const car = (await admin.post(api('/vehicles')).send({ plate: 'CA001AA', type: 'CAR', event_company_id: X }).expect(201)).body.id;
    expect((await vehicle(truck)).documentation_status).toBe('MISSING');
    expect((await vehicle(car)).documentation_status).toBe('COMPLETE');
    await admin
      .put(api(`/vehicles/${car}`))
      .send({ type: 'TRUCK' })
      .expect(200);
    expect((await vehicle(car)).documentation_status).toBe('MISSING');
    const trucks = (await admin.get(api(`/vehicles?filter=${encodeURIComponent('{"documentation_status":"MISSING"}')}`)).expect(200)).body;
    expect(trucks.map((v: VehicleDto) => v.plate).sort()).toEqual(['CA001AA', 'TR001AA']);
    // No validation asked: an upload is valid at once.
    const doc = (await upload(admin, { definition_id: insurance.id, vehicle_id: truck }, PNG, 'polizza.png').expect(201))
      .body as AttachmentDto;
    expect(doc).toMatchObject({ status: 'VALID', file_type: 'PNG', holder_type: 'VEHICLE', event_company_id: X });
    expect((await vehicle(truck)).documentation_status).toBe('COMPLETE');
    await admin
      .put(api(`/attachment-definitions/${insurance.id}`))
      .send({ active: false })
      .expect(200);
    expect((await vehicle(car)).documentation_status).toBe('COMPLETE');
    await admin
      .put(api(`/attachment-definitions/${insurance.id}`))
      .send({ active: true })
      .expect(200);
    expect((await vehicle(car)).documentation_status).toBe('MISSING');
    await admin.delete(api(`/attachment-definitions/${insurance.id}`)).expect(409);
  });

  it('refuses a renamed executable, an HTML or SVG file and an oversized one, by content, and keeps none of them', async () => {
    const holder = await createAttendee(admin, eventId, { ...minimalAttendee(mechanics, X), last_name: 'Controlli' });
    const before = stored();
    admin.lang = 'en';
    try {
      for (const [content, name] of [
        [EXE, 'documento.pdf'],
        [HTML, 'documento.pdf'],
        [SVG, 'documento.jpg'],
        [PNG, 'documento.png'],
      ] as const) {
        const res = await upload(admin, { definition_id: idCard.id, attendee_id: holder, expires_at: day(10) }, content, name).expect(422);
        expect(res.body.errors).toEqual({ file: [msg('en', 'attachment_file_type', { types: 'PDF, JPEG' })] });
      }
      const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]);
      expect(
        (await upload(admin, { definition_id: idCard.id, attendee_id: holder, expires_at: day(10) }, big).expect(422)).body.errors,
      ).toEqual({
        file: [msg('en', 'attachment_too_large', { max: 1 })],
      });
      // Past what any definition may accept, the upload itself stops.
      await upload(
        admin,
        { definition_id: idCard.id, attendee_id: holder, expires_at: day(10) },
        Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024)]),
      ).expect(413);
      expect((await upload(admin, { definition_id: idCard.id, attendee_id: holder }).expect(422)).body.errors).toEqual({
        expires_at: [msg('en', 'attachment_expiry_required')],
      });
      expect((await upload(admin, { definition_id: idCard.id, attendee_id: holder, expires_at: day(-1) }).expect(422)).body.errors).toEqual(
        {
          expires_at: [msg('en', 'attachment_already_expired')],
        },
      );
      const noFile = await admin
        .post(api('/attachments'))
        .field('definition_id', String(idCard.id))
        .field('attendee_id', String(holder))
        .expect(422);
      expect(noFile.body.errors).toEqual({ file: [msg('en', 'file_required')] });
    } finally {
      admin.lang = 'it';
    }
    expect(stored()).toBe(before);
    expect((await attendee(holder)).documentation_status).toBe('MISSING');
  });

  it('serves a file inline with its own type, nosniff and a sandboxing policy; as a download on request', async () => {
    const holder = await createAttendee(admin, eventId, { ...minimalAttendee(mechanics, X), last_name: 'Anteprima' });
    const doc = (
      await upload(admin, { definition_id: idCard.id, attendee_id: holder, expires_at: day(10) }, PDF, 'Patente «B».pdf').expect(201)
    ).body as AttachmentDto;
    const res = await admin
      .get(api(`/attachments/${doc.id}/file`))
      .buffer(true)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/(^|; )sandbox(;|$)/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Patente _B_.pdf"; filename*=UTF-8''${encodeURIComponent('Patente «B».pdf')}`,
    );
    expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
    const download = await admin.get(api(`/attachments/${doc.id}/file?download=1`)).expect(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('serves a file under the name of its checked type, never the uploader’s extension (issue 26 item 11)', async () => {
    // A PDF/HTML polyglot: it starts as a PDF (so it is one to the upload check) and holds a page that would run as .html.
    const polyglot = Buffer.concat([PDF, Buffer.from('<html><script>alert(document.domain)</script></html>')]);
    const holder = await createAttendee(admin, eventId, { ...minimalAttendee(mechanics, X), last_name: 'Poliglotta' });
    const doc = (
      await upload(admin, { definition_id: idCard.id, attendee_id: holder, expires_at: day(10) }, polyglot, 'fattura 2024.pdf.html').expect(201)
    ).body as AttachmentDto;
    expect(doc).toMatchObject({ file_type: 'PDF', file_name: 'fattura 2024.pdf.html' });
    for (const [query, kind] of [['?download=1', 'attachment'], ['', 'inline']] as const) {
      const res = await admin.get(api(`/attachments/${doc.id}/file${query}`)).buffer(true).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(`${kind}; filename="fattura 2024.pdf.pdf"; filename*=UTF-8''fattura%202024.pdf.pdf`);
    }
    // RFC 5987: the characters it does not allow bare are escaped too; a JPEG is named .jpg whatever it was sent as.
    const photo = (
      await upload(admin, { definition_id: idCard.id, attendee_id: holder, expires_at: day(10) }, JPEG, "l'ingresso (1)*.png").expect(201)
    ).body as AttachmentDto;
    const res = await admin.get(api(`/attachments/${photo.id}/file?download=1`)).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="l'ingresso (1)*.jpg"; filename*=UTF-8''l%27ingresso%20%281%29%2A.jpg`);
  });

  it('expires a file by hand and once its day has passed (the sweep), and says so before the sweep', async () => {
    const holder = await createAttendee(admin, eventId, { ...minimalAttendee(mechanics, X), last_name: 'Scadenze' });
    const doc = (await upload(admin, { definition_id: idCard.id, attendee_id: holder, expires_at: day(5) }).expect(201))
      .body as AttachmentDto;
    await admin
      .put(api(`/attachments/${doc.id}`))
      .send({ status: 'VALID' })
      .expect(200);
    expect((await attendee(holder)).documentation_status).toBe('COMPLETE');
    // The day passes.
    await t.db.getRepository(Attachment).update(doc.id, { expiresAt: day(-1) });
    expect((await admin.get(api(`/attachments/${doc.id}`)).expect(200)).body.status).toBe('EXPIRED');
    expect(await t.app.get(AttachmentsService).expireDue()).toBeGreaterThanOrEqual(1);
    expect((await t.db.getRepository(Attachment).findOneByOrFail({ id: doc.id })).status).toBe('EXPIRED');
    expect((await attendee(holder)).documentation_status).toBe('EXPIRED');
    const expired = (await admin.get(api(`/attendees?filter=${encodeURIComponent('{"documentation_status":"EXPIRED"}')}`)).expect(200))
      .body;
    expect(expired.map((a: AttendeeDto) => a.id)).toContain(holder);

    const other = await createAttendee(admin, eventId, { ...minimalAttendee(mechanics, X), last_name: 'Scade a mano' });
    const second = (await upload(admin, { definition_id: idCard.id, attendee_id: other, expires_at: day(90) }).expect(201))
      .body as AttachmentDto;
    expect(
      (
        await admin
          .put(api(`/attachments/${second.id}`))
          .send({ status: 'EXPIRED' })
          .expect(200)
      ).body.status,
    ).toBe('EXPIRED');
    expect((await attendee(other)).documentation_status).toBe('EXPIRED');
  });

  it('keeps a COMPANY user to its own company’s files (404 for the others), and files follow a holder that changes company', async () => {
    const company = (await userWithRole(t, admin, eventId, 'COMPANY', X)).client;
    const own = await createAttendee(admin, eventId, { ...minimalAttendee(mechanics, X), last_name: 'Nostro' });
    const foreign = await createAttendee(admin, eventId, { ...minimalAttendee(mechanics, Y), last_name: 'Altrui' });
    const mine = (await upload(company, { definition_id: idCard.id, attendee_id: own, expires_at: day(30) }).expect(201))
      .body as AttachmentDto;
    await upload(company, { definition_id: idCard.id, attendee_id: foreign, expires_at: day(30) }).expect(404);
    const theirs = (await upload(admin, { definition_id: idCard.id, attendee_id: foreign, expires_at: day(30) }).expect(201))
      .body as AttachmentDto;
    await company.get(api(`/attachments/${theirs.id}`)).expect(404);
    await company.get(api(`/attachments/${theirs.id}/file`)).expect(404);
    // Deciding is the staff's (issue 26 item 2): refused for any file, the company's own as another's.
    await company
      .put(api(`/attachments/${theirs.id}`))
      .send({ status: 'VALID' })
      .expect(403);
    await company
      .put(api(`/attachments/${mine.id}`))
      .send({ status: 'VALID' })
      .expect(403);
    const listed = (await company.get(api('/attachments?range=[0,999]')).expect(200)).body as AttachmentDto[];
    expect(listed.every((a) => a.event_company_id === X)).toBe(true);
    expect(listed.map((a) => a.id)).toContain(mine.id);
    // The company's own documents, and not another company's.
    await upload(company, { definition_id: registration.id, event_company_id: X }).expect(201);
    await upload(company, { definition_id: registration.id, event_company_id: Y }).expect(404);
    // The attendee moves to company Y: its file goes with it, out of X's reach.
    await admin
      .put(api(`/attendees/${own}`))
      .send({ event_company_id: Y })
      .expect(200);
    await company.get(api(`/attachments/${mine.id}`)).expect(404);
    expect((await admin.get(api(`/attachments/${mine.id}`)).expect(200)).body.event_company_id).toBe(Y);
  });

  it('lets each role do with files what its UI configuration allows (SECRETARY: preview only), in the API', async () => {
    const holder = await createAttendee(admin, eventId, { ...minimalAttendee(mechanics, X), last_name: 'Ruoli' });
    const doc = (await upload(admin, { definition_id: idCard.id, attendee_id: holder, expires_at: day(30) }).expect(201))
      .body as AttachmentDto;
    const secretary = (await userWithRole(t, admin, eventId, 'SECRETARY')).client;
    await secretary.get(api(`/attachments/${doc.id}/file`)).expect(200);
    await upload(secretary, { definition_id: idCard.id, attendee_id: holder, expires_at: day(30) }).expect(403);
    await secretary
      .put(api(`/attachments/${doc.id}`))
      .send({ status: 'VALID' })
      .expect(403);
    const viewer = (await userWithRole(t, admin, eventId, 'VIEWER')).client;
    await viewer.get(api(`/attachments/${doc.id}`)).expect(403);

    // An event whose USER may only preview.
    const config = { USER: { attachment_actions: [{ name: 'preview' }] } };
    const eventC = (await createEvent(admin, { options: [{ key: 'UI_CONFIG', value: JSON.stringify(config) }] })).id;
    const companyC = await createCompany(admin, eventC, { name: 'C' });
    const definition = (
      await admin.post(`/api/events/${eventC}/attachment-definitions`).send({ name_it: 'Doc', target: 'ATTENDEE' }).expect(201)
    ).body;
    const person = await createAttendee(admin, eventC, minimalAttendee(await createCategory(admin, eventC, 'C'), companyC));
    const user = (await userWithRole(t, admin, eventC, 'USER')).client;
    const res = await user
      .post(`/api/events/${eventC}/attachments`)
      .field('definition_id', String(definition.id))
      .field('attendee_id', String(person))
      .attach('file', PDF, 'doc.pdf')
      .expect(403);
    expect(res.body.message).toBe(msg('it', 'attachment_action_not_allowed'));
    const file = (
      await admin
        .post(`/api/events/${eventC}/attachments`)
        .field('definition_id', String(definition.id))
        .field('attendee_id', String(person))
        .attach('file', PDF, 'doc.pdf')
        .expect(201)
    ).body;
    await user.get(`/api/events/${eventC}/attachments/${file.id}/file`).expect(200);
    await user.put(`/api/events/${eventC}/attachments/${file.id}`).send({ status: 'VALID' }).expect(403);
  });

  it('refuses malformed definitions, uploads and decisions with per-field messages', async () => {
    const holder = await createAttendee(admin, eventId, { ...minimalAttendee(mechanics, X), last_name: 'Forme' });
    const definitions: [object, string][] = [
      [{}, 'name_it'],
      [{ name_it: 'X' }, 'target'],
      [{ name_it: 'X', target: 'PERSON' }, 'target'],
      [{ name_it: 'X', target: 'VEHICLE', attendee_category_ids: [mechanics] }, 'attendee_category_ids'],
      [{ name_it: 'X', target: 'ATTENDEE', vehicle_types: ['CAR'] }, 'vehicle_types'],
      [{ name_it: 'X', target: 'VEHICLE', vehicle_types: ['SPACESHIP'] }, 'vehicle_types.0'],
      [{ name_it: 'X', target: 'ATTENDEE', file_types: ['EXE'] }, 'file_types.0'],
      [{ name_it: 'X', target: 'ATTENDEE', max_size_mb: 0 }, 'max_size_mb'],
      [{ name_it: 'X', target: 'ATTENDEE', max_size_mb: 500 }, 'max_size_mb'],
      [{ name_it: 'X', target: 'ATTENDEE', max_size_mb: 'tanti' }, 'max_size_mb'],
      [{ name_it: 'X', target: 'ATTENDEE', required: 'forse' }, 'required'],
      [{ name_it: 'X'.repeat(151), target: 'ATTENDEE' }, 'name_it'],
      [{ name_it: 'X', target: 'ATTENDEE', attendee_category_ids: [999_999] }, 'attendee_category_ids'],
    ];
    for (const [body, field] of definitions) {
      const res = await admin.post(api('/attachment-definitions')).send(body);
      expect([JSON.stringify(body), res.status, Object.keys(res.body.errors ?? {})]).toEqual([
        JSON.stringify(body),
        422,
        expect.arrayContaining([field]),
      ]);
    }
    const uploads: [Record<string, string | number>, string][] = [
      [{ attendee_id: holder }, 'definition_id'],
      [{ definition_id: 'uno', attendee_id: holder }, 'definition_id'],
      [{ definition_id: idCard.id }, 'attendee_id'],
      [{ definition_id: idCard.id, attendee_id: holder, vehicle_id: 1 }, 'attendee_id'],
      [{ definition_id: idCard.id, attendee_id: '-3' }, 'attendee_id'],
      [{ definition_id: idCard.id, attendee_id: holder, expires_at: 'domani' }, 'expires_at'],
      [{ definition_id: 999_999, attendee_id: holder, expires_at: day(3) }, 'definition_id'],
      [{ definition_id: insurance.id, attendee_id: holder }, 'definition_id'],
    ];
    const before = stored();
    for (const [fields, field] of uploads) {
      const res = await upload(admin, fields);
      expect([JSON.stringify(fields), res.status, Object.keys(res.body.errors ?? {})]).toEqual([
        JSON.stringify(fields),
        422,
        expect.arrayContaining([field]),
      ]);
    }
    expect(stored()).toBe(before);
    const doc = (await upload(admin, { definition_id: idCard.id, attendee_id: holder, expires_at: day(3) }).expect(201))
      .body as AttachmentDto;
    const decisions: [object, string][] = [
      [{}, 'status'],
      [{ status: 'TO_VALIDATE' }, 'status'],
      [{ status: 'REJECTED' }, 'reason'],
      [{ status: 'REJECTED', reason: ['no'] }, 'reason'],
    ];
    for (const [body, field] of decisions) {
      const res = await admin.put(api(`/attachments/${doc.id}`)).send(body);
      expect([res.status, Object.keys(res.body.errors ?? {})]).toEqual([422, expect.arrayContaining([field])]);
    }
    await admin.get(api('/attachments/abc/file')).expect(404);
    await admin.get(api(`/attachments?filter=${encodeURIComponent('{"owner":1}')}`)).expect(400);
    await admin.put(api('/attachments/999999')).send({ status: 'VALID' }).expect(404);
  });

  it('removes the files of deleted holders (the sweep), never a current one', async () => {
    const holder = await createAttendee(admin, eventId, { ...minimalAttendee(mechanics, X), last_name: 'Eliminato' });
    const kept = await createAttendee(admin, eventId, { ...minimalAttendee(mechanics, X), last_name: 'Restante' });
    const gone = (await upload(admin, { definition_id: idCard.id, attendee_id: holder, expires_at: day(30) }).expect(201))
      .body as AttachmentDto;
    const stays = (await upload(admin, { definition_id: idCard.id, attendee_id: kept, expires_at: day(30) }).expect(201))
      .body as AttachmentDto;
    const pathOf = async (id: number) =>
      join(t.config.dataDir, 'uploads', (await t.db.getRepository(Attachment).findOneByOrFail({ id })).storedPath);
    const [gonePath, staysPath] = [await pathOf(gone.id), await pathOf(stays.id)];
    await admin.delete(`/api/events/${eventId}/attendees/${holder}`).expect(200);
    await admin.get(`/api/events/${eventId}/attachments/${gone.id}`).expect(404);
    const service = t.app.get(AttachmentsService);
    // A file younger than the grace period stays (an upload may be under way).
    expect(await service.removeOrphans()).toBe(0);
    expect(await service.removeOrphans(0)).toBeGreaterThanOrEqual(1);
    expect(existsSync(gonePath)).toBe(false);
    expect(existsSync(staysPath)).toBe(true);
  });
});
