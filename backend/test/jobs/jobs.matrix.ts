import { Job } from '../../src/platform/jobs/job.entity';
import { inEventA, type MatrixWorld, type ResourceMatrix } from '../authz/matrix-kit';
import { importUpload } from '../authz/matrix-records';

/** Waits for the world's own import jobs in event A to end (a job another row resumed runs on after its request). */
async function importsIdle(w: MatrixWorld): Promise<void> {
  for (const started = Date.now(); ; await new Promise((r) => setTimeout(r, 25))) {
    const [{ n }] = (await w.db.query("SELECT COUNT(*) AS n FROM jobs WHERE event_id = ? AND status IN ('queued', 'running')", [
      w.eventA,
    ])) as {
      n: number;
    }[];
    if (Number(n) === 0) return;
    if (Date.now() - started > 60_000) throw new Error(`event A still has ${n} import jobs running after 60 s`);
  }
}

/** A finished import job of event A. */
async function importJob(w: MatrixWorld): Promise<number> {
  await importsIdle(w);
  const res = await w.admin
    .post(`/api/events/${w.eventA}/attendees/import/${await importUpload(w)}/apply`)
    .send({ mapping: { Nome: 'first_name' } });
  if (res.status !== 202) throw new Error(`import apply: ${res.status} ${JSON.stringify(res.body)}`);
  const jobId = res.body.job_id as number;
  // Finished before the next row starts one (a second import of the same user in the event is a 409). A
  // precondition, not a speed check: on a loaded machine (CI runs MariaDB beside the browser tests) a
  // one-row job has taken more than 4 s.
  for (const started = Date.now(); ; await new Promise((r) => setTimeout(r, 25))) {
    const job = await w.db.getRepository(Job).findOneByOrFail({ id: jobId });
    if (job.status === 'done' || job.status === 'failed') break;
    if (Date.now() - started > 60_000) throw new Error(`import job ${jobId} still ${job.status} after 60 s`);
  }
  return jobId;
}

/** An import's job: its creator and who manages attendees see it. */
export const MATRIX: ResourceMatrix = {
  routes: [
    {
      method: 'GET',
      path: '/api/events/:eventId/jobs/:jobId',
      setup: async (w) => ({ jobId: await importJob(w) }),
      note: "the superadmin's job: its creator and who manages attendees see it, others get 404",
      expect: inEventA({ superadmin: 200, ADMIN: 200, USER: 404, VIEWER: 404, SECRETARY: 404, COMPANY: 404 }),
    },
    {
      method: 'POST',
      path: '/api/events/:eventId/jobs/:jobId/resume',
      setup: async (w) => {
        const jobId = await importJob(w);
        await w.db.getRepository(Job).update(jobId, { status: 'interrupted' });
        return { jobId };
      },
      note: "the superadmin's job: resumed by it or an event ADMIN only",
      expect: inEventA({ superadmin: 202, ADMIN: 202, USER: 404, VIEWER: 403, SECRETARY: 404, COMPANY: 404 }),
    },
  ],
};
