import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { createClient } from 'redis';
import { Attendee } from '../src/registration/attendees/attendee.entity';
import { BullmqRunner, JOBS_QUEUE } from '../src/platform/jobs/bullmq-runner';
import { JOB_RUNNER } from '../src/platform/jobs/job-runner';
import { Job } from '../src/platform/jobs/job.entity';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';
import { csv, waitForJob } from './imports/import-helpers';
import { createEvent } from './support/fixtures';
import { sessionIdOf } from './support/session-probe';
import { readEvents } from './support/sse';
import { startTestApp, ADMIN, type TestApp } from './support/test-app';

/**
 * Sessions, throttling counters and the job queue (BullMQ) in Redis (REDIS_URL), as several API instances need. CI sets
 * TEST_REDIS_URL (Redis runs on the CI machine); elsewhere this suite is reported as skipped.
 */
const url = process.env.TEST_REDIS_URL;
(url ? describe : describe.skip)('with REDIS_URL', () => {
  let t: TestApp;
  let redis: ReturnType<typeof createClient>;
  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL: url! });
    redis = createClient({ url });
    await redis.connect();
  });
  afterAll(async () => {
    await redis.quit();
    await t.close();
  });

  it('keeps the session in Redis, not in the database, and ends it at logout', async () => {
    const client = await t.admin();
    await client.get('/api/user').expect(200);
    const keys = await redis.keys('eventdesk:sess:*');
    expect(keys.length).toBeGreaterThan(0);
    expect(await t.db.query('SELECT COUNT(*) AS n FROM sessions')).toEqual([expect.objectContaining({ n: expect.anything() })]);
    const [{ n }] = (await t.db.query('SELECT COUNT(*) AS n FROM sessions')) as { n: number | string }[];
    expect(Number(n)).toBe(0);
    await client.post('/logout').expect(204);
    await client.get('/api/user').expect(401);
  });

  it('counts failed logins in Redis', async () => {
    const email = `nobody-${Date.now()}@eventdesk.test`;
    const client = t.client();
    await client.csrf();
    for (let i = 0; i < 5; i++) await client.post('/login').send({ email, password: 'wrong-password-1' }).expect(422);
    const res = await client.post('/login').send({ email, password: 'wrong-password-1' }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await redis.keys('eventdesk:rl:login:*')).some((k) => k.includes(email))).toBe(true);
    await client.post('/login').send({ email: ADMIN.email, password: ADMIN.password }).expect(200);
  });

  it('ends a user’s other sessions kept in Redis (issue 12)', async () => {
    const admin = await t.admin();
    const email = `remote-${Date.now()}@eventdesk.test`;
    const password = 'Zq9-vT7w-kP2m-redis';
    await admin.post('/api/users').send({ name: 'Sessione Remota', email, password, password_confirmation: password }).expect(201);
    const keep = t.client();
    const other = t.client();
    expect((await keep.login(email, password)).status).toBe(200);
    expect((await other.login(email, password)).status).toBe(200);
    const before = (await redis.keys('eventdesk:sess:*')).length;
    expect((await keep.delete('/user/sessions').expect(200)).body).toEqual({ sessions_ended: 1 });
    await other.get('/api/user').expect(401);
    await keep.get('/api/user').expect(200);
    expect((await redis.keys('eventdesk:sess:*')).length).toBe(before - 1);
  });

  it('counts wrong company codes per account in Redis', async () => {
    const email = `nobody-${Date.now()}@eventdesk.test`;
    const client = t.client();
    await client.csrf();
    const statuses: number[] = [];
    // The per-account counter (issue 12) lives in Redis, shared by every instance.
    for (let i = 0; i < 5; i++) statuses.push((await client.post('/company-login').send({ username: email, code: '000000' })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422]);
    const keys = await redis.keys('eventdesk:rl:account-2fa:*');
    expect(keys.some((k) => k.includes(email))).toBe(true);
  });

  it('runs an attendee import on the BullMQ queue, and a job delivered twice runs once', async () => {
    expect(t.app.get(JOB_RUNNER)).toBeInstanceOf(BullmqRunner);
    const admin = await t.admin();
    const eventId = (await createEvent(admin)).id;
    const category = await createCategory(admin, eventId, 'Delegati');
    const company = await createCompany(admin, eventId, { name: 'Azienda X' });
    const rows = [
      ['Nome', 'Cognome', 'Categoria', 'Azienda'],
      ...Array.from({ length: 30 }, (_, i) => [`N${i}`, `C${i}`, category, company]),
    ];
    const base = `/api/events/${eventId}/attendees/import`;
    const up = await admin.post(base).attach('file', csv(rows), 'people.csv').expect(201);
    const res = await admin.post(`${base}/${up.body.upload_id}/apply`).send({ mapping: up.body.suggested_mapping }).expect(202);
    const jobId = res.body.job_id as number;
    expect(await waitForJob(admin, eventId, jobId)).toMatchObject({ status: 'done', created: 30, failed: 0 });
    expect(await t.db.getRepository(Attendee).countBy({ eventId })).toBe(30);

    // As BullMQ does with a stalled job: the same job delivered again. Its row is not queued: nothing runs.
    const queue = t.app.get<Queue>(getQueueToken(JOBS_QUEUE));
    const again = await queue.add('run', { id: jobId, eventId });
    await new Promise((r) => setTimeout(r, 300));
    expect(await again.getState()).not.toBe('waiting');
    expect(await t.db.getRepository(Job).findOneByOrFail({ id: jobId })).toMatchObject({ status: 'done', created: 30 });
    expect(await t.db.getRepository(Attendee).countBy({ eventId })).toBe(30);
  });
  it('carries the scans’ occupancy changes through a Redis channel to every instance’s live dashboards (issue 14)', async () => {
    const admin = await t.admin();
    const eventId = (await createEvent(admin)).id;
    const zoneId = (await admin.post(`/api/events/${eventId}/zones`).send({ name_it: 'Sala', code: 'SALA' }).expect(201)).body.id as number;
    const attendee = await createAttendee(
      admin,
      eventId,
      minimalAttendee(await createCategory(admin, eventId, 'Ospiti'), await createCompany(admin, eventId, { name: 'Rete' })),
    );
    await admin.post(`/api/events/${eventId}/access-rights`).send({ attendee_id: attendee, zone_id: zoneId }).expect(201);
    const code = (await admin.get(`/api/events/${eventId}/attendees/${attendee}/pass`).expect(200)).body.code as string;
    const heard: string[] = [];
    const listener = redis.duplicate();
    await listener.connect();
    await listener.subscribe('eventdesk:occupancy', (message) => heard.push(message));
    const stream = readEvents<{ zone_id: number; inside: number }[]>(admin, `/api/events/${eventId}/access-controls/live`, 'occupancy', 2);
    await new Promise((r) => setTimeout(r, 300));
    // The session the scan is checked with is in Redis.
    const sessionKey = `eventdesk:sess:${sessionIdOf(admin)}`;
    expect(await redis.exists(sessionKey)).toBe(1);
    await admin
      .post(`/api/events/${eventId}/scans`)
      .send({ code, zone_id: zoneId, direction: 'IN', device_id: 'r', nonce: 'r1' })
      .expect(201);
    const { messages } = await stream;
    await listener.quit();
    expect(heard).toContain(String(eventId));
    expect(messages.map((m) => m.find((o) => o.zone_id === zoneId)?.inside ?? 0)).toEqual([0, 1]);
    // Signed out, the session is gone from Redis: no token matches, the scan is refused.
    await admin.post('/logout').expect(204);
    expect(await redis.exists(sessionKey)).toBe(0);
    const refused = await admin
      .post(`/api/events/${eventId}/scans`)
      .send({ code, zone_id: zoneId, direction: 'OUT', device_id: 'r', nonce: 'r2' });
    expect(refused.status).toBe(419);
  });
});
