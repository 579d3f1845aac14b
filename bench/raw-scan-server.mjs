// The raw baseline of a scan at a gate (issue 14): node:http + the same driver the API uses, doing the
// statements the API's ScansService.record does for an IN or OUT at an anti-passback zone without a
// capacity — the zone, the nonce, the occupancy row, the pass (Ed25519 with the event's key, then the
// holder's version), the holder, the right at that moment; then one transaction: the scan row, the
// holder's row locked, its presences, the occupancy row locked, the presence inserted (or deleted) and
// the occupancy updated, the scan's outcome; then the scan and the holder's card. JSON out. No session,
// no auth, no framework. Started by scripts/bench.mjs as a child process.
// env: ENGINE=sqlite|mysql, SQLITE_PATH or MYSQL_DATABASE (and MYSQL_PORT), EVENT_ID, PORT.
import { createPublicKey, verify } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../backend/package.json', import.meta.url));
const { decodePassCode } = require('@eventdesk/shared');
const engine = process.env.ENGINE;
const eventId = Number(process.env.EVENT_ID);
const port = Number(process.env.PORT);

const SQL = {
  zone: 'SELECT * FROM zones WHERE id = ? AND event_id = ?',
  nonce: 'SELECT id FROM scans WHERE event_id = ? AND device_id = ? AND nonce = ?',
  occupancyRow: 'SELECT zone_id FROM zone_occupancy WHERE zone_id = ?',
  key: 'SELECT public_key FROM event_pass_keys WHERE event_id = ?',
  version: 'SELECT version FROM pass_versions WHERE event_id = ? AND holder_type = ? AND holder_id = ?',
  holder: 'SELECT * FROM attendees WHERE id = ? AND event_id = ?',
  right:
    'SELECT EXISTS (SELECT 1 FROM access_rights r WHERE r.zone_id = z.id AND r.event_id = ? AND r.attendee_id = ? AND (r.valid_from IS NULL OR r.valid_from <= ?) AND (r.valid_to IS NULL OR r.valid_to >= ?)) AS now_ok,' +
    ' EXISTS (SELECT 1 FROM access_rights r WHERE r.zone_id = z.id AND r.event_id = ? AND r.attendee_id = ?) AS any_right,' +
    ' EXISTS (SELECT 1 FROM zone_defaults d WHERE d.zone_id = z.id AND d.attendee_category_id = ?) AS by_default FROM zones z WHERE z.id = ?',
  insertScan:
    'INSERT INTO scans (event_id, zone_id, direction, result, reason, holder_type, holder_id, event_company_id, device_id, nonce, user_id, scanned_at, offline, conflict) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, 0, NULL)',
  lockHolder: `SELECT id FROM attendees WHERE id = ?${engine === 'mysql' ? ' FOR UPDATE' : ''}`,
  presences: 'SELECT zone_id FROM zone_presence WHERE event_id = ? AND holder_type = ? AND holder_id = ?',
  lockOccupancy: `SELECT * FROM zone_occupancy WHERE zone_id IN (?) ORDER BY zone_id ASC${engine === 'mysql' ? ' FOR UPDATE' : ''}`,
  insertPresence: 'INSERT INTO zone_presence (event_id, zone_id, holder_type, holder_id, entered_at) VALUES (?, ?, ?, ?, ?)',
  take: 'UPDATE zone_occupancy SET peak = CASE WHEN inside + 1 > peak THEN inside + 1 ELSE peak END, inside = inside + 1 WHERE zone_id = ?',
  deletePresence: 'DELETE FROM zone_presence WHERE zone_id = ? AND holder_type = ? AND holder_id = ?',
  giveBack: 'UPDATE zone_occupancy SET inside = inside - 1 WHERE zone_id = ? AND inside > 0',
  inside: 'SELECT inside FROM zone_occupancy WHERE zone_id = ?',
  outcome: 'UPDATE scans SET result = ?, reason = ?, inside = ?, delta = ?, conflict = NULL WHERE id = ?',
  scan: 'SELECT * FROM scans WHERE id = ?',
  company: 'SELECT id, name FROM event_companies WHERE id IN (?)',
  category: 'SELECT id, name FROM attendee_categories WHERE id IN (?)',
};

let key = null;
const yes = (v) => Number(v) === 1 || v === true;
const isDuplicate = (e) => e?.code === 'ER_DUP_ENTRY' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
const sqlTime = (d) => (engine === 'sqlite' ? d.toISOString().replace('T', ' ').replace('Z', '') : d);

/** One scan, as the API records it; `db` runs a statement (`all`, `run`) and a transaction (`tx`). */
async function scan(db, input) {
  const at = new Date();
  const [zone] = await db.all(SQL.zone, [input.zone_id, eventId]);
  if (!zone) return { status: 422 };
  const [first] = await db.all(SQL.nonce, [eventId, input.device_id, input.nonce]);
  if (first) return { status: 201, body: (await db.all(SQL.scan, [first.id]))[0] };
  await db.all(SQL.occupancyRow, [zone.id]);
  key ??= createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: (await db.all(SQL.key, [eventId]))[0].public_key }, format: 'jwk' });
  const decoded = decodePassCode(input.code);
  let reason = null;
  let holder = null;
  if (!decoded || decoded.fields.eventId !== eventId || !verify(null, decoded.payload, key, decoded.signature))
    reason = 'invalid_signature';
  else {
    const [v] = await db.all(SQL.version, [eventId, decoded.fields.holderType, decoded.fields.holderId]);
    if ((v?.version ?? 1) !== decoded.fields.version) reason = 'revoked';
    else {
      [holder] = await db.all(SQL.holder, [decoded.fields.holderId, eventId]);
      if (!holder) reason = 'unknown_holder';
    }
  }
  if (!reason && input.direction === 'IN') {
    if (holder.pending) reason = 'pending';
    else {
      const t = sqlTime(at);
      const [r] = await db.all(SQL.right, [eventId, holder.id, t, t, eventId, holder.id, holder.event_attendee_category_id ?? 0, zone.id]);
      if (!yes(r.now_ok) && !yes(r.by_default)) reason = yes(r.any_right) ? 'outside_window' : 'no_right';
    }
  }
  const id = await db.tx(async (t) => {
    const scanId = await t.insert(SQL.insertScan, [
      eventId,
      zone.id,
      input.direction,
      'DENIED',
      reason,
      holder ? 'ATTENDEE' : null,
      holder?.id ?? null,
      holder?.event_company_id ?? null,
      input.device_id,
      input.nonce,
      sqlTime(at),
    ]);
    let result = 'DENIED';
    let delta = 0;
    if (!reason) {
      if (input.direction === 'IN') {
        await t.all(SQL.lockHolder, [holder.id]);
        await t.all(SQL.presences, [eventId, 'ATTENDEE', holder.id]);
      }
      await t.all(SQL.lockOccupancy, [zone.id]);
      if (input.direction === 'IN') {
        try {
          await t.run(SQL.insertPresence, [eventId, zone.id, 'ATTENDEE', holder.id, sqlTime(at)]);
          await t.run(SQL.take, [zone.id]);
          delta = 1;
        } catch (e) {
          if (!isDuplicate(e)) throw e;
          reason = 'already_inside';
        }
      } else if ((await t.run(SQL.deletePresence, [zone.id, 'ATTENDEE', holder.id])) > 0) {
        await t.run(SQL.giveBack, [zone.id]);
        delta = -1;
      }
      result = reason ? 'DENIED' : 'ADMITTED';
    }
    const [{ inside }] = await t.all(SQL.inside, [zone.id]);
    await t.run(SQL.outcome, [result, reason, inside, delta, scanId]);
    return scanId;
  });
  const [row] = await db.all(SQL.scan, [id]);
  if (holder) {
    await db.all(SQL.holder, [holder.id, eventId]);
    if (holder.event_company_id) await db.all(SQL.company, [holder.event_company_id]);
    if (holder.event_attendee_category_id) await db.all(SQL.category, [holder.event_attendee_category_id]);
  }
  return { status: 201, body: row };
}

let db;
if (engine === 'sqlite') {
  const Database = require('better-sqlite3');
  const sqlite = new Database(process.env.SQLITE_PATH);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  const cache = new Map();
  const stmt = (sql) => cache.get(sql) ?? cache.set(sql, sqlite.prepare(sql)).get(sql);
  const flat = (p) => p.map((v) => (typeof v === 'boolean' ? Number(v) : v));
  const ops = {
    all: async (sql, p) => stmt(sql).all(flat(p)),
    run: async (sql, p) => stmt(sql).run(flat(p)).changes,
    insert: async (sql, p) => Number(stmt(sql).run(flat(p)).lastInsertRowid),
  };
  // One writer at a time, as the API's SQLite connection: the transaction is not interleaved.
  let queue = Promise.resolve();
  db = {
    ...ops,
    tx: (work) => {
      const next = queue.then(async () => {
        sqlite.exec('BEGIN IMMEDIATE');
        try {
          const out = await work(ops);
          sqlite.exec('COMMIT');
          return out;
        } catch (e) {
          sqlite.exec('ROLLBACK');
          throw e;
        }
      });
      queue = next.catch(() => undefined);
      return next;
    },
  };
} else {
  const mysql = require('mysql2/promise');
  const pool = mysql.createPool({
    host: '127.0.0.1',
    port: Number(process.env.MYSQL_PORT ?? 3306),
    user: 'root',
    database: process.env.MYSQL_DATABASE,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    connectionLimit: 10,
  });
  const on = (c) => ({
    all: async (sql, p) => (await c.query(sql, p))[0],
    run: async (sql, p) => (await c.query(sql, p))[0].affectedRows,
    insert: async (sql, p) => (await c.query(sql, p))[0].insertId,
  });
  db = {
    ...on(pool),
    tx: async (work) => {
      for (let attempt = 1; ; attempt++) {
        const c = await pool.getConnection();
        try {
          await c.query('SET TRANSACTION ISOLATION LEVEL READ COMMITTED');
          await c.beginTransaction();
          const out = await work(on(c));
          await c.commit();
          return out;
        } catch (e) {
          await c.rollback().catch(() => undefined);
          if (e?.code !== 'ER_LOCK_DEADLOCK' || attempt >= 5) throw e;
        } finally {
          c.release();
        }
      }
    },
  };
}

createServer((req, res) => {
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', async () => {
    try {
      const out = await scan(db, JSON.parse(body));
      res.writeHead(out.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out.body ?? {}));
    } catch (e) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: e.message }));
    }
  });
}).listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
