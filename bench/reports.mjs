// The `reports` part of `npm run bench` (issue 28): every report of the bench's event — its 100,000 attendees and
// 500,000 scans seeded here at four gates over two days (entries, exits and some refusals, from twenty tablets) —
// asked for as the page asks (no filter) and filtered by a category, 20 times each after two warm-ups; the p95 of
// each. Goal: p95 ≤ 300 ms on both engines. A report the API does not serve yet (404) is left out.

import { api, prng, sqlDate } from './part-kit.mjs';

/** The reports of issue 28, in the page's order; the part measures those the API serves. */
export const REPORT_NAMES = ['registrations', 'gate', 'accreditation', 'commerce', 'programme'];
export const REPORT_SCANS = Number(process.env.BENCH_REPORT_SCANS ?? 500_000);
const ZONES = 4;
const DEVICES = 20;
const ROUNDS = 20;

/** Four gates of the event and REPORT_SCANS scans of its attendees at them, straight into the table. */
async function seedScans(db, base, auth, eventId, engine) {
  const zones = [];
  for (let z = 0; z < ZONES; z++) {
    const zone = await api(base, auth, 'POST', `/api/events/${eventId}/zones`, {
      name_it: `Varco bench ${z + 1}`,
      code: `BENCH-R${Date.now() % 100000}-${z}`,
    });
    zones.push(zone.id);
  }
  const ids = (await db.all('SELECT id FROM attendees WHERE event_id = ? ORDER BY id', [eventId])).map((r) => Number(r.id));
  const rand = prng(28);
  const columns =
    '(event_id, zone_id, direction, result, reason, holder_type, holder_id, device_id, nonce, scanned_at, inside, delta, offline, created_at)';
  const perStatement = engine === 'sqlite' ? 2000 : 5000;
  const stamp = sqlDate(new Date());
  const day0 = Date.UTC(2027, 4, 20, 8, 0);
  let rows = [];
  let count = 0;
  const flush = async () => {
    if (!rows.length) return;
    await db.exec(
      `INSERT INTO scans ${columns} VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      rows.flat(),
    );
    count += rows.length;
    rows = [];
  };
  const nonce = `r${Date.now()}-`;
  // A tenth of the attendees never come; the rest scan at random gates over two ten-hour days, drawn in time order
  // so that each scan's `inside` and `delta` are what the gate writes (scan-writer.ts): an admitted entry of someone
  // outside +1, an admitted exit of someone inside −1, anything else 0; `inside` the zone's count after it.
  const times = Array.from({ length: REPORT_SCANS }, () => day0 + (rand() < 0.5 ? 0 : 86_400_000) + Math.floor(rand() * 10 * 3_600_000));
  times.sort((a, b) => a - b);
  const present = new Set();
  const counts = new Map(zones.map((z) => [z, 0]));
  for (let n = 0; n < REPORT_SCANS; n++) {
    const holder = ids[Math.floor(rand() * ids.length * 0.9)];
    const denied = rand() < 0.08;
    const zone = zones[Math.floor(rand() * ZONES)];
    const direction = rand() < 0.55 ? 'IN' : 'OUT';
    const place = `${zone}:${holder}`;
    let delta = 0;
    if (!denied && direction === 'IN' && !present.has(place)) {
      delta = 1;
      present.add(place);
    } else if (!denied && direction === 'OUT' && present.has(place)) {
      delta = -1;
      present.delete(place);
    }
    counts.set(zone, counts.get(zone) + delta);
    rows.push([
      eventId,
      zone,
      direction,
      denied ? 'DENIED' : 'ADMITTED',
      denied ? (rand() < 0.6 ? 'already_inside' : 'no_right') : null,
      'ATTENDEE',
      holder,
      `tablet-${1 + Math.floor(rand() * DEVICES)}`,
      `${nonce}${n}`,
      sqlDate(new Date(times[n])),
      counts.get(zone),
      delta,
      0,
      stamp,
    ]);
    if (rows.length >= perStatement) await db.tx(flush);
  }
  await db.tx(flush);
  if (engine !== 'sqlite') await db.all('ANALYZE TABLE scans, attendees');
  return { zones: zones.length, scans: count };
}

/** Milliseconds of `n` sequential GETs of `url` (the whole answer read), sorted. */
async function timings(url, auth, n) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: auth.headers(), signal: AbortSignal.timeout(120_000) });
    auth.keep(res);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

const at = (sorted, q) => +sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)].toFixed(1);

/** Seeds the scans, then times each report the API serves, plain and filtered by a category. */
export async function measureReports({ db, base, auth, eventId, engine, log, restart }) {
  const t0 = performance.now();
  const seeded = await seedScans(db, base, auth, eventId, engine);
  const seedSeconds = +((performance.now() - t0) / 1000).toFixed(1);
  log(`  reports: seeded ${seeded.scans} scans at ${seeded.zones} gates in ${seedSeconds} s`);
  // The scans went straight into the table: SQLite's statistics, which the app refreshes at start-up and every ten
  // minutes (sqlite-statistics.service.ts), still describe an empty log, as they would only in a gate day's first
  // minutes. The app is started again on the seeded log, as after the attendees' seed (MariaDB: ANALYZE above).
  if (engine === 'sqlite' && restart) ({ base, auth } = await restart());
  // A seed longer than the server's keep-alive leaves a dead pooled socket: the first request is asked twice.
  const categories = () => api(base, auth, 'GET', `/api/events/${eventId}/attendee-categories?range=${encodeURIComponent('[0,0]')}`);
  const [category] = await categories().catch(categories);
  const reports = [];
  for (const name of REPORT_NAMES) {
    const url = `${base}/api/events/${eventId}/reports/${name}`;
    const probe = await fetch(url, { headers: auth.headers() });
    auth.keep(probe);
    await probe.arrayBuffer();
    if (probe.status === 404) continue;
    if (!probe.ok) throw new Error(`${name}: ${probe.status}`);
    for (const [variant, query] of [
      ['all', ''],
      ['one category', category ? `?category_id=${category.id}` : null],
    ]) {
      if (query === null) continue;
      await timings(url + query, auth, 2);
      const sorted = await timings(url + query, auth, ROUNDS);
      reports.push({ name, variant, p50: at(sorted, 0.5), p95: at(sorted, 0.95), max: at(sorted, 1) });
    }
  }
  return { ...seeded, seedSeconds, rounds: ROUNDS, reports };
}
