// The raw baseline of a scan at a gate (issue 14): node:http and the driver doing the least work for
// the answer the API gives: the JSON body read; the pass's Ed25519 signature checked with the event's
// key on libuv's thread pool (as the API checks it); one read of the holder with its pass version, its
// right in the zone (granted, or by its category), its state and its card; then one transaction: the
// holder's place in the zone (zone_presence, unique per zone and holder: an entry already there is
// refused by anti-passback), the zone's count moved, the log row. Written for this answer, not the
// API's statements (backend/src/gate/scans/gate-sql.ts): no locking reads, the place taken by the write itself.
// Covers what the bench sends: attendees' passes, IN and OUT, one zone without a capacity; a vehicle's
// pass, a badge print or a zone with a capacity are answered 501. No session, no auth, no framework.
// Started by scripts/bench.mjs as a child process.
// env: ENGINE=sqlite|mysql, SQLITE_PATH or MYSQL_DATABASE (and MYSQL_PORT), EVENT_ID, PORT.
import { createPublicKey, verify } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../backend/package.json', import.meta.url));
const { decodePassCode } = require('@eventdesk/shared');
const sqlite = process.env.ENGINE === 'sqlite';
const eventId = Number(process.env.EVENT_ID);
const port = Number(process.env.PORT);

// The log row's count (`inside`) last: SQLite binds it, MySQL takes it from the occupancy row.
const COLUMNS =
  'event_id, zone_id, direction, result, reason, holder_type, holder_id, event_company_id, device_id, nonce, scanned_at, delta, created_at, inside';
const SQL = {
  key: 'SELECT public_key FROM event_pass_keys WHERE event_id = ?',
  zone:
    // The payment rule is the zone's own since issue 29 item 1 (ticket products, table zone_tickets).
    'SELECT z.id, z.event_id, z.capacity, z.anti_passback, z.active, z.windows,' +
    ' EXISTS (SELECT 1 FROM zone_tickets t WHERE t.zone_id = z.id AND t.product_id IS NOT NULL) AS pay_at_gate' +
    ' FROM zones z WHERE z.id = ?',
  counted: `INSERT ${sqlite ? 'OR IGNORE' : 'IGNORE'} INTO zone_occupancy (zone_id, event_id, inside, peak) VALUES (?, ?, 0, 0)`,
  // Parameters: at, at, zone, zone, holder, event. `granted`: null without a right, 1 outside its window, 2 now.
  holder:
    'SELECT a.id, a.pending, a.documentation_status AS papers, a.payment_status AS payment, a.event_company_id AS company_id,' +
    ' a.first_name, a.last_name, a.attendee_code AS code, c.name AS company, k.name AS category,' +
    " (SELECT v.version FROM pass_versions v WHERE v.event_id = a.event_id AND v.holder_type = 'ATTENDEE' AND v.holder_id = a.id) AS version," +
    ' (SELECT MAX(CASE WHEN (r.valid_from IS NULL OR r.valid_from <= ?) AND (r.valid_to IS NULL OR r.valid_to >= ?) THEN 2 ELSE 1 END)' +
    '   FROM access_rights r WHERE r.zone_id = ? AND r.attendee_id = a.id) AS granted,' +
    ' EXISTS (SELECT 1 FROM zone_defaults d WHERE d.zone_id = ? AND d.attendee_category_id = a.event_attendee_category_id) AS by_default' +
    ' FROM attendees a LEFT JOIN event_companies c ON c.id = a.event_company_id' +
    ' LEFT JOIN attendee_categories k ON k.id = a.event_attendee_category_id WHERE a.id = ? AND a.event_id = ?',
  enter: sqlite
    ? "INSERT INTO zone_presence (event_id, zone_id, holder_type, holder_id, entered_at) VALUES (?, ?, 'ATTENDEE', ?, ?) ON CONFLICT DO NOTHING"
    : "INSERT IGNORE INTO zone_presence (event_id, zone_id, holder_type, holder_id, entered_at) VALUES (?, ?, 'ATTENDEE', ?, ?)",
  leave: "DELETE FROM zone_presence WHERE zone_id = ? AND holder_type = 'ATTENDEE' AND holder_id = ?",
  take: sqlite
    ? 'UPDATE zone_occupancy SET peak = MAX(peak, inside + 1), inside = inside + 1 WHERE zone_id = ? RETURNING inside'
    : 'UPDATE zone_occupancy SET peak = GREATEST(peak, inside + 1), inside = inside + 1 WHERE zone_id = ?',
  giveBack: `UPDATE zone_occupancy SET inside = inside - 1 WHERE zone_id = ? AND inside > 0${sqlite ? ' RETURNING inside' : ''}`,
  inside: 'SELECT inside FROM zone_occupancy WHERE zone_id = ?',
  log: `INSERT INTO scans (${COLUMNS}) VALUES (${Array.from({ length: 14 }, () => '?').join(', ')})`,
  // MySQL: the log row takes the zone's count as the transaction sees it (no round trip to read it first).
  logCounted: `INSERT INTO scans (${COLUMNS}) SELECT ${Array.from({ length: 13 }, () => '?').join(', ')}, o.inside FROM zone_occupancy o WHERE o.zone_id = ?`,
  logged: 'SELECT inside FROM scans WHERE id = LAST_INSERT_ID()',
  first: 'SELECT * FROM scans WHERE event_id = ? AND device_id = ? AND nonce = ?',
};

const yes = (v) => v === 1 || v === true || v === '1';
const toSecond = (d) => new Date(Math.floor(d.getTime() / 1000) * 1000);
const sqliteTime = (d) => d.toISOString().slice(0, 23).replace('T', ' ');
const PAPERS_MISSING = new Set(['MISSING', 'EXPIRED', 'REJECTED']);
const verifyOffLoop = (payload, key, signature) =>
  new Promise((resolve, reject) => verify(null, payload, key, signature, (error, ok) => (error ? reject(error) : resolve(ok))));

/** Why the holder may not enter now; null: it may (the zone's rules and the holder's state). */
function refusal(zone, h, at) {
  if (yes(h.pending)) return 'pending';
  if (!zone.active || !(zone.windows.length === 0 || zone.windows.some((w) => new Date(w.from) <= at && at <= new Date(w.to))))
    return 'zone_closed';
  if (Number(h.granted) !== 2 && !yes(h.by_default)) return h.granted === null ? 'no_right' : 'outside_window';
  if (h.papers && PAPERS_MISSING.has(h.papers)) return 'documents';
  return null;
}

const isDirection = (d) => d === 'IN' || d === 'OUT' || d === 'PRINT';
const isToken = (s) => typeof s === 'string' && s.length > 0 && s.length <= 64;
const valid = (b) =>
  b &&
  typeof b.code === 'string' &&
  Number.isInteger(b.zone_id) &&
  b.zone_id > 0 &&
  isDirection(b.direction) &&
  isToken(b.device_id) &&
  isToken(b.nonce);

let db;
const zones = new Map();
let key;

/** The zone, read once (with the event's payment rule and its occupancy row made); null when not the event's. */
async function zoneOf(id) {
  if (!zones.has(id)) {
    const [z] = await db.all(SQL.zone, [id]);
    if (z && Number(z.event_id) === eventId) await db.all(SQL.counted, [id, eventId]);
    zones.set(
      id,
      z && Number(z.event_id) === eventId
        ? {
            id,
            capacity: z.capacity,
            antiPassback: yes(z.anti_passback),
            active: yes(z.active),
            windows: JSON.parse(z.windows),
            payAtGate: yes(z.pay_at_gate),
          }
        : null,
    );
  }
  return zones.get(id);
}

async function scan(input) {
  if (!valid(input)) return { status: 422, body: { message: 'invalid scan' } };
  const zone = await zoneOf(input.zone_id);
  if (!zone) return { status: 422, body: { message: 'access_zone_not_in_event' } };
  // A zone with a capacity or a ticket rule, a badge print: the bench's zones have none.
  if (zone.capacity !== null || zone.payAtGate || input.direction === 'PRINT') return { status: 501, body: { message: 'not covered by the baseline' } };
  const at = input.scanned_at ? new Date(input.scanned_at) : new Date();
  const decoded = decodePassCode(input.code);
  let reason = null;
  let holder = null;
  if (!decoded) reason = 'invalid_signature';
  else if (decoded.fields.eventId !== eventId) reason = 'other_event';
  else if (decoded.fields.holderType !== 'ATTENDEE') return { status: 501, body: { message: 'not covered by the baseline' } };
  else if (!(await verifyOffLoop(decoded.payload, key, decoded.signature))) reason = 'invalid_signature';
  else {
    const atParam = sqlite ? sqliteTime(at) : at;
    [holder] = await db.all(SQL.holder, [atParam, atParam, zone.id, zone.id, decoded.fields.holderId, eventId]);
    if (!holder) reason = 'unknown_holder';
    else if ((holder.version === null ? 1 : Number(holder.version)) !== decoded.fields.version) [reason, holder] = ['revoked', null];
    else if (input.direction === 'IN') reason = refusal(zone, holder, at);
  }
  const scannedAt = sqlite ? at : toSecond(at);
  const createdAt = toSecond(new Date());
  let written;
  try {
    written = await db.record({ zone, input, holder, reason, at, scannedAt, createdAt });
  } catch (e) {
    if (e?.code !== 'ER_DUP_ENTRY' && e?.code !== 'SQLITE_CONSTRAINT_UNIQUE') throw e;
    // The nonce seen already (a device's retry; not in the bench's traffic): the row it left.
    return { status: 201, body: (await db.all(SQL.first, [eventId, input.device_id, input.nonce]))[0] };
  }
  return {
    status: 201,
    body: {
      id: written.id,
      event_id: eventId,
      zone_id: zone.id,
      direction: input.direction,
      result: written.result,
      reason: written.reason,
      holder: holder && {
        type: 'ATTENDEE',
        id: Number(holder.id),
        label: [holder.last_name, holder.first_name].filter(Boolean).join(' ') || holder.code,
        company: holder.company,
        category: holder.category,
      },
      device_id: input.device_id,
      nonce: input.nonce,
      user_id: null,
      operator: null,
      scanned_at: scannedAt.toISOString(),
      inside: Number(written.inside),
      offline: false,
      conflict: null,
      created_at: createdAt.toISOString(),
    },
  };
}

/** The outcome of a scan that tried to move its holder (`moved`: the presence row was written or deleted). */
function outcome(d, moved) {
  if (d.reason || !d.holder) return { result: 'DENIED', reason: d.reason, delta: 0 };
  if (d.input.direction === 'OUT') return { result: 'ADMITTED', reason: null, delta: moved ? -1 : 0 };
  if (moved) return { result: 'ADMITTED', reason: null, delta: 1 };
  return d.zone.antiPassback ? { result: 'DENIED', reason: 'already_inside', delta: 0 } : { result: 'ADMITTED', reason: null, delta: 0 };
}
/** The log row's values but its count. */
const logValues = (d, o, time) => [
  eventId,
  d.zone.id,
  d.input.direction,
  o.result,
  o.reason,
  d.holder ? 'ATTENDEE' : null,
  d.holder?.id ?? null,
  d.holder?.company_id ?? null,
  d.input.device_id,
  d.input.nonce,
  time(d.scannedAt),
  o.delta,
  time(d.createdAt),
];

if (sqlite) {
  const Database = require('better-sqlite3');
  const sqliteDb = new Database(process.env.SQLITE_PATH);
  // The app's connection settings (backend/src/platform/database/data-source.ts).
  sqliteDb.pragma('journal_mode = WAL');
  sqliteDb.pragma('synchronous = NORMAL');
  sqliteDb.pragma('busy_timeout = 5000');
  sqliteDb.pragma('foreign_keys = ON');
  const prepared = new Map();
  const stmt = (sql) => prepared.get(sql) ?? prepared.set(sql, sqliteDb.prepare(sql)).get(sql);
  const s = Object.fromEntries(['enter', 'leave', 'take', 'giveBack', 'inside', 'log'].map((name) => [name, stmt(SQL[name])]));
  // better-sqlite3 is synchronous: the transaction runs whole, nothing interleaves.
  const write = sqliteDb.transaction((d) => {
    const place = !d.reason && d.holder;
    const moved = place
      ? (d.input.direction === 'IN' ? s.enter.run(eventId, d.zone.id, d.holder.id, sqliteTime(d.at)) : s.leave.run(d.zone.id, d.holder.id))
          .changes === 1
      : false;
    const o = outcome(d, moved);
    const counted = o.delta > 0 ? s.take.get(d.zone.id) : o.delta < 0 ? s.giveBack.get(d.zone.id) : s.inside.get(d.zone.id);
    const inside = counted?.inside ?? 0;
    const id = Number(s.log.run(...logValues(d, o, sqliteTime), inside).lastInsertRowid);
    return { id, inside, ...o };
  });
  db = {
    all: async (sql, params) => (stmt(sql).reader ? stmt(sql).all(params) : stmt(sql).run(params)),
    record: async (d) => write.immediate(d),
  };
} else {
  const pool = require('mysql2/promise').createPool({
    host: '127.0.0.1',
    port: Number(process.env.MYSQL_PORT ?? 3306),
    user: 'root',
    database: process.env.MYSQL_DATABASE,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    connectionLimit: 10,
    multipleStatements: true,
  });
  // Row locks only on the rows written (no gap locks on the presence index): READ COMMITTED, once per connection.
  pool.pool.on('connection', (c) => c.query('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED'));
  /** Statements in one round trip: their results in order. */
  const send = async (c, steps) => {
    const [results] = await c.query(
      steps.map(([sql]) => sql).join('; '),
      steps.flatMap(([, p]) => p),
    );
    return steps.length > 1 ? results : [results];
  };
  const logSteps = (d, o) => [
    [SQL.logCounted, [...logValues(d, o, (t) => t), d.zone.id]],
    [SQL.logged, []],
  ];
  db = {
    all: async (sql, params) => (await pool.query(sql, params))[0],
    // Round trips: a refusal 1 (the log row); a scan that tries to move its holder 2 (START with the
    // presence; the count, the log row and COMMIT together). Deadlocks are retried (none expected).
    record: async (d) => {
      if (d.reason || !d.holder) {
        const o = outcome(d, false);
        const [logged, [row]] = await send(pool, logSteps(d, o));
        return { id: logged.insertId, inside: row.inside, ...o };
      }
      for (let attempt = 1; ; attempt++) {
        const c = await pool.getConnection();
        try {
          const presence =
            d.input.direction === 'IN' ? [SQL.enter, [eventId, d.zone.id, d.holder.id, d.at]] : [SQL.leave, [d.zone.id, d.holder.id]];
          const [, placed] = await send(c, [['START TRANSACTION', []], presence]);
          const o = outcome(d, placed.affectedRows === 1);
          const count = o.delta > 0 ? [[SQL.take, [d.zone.id]]] : o.delta < 0 ? [[SQL.giveBack, [d.zone.id]]] : [];
          const results = await send(c, [...count, ...logSteps(d, o), ['COMMIT', []]]);
          const [logged, [row]] = results.slice(count.length);
          return { id: logged.insertId, inside: row.inside, ...o };
        } catch (e) {
          await c.query('ROLLBACK').catch(() => undefined);
          if (e?.code !== 'ER_LOCK_DEADLOCK' || attempt >= 5) throw e;
        } finally {
          c.release();
        }
      }
    },
  };
}

const [{ public_key: x }] = await db.all(SQL.key, [eventId]);
key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' });

createServer((req, res) => {
  const chunks = [];
  req.on('data', (d) => chunks.push(d));
  req.on('end', async () => {
    let out;
    try {
      let input;
      try {
        input = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        out = { status: 400, body: { message: 'bad_json' } };
      }
      out ??= await scan(input);
    } catch (e) {
      out = { status: 500, body: { message: e.message } };
    }
    res.writeHead(out.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(out.body));
  });
}).listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
// Stopped by the bench: exits (a CPU profile, when asked for, is written on exit).
process.on('SIGTERM', () => process.exit(0));
