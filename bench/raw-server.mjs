// The raw baseline: node:http + the same driver the API uses, answering the same statements the API
// issues for a list page (captured with bench/capture-sql.mjs from the built app's TypeORM queries):
// the page (25 rows, ORDER BY last_name, first_name, id) and the COUNT (a search's first, the page's
// plan chosen by it; without a search, the event's kept total when the page is full), then the tags
// of the page's rows; JSON out with Content-Range. No session, no auth, no framework.
// Started by scripts/bench.mjs as a child process (so it does not share a CPU with autocannon).
// env: ENGINE=sqlite|mysql, SQLITE_PATH or MYSQL_DATABASE (and MYSQL_PORT), EVENT_ID, PORT.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../backend/package.json', import.meta.url));
const engine = process.env.ENGINE;
const eventId = Number(process.env.EVENT_ID);
const port = Number(process.env.PORT);

// The search as the API runs it: one range of the tokens' index per word (backend/src/common/search-words.ts).
const { queryWords, prefixRange } = require('./dist/common/search-words.js');
const q = (name) => (engine === 'sqlite' ? `"${name}"` : `\`${name}\``);
const col = (c) => `${q('attendee')}.${q(c)}`;
const order = `ORDER BY ${col('last_name')} ASC, ${col('first_name')} ASC, ${col('id')} ASC`;
// TypeORM inlines the event id on SQLite and binds it on MySQL: the same here.
const byEvent = engine === 'sqlite' ? `${col('event_id')} = ${eventId}` : `${col('event_id')} = ?`;
const tokenEvent = engine === 'sqlite' ? `s.event_id = ${eventId}` : 's.event_id = ?';
const tokens = (event) => `FROM attendee_search_tokens s WHERE ${event} AND s.token >= ? AND s.token < ?`;
const SQL = {
  // As the API: many matches (DENSE_MATCHES) are found walking the list order (EXISTS), few are listed (IN) and sorted.
  page: (withQ, walk) =>
    `SELECT ${q('attendee')}.* FROM ${q('attendees')} ${q('attendee')} WHERE ${byEvent} AND 1 = 1` +
    (withQ
      ? walk
        ? ` AND EXISTS (SELECT 1 ${tokens(tokenEvent)} AND s.attendee_id = ${col('id')})`
        : ` AND ${col('id')} IN (SELECT s.attendee_id ${tokens(tokenEvent)})`
      : '') +
    ` ${order} LIMIT 25 OFFSET 0`,
  // One word over the whole event: counted on the tokens alone, as the API does (its event id is bound on both engines).
  count: (withQ) =>
    withQ
      ? `SELECT COUNT(DISTINCT s.attendee_id) AS total ${tokens('s.event_id = ?')}`
      : // The whole event's total, kept by the writers (backend/src/attendees/attendee-totals.ts).
        'SELECT total FROM event_attendee_totals WHERE event_id = ?',
  tags: (n) =>
    `SELECT attendee_id, tag_id FROM attendee_tags WHERE attendee_id IN (${Array.from({ length: n }, () => '?').join(', ')}) ORDER BY tag_id ASC`,
};
const range = (word) => {
  const { from, to } = prefixRange(queryWords(word)[0]);
  return [from, to];
};
const pageParams = (word) => [
  ...(engine === 'sqlite' ? [] : [eventId]),
  ...(word ? [...(engine === 'sqlite' ? [] : [eventId]), ...range(word)] : []),
];
const countParams = (word) => (word ? [eventId, ...range(word)] : [eventId]);
/** As the API: a page that is not full gives the total without counting. */
const needsCount = (rows) => rows.length >= 25;
const DENSE_MATCHES = 3000;

let run;
if (engine === 'sqlite') {
  const Database = require('better-sqlite3');
  const db = new Database(process.env.SQLITE_PATH, { readonly: false });
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  const cache = new Map();
  const stmt = (sql) => cache.get(sql) ?? cache.set(sql, db.prepare(sql)).get(sql);
  run = async (word) => {
    // A search by one word is counted first; the count chooses the page's plan. Without, the page first.
    const counted = word ? stmt(SQL.count(true)).get(countParams(word)).total : null;
    const rows = counted === 0 ? [] : stmt(SQL.page(!!word, counted >= DENSE_MATCHES)).all(pageParams(word));
    const total = counted ?? (needsCount(rows) ? stmt(SQL.count(false)).get(countParams(null)).total : rows.length);
    const tags = rows.length ? stmt(SQL.tags(rows.length)).all(rows.map((r) => r.id)) : [];
    return { rows, total, tags };
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
    dateStrings: ['DATE'],
    connectionLimit: 10,
  });
  run = async (word) => {
    const counted = word ? Number((await pool.query(SQL.count(true), countParams(word)))[0][0].total) : null;
    const [rows] = counted === 0 ? [[]] : await pool.query(SQL.page(!!word, counted >= DENSE_MATCHES), pageParams(word));
    const total = counted ?? (needsCount(rows) ? (await pool.query(SQL.count(false), countParams(null)))[0][0].total : rows.length);
    const [tags] = rows.length
      ? await pool.query(
          SQL.tags(rows.length),
          rows.map((r) => r.id),
        )
      : [[]];
    return { rows, total, tags };
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
server.listen(port, '127.0.0.1', () =>
  process.send?.({
    ready: true,
    sql: {
      page: SQL.page(false),
      pageQ: SQL.page(true, true),
      pageQFew: SQL.page(true, false),
      count: SQL.count(false),
      countQ: SQL.count(true),
    },
  }),
);
process.on('message', (m) => m === 'stop' && server.close(() => process.exit(0)));
process.on('disconnect', () => process.exit(0));
