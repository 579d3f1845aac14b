import type { CompanyPortalDto } from '@eventdesk/shared';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { expectDocumented } from './support/documented-response';
import { startTestApp, type TestApp } from './support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** The company portal (issue 13): quotas in use, documentation to fix, the company's documents, requests. */
describe('company portal', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let X: number;
  let Y: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    X = await createCompany(admin, eventId, { name: 'Scuderia X', attendee_quota: 50, vehicle_quota: 10 });
    Y = await createCompany(admin, eventId, { name: 'Scuderia Y' });
  });
  afterAll(() => t?.close());

  it('shows a company its quota use, what papers are missing or rejected, its own documents and its requests', async () => {
    const category = await createCategory(admin, eventId, 'Team');
    await admin
      .post(`/api/events/${eventId}/attachment-definitions`)
      .send({ name_it: 'Patente', target: 'ATTENDEE' })
      .expect(201)
      .expect(expectDocumented);
    const chamber = (
      await admin
        .post(`/api/events/${eventId}/attachment-definitions`)
        .send({ name_it: 'Visura', target: 'COMPANY' })
        .expect(201)
        .expect(expectDocumented)
    ).body.id;
    const rossi = await createAttendee(admin, eventId, { ...minimalAttendee(category, X), last_name: 'Rossi' });
    const bianchi = await createAttendee(admin, eventId, { ...minimalAttendee(category, X), last_name: 'Bianchi' });
    await createAttendee(admin, eventId, { ...minimalAttendee(category, Y), last_name: 'Altri' });
    await admin
      .post(`/api/events/${eventId}/vehicles`)
      .send({ plate: 'PX001AA', type: 'VAN', event_company_id: X })
      .expect(201)
      .expect(expectDocumented);
    const definition = (
      await admin.get(`/api/events/${eventId}/attachment-definitions?filter=${encodeURIComponent('{"target":"ATTENDEE"}')}`)
    ).body[0].id;
    const file = (
      await admin
        .post(`/api/events/${eventId}/attachments`)
        .field('definition_id', String(definition))
        .field('attendee_id', String(rossi))
        .attach('file', PDF, 'patente.pdf')
        .expect(201)
        .expect(expectDocumented)
    ).body.id;
    await admin
      .put(`/api/events/${eventId}/attachments/${file}`)
      .send({ status: 'REJECTED', reason: 'Scaduta' })
      .expect(200)
      .expect(expectDocumented);
    const zone = (
      await admin.post(`/api/events/${eventId}/zones`).send({ name_it: 'Box', code: 'BOX' }).expect(201).expect(expectDocumented)
    ).body.id;
    const company = (await userWithRole(t, admin, eventId, 'COMPANY', X)).client;
    await company
      .post(`/api/events/${eventId}/access-control-requests`)
      .send({ operation: 'ADD', attendee_ids: [rossi, bianchi], zone_ids: [zone] })
      .expect(201)
      .expect(expectDocumented);

    const portal = (await company.get(`/api/events/${eventId}/companies/${X}/portal`).expect(200).expect(expectDocumented))
      .body as CompanyPortalDto;
    expect(portal.company).toEqual({ id: X, name: 'Scuderia X', attendee_quota: 50, vehicle_quota: 10 });
    expect(portal.attendees.total).toBe(2);
    expect(portal.attendees.documentation).toMatchObject({ REJECTED: 1, MISSING: 1, COMPLETE: 0 });
    expect(portal.attendees.to_fix.map((h) => [h.label, h.documentation_status])).toEqual([
      ['Bianchi Mario', 'MISSING'],
      ['Rossi Mario', 'REJECTED'],
    ]);
    expect(portal.vehicles).toMatchObject({ total: 1, documentation: { COMPLETE: 1 }, to_fix: [] });
    expect(portal.company_documentation).toBe('MISSING');
    expect(portal.requests).toEqual({ PENDING: 2, APPROVED: 0, REJECTED: 0 });

    // Its own document in, the company's papers are complete but for the validation.
    await company
      .post(`/api/events/${eventId}/attachments`)
      .field('definition_id', String(chamber))
      .field('event_company_id', String(X))
      .attach('file', PDF, 'visura.pdf')
      .expect(201)
      .expect(expectDocumented);
    expect(
      (await company.get(`/api/events/${eventId}/companies/${X}/portal`).expect(200).expect(expectDocumented)).body.company_documentation,
    ).toBe('TO_VALIDATE');
    // Another company's portal is none of its business.
    await company.get(`/api/events/${eventId}/companies/${Y}/portal`).expect(404);
    await admin.get(`/api/events/${eventId}/companies/${Y}/portal`).expect(200).expect(expectDocumented);
    await admin.get(`/api/events/${eventId}/companies/999999/portal`).expect(404);
  });
});
