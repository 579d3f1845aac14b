/**
 * No existence oracles for a COMPANY user (issue 26 item 12): an id of another company's attendee and an
 * id that does not exist get one answer — same status, same body — wherever a company names attendees.
 * (My area's e-mail change is in test/myarea/myarea-email.e2e-spec.ts.)
 */
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from '../attendees/attendee-fixtures';

describe('existence oracles (issue 26 item 12)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let company: ApiClient;
  let eventId: number;
  let X: number;
  let theirs: number;
  const api = (path: string) => `/api/events/${eventId}${path}`;
  const missing = 99_999_999;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    X = await createCompany(admin, eventId, { name: 'Nostra' });
    const Y = await createCompany(admin, eventId, { name: 'Altrui' });
    const category = await createCategory(admin, eventId, 'Piloti');
    theirs = await createAttendee(admin, eventId, minimalAttendee(category, Y));
    company = (await userWithRole(t, admin, eventId, 'COMPANY', X)).client;
  });
  afterAll(() => t?.close());

  it('a vehicle’s driver: another company’s attendee and no attendee answer alike', async () => {
    const plate = (n: number) => `OR${n}ACLE`;
    const other = await company.post(api('/vehicles')).send({ plate: plate(1), type: 'CAR', driver_attendee_id: theirs });
    const none = await company.post(api('/vehicles')).send({ plate: plate(2), type: 'CAR', driver_attendee_id: missing });
    expect([other.status, other.body]).toEqual([none.status, none.body]);
    expect(other.status).toBe(422);
    const en = await company
      .post(api('/vehicles'))
      .set('Accept-Language', 'en')
      .send({ plate: plate(3), type: 'CAR', driver_attendee_id: theirs });
    const enNone = await company
      .post(api('/vehicles'))
      .set('Accept-Language', 'en')
      .send({ plate: plate(4), type: 'CAR', driver_attendee_id: missing });
    expect(en.body).toEqual(enNone.body);
  });

  it('an attendee named in a request, a document or a bulk call: 404 alike', async () => {
    for (const [method, path, body] of [
      ['post', '/access-control-requests', (id: number) => ({ operation: 'ADD', attendee_ids: [id], zone_ids: [] })],
      ['get', `/attendees/{id}`, () => undefined],
      ['put', `/attendees/{id}`, () => ({ first_name: 'X' })],
      ['delete', `/attendees/{id}`, () => undefined],
      ['get', `/attendees/{id}/history`, () => undefined],
      ['get', `/attendees/{id}/consents`, () => undefined],
      ['get', `/attendees/{id}/pass`, () => undefined],
    ] as const) {
      const call = (id: number) => {
        const req = company[method](api(path.replace('{id}', String(id))));
        const b = body(id);
        return b ? req.send(b) : req;
      };
      const [other, none] = [await call(theirs), await call(missing)];
      expect([path, other.status, other.body]).toEqual([path, none.status, none.body]);
    }
  });
});
