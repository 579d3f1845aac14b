/**
 * The event's number of attendees kept by the writers (attendees/attendee-totals.ts): the total of
 * the unfiltered list comes from it, so it must follow every create, delete and import, and a
 * figure gone wrong outside the application heals at the next start.
 */
import { AttendeeTotalsService } from '../../src/registration/attendees/attendee-totals.service';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { csv, waitForJob } from '../imports/import-helpers';
import { createAttendee, createCategory, createCompany, listQuery, minimalAttendee } from './attendee-fixtures';

describe('attendee totals', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let category: number;
  let company: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    category = await createCategory(admin, eventId, 'Delegati');
    company = await createCompany(admin, eventId, { name: 'Acme' });
  });
  afterAll(() => t?.close());

  const stored = async () =>
    Number(((await t.db.query('SELECT total FROM event_attendee_totals WHERE event_id = ?', [eventId])) as { total: number }[])[0]?.total);
  const counted = () => t.db.getRepository(Attendee).countBy({ eventId });
  /** The unfiltered list's total, with a page of 2 so that it is never told by a short page. */
  const listed = async () => {
    const res = await admin.get(`/api/events/${eventId}/attendees${listQuery({ range: [0, 1] })}`).expect(200);
    return Number(/\/(\d+)$/.exec(res.headers['content-range'] as string)![1]);
  };
  const expectExact = async (n: number) => {
    expect(await counted()).toBe(n);
    expect(await stored()).toBe(n);
    expect(await listed()).toBe(n);
  };

  it('follows creates and deletes through the API', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++)
      ids.push(await createAttendee(admin, eventId, minimalAttendee(category, company, { last_name: `Conto${i}` })));
    await expectExact(4);
    await admin.delete(`/api/events/${eventId}/attendees/${ids[0]}`).expect(200);
    await expectExact(3);
    // A create refused by validation adds nothing.
    await admin.post(`/api/events/${eventId}/attendees`).send({ first_name: 'Senza' }).expect(422);
    await expectExact(3);
  });

  it('follows an import: the created rows, not the failed ones', async () => {
    const base = `/api/events/${eventId}/attendees/import`;
    const rows = [
      ['Nome', 'Cognome', 'Categoria', 'Azienda'],
      ...Array.from({ length: 5 }, (_, i) => [`Nome${i}`, `Importato${i}`, category, company]),
    ];
    rows.push(['Senza', 'Categoria', '', company]);
    const up = await admin.post(base).attach('file', csv(rows), 'people.csv').expect(201);
    const mapping = { Nome: 'first_name', Cognome: 'last_name', Categoria: 'event_attendee_category_id', Azienda: 'event_company_id' };
    const res = await admin.post(`${base}/${up.body.upload_id}/apply`).send({ mapping });
    const job = await waitForJob(admin, eventId, res.body.job_id);
    // The five valid rows are added, the bad one fails alone (issue 11).
    expect(job).toMatchObject({ status: 'done', created: 5, failed: 1 });
    await expectExact(8);
    const again = await admin
      .post(base)
      .attach('file', csv(rows.slice(0, -1).map((r, i) => (i === 0 ? r : [r[0]!, `Di nuovo${i}`, r[2]!, r[3]!]))), 'people.csv')
      .expect(201);
    const res2 = await admin.post(`${base}/${again.body.upload_id}/apply`).send({ mapping });
    expect(await waitForJob(admin, eventId, res2.body.job_id)).toMatchObject({ status: 'done', created: 5 });
    await expectExact(13);
  });

  it('heals at start-up a figure that went wrong outside the application', async () => {
    await t.db.query('UPDATE event_attendee_totals SET total = 999 WHERE event_id = ?', [eventId]);
    expect(await listed()).toBe(999);
    await t.app.get(AttendeeTotalsService).onApplicationBootstrap();
    await expectExact(13);
  });

  it('counts an event that has no figure yet, and keeps it', async () => {
    await t.db.query('DELETE FROM event_attendee_totals WHERE event_id = ?', [eventId]);
    expect(await listed()).toBe(13);
    expect(await stored()).toBe(13);
  });
});
