// One-off helper: starts the built app in-process on a fresh DB, logs every SQL statement the
// attendee list issues (TypeORM logger swapped), to read what the API sends (the raw baseline,
// bench/raw-server.mjs, does not copy it: it does the least work for the same page).
// Usage: node bench/capture-sql.mjs [sqlite|mysql://root@127.0.0.1:3306]
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from './sign-in.mjs';
const require = createRequire(import.meta.url);
const dist = new URL('../backend/dist/', import.meta.url).pathname;
require(require.resolve('reflect-metadata', { paths: [dist] }));
const { createApp } = require(dist + 'app.factory.js');
const { loadConfig } = require(dist + 'platform/config/config.js');
const { SeedService } = require(dist + 'seed/seed.service.js');
const { getDataSourceToken } = require(require.resolve('@nestjs/typeorm', { paths: [dist] }));
const target = process.argv[2] ?? 'sqlite';
const dataDir = mkdtempSync(join(tmpdir(), 'eventdesk-sql-'));
let url = `sqlite:${join(dataDir, 'x.sqlite')}`;
let drop = async () => {};
if (target.startsWith('mysql')) {
  const mysql = require(require.resolve('mysql2/promise', { paths: [dist] }));
  const name = `eventdesk_bench_sql_${Date.now()}`;
  const c = await mysql.createConnection({ host: '127.0.0.1', user: 'root' });
  await c.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await c.end();
  url = `mysql://root@127.0.0.1:3306/${name}`;
  drop = async () => {
    const d = await mysql.createConnection({ host: '127.0.0.1', user: 'root' });
    await d.query(`DROP DATABASE ${name}`);
    await d.end();
  };
}
const config = loadConfig({
  DATABASE_URL: url,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'true',
  TWO_FACTOR_REQUIRED: 'false',
  PORT: '3999',
});
const app = await createApp(config);
await app.get(SeedService).seedIfEmpty();
await app.listen(0, '127.0.0.1');
const port = app.getHttpServer().address().port;
const ds = app.get(getDataSourceToken());
const eventId = (await ds.query('SELECT id FROM events'))[0].id;
let log = false;
const noop = () => {};
ds.logger = {
  logQuery: (q, p) => log && console.log('SQL:', q, JSON.stringify(p ?? [])),
  logQueryError: noop,
  logQuerySlow: noop,
  logSchemaBuild: noop,
  logMigration: noop,
  log: noop,
};
const auth = await signIn(`http://127.0.0.1:${port}`);
const hdr = auth.headers;
await ds.query(
  `INSERT INTO attendees (uuid, event_id, attendee_code, first_name, last_name) VALUES ('u1', ${eventId}, 'C1', 'Mario', 'Rossi')`,
);
for (const qs of ['', `&filter=${encodeURIComponent(JSON.stringify({ q: 'ros' }))}`]) {
  log = true;
  console.log(`--- GET list ${qs}`);
  const res = await fetch(
    `http://127.0.0.1:${port}/api/events/${eventId}/attendees?sort=${encodeURIComponent('["last_name","ASC"]')}&range=${encodeURIComponent('[0,24]')}${qs}`,
    { headers: hdr() },
  );
  log = false;
  console.log(res.status, res.headers.get('content-range'), (await res.text()).slice(0, 300));
}
await app.close();
await drop();
rmSync(dataDir, { recursive: true, force: true });
