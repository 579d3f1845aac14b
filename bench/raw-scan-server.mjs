// The raw baseline of a scan at a gate (issue 14): node:http + the same driver the API uses, running
// the API's own statements (backend/dist/scans/gate-sql.js, the text ScansService sends) for an IN or
// OUT at an anti-passback zone without a capacity: the zone (kept, as the API keeps it), the pass
// (Ed25519 with the event's key), the holder with its version, rights and card in one read; then one
// transaction: the holder's row locked with the zones it is in, the occupancy row locked, the presence
// inserted (or deleted) and the count moved, the log row. The answer is built from what is known, as
// the API's. No session, no auth, no framework. Started by scripts/bench.mjs as a child process.
// env: ENGINE=sqlite|mysql, SQLITE_PATH or MYSQL_DATABASE (and MYSQL_PORT), EVENT_ID, PORT.
import { createPublicKey, verify } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../backend/package.json', import.meta.url));
const { decodePassCode } = require('@eventdesk/shared');
const SQL = require('./dist/scans/gate-sql.js');
const engine = process.env.ENGINE;
const mysql = engine === 'mysql';
const eventId = Number(process.env.EVENT_ID);
const port = Number(process.env.PORT);

let key = null;
const zones = new Map();
const yes = (v) => Number(v) === 1 || v === true;
const isDuplicate = (e) => e?.code === 'ER_DUP_ENTRY' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
const sqlTime = (d) => (engine === 'sqlite' ? d.toISOString().slice(0, 23).replace('T', ' ') : d);
const toSecond = (d) => new Date(Math.floor(d.getTime() / 1000) * 1000);

/** The signature checked on libuv's thread pool, as the API checks it (PassesService.verify). */
const verifyOffLoop = (payload, key, signature) =>
  new Promise((resolve, reject) => verify(null, payload, key, signature, (error, ok) => (error ? reject(error) : resolve(ok))));

/** One scan, as the API records it; `db` runs a statement (`all`, `run`) and a transaction (`tx`). */
async function scan(db, input) {
  const at = new Date();
  let zone = zones.get(input.zone_id);
  if (!zone) {
    [zone] = await db.all(SQL.ZONE_SQL, [input.zone_id]);
    if (!zone || Number(zone.event_id) !== eventId) return { status: 422 };
    if (zone.counted === null) await db.tx((t) => t.run(SQL.occupancyRowSql(mysql), [zone.id, eventId]));
    zones.set(input.zone_id, zone);
  }
  key ??= createPublicKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      x: (await db.all('SELECT public_key FROM event_pass_keys WHERE event_id = ?', [eventId]))[0].public_key,
    },
    format: 'jwk',
  });
  const decoded = decodePassCode(input.code);
  let reason = null;
  let holder = null;
  if (!decoded || decoded.fields.eventId !== eventId || !(await verifyOffLoop(decoded.payload, key, decoded.signature)))
    reason = 'invalid_signature';
  else {
    const t = sqlTime(at);
    [holder] = await db.all(SQL.HOLDER_SQL.ATTENDEE, [zone.id, t, t, zone.id, zone.id, zone.id, decoded.fields.holderId, eventId]);
    if (!holder) reason = 'unknown_holder';
    else if ((holder.version ?? 1) !== decoded.fields.version) [reason, holder] = ['revoked', null];
    else if (input.direction === 'IN') {
      if (yes(holder.pending)) reason = 'pending';
      else if (!yes(holder.right_now) && !yes(holder.by_default)) reason = yes(holder.right_any) ? 'outside_window' : 'no_right';
    }
  }
  try {
    const row = await db.tx(async (t) => {
      let result = 'DENIED';
      let delta = 0;
      let inside = null;
      const writes = [];
      if (!reason) {
        result = 'ADMITTED';
        const inZones = (await t.all(SQL.holderLockSql('ATTENDEE', mysql), [holder.id])).map((r) => r.zone_id).filter((z) => z !== null);
        const here = inZones.includes(zone.id);
        if (input.direction === 'IN' && here) [result, reason] = ['DENIED', 'already_inside'];
        else if (input.direction === 'IN' || here) {
          const [count] = await t.all(SQL.occupancyLockSql(1, mysql), [zone.id]);
          if (input.direction === 'IN') {
            writes.push([SQL.ENTER_SQL, [eventId, zone.id, 'ATTENDEE', holder.id, sqlTime(at)]], [SQL.TAKE_SQL, [zone.id]]);
            [delta, inside] = [1, Number(count.inside) + 1];
          } else {
            writes.push([SQL.LEAVE_SQL, [zone.id, 'ATTENDEE', holder.id]], [SQL.GIVE_BACK_SQL, [zone.id]]);
            [delta, inside] = [-1, Math.max(0, Number(count.inside) - 1)];
          }
        }
      }
      inside ??= holder ? Number(holder.inside ?? 0) : Number((await t.all(SQL.INSIDE_SQL, [zone.id]))[0]?.inside ?? 0);
      const scannedAt = mysql ? toSecond(at) : at;
      const createdAt = toSecond(new Date());
      const values = [eventId, zone.id, input.direction, result, reason, holder ? 'ATTENDEE' : null, holder?.id ?? null];
      values.push(
        holder?.company_id ?? null,
        input.device_id,
        input.nonce,
        null,
        sqlTime(scannedAt),
        inside,
        delta,
        0,
        null,
        sqlTime(createdAt),
      );
      // As the API: the writes and the log row in one round trip (MySQL), with the commit.
      const changes = await t.batch([...writes, [SQL.INSERT_SCAN_SQL, values]], true);
      const id = changes.at(-1).insertId;
      const label = holder ? [holder.last_name, holder.first_name].filter(Boolean).join(' ') || holder.code : null;
      return {
        id,
        event_id: eventId,
        zone_id: zone.id,
        direction: input.direction,
        result,
        reason,
        holder: holder && { type: 'ATTENDEE', id: holder.id, label, company: holder.company, category: holder.category },
        device_id: input.device_id,
        nonce: input.nonce,
        user_id: null,
        scanned_at: scannedAt.toISOString(),
        inside,
        offline: false,
        conflict: null,
        created_at: createdAt.toISOString(),
      };
    });
    return { status: 201, body: row };
  } catch (e) {
    if (!isDuplicate(e)) throw e;
    const [first] = await db.all(SQL.NONCE_SQL, [eventId, input.device_id, input.nonce]);
    return { status: 201, body: (await db.all('SELECT * FROM scans WHERE id = ?', [first.id]))[0] };
  }
}

let db;
if (engine === 'sqlite') {
  const Database = require('better-sqlite3');
  const sqlite = new Database(process.env.SQLITE_PATH);
  // The app's connection settings (backend/src/database/data-source.ts).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const cache = new Map();
  const stmt = (sql) => cache.get(sql) ?? cache.set(sql, sqlite.prepare(sql)).get(sql);
  const flat = (p) => p.map((v) => (typeof v === 'boolean' ? Number(v) : v));
  const ops = {
    all: async (sql, p) => stmt(sql).all(flat(p)),
    run: async (sql, p) => stmt(sql).run(flat(p)).changes,
    insert: async (sql, p) => Number(stmt(sql).run(flat(p)).lastInsertRowid),
    batch: async (list) =>
      list.map(([sql, p]) => {
        const r = stmt(sql).run(flat(p));
        return { affected: r.changes, insertId: Number(r.lastInsertRowid) };
      }),
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
  const mysql2 = require('mysql2/promise');
  const pool = mysql2.createPool({
    host: '127.0.0.1',
    port: Number(process.env.MYSQL_PORT ?? 3306),
    user: 'root',
    database: process.env.MYSQL_DATABASE,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    connectionLimit: 10,
    multipleStatements: true,
  });
  // As the API's driverTransaction: START TRANSACTION goes with the first statement, COMMIT with the last batch.
  const on = (c, begin = false) => {
    let opening = begin;
    let committed = false;
    const send = async (sql, p, count = 1) => {
      const opened = opening;
      opening = false;
      const [results] = await c.query(opened ? `START TRANSACTION; ${sql}` : sql, p);
      const all = opened || count > 1 ? results : [results];
      return opened ? all.slice(1) : all;
    };
    return {
      all: async (sql, p) => (await send(sql, p))[0],
      run: async (sql, p) => (await send(sql, p))[0].affectedRows,
      insert: async (sql, p) => (await send(sql, p))[0].insertId,
      batch: async (list, commit) => {
        const sql = [...list.map(([text]) => text), ...(commit ? ['COMMIT'] : [])];
        const results = await send(
          sql.join('; '),
          list.flatMap(([, p]) => p),
          sql.length,
        );
        committed ||= commit;
        return results.slice(0, list.length).map((r) => ({ affected: r.affectedRows, insertId: r.insertId }));
      },
      commit: async () => {
        if (!committed) await send('COMMIT', []);
      },
    };
  };
  // As the API: the session's isolation level set once per pooled connection.
  const readCommitted = new WeakSet();
  db = {
    ...on(pool),
    tx: async (work) => {
      for (let attempt = 1; ; attempt++) {
        const c = await pool.getConnection();
        try {
          if (!readCommitted.has(c.connection)) {
            await c.query('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED');
            readCommitted.add(c.connection);
          }
          const t = on(c, true);
          const out = await work(t);
          await t.commit();
          return out;
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
// Stopped by the bench: exits (a CPU profile, when asked for, is written on exit).
process.on('SIGTERM', () => process.exit(0));
