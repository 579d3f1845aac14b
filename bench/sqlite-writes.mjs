#!/usr/bin/env node
// What SQLite spends an import's writes on, without the app: the app's schema (migrated by the built CLI) and its
// pragmas, 100,000 attendees with 10 search-token rows and one history row each, 1,000 attendees per transaction,
// each part timed (docs/performance.md, "Where the SQLite import's time goes"). Variants: `default`, `checkpoint`
// (wal_autocheckpoint 100,000 pages: the checkpoints' share), `without-rowid` (the token table without its rowid).
// Run after the build: `node bench/sqlite-writes.mjs [variant …]`. Writes bench/results/sqlite-writes.json.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const Database = createRequire(join(ROOT, 'backend/package.json'))('better-sqlite3');
const ATTENDEES = 100_000;
const BATCH = 1_000;
const TOKENS_PER_ATTENDEE = 10;
const variants = process.argv.slice(2).length ? process.argv.slice(2) : ['default', 'checkpoint', 'without-rowid'];

const dir = mkdtempSync(join(tmpdir(), 'eventdesk-sqlite-writes-'));
const template = join(dir, 'eventdesk.sqlite');
for (const command of ['migrate', 'seed']) {
  const env = { PATH: process.env.PATH, DATA_DIR: dir, LOG_LEVEL: 'silent', DEMO_DATA: 'true', BCRYPT_ROUNDS: '4' };
  const res = spawnSync(process.execPath, [join(ROOT, 'backend/dist/cli.js'), command], { env, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`cli ${command}: ${res.stderr}`);
}
const prepared = new Database(template);
prepared.pragma('wal_checkpoint(TRUNCATE)');
prepared.close();

const WORDS = ['rossi', 'bianchi', 'mario', 'giulia', 'ferrari', 'esposito', 'romano', 'colombo', 'ricci', 'marino', 'greco', 'bruno'];
const word = (i, k) => WORDS[(i * 7 + k * 13) % WORDS.length] + ((i * k) % 50 || '');
const seconds = (ns) => Math.round(Number(ns) / 1e7) / 100;

function run(variant) {
  const file = join(dir, `${variant}.sqlite`);
  copyFileSync(template, file);
  const db = new Database(file);
  // The app's pragmas (backend/src/platform/database/data-source.ts).
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  if (variant === 'checkpoint') db.pragma('wal_autocheckpoint = 100000');
  if (variant === 'without-rowid') {
    const [{ sql }] = db.prepare("SELECT sql FROM sqlite_master WHERE name = 'attendee_search_tokens'").all();
    const [{ sql: index }] = db.prepare("SELECT sql FROM sqlite_master WHERE name = 'IDX_attendee_search_tokens_attendee'").all();
    db.exec(`DROP TABLE attendee_search_tokens; ${sql} WITHOUT ROWID; ${index};`);
  }
  const eventId = db.prepare('SELECT MIN(id) AS id FROM events').get().id;
  const columns = [
    'uuid',
    'event_id',
    'attendee_code',
    'first_name',
    'last_name',
    'email',
    'company_name',
    'registration_date',
    'payment_status',
  ];
  const insertAttendees = db.prepare(`INSERT INTO attendees (${columns}) VALUES ${Array(BATCH).fill(`(${columns.map(() => '?')})`)}`);
  const insertTokens = (n) =>
    db.prepare(`INSERT INTO attendee_search_tokens (event_id, token, fields, attendee_id) VALUES ${Array(n).fill('(?,?,?,?)')}`);
  const insertHistory = db.prepare(
    `INSERT INTO action_history (event_id, subject_type, subject_id, action, user_id, user_email, changes) VALUES ${Array(BATCH).fill('(?,?,?,?,?,?,?)')}`,
  );
  const spent = { attendees: 0n, tokens: 0n, history: 0n, commits: 0n };
  for (let batch = 0; batch < ATTENDEES / BATCH; batch++) {
    db.exec('BEGIN');
    let t = process.hrtime.bigint();
    const lap = (part) => {
      const now = process.hrtime.bigint();
      spent[part] += now - t;
      t = now;
    };
    const values = [];
    for (let i = batch * BATCH; i < (batch + 1) * BATCH; i++) {
      values.push(
        `bench-${i}`,
        eventId,
        `K${i}`,
        word(i, 1),
        word(i, 2),
        `${word(i, 1)}.${word(i, 2)}${i}@example.it`,
        `Azienda ${word(i, 3)}`,
        '2026-01-01',
        'UNPAID',
      );
    }
    const first = Number(insertAttendees.run(values).lastInsertRowid) - BATCH + 1;
    lap('attendees');
    const tokens = [];
    for (let i = 0; i < BATCH; i++) {
      const id = first + i;
      const n = batch * BATCH + i;
      const words = [word(n, 1), word(n, 2), word(n, 3), 'azienda', 'example', 'it', `k${n}`, `x${id % 997}`, `y${id % 331}`, `z${id}`];
      for (const w of new Set(words.slice(0, TOKENS_PER_ATTENDEE))) tokens.push([eventId, w, 1, id]);
    }
    // In the primary key's order, as the import writes them (search-tokens.ts).
    tokens.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[3] - b[3]));
    for (let k = 0; k < tokens.length; k += 500) insertTokens(Math.min(500, tokens.length - k)).run(tokens.slice(k, k + 500).flat());
    lap('tokens');
    const history = [];
    for (let i = 0; i < BATCH; i++) history.push(eventId, 'attendee', first + i, 'create', 1, 'bench@example.it', '{"created":true}');
    insertHistory.run(history);
    lap('history');
    db.exec('COMMIT');
    lap('commits');
  }
  db.close();
  return Object.fromEntries(Object.entries(spent).map(([part, ns]) => [part, seconds(ns)]));
}

const results = {};
for (const variant of variants) {
  results[variant] = run(variant);
  console.log(variant, JSON.stringify(results[variant]));
}
rmSync(dir, { recursive: true, force: true });
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench/results/sqlite-writes.json'),
  JSON.stringify({ at: new Date().toISOString(), attendees: ATTENDEES, batch: BATCH, seconds: results }, null, 2) + '\n',
);
