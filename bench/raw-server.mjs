// The raw baseline of the attendee list: node:http and the driver doing the least work for the page the
// API answers the demo ADMIN (every field, ordered by last name, first name and id, 25 rows): one query
// for the page (its tags folded into it) and one for the total, the same JSON and Content-Range.
// Not the API's statements: what any handler must do for this answer, written for it.
// - total: without a search, the event's total kept by the writers (event_attendee_totals); with
//   `q`, the attendees having a token that starts with the word (attendee_search_tokens, the only index
//   that answers it), counted first: no matches, no page.
// - page with `q`: many matches are found walking the name index and probing each attendee's tokens
//   (the first 25 come early); few are listed from the tokens and sorted (walking would read the event).
// No session, no authorisation, no framework. Started by scripts/bench.mjs as a child process.
// env: ENGINE=sqlite|mysql, SQLITE_PATH or MYSQL_DATABASE (and MYSQL_PORT), EVENT_ID, PORT.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../backend/package.json', import.meta.url));
const { ATTENDEE_FIELDS, ATTENDEE_FIELD_DEFINITIONS } = require('@eventdesk/shared');
// What a search word is, and the tokens it starts (the definition of `q`, not a statement).
const { queryWords, prefixRange } = require('./dist/platform/common/search-words.js');
const sqlite = process.env.ENGINE === 'sqlite';
const eventId = Number(process.env.EVENT_ID);
const port = Number(process.env.PORT);
const PAGE = 25;
/** From this many matches on, walking the name order finds the page sooner than sorting the matches. */
const WALK_FROM = 3000;

// The answer's fields in the API's order: id, event_id, the attendee's fields, tag_ids, created_at, updated_at.
const FIELDS = ['id', 'event_id', ...ATTENDEE_FIELDS.filter((f) => f !== 'id'), 'created_at', 'updated_at'];
const kind = (f) => (f === 'created_at' || f === 'updated_at' ? 'datetime' : ATTENDEE_FIELD_DEFINITIONS[f]?.kind);
const BOOLEANS = new Set(FIELDS.filter((f) => kind(f) === 'boolean'));
const DATETIMES = new Set(FIELDS.filter((f) => kind(f) === 'datetime'));

const tagList = sqlite
  ? '(SELECT json_group_array(tag_id) FROM (SELECT tag_id FROM attendee_tags t WHERE t.attendee_id = a.id ORDER BY tag_id)) AS tag_ids'
  : '(SELECT GROUP_CONCAT(tag_id ORDER BY tag_id) FROM attendee_tags t WHERE t.attendee_id = a.id) AS tag_ids';
const matches = 'FROM attendee_search_tokens s WHERE s.event_id = ? AND s.token >= ? AND s.token < ?';
const page = (search) =>
  `SELECT ${FIELDS.map((f) => `a.${f}`).join(', ')}, ${tagList} FROM attendees a WHERE a.event_id = ?` +
  (search === 'walk' ? ` AND EXISTS (SELECT 1 ${matches} AND s.attendee_id = a.id)` : '') +
  (search === 'list' ? ` AND a.id IN (SELECT s.attendee_id ${matches})` : '') +
  ` ORDER BY a.last_name, a.first_name, a.id LIMIT ${PAGE}`;
const SQL = {
  page: page(null),
  walk: page('walk'),
  list: page('list'),
  total: 'SELECT total FROM event_attendee_totals WHERE event_id = ?',
  // Each matching attendee once. MySQL: its first matching token shares less than the word with the token before
  // it, read from the primary key (the table itself); SQLite's primary key index holds no shared_length: DISTINCT.
  matches: sqlite
    ? `SELECT COUNT(DISTINCT s.attendee_id) AS total ${matches}`
    : `SELECT COUNT(*) AS total ${matches} AND s.shared_length < ?`,
};

/** One list request: the page's rows and the total. `all(sql, params)` runs a statement. */
async function list(all, q) {
  const word = q ? queryWords(q)[0] : null;
  if (!word) {
    const [rows, [kept]] = await Promise.all([all(SQL.page, [eventId]), all(SQL.total, [eventId])]);
    return { rows, total: Number(kept?.total ?? 0) };
  }
  const { from, to } = prefixRange(word);
  const total = Number((await all(SQL.matches, sqlite ? [eventId, from, to] : [eventId, from, to, word.length]))[0].total);
  if (total === 0) return { rows: [], total };
  return { rows: await all(total >= WALK_FROM ? SQL.walk : SQL.list, [eventId, eventId, from, to]), total };
}

/** A row as the API writes it: booleans as booleans, instants in ISO 8601 (UTC), the tag ids as numbers. */
function toJson(row) {
  const out = {};
  for (const f of FIELDS) {
    if (f === 'created_at') out.tag_ids = tagIds(row.tag_ids);
    const v = row[f];
    out[f] = v === null ? null : BOOLEANS.has(f) ? v === 1 || v === true : DATETIMES.has(f) ? instant(v) : v;
  }
  return out;
}
const instant = (v) => (v instanceof Date ? v : new Date(`${v.replace(' ', 'T')}Z`)).toISOString();
const tagIds = (v) => (v === null ? [] : sqlite ? JSON.parse(v) : String(v).split(',').map(Number));

let all;
if (sqlite) {
  const Database = require('better-sqlite3');
  const db = new Database(process.env.SQLITE_PATH);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  const statements = new Map(Object.values(SQL).map((sql) => [sql, db.prepare(sql)]));
  all = async (sql, params) => statements.get(sql).all(params);
} else {
  const pool = require('mysql2/promise').createPool({
    host: '127.0.0.1',
    port: Number(process.env.MYSQL_PORT ?? 3306),
    user: 'root',
    database: process.env.MYSQL_DATABASE,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    dateStrings: ['DATE'],
    connectionLimit: 10,
  });
  all = async (sql, params) => (await pool.query(sql, params))[0];
}

const server = createServer(async (req, res) => {
  try {
    const { rows, total } = await list(all, new URL(req.url, 'http://x').searchParams.get('q'));
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-range': `attendees 0-${Math.max(0, rows.length - 1)}/${total}`,
    });
    res.end(JSON.stringify(rows.map(toJson)));
  } catch (error) {
    res.writeHead(500).end(String(error?.message ?? error));
  }
});
server.listen(port, '127.0.0.1', () => process.send?.({ ready: true, sql: SQL }));
process.on('disconnect', () => process.exit(0));
