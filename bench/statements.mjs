// Counts the SQL statements single requests run, on the bench's seeded database: the built app in this
// process (createApp, as main.ts builds it), every statement TypeORM sends (BEGIN/COMMIT included)
// recorded while a request is being handled, so nothing running beside it is counted.
// Started by scripts/bench.mjs with the app's environment; answers { list, user, get, put } over IPC.
// env: the app's (DATABASE_URL, DATA_DIR, …) and EVENT_ID.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { signIn } from './sign-in.mjs';
import { summarizeStatements } from './sql-kinds.mjs';

process.env.TZ = 'UTC';
const require = createRequire(new URL('../backend/package.json', import.meta.url));
require('reflect-metadata');
const { createApp } = require('./dist/app.factory.js');
const { loadConfig } = require('./dist/platform/config/config.js');
const { getDataSourceToken } = require('@nestjs/typeorm');

const eventId = Number(process.env.EVENT_ID);
const app = await createApp(loadConfig());
await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;

const capture = new AsyncLocalStorage();
const logger = app.get(getDataSourceToken()).logger;
logger.logQuery = (sql) => capture.getStore()?.push(sql);
const server = app.getHttpServer();
const handlers = server.listeners('request');
server.removeAllListeners('request');
server.on('request', (req, res) => {
  const statements = req.headers['x-bench-capture'] ? [] : undefined;
  if (statements) res.once('finish', () => captured.set(req.headers['x-bench-capture'], statements));
  capture.run(statements, () => handlers.forEach((h) => h.call(server, req, res)));
});
const captured = new Map();

const auth = await signIn(base);
/** One request with its statements; `finish` fires before the client has read the whole answer. */
async function measured(name, path, init = {}) {
  const res = await fetch(`${base}${path}`, { ...init, headers: { ...auth.headers(), ...init.headers, 'x-bench-capture': name } });
  const body = await res.json().catch(() => null);
  await new Promise((r) => setImmediate(r));
  return { status: res.status, body, ...summarizeStatements(captured.get(name) ?? []) };
}

try {
  // The first request after sign-in writes the session's expiry (at most once a minute), and the
  // first of an event reads its settings (kept 5 s): neither is counted, as under load.
  const listPath = `/api/events/${eventId}/attendees?sort=${encodeURIComponent('["last_name","ASC"]')}&range=${encodeURIComponent('[0,24]')}`;
  await fetch(`${base}/api/user`, { headers: auth.headers() });
  await fetch(`${base}${listPath}`, { headers: auth.headers() });
  const list = await measured('list', listPath);
  const user = await measured('user', '/api/user');
  // An attendee the demo ADMIN's form accepts as it stands: its configuration requires a category and a company.
  const id = list.body?.find?.((a) => a.event_attendee_category_id && a.event_company_id)?.id;
  if (!id) throw new Error(`the list answered ${list.status} without an attendee that has a category and a company`);
  const path = `/api/events/${eventId}/attendees/${id}`;
  const get = await measured('get', path);
  // A first write on the pooled connection sets its isolation level once (MySQL, database/write-transaction.ts):
  // a save of the record as it is, not counted, as under load.
  await fetch(`${base}${path}`, {
    method: 'PUT',
    headers: { ...auth.headers(), 'content-type': 'application/json' },
    body: JSON.stringify(get.body),
  });
  // As react-admin sends an edit: the whole record as GET returned it, one field changed.
  const record = { ...get.body, first_name: `${get.body.first_name}x` };
  const put = await measured('put', path, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(record) });
  if (put.status !== 200 || put.body?.first_name !== record.first_name) {
    throw new Error(`the PUT answered ${put.status} ${JSON.stringify(put.body).slice(0, 300)}`);
  }
  const strip = ({ body: _body, ...rest }) => rest;
  process.send({ list: strip(list), user: strip(user), get: strip(get), put: strip(put) });
} catch (e) {
  process.send({ error: e.message });
} finally {
  await app.close();
  process.exit(0);
}
