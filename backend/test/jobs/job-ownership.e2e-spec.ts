/**
 * A job and an upload belong to the user who created them: others of the event get 404, except
 * staff that manage attendees (event ADMIN, superadmin). A resumed job keeps its creator's scope.
 */
import { ImportsService } from '../../src/registration/imports/imports.service';
import { Job } from '../../src/platform/jobs/job.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, createCompany } from '../attendees/attendee-fixtures';
import { csv, waitForJob } from '../imports/import-helpers';

// Run as one project of the root config, the backend project's testTimeout does not apply.
jest.setTimeout(30_000);

describe('job and upload ownership', () => {
  let t: TestApp;
  let eventId: number;
  let base: string;
  let category: number;
  let X: number;
  let Y: number;
  let eventAdmin: ApiClient;
  let company1: ApiClient;
  let company2: ApiClient;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    base = `/api/events/${eventId}/attendees/import`;
    category = await createCategory(admin, eventId, 'Delegati');
    X = await createCompany(admin, eventId, { name: 'Azienda X' });
    Y = await createCompany(admin, eventId, { name: 'Azienda Y' });
    eventAdmin = (await userWithRole(t, admin, eventId, 'ADMIN')).client;
    company1 = (await userWithRole(t, admin, eventId, 'COMPANY', X)).client;
    company2 = (await userWithRole(t, admin, eventId, 'COMPANY', X)).client;
  }, 60_000);
  afterAll(() => t.close());

  const MAPPING = { Nome: 'first_name', Cognome: 'last_name' };
  const uploadBy = async (client: ApiClient) => {
    const res = await client.post(base).attach(
      'file',
      csv([
        ['Nome', 'Cognome'],
        ['Mario', 'Rossi'],
      ]),
      'people.csv',
    );
    expect(res.status).toBe(201);
    return res.body.upload_id as string;
  };
  /** A finished job of `client`'s, set back to interrupted so that it may be resumed. */
  const jobBy = async (client: ApiClient) => {
    const res = await client.post(`${base}/${await uploadBy(client)}/apply`).send({ mapping: MAPPING });
    expect(res.status).toBe(202);
    const id = res.body.job_id as number;
    await waitForJob(client, eventId, id);
    await t.db.getRepository(Job).update(id, { status: 'interrupted' });
    return id;
  };
  const jobUrl = (id: number) => `/api/events/${eventId}/jobs/${id}`;

  it("hides an ADMIN's job from a COMPANY user of the event (404 to read and resume)", async () => {
    const id = await jobBy(eventAdmin);
    expect((await company1.get(jobUrl(id))).status).toBe(404);
    expect((await company1.post(`${jobUrl(id)}/resume`)).status).toBe(404);
    expect((await t.db.getRepository(Job).findOneByOrFail({ id })).status).toBe('interrupted');
    expect((await eventAdmin.get(jobUrl(id))).status).toBe(200);
  });

  it("hides a COMPANY user's job from another user of the same company; the event ADMIN sees it", async () => {
    const id = await jobBy(company1);
    expect((await company2.get(jobUrl(id))).status).toBe(404);
    expect((await company2.post(`${jobUrl(id)}/resume`)).status).toBe(404);
    expect((await company1.get(jobUrl(id))).status).toBe(200);
    expect((await eventAdmin.get(jobUrl(id))).body).toMatchObject({ id, status: 'interrupted' });
  });

  it("answers 404 to preview and apply of another user's upload", async () => {
    const uploadId = await uploadBy(company1);
    expect((await company2.post(`${base}/${uploadId}/preview`).send({ mapping: MAPPING })).status).toBe(404);
    expect((await company2.post(`${base}/${uploadId}/apply`).send({ mapping: MAPPING })).status).toBe(404);
    expect((await eventAdmin.post(`${base}/${uploadId}/apply`).send({ mapping: MAPPING })).status).toBe(404);
    expect((await company1.post(`${base}/${uploadId}/preview`).send({ mapping: MAPPING })).status).toBe(200);
  });

  it("runs a job resumed by the event ADMIN with its creator's scope, not the ADMIN's", async () => {
    const imports = t.app.get(ImportsService);
    const rows = [
      ['Nome', 'Cognome', 'Categoria', 'Azienda'],
      ['Anna', 'DiY', category, Y],
    ];
    const mapping = { Nome: 'first_name', Cognome: 'last_name', Categoria: 'event_attendee_category_id', Azienda: 'event_company_id' };
    const up = await company1.post(base).attach('file', csv(rows), 'people.csv');
    imports.beforeBatch = () => {
      throw new Error('simulated crash');
    };
    const res = await company1.post(`${base}/${up.body.upload_id}/apply`).send({ mapping });
    expect(await waitForJob(company1, eventId, res.body.job_id)).toMatchObject({ status: 'failed' });
    imports.beforeBatch = null;
    expect((await eventAdmin.post(`${jobUrl(res.body.job_id)}/resume`)).status).toBe(202);
    // Company Y is outside the COMPANY user's scope: the row fails as it would have for them.
    expect(await waitForJob(eventAdmin, eventId, res.body.job_id)).toMatchObject({ status: 'done', created: 0, failed: 1 });
  });
});
