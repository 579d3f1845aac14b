/**
 * Two API instances on one database: a restart interrupts only the restarted instance's jobs and
 * those whose owner stopped saying it is alive; a job is resumed (and run) once however many ask.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/app.factory';
import { Job } from '../../src/platform/jobs/job.entity';
import { JobsService, STALE_MS } from '../../src/platform/jobs/jobs.service';
import { ApiClient } from '../support/api-client';
import { createEvent } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';

// Run as one project of the root config, the backend project's testTimeout does not apply.
jest.setTimeout(30_000);

describe('jobs of several instances', () => {
  let t: TestApp;
  let b: NestFastifyApplication;
  let eventId: number;
  const startB = () => createApp({ ...t.config, instanceId: 'b' });

  beforeAll(async () => {
    t = await startTestApp({ INSTANCE_ID: 'a' });
    eventId = (await createEvent(await t.admin())).id;
    b = await startB();
  }, 60_000);
  afterAll(async () => {
    await b.close();
    await t.close();
  });

  const job = async (status: Job['status'], instanceId: string, heartbeatAt: Date) => {
    const inserted = await t.db
      .getRepository(Job)
      .insert({ eventId, type: 'attendee_import', status, userId: 1, params: '{}', errors: '[]', instanceId, heartbeatAt });
    return inserted.identifiers[0]!.id as number;
  };
  const statusOf = async (id: number) => (await t.db.getRepository(Job).findOneByOrFail({ id })).status;

  it("restarting one instance interrupts its own jobs and abandoned ones, not the other's", async () => {
    const now = new Date();
    const ofA = await job('running', 'a', now);
    const queuedOfA = await job('queued', 'a', now);
    const ofB = await job('running', 'b', now);
    const abandoned = await job('running', 'c', new Date(Date.now() - STALE_MS - 60_000));
    await b.close();
    b = await startB();
    expect(await statusOf(ofA)).toBe('running');
    expect(await statusOf(queuedOfA)).toBe('queued');
    expect(await statusOf(ofB)).toBe('interrupted');
    expect(await statusOf(abandoned)).toBe('interrupted');
  });

  it('keeps the heartbeat of the jobs an instance owns', async () => {
    const old = new Date(Date.now() - 3_600_000);
    const id = await job('running', 'a', old);
    await t.app.get(JobsService).heartbeat();
    const row = await t.db.getRepository(Job).findOneByOrFail({ id });
    expect(row.heartbeatAt!.getTime()).toBeGreaterThan(old.getTime() + 3_000_000);
  });

  it('resumes a job once when two instances are asked at the same time (one 202, one 409)', async () => {
    const id = await job('interrupted', 'c', new Date());
    // A handler that holds the job running until released, on both instances; it counts the runs.
    let runs = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const handler = async () => {
      runs++;
      await released;
    };
    for (const app of [t.app, b]) app.get(JobsService).register('attendee_import', handler);
    const clientA = await t.admin();
    const clientB = new ApiClient(b.getHttpServer());
    await clientB.login(ADMIN.email, ADMIN.password);
    const url = `/api/events/${eventId}/jobs/${id}/resume`;
    const [ra, rb] = await Promise.all([clientA.post(url), clientB.post(url)]);
    expect([ra.status, rb.status].sort()).toEqual([202, 409]);
    release();
    await t.app.get(JobsService).idle(eventId);
    await b.get(JobsService).idle(eventId);
    expect(await statusOf(id)).toBe('done');
    expect(runs).toBe(1);
  });
});
