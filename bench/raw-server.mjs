// The raw baseline: node:http + the same driver the API uses, answering the same statements the API
// issues for a list page (captured with bench/capture-sql.mjs from the built app's TypeORM queries):
// the page (25 rows, ORDER BY last_name, first_name, id), the COUNT in parallel with it, then the
// tags of the page's rows; JSON out with Content-Range. No session, no auth, no framework.
// Started by scripts/bench.mjs as a child process (so it does not share a CPU with autocannon).
// env: ENGINE=sqlite|mysql, SQLITE_PATH or MYSQL_DATABASE, EVENT_ID, PORT.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../backend/package.json', import.meta.url));
const engine = process.env.ENGINE;
const eventId = Number(process.env.EVENT_ID);
const port = Number(process.env.PORT);

const SEARCH = ['last_name', 'first_name', 'email', 'attendee_code', 'company_name', 'fiscal_code'];
const q = (name) => (engine === 'sqlite' ? `"${name}"` : `\`${name}\``);
const col = (c) => `${q('attendee')}.${q(c)}`;
const search = `(${SEARCH.map((c) => `${col(c)} LIKE ? ESCAPE '!'`).join(' OR ')})`;
// As attendee-list.ts: on MySQL a selective q (a word of 3+ letters) sorts by an expression no index serves.
const order = (selective) =>
  `ORDER BY ${engine !== 'sqlite' && selective ? `CONCAT(${col('last_name')}, '')` : col('last_name')} ASC, ${col('first_name')} ASC, ${col('id')} ASC`;
// TypeORM inlines the event id on SQLite and binds it on MySQL: the same here.
const byEvent = engine === 'sqlite' ? `${col('event_id')} = ${eventId}` : `${col('event_id')} = ?`;
const SQL = {
  page: (withQ, selective) => `SELECT ${q('attendee')}.* FROM ${q('attendees')} ${q('attendee')} WHERE ${byEvent} AND 1 = 1${withQ ? ` AND ${search}` : ''} ${order(selective)} LIMIT 25 OFFSET 0`,
  count: (withQ) => `SELECT COUNT(*) AS ${q('total')} FROM ${q('attendees')} ${q('attendee')} WHERE ${byEvent} AND 1 = 1${withQ ? ` AND ${search}` : ''}`,
  tags: (n) => `SELECT attendee_id, tag_id FROM attendee_tags WHERE attendee_id IN (${Array.from({ length: n }, () => '?').join(', ')}) ORDER BY tag_id ASC`,
};
const escapeLike = (t) => t.replace(/[!%_]/g, (c) => `!${c}`);
const selective = (word) => !!word && word.length >= 3;
const params = (word) => [...(engine === 'sqlite' ? [] : [eventId]), ...(word ? SEARCH.map(() => `${escapeLike(word)}%`) : [])];

let run;
if (engine === 'sqlite') {
  const Database = require('better-sqlite3');
  const db = new Database(process.env.SQLITE_PATH, { readonly: false });
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  const cache = new Map();
  const stmt = (sql) => cache.get(sql) ?? cache.set(sql, db.prepare(sql)).get(sql);
  run = async (word) => {
    const rows = stmt(SQL.page(!!word, selective(word))).all(params(word));
    const total = stmt(SQL.count(!!word)).get(params(word)).total;
    const tags = rows.length ? stmt(SQL.tags(rows.length)).all(rows.map((r) => r.id)) : [];
    return { rows, total, tags };
  };
} else {
  const mysql = require('mysql2/promise');
  const pool = mysql.createPool({
    host: '127.0.0.1', port: 3306, user: 'root', database: process.env.MYSQL_DATABASE,
    charset: 'utf8mb4_unicode_ci', timezone: 'Z', dateStrings: ['DATE'], connectionLimit: 10,
  });
  run = async (word) => {
    const [[rows], [[count]]] = await Promise.all([pool.query(SQL.page(!!word, selective(word)), params(word)), pool.query(SQL.count(!!word), params(word))]);
    const [tags] = rows.length ? await pool.query(SQL.tags(rows.length), rows.map((r) => r.id)) : [[]];
    return { rows, total: count.total, tags };
  };
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://x');
    const word = url.searchParams.get('q')?.trim() || null;
    const { rows, total, tags } = await run(word);
    const byId = new Map();
    for (const t of tags) byId.set(t.attendee_id, [...(byId.get(t.attendee_id) ?? []), t.tag_id]);
    const body = JSON.stringify(rows.map((r) => ({ ...r, tag_ids: byId.get(r.id) ?? [] })));
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-range': `attendees 0-${Math.max(0, rows.length - 1)}/${Number(total)}`,
    });
    res.end(body);
  } catch (error) {
    res.writeHead(500).end(String(error?.message ?? error));
  }
});
server.listen(port, '127.0.0.1', () => process.send?.({ ready: true, sql: { page: SQL.page(false, false), pageQ: SQL.page(true, true), count: SQL.count(false), countQ: SQL.count(true) } }));
process.on('message', (m) => m === 'stop' && server.close(() => process.exit(0)));
process.on('disconnect', () => process.exit(0));
