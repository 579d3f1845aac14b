// The `credits` part of `npm run bench` (issue 27): an ECM congress of its own — 10,000 attendees, 40 sessions in two
// parallel rooms (20 slots of 45 minutes over two days), one rule per session and one for the programme, and 400,000
// admitted scans at the rooms' doors (each attendee goes in and out of one of the two sessions of every slot, some
// leaving early) — then `POST …/credits/recompute` is timed until its job is done. Goal: < 30 s on MariaDB.
import { seedAttendees } from './seed.mjs';
import { signIn } from './sign-in.mjs';
import { api, prng, sqlDate } from './part-kit.mjs';

/** The bench app's first superadmin (ADMIN_EMAIL, ADMIN_PASSWORD): makes the congress's event. */
export const BENCH_SUPERADMIN = { email: 'superadmin@bench.test', password: 'Quercia-Lampone-7391-Vento' };

export const CREDIT_ATTENDEES = Number(process.env.BENCH_CREDIT_ATTENDEES ?? 10_000);
const SLOTS = 20;
const ROOMS = 2;
const SLOT_MIN = 45;

/** Seeds the congress through `db` (the bench's engine adapter) and the API; answers the event's id and counts. */
async function seedCongress(db, base, auth, engine, log) {
  const event = await api(base, auth, 'POST', '/api/events', {
    name: `Congresso ECM ${Date.now()}`,
    sku: `E${Date.now() % 10000}`,
    start_at: '2027-05-20',
    end_at: '2027-05-21',
    address: 'Via Roma 1',
    zip_code: '00100',
    city: 'Roma',
    country: 'IT',
  });
  const eventId = event.id;
  await seedAttendees(db, { eventId, count: CREDIT_ATTENDEES, batch: 5000, engine });
  const ids = (await db.all('SELECT id FROM attendees WHERE event_id = ? ORDER BY id', [eventId])).map((r) => Number(r.id));
  const rooms = [];
  for (let r = 0; r < ROOMS; r++) rooms.push(await api(base, auth, 'POST', `/api/events/${eventId}/rooms`, { name_it: `Aula ${r + 1}` }));
  const sessions = [];
  for (let slot = 0; slot < SLOTS; slot++) {
    const day = slot < SLOTS / 2 ? 20 : 21;
    const start = new Date(Date.UTC(2027, 4, day, 8, 0) + (slot % (SLOTS / 2)) * (SLOT_MIN + 5) * 60_000);
    const end = new Date(start.getTime() + SLOT_MIN * 60_000);
    for (const room of rooms)
      sessions.push({
        slot,
        door: room.zone_id,
        start,
        end,
        ...(await api(base, auth, 'POST', `/api/events/${eventId}/sessions`, {
          title_it: `Sessione ${slot + 1} ${room.name_it}`,
          type: 'PARALLEL',
          registration: 'OPEN',
          room_id: room.id,
          start_at: start.toISOString(),
          end_at: end.toISOString(),
        })),
      });
  }
  // The rules straight into their table: through the API each would queue a recomputation of its own.
  const stamp = sqlDate(new Date());
  const rule = (sessionId) => [eventId, sessionId, sessionId ?? 0, 150, 90, 0, 75, '[]', '[]', '[]', 'ECM-BENCH', stamp, stamp];
  const ruleSql =
    'INSERT INTO credit_rules (event_id, session_id, session_key, credit_hundredths, min_presence, survey_required, survey_min_correct,' +
    ' attendee_category_ids, professions, disciplines, accreditation_code, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
  for (const s of sessions) await db.exec(ruleSql, rule(s.id));
  await db.exec(ruleSql, rule(null));
  // Scans: per attendee and slot, IN at one of the two doors a few minutes around the start, OUT near the end or early.
  const rand = prng(27);
  const columns =
    '(event_id, zone_id, direction, result, holder_type, holder_id, device_id, nonce, scanned_at, inside, delta, offline, created_at)';
  const perStatement = engine === 'sqlite' ? 2000 : 5000;
  let rows = [];
  let count = 0;
  let n = 0;
  const flush = async () => {
    if (!rows.length) return;
    await db.exec(
      `INSERT INTO scans ${columns} VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      rows.flat(),
    );
    count += rows.length;
    rows = [];
  };
  for (const id of ids) {
    for (let slot = 0; slot < SLOTS; slot++) {
      const s = sessions[slot * ROOMS + Math.floor(rand() * ROOMS)];
      const inAt = new Date(s.start.getTime() + (rand() * 10 - 5) * 60_000);
      const outAt = new Date(s.end.getTime() - (rand() < 0.2 ? rand() * 20 : rand() * 2 - 1) * 60_000);
      for (const [direction, at] of [
        ['IN', inAt],
        ['OUT', outAt],
      ])
        rows.push([eventId, s.door, direction, 'ADMITTED', 'ATTENDEE', id, 'bench', `b${++n}`, sqlDate(at), 0, 0, 0, stamp]);
      if (rows.length >= perStatement) await db.tx(flush);
    }
  }
  await db.tx(flush);
  if (engine !== 'sqlite') await db.all('ANALYZE TABLE scans, credit_rules, attendees');
  log(`  credits: seeded ${ids.length} attendees, ${sessions.length} sessions, ${sessions.length + 1} rules, ${count} scans`);
  return { eventId, attendees: ids.length, sessions: sessions.length, rules: sessions.length + 1, scans: count };
}

/** Seeds the congress, then times a whole recomputation through the API (request to job done). */
export async function measureCredits({ db, base, engine, log }) {
  const auth = await signIn(base, BENCH_SUPERADMIN);
  const t0 = performance.now();
  const seeded = await seedCongress(db, base, auth, engine, log);
  const seedSeconds = +((performance.now() - t0) / 1000).toFixed(1);
  const started = performance.now();
  const { job_id } = await api(base, auth, 'POST', `/api/events/${seeded.eventId}/credits/recompute`);
  let job;
  for (;;) {
    job = await api(base, auth, 'GET', `/api/events/${seeded.eventId}/jobs/${job_id}`);
    if (job.status !== 'queued' && job.status !== 'running') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = +((performance.now() - started) / 1000).toFixed(2);
  if (job.status !== 'done') throw new Error(`the recomputation ended ${job.status}`);
  const [{ results, earned }] = await db.all('SELECT COUNT(*) AS results, SUM(earned) AS earned FROM credit_results WHERE event_id = ?', [
    seeded.eventId,
  ]);
  return { ...seeded, seedSeconds, seconds, processed: job.processed, results: Number(results), earned: Number(earned) };
}
