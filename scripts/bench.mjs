#!/usr/bin/env node
// `npm run bench`: the attendee list, export and import at 100,000 attendees on SQLite and MariaDB; the
// list and the gate's scans against raw node:http + driver baselines doing the least work for the same
// answer, and GET /api/user (P3) against a bare handler on the same adapter (Fastify with its session
// plugin), each measured in the same run; the SQL statements of a list page and of an attendee's PUT.
// A benchmark, not a test: it never fails on a missed goal; it writes figures to bench/results/ and
// the README's performance section. Requires the built backend (npm run build). Only 127.0.0.1.
//
// Env: BENCH_ENGINES=sqlite,mysql  BENCH_ROWS=100000  BENCH_DURATION=10  BENCH_WARMUP=3
//      BENCH_MYSQL=mysql://root@127.0.0.1:3306  BENCH_NO_README=1
//      BENCH_PARTS=list,p3,statements,export,reports,import,scans,documentation,credits,xlsx-memory (a subset while working on one part; the README is then left alone)
//      BENCH_XLSX_ROWS=250000 (the xlsx-memory part's workbook: 250,000 rows make about 17 MB)
//      BENCH_XLSX_AS_CSV=1 (the xlsx-memory part sends the same rows as a CSV: the reader's share of the memory)
//      BENCH_CPU_PROF=<dir> (V8 CPU profiles of the app, written when it stops)
//      BENCH_APP_ARGS='--trace-gc' (more Node/V8 flags for the app)  BENCH_APP_LOG=<file> (the app's output appended there)
//      BENCH_KEEP=1 (the seeded databases are left in place, and where they are printed, to look into afterwards)
//      BENCH_SCAN_AUTH=device|session (the scans as a paired gate tablet's credential, the default since
//      issue 29 item 8, or on the ADMIN's staff session as before)
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedAttendees, csvLines, importRows } from '../bench/seed.mjs';
import { printTable, updatePerformanceDoc, updateReadme } from '../bench/report.mjs';
import { GOALS, goalsOf } from '../bench/goals.mjs';
import { BENCH_SUPERADMIN, measureCredits } from '../bench/credits.mjs';
import { measureReports } from '../bench/reports.mjs';
import { signIn } from '../bench/sign-in.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = join(ROOT, 'backend/dist/main.js');
if (!existsSync(MAIN)) {
  console.error('bench: backend/dist/main.js is missing. Run `npm run build` first (the bench builds nothing itself).');
  process.exit(1);
}
const requireRoot = createRequire(join(ROOT, 'package.json'));
const requireBackend = createRequire(join(ROOT, 'backend/package.json'));
let autocannon, decodeHist;
try {
  autocannon = requireRoot('autocannon');
  ({ decodeHist } = requireRoot('autocannon/lib/histUtil'));
} catch {
  console.error('bench: autocannon is missing. Run `npm install` at the repository root.');
  process.exit(1);
}

const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,mysql')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const ROUNDS = 2;
const EVERY_PART = ['list', 'p3', 'statements', 'export', 'reports', 'import', 'scans', 'documentation', 'credits', 'xlsx-memory'];
const XLSX_ROWS = Number(process.env.BENCH_XLSX_ROWS ?? 250_000);
const PARTS = new Set((process.env.BENCH_PARTS ?? EVERY_PART.join(',')).split(',').map((s) => s.trim()));
const ALL_PARTS = EVERY_PART.every((p) => PARTS.has(p));
const CONNECTIONS = 8;
const MYSQL_BASE = process.env.BENCH_MYSQL ?? 'mysql://root@127.0.0.1:3306';
const started = Date.now();
const log = (...a) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s]`, ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

/** Polls `check` every 200 ms until it returns truthy or `ms` pass. */
async function waitFor(what, ms, check) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const v = await check();
      if (v) return v;
    } catch {
      /* not yet */
    }
    await sleep(200);
  }
  throw new Error(`timed out after ${ms / 1000}s waiting for ${what}`);
}

// ---------------------------------------------------------------- the app as a child process

/** The app's environment on one engine: also given to the bench's processes that read its session or count its SQL. */
const appEnv = (engineEnv) => ({
  ...engineEnv,
  TWO_FACTOR_REQUIRED: 'false',
  DEMO_DATA: 'true',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  // The first superadmin of the empty database (bench/credits.mjs makes an event of its own with it).
  ADMIN_EMAIL: BENCH_SUPERADMIN.email,
  ADMIN_PASSWORD: BENCH_SUPERADMIN.password,
});

async function startApp(env) {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: the app writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF)}`] : [];
  // BENCH_APP_ARGS: more V8/Node flags for the app (e.g. --trace-gc while looking into its memory).
  const extra = (process.env.BENCH_APP_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...profile, ...extra, MAIN], {
    cwd: ROOT,
    env: { ...process.env, ...appEnv(env), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // BENCH_APP_LOG=<file>: the app's whole output is appended there too.
  if (process.env.BENCH_APP_LOG) {
    const log = createWriteStream(resolve(process.env.BENCH_APP_LOG), { flags: 'a' });
    child.stdout.pipe(log);
  }
  child.stdout.on('data', (d) => (output = (output + d).slice(-4000)));
  child.stderr.on('data', (d) => (output = (output + d).slice(-4000)));
  const exited = new Promise((r) => child.once('exit', r));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor('the app to answer', 90_000, async () => {
      if (child.exitCode !== null) throw Object.assign(new Error('app exited'), { fatal: true });
      return (await fetch(`${base}/api/health`)).ok;
    });
  } catch (e) {
    child.kill('SIGKILL');
    throw new Error(`the app did not start (${e.message}); its output:\n${output}`);
  }
  return {
    base,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const ok = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!ok) child.kill('SIGKILL');
    },
  };
}

/** Forks one of bench/*.mjs with `env` and waits for its first message (readiness or its answer). */
async function forkChild(file, env, timeoutMs = 15_000) {
  // BENCH_CPU_PROF: the baselines write their profiles beside the app's.
  const execArgv = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF)}`] : [];
  const child = fork(join(ROOT, 'bench', file), [], {
    env: { ...process.env, ...env },
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((r) => child.once('exit', (code) => r({ exited: code })));
  const message = await Promise.race([new Promise((r) => child.once('message', r)), exited, sleep(timeoutMs).then(() => null)]);
  if (!message || 'exited' in message) {
    child.kill('SIGKILL');
    throw new Error(
      `bench/${file} ${message ? `exited (code ${message.exited}) without answering` : `did not answer within ${timeoutMs / 1000}s`}`,
    );
  }
  return { message, stop: () => child.kill('SIGTERM') };
}

// ---------------------------------------------------------------- engines: create, seed, drop

async function prepareEngine(engine) {
  if (engine === 'sqlite') {
    const dataDir = mkdtempSync(join(os.tmpdir(), 'eventdesk-bench-'));
    const path = join(dataDir, 'bench.sqlite');
    return {
      engine,
      label: 'SQLite',
      env: { DATA_DIR: dataDir, DATABASE_URL: `sqlite:${path}` },
      rawEnv: { SQLITE_PATH: path },
      async open() {
        const Database = requireBackend('better-sqlite3');
        const db = new Database(path);
        db.pragma('journal_mode = WAL');
        db.pragma('busy_timeout = 5000');
        return {
          version: db.prepare('select sqlite_version() v').get().v,
          all: async (sql, p = []) => db.prepare(sql).all(p),
          exec: async (sql, p = []) => void db.prepare(sql).run(p),
          insertId: async (sql, p = []) => Number(db.prepare(sql).run(p).lastInsertRowid),
          tx: async (fn) => {
            db.exec('BEGIN');
            try {
              await fn();
              db.exec('COMMIT');
            } catch (e) {
              db.exec('ROLLBACK');
              throw e;
            }
          },
          close: async () => db.close(),
        };
      },
      async cleanup() {
        if (process.env.BENCH_KEEP) return log(`SQLite: kept ${path}`);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const mysql = requireBackend('mysql2/promise');
  const server = new URL(MYSQL_BASE);
  if (!['127.0.0.1', 'localhost'].includes(server.hostname)) throw new Error('bench: only 127.0.0.1 databases');
  const conn = {
    host: '127.0.0.1',
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username || 'root'),
    password: decodeURIComponent(server.password),
  };
  const name = `eventdesk_bench_${randomBytes(5).toString('hex')}`;
  const admin = await mysql.createConnection(conn);
  const [[{ v: version, pidFile }]] = await admin.query('SELECT VERSION() v, @@pid_file pidFile');
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'eventdesk-bench-'));
  const url = new URL(MYSQL_BASE);
  url.hostname = '127.0.0.1';
  url.pathname = `/${name}`;
  return {
    engine,
    label: 'MariaDB',
    database: name,
    /** The server's process when it runs here (its pid file readable), for its CPU time. */
    serverPid: (() => {
      try {
        return Number(readFileSync(pidFile, 'utf8').trim()) || null;
      } catch {
        return null;
      }
    })(),
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    rawEnv: { MYSQL_DATABASE: name, MYSQL_PORT: String(conn.port) },
    async open() {
      const c = await mysql.createConnection({ ...conn, database: name, charset: 'utf8mb4_unicode_ci', timezone: 'Z' });
      return {
        version,
        all: async (sql, p = []) => (await c.query(sql, p))[0],
        exec: async (sql, p = []) => void (await c.query(sql, p)),
        insertId: async (sql, p = []) => (await c.query(sql, p))[0].insertId,
        tx: async (fn) => {
          await c.beginTransaction();
          try {
            await fn();
            await c.commit();
          } catch (e) {
            await c.rollback();
            throw e;
          }
        },
        close: async () => c.end(),
      };
    },
    async cleanup() {
      if (process.env.BENCH_KEEP) return log(`MariaDB: kept database ${name}`);
      const c = await mysql.createConnection(conn);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- load

function runCannon(url, headers, duration) {
  return new Promise((res, rej) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers, skipAggregateResult: true, timeout: 10 }, (err, r) =>
      err ? rej(err) : res(r),
    );
  });
}

function summarize(runs) {
  const hist = decodeHist(runs[0].latencies);
  for (const r of runs.slice(1)) hist.add(decodeHist(r.latencies));
  const requests = runs.reduce((n, r) => n + r.totalCompletedRequests, 0);
  const seconds = runs.reduce((n, r) => n + r.duration, 0);
  const out = {
    requests,
    rps: +(requests / seconds).toFixed(1),
    p50: hist.getValueAtPercentile(50),
    p95: hist.getValueAtPercentile(95),
    p99: hist.getValueAtPercentile(99),
    max: hist.maxValue,
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors + r.timeouts, 0),
    runs: runs.map((r) => ({
      requests: r.totalCompletedRequests,
      seconds: r.duration,
      rps: +(r.totalCompletedRequests / r.duration).toFixed(1),
    })),
  };
  hist.destroy?.();
  return out;
}

async function measureScenario(scenario, api, raw) {
  log(`  ${scenario.name}: warm-up ${WARMUP}s each`);
  await runCannon(api.url, api.headers(), WARMUP);
  await runCannon(raw.url, raw.headers?.() ?? {}, WARMUP);
  const apiRuns = [];
  const rawRuns = [];
  for (let round = 0; round < ROUNDS; round++) {
    apiRuns.push(await runCannon(api.url, api.headers(), DURATION));
    rawRuns.push(await runCannon(raw.url, raw.headers?.() ?? {}, DURATION));
    log(
      `  ${scenario.name}: round ${round + 1}/${ROUNDS} api ${(apiRuns.at(-1).totalCompletedRequests / apiRuns.at(-1).duration).toFixed(0)} req/s, ${scenario.baseline ?? 'raw'} ${(rawRuns.at(-1).totalCompletedRequests / rawRuns.at(-1).duration).toFixed(0)} req/s`,
    );
  }
  const a = summarize(apiRuns);
  const r = summarize(rawRuns);
  return { name: scenario.name, query: scenario.query, api: a, raw: r, ratio: +(a.rps / r.rps).toFixed(3) };
}

// ---------------------------------------------------------------- import / export

/** Where two answers first differ (a path and both values), for a warning. */
function firstDifference(a, b, path = '') {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[k], b[k], `${path}/${k}`);
      if (found) return found;
    }
  }
  return `${path || '/'}: ${JSON.stringify(a)?.slice(0, 80)} vs ${JSON.stringify(b)?.slice(0, 80)}`;
}

/** Samples the process's resident memory every 200 ms (at most `maxMs`). */
function rssSampler(pid, maxMs) {
  const read = () => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      return m ? Number(m[1]) / 1024 : null;
    } catch {
      return null;
    }
  };
  const start = read();
  let peak = start ?? 0;
  let samples = 0;
  const timer = setInterval(() => {
    const v = read();
    samples++;
    if (v !== null) peak = Math.max(peak, v);
  }, 200);
  const cap = setTimeout(() => clearInterval(timer), maxMs);
  return () => {
    clearInterval(timer);
    clearTimeout(cap);
    return { startMb: +(start ?? 0).toFixed(1), peakMb: +peak.toFixed(1), growthMb: +(peak - (start ?? 0)).toFixed(1), samples };
  };
}

/** CPU seconds (user + system) a process has used so far, from /proc; null where it cannot be read. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function probe(base, auth, eventId) {
  // Every step of the import must be routed (a 404 on any of them: not there yet).
  // Without a file the upload answers 422: the route is there.
  const imp = await fetch(`${base}/api/events/${eventId}/attendees/import`, { method: 'POST', headers: auth.headers() });
  const exp = await fetch(`${base}/api/events/${eventId}/attendees/export?format=csv&filter=${encodeURIComponent('{"id":[0]}')}`, {
    headers: auth.headers(),
  });
  await imp.arrayBuffer();
  await exp.arrayBuffer();
  return {
    import: imp.status !== 404,
    export: exp.ok && /csv/.test(exp.headers.get('content-type') ?? ''),
    statuses: { import: imp.status, export: exp.status },
  };
}

async function measureExport(base, auth, eventId, pid) {
  const stop = rssSampler(pid, 60_000);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/events/${eventId}/attendees/export?format=csv`, {
    headers: auth.headers(),
    signal: AbortSignal.timeout(60_000),
  });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const seconds = (performance.now() - t0) / 1000;
  return { status: res.status, seconds: +seconds.toFixed(2), bytes, rows: Math.max(0, lines - 1), rss: stop() };
}

/** Median of the durations (ms) of `n` sequential GETs of `url`. */
async function medianMs(url, auth, n) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: auth.headers() });
    auth.keep(res);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return +times[Math.floor(times.length / 2)].toFixed(1);
}

/**
 * The documentation status (issue 13): the seconds a new required document takes to recompute every
 * attendee (one set-based UPDATE, in the definition's transaction), and a list page filtered by status
 * against the same page unfiltered (sequential requests, alternated), dense (every attendee MISSING) and
 * empty (none COMPLETE) — the ratio is the filter's cost.
 */
async function measureDocumentation(base, auth, eventId) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/events/${eventId}/attachment-definitions`, {
    method: 'POST',
    headers: { ...auth.headers(), 'content-type': 'application/json' },
    body: JSON.stringify({ name_it: 'Documento del bench', target: 'ATTENDEE' }),
    signal: AbortSignal.timeout(120_000),
  });
  auth.keep(res);
  if (res.status !== 201) throw new Error(`definition: ${res.status} ${(await res.text()).slice(0, 200)}`);
  await res.arrayBuffer();
  const recomputeSeconds = +((performance.now() - t0) / 1000).toFixed(2);
  const page = (filter) =>
    `${base}/api/events/${eventId}/attendees?sort=${encodeURIComponent('["last_name","ASC"]')}&range=${encodeURIComponent('[0,24]')}` +
    (filter ? `&filter=${encodeURIComponent(JSON.stringify(filter))}` : '');
  const scenarios = [];
  for (const [name, filter] of [
    ['filter MISSING (every attendee)', { documentation_status: 'MISSING' }],
    ['filter COMPLETE (none)', { documentation_status: 'COMPLETE' }],
  ]) {
    await medianMs(page(filter), auth, 5);
    await medianMs(page(null), auth, 5);
    const filtered = [];
    const plain = [];
    for (let round = 0; round < 3; round++) {
      filtered.push(await medianMs(page(filter), auth, 15));
      plain.push(await medianMs(page(null), auth, 15));
    }
    const mid = (xs) => xs.sort((a, b) => a - b)[1];
    scenarios.push({ name, filteredMs: mid(filtered), plainMs: mid(plain), ratio: +(mid(filtered) / mid(plain)).toFixed(2) });
  }
  return { recomputeSeconds, rows: ROWS, scenarios };
}

/** Scans at a gate (issue 14): the holders that scan, the requests' mix, and the load with a body per request. */
const SCAN_HOLDERS = 2000;
/** Who scans: a paired gate tablet (a bearer credential: no session read, no anti-forgery token) or a staff session. */
const SCAN_AUTH = process.env.BENCH_SCAN_AUTH === 'session' ? 'session' : 'device';
const SCAN_CONNECTIONS = 16;

/** A scan body per request, the same sequence for the API and the raw handler: IN and OUT of random holders, some forged codes. */
function scanMix(codes, zoneId, prefix) {
  let seed = 7;
  let n = 0;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return () => {
    const r = next();
    const code = r < 0.02 ? 'NOT-A-PASS' : codes[Math.floor(next() * codes.length)];
    return JSON.stringify({
      code,
      zone_id: zoneId,
      direction: next() < 0.6 ? 'IN' : 'OUT',
      device_id: `bench-${n % 4}`,
      nonce: `${prefix}-${++n}`,
    });
  };
}

function runScanCannon(url, headers, duration, body) {
  return new Promise((res, rej) => {
    autocannon(
      {
        url,
        connections: SCAN_CONNECTIONS,
        duration,
        timeout: 10,
        skipAggregateResult: true,
        requests: [
          {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: body() }),
          },
        ],
      },
      (err, r) => (err ? rej(err) : res(r)),
    );
  });
}

/**
 * The gate (issue 14): POST …/scans against a raw node:http + driver handler doing the least work for
 * the same answer (bench/raw-scan-server.mjs), alternated, 16 connections, on the same zone and holders;
 * the outcomes each side logged, and the zone's kept count against a recount of the log and of who is
 * inside; then an offline queue of 10,000 scans synced in batches of 500, and the same batches sent
 * three times more (they must add nothing).
 */
async function measureScans(eng, app, auth, eventId) {
  const api = async (method, path, body) => {
    const res = await fetch(`${app.base}/api/events/${eventId}${path}`, {
      method,
      headers: { ...auth.headers(), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
    auth.keep(res);
    const json = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
    return json;
  };
  const categories = (await api('GET', '/attendee-categories?range=[0,199]')).map((c) => c.id);
  const zone = await api('POST', '/zones', { name_it: 'Varco del bench', code: 'BENCH', default_attendee_category_ids: categories });
  // A gate device at the zone, paired as a tablet is (issue 29 item 8): its scans carry the credential only.
  let scanHeaders = auth.headers;
  let gateDevice = null;
  if (SCAN_AUTH === 'device') {
    const device = await api('POST', '/totems', { name: 'Tablet del bench', zone_id: zone.id, mode: 'GATE' });
    const pairing = await api('POST', `/totems/${device.id}/pairing`);
    const client = {};
    const csrf = await fetch(`${app.base}/sanctum/csrf-cookie`);
    const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
    for (const c of cookie) client[c.split('=')[0]] = c.slice(c.indexOf('=') + 1);
    const redeemed = await fetch(`${app.base}/api/totem-devices`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookie.join('; '),
        'x-xsrf-token': decodeURIComponent(client['XSRF-TOKEN'] ?? ''),
      },
      body: JSON.stringify({ code: pairing.code }),
    });
    const { token } = await redeemed.json();
    if (!token) throw new Error(`pairing the bench's gate tablet: ${redeemed.status}`);
    scanHeaders = () => ({ authorization: `Bearer ${token}` });
    gateDevice = `totem-${device.id}`;
  }
  const scanApi = async (path, body) => {
    const res = await fetch(`${app.base}/api/events/${eventId}${path}`, {
      method: 'POST',
      headers: { ...scanHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
    if (SCAN_AUTH === 'session') auth.keep(res);
    const json = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
    return json;
  };
  const attendees = [];
  for (let from = 0; from < SCAN_HOLDERS; from += 1000)
    attendees.push(...(await api('GET', `/attendees?range=[${from},${from + 999}]&filter=${encodeURIComponent('{"pending":false}')}`)));
  const codes = [];
  for (const a of attendees) codes.push((await api('GET', `/attendees/${a.id}/pass`)).code);
  log(`${eng.label}: ${codes.length} passes; scans against the raw handler`);
  const rawPort = await freePort();
  const raw = await forkChild('raw-scan-server.mjs', {
    ENGINE: eng.engine === 'sqlite' ? 'sqlite' : 'mysql',
    EVENT_ID: String(eventId),
    PORT: String(rawPort),
    ...eng.rawEnv,
  });
  try {
    const apiUrl = `${app.base}/api/events/${eventId}/scans`;
    const rawUrl = `http://127.0.0.1:${rawPort}/scan`;
    // Same answer from both for one scan of each kind the load sends: the same keys, outcome and count's move.
    const check = {};
    const shape = (x) => JSON.stringify({ keys: Object.keys(x), holder: x.holder && Object.keys(x.holder) });
    for (const [name, body, next] of [
      // The raw handler scans the next holder (the first is inside now), IN then OUT.
      ['in', { code: codes[0], zone_id: zone.id, direction: 'IN' }, codes[1]],
      ['in-again', { code: codes[0], zone_id: zone.id, direction: 'IN' }, codes[1]],
      ['out', { code: codes[0], zone_id: zone.id, direction: 'OUT' }, codes[1]],
      ['out-again', { code: codes[0], zone_id: zone.id, direction: 'OUT' }, codes[1]],
      ['forged', { code: 'NOT-A-PASS', zone_id: zone.id, direction: 'IN' }, 'NOT-A-PASS'],
    ]) {
      const a = await scanApi('/scans', { ...body, device_id: 'check', nonce: `c-${name}` });
      const res = await fetch(rawUrl, {
        method: 'POST',
        body: JSON.stringify({ ...body, code: next, device_id: 'raw', nonce: `c-${name}` }),
      });
      const b = await res.json();
      check[name] = {
        api: [a.result, a.reason, a.inside],
        raw: [res.status, b.result, b.reason, b.inside],
        sameShape: shape(a) === shape(b),
      };
      if (res.status !== 201 || a.result !== b.result || a.reason !== b.reason || !check[name].sameShape)
        log(`  WARNING scans, ${name}: API ${JSON.stringify(a).slice(0, 300)} vs raw ${res.status} ${JSON.stringify(b).slice(0, 300)}`);
    }
    await runScanCannon(apiUrl, scanHeaders(), WARMUP, scanMix(codes, zone.id, 'wa'));
    await runScanCannon(rawUrl, {}, WARMUP, scanMix(codes, zone.id, 'wr'));
    const apiRuns = [];
    const rawRuns = [];
    for (let round = 0; round < ROUNDS; round++) {
      apiRuns.push(await runScanCannon(apiUrl, scanHeaders(), DURATION, scanMix(codes, zone.id, `a${round}`)));
      rawRuns.push(await runScanCannon(rawUrl, {}, DURATION, scanMix(codes, zone.id, `r${round}`)));
      log(
        `  scans: round ${round + 1}/${ROUNDS} api ${(apiRuns.at(-1).totalCompletedRequests / apiRuns.at(-1).duration).toFixed(0)}/s, raw ${(rawRuns.at(-1).totalCompletedRequests / rawRuns.at(-1).duration).toFixed(0)}/s`,
      );
    }
    const a = summarize(apiRuns);
    const r = summarize(rawRuns);
    // The occupancy kept by the writers against a recount of the log: once the scans the load generator
    // gave up on at the end of its last run are through, in one statement (one snapshot of both).
    await sleep(1000);
    const db = await eng.open();
    const [{ inside, sum, present }] = await db.all(
      'SELECT (SELECT inside FROM zone_occupancy WHERE zone_id = ?) AS inside, (SELECT COALESCE(SUM(delta), 0) FROM scans WHERE zone_id = ?) AS sum,' +
        ' (SELECT COUNT(*) FROM zone_presence WHERE zone_id = ?) AS present',
      [zone.id, zone.id, zone.id],
    );
    // What each side logged under load (the same sequence of requests, on the state the other left).
    const outcomes = { api: {}, raw: {} };
    for (const row of await db.all(
      "SELECT CASE WHEN nonce LIKE 'a%' OR nonce LIKE 'wa%' THEN 'api' ELSE 'raw' END AS side, result, reason, COUNT(*) AS n" +
        " FROM scans WHERE zone_id = ? AND (device_id LIKE 'bench-%' OR device_id = ?) GROUP BY 1, 2, 3",
      [zone.id, gateDevice ?? 'bench-%'],
    ))
      outcomes[row.side][`${row.result}${row.reason ? ` ${row.reason}` : ''}`] = Number(row.n);
    // An offline queue of 10,000 scans, in batches of 500, then the same batches three times more.
    const at = new Date(Date.now() - 3_600_000).toISOString();
    const mix = scanMix(codes, zone.id, 'sync');
    const batches = Array.from({ length: 20 }, () =>
      Array.from({ length: 500 }, () => ({
        ...JSON.parse(mix()),
        device_id: 'offline-tablet',
        scanned_at: at,
        offline_result: 'ADMITTED',
      })),
    );
    const t0 = performance.now();
    for (const batch of batches) await scanApi('/scans/sync', { scans: batch });
    const syncSeconds = +((performance.now() - t0) / 1000).toFixed(1);
    const count = async () => Number((await db.all('SELECT COUNT(*) AS n FROM scans WHERE event_id = ?', [eventId]))[0].n);
    const before = await count();
    const t1 = performance.now();
    for (let i = 0; i < 3; i++) for (const batch of batches) await scanApi('/scans/sync', { scans: batch });
    const resendSeconds = +((performance.now() - t1) / 1000 / 3).toFixed(1);
    const resendAdded = (await count()) - before;
    await db.close();
    if (resendAdded !== 0) log(`  WARNING scans: sending the queue again added ${resendAdded} scans`);
    if (Number(inside) !== Number(sum) || Number(inside) !== Number(present))
      log(`  WARNING scans: the zone's count ${inside} against ${sum} from the log and ${present} inside`);
    return {
      auth: SCAN_AUTH,
      holders: codes.length,
      connections: SCAN_CONNECTIONS,
      check,
      api: a,
      raw: r,
      ratio: +(a.rps / r.rps).toFixed(3),
      outcomes,
      occupancy: { kept: Number(inside), recount: Number(sum), present: Number(present) },
      sync: { scans: 10_000, batch: 500, seconds: syncSeconds, resendSeconds, resendAdded },
    };
  } finally {
    raw.stop();
  }
}

/** Upload → preview → apply → poll the job. The shapes are read defensively: the endpoints are being built. */
async function measureImport(base, auth, eventId, pid, dbPid) {
  const ids = async (resource) => {
    const res = await fetch(`${base}/api/events/${eventId}/${resource}?range=[0,99]`, { headers: auth.headers() });
    return (await res.json()).map((r) => r.id);
  };
  const csv = Array.from(csvLines(ROWS, 42, { categoryIds: await ids('attendee-categories'), companyIds: await ids('companies') })).join(
    '',
  );
  const stop = rssSampler(pid, 120_000);
  const cpu0 = { api: cpuSeconds(pid), db: dbPid ? cpuSeconds(dbPid) : null };
  const t0 = performance.now();
  const phases = {};
  const lap = (name, since) => (phases[name] = +((performance.now() - since) / 1000).toFixed(2));
  const post = async (path, body) => {
    const res = await fetch(`${base}/api/events/${eventId}/attendees/${path}`, {
      method: 'POST',
      headers: body instanceof FormData ? auth.headers() : { ...auth.headers(), 'content-type': 'application/json' },
      body: body instanceof FormData ? body : JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(60_000),
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  try {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'attendees.csv');
    const upload = await post('import', form);
    lap('upload', t0);
    const importId = upload.upload_id;
    const mapping = upload.suggested_mapping;
    let t = performance.now();
    const preview = await post(`import/${importId}/preview`, { mapping });
    lap('preview', t);
    if (preview.invalid_rows) throw new Error(`preview: ${preview.invalid_rows} invalid rows, e.g. ${JSON.stringify(preview.errors?.[0])}`);
    t = performance.now();
    const applied = await post(`import/${importId}/apply`, { mapping });
    const jobId = applied.job_id ?? applied.job?.id ?? applied.id;
    let job;
    await waitFor('the import job', 120_000, async () => {
      const res = await fetch(`${base}/api/events/${eventId}/jobs/${jobId}`, { headers: auth.headers() });
      job = await res.json();
      if (['failed', 'error'].includes(job.status))
        throw Object.assign(new Error(`job failed: ${JSON.stringify(job).slice(0, 300)}`), { fatal: true });
      return ['done', 'completed', 'finished', 'succeeded'].includes(job.status);
    });
    lap('job', t);
    const seconds = (performance.now() - t0) / 1000;
    // CPU used meanwhile by the API and (a local server) the database: where the time goes, less noisy than wall times.
    const used = (now, before) => (now === null || before === null ? null : +(now - before).toFixed(2));
    const cpu = { api: used(cpuSeconds(pid), cpu0.api), db: dbPid ? used(cpuSeconds(dbPid), cpu0.db) : null };
    return {
      seconds: +seconds.toFixed(2),
      phases,
      cpu,
      rows: ROWS,
      bytes: csv.length,
      created: job.created,
      failed: job.failed,
      job,
      rss: stop(),
    };
  } catch (e) {
    return { error: e.message, rss: stop() };
  }
}

/** The xlsx-memory part's workbook, made once per run for a given set of category and company ids. */
const workbooks = new Map();
/** The XLSX file's attendees are numbered after the CSV import's (1,000,000 on), whose e-mails the event already holds. */
const XLSX_FIRST = 2_000_000;
async function importWorkbook(ids) {
  const key = JSON.stringify(ids);
  if (!workbooks.has(key)) {
    const file = join(mkdtempSync(join(os.tmpdir(), 'bench-xlsx-')), 'attendees.xlsx');
    // As Excel writes it: text in shared strings, written after the sheet.
    const ExcelJS = requireBackend('exceljs');
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: true });
    const ws = wb.addWorksheet('Partecipanti');
    for (const cells of importRows(XLSX_ROWS, 7, { ...ids, first: XLSX_FIRST })) ws.addRow(cells).commit();
    ws.commit();
    await wb.commit();
    workbooks.set(key, file);
  }
  return workbooks.get(key);
}

/**
 * Issue 26 item 6: the API's memory for an XLSX import of about 17 MB (BENCH_XLSX_ROWS rows), through
 * the API — upload (checks and the first rows), preview (a dry run of every row), apply and the job
 * (row count and the full pass, writing every row) — on an app started afresh for it, its resident
 * memory sampled every 200 ms; the peak of each step is kept too.
 */
async function measureXlsxImport(base, auth, eventId, pid) {
  const ids = async (resource) => {
    const res = await fetch(`${base}/api/events/${eventId}/${resource}?range=[0,99]`, { headers: auth.headers() });
    return (await res.json()).map((r) => r.id);
  };
  const t = performance.now();
  const rowIds = { categoryIds: await ids('attendee-categories'), companyIds: await ids('companies') };
  const asCsv = !!process.env.BENCH_XLSX_AS_CSV;
  const bytes = asCsv
    ? Buffer.from(Array.from(csvLines(XLSX_ROWS, 7, { ...rowIds, first: XLSX_FIRST })).join(''))
    : readFileSync(await importWorkbook(rowIds));
  log(
    `  ${asCsv ? 'CSV' : 'workbook'} of ${XLSX_ROWS} rows, ${(bytes.length / 2 ** 20).toFixed(1)} MB, made in ${((performance.now() - t) / 1000).toFixed(0)} s`,
  );
  const rss = () => {
    try {
      return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
    } catch {
      return null;
    }
  };
  const start = rss();
  let peak = start;
  let stepPeak = start;
  const timer = setInterval(() => {
    const v = rss();
    if (v !== null) [peak, stepPeak] = [Math.max(peak, v), Math.max(stepPeak, v)];
  }, 200);
  const steps = {};
  const step = async (name, work) => {
    const t0 = performance.now();
    stepPeak = rss() ?? stepPeak;
    const value = await work();
    stepPeak = Math.max(stepPeak, rss() ?? 0);
    steps[name] = { seconds: +((performance.now() - t0) / 1000).toFixed(2), peakMb: +stepPeak.toFixed(1) };
    return value;
  };
  const post = async (path, body) => {
    const res = await fetch(`${base}/api/events/${eventId}/attendees/${path}`, {
      method: 'POST',
      headers: body instanceof FormData ? auth.headers() : { ...auth.headers(), 'content-type': 'application/json' },
      body: body instanceof FormData ? body : JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(600_000),
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  const t0 = performance.now();
  try {
    const form = new FormData();
    const type = asCsv ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    form.append('file', new Blob([bytes], { type }), asCsv ? 'partecipanti.csv' : 'partecipanti.xlsx');
    const upload = await step('upload', () => post('import', form));
    const mapping = upload.suggested_mapping;
    const preview = await step('preview', () => post(`import/${upload.upload_id}/preview`, { mapping }));
    if (preview.invalid_rows) throw new Error(`preview: ${preview.invalid_rows} invalid rows, e.g. ${JSON.stringify(preview.errors?.[0])}`);
    const job = await step('job', async () => {
      const { job_id: jobId } = await post(`import/${upload.upload_id}/apply`, { mapping });
      let state;
      await waitFor('the XLSX import job', 900_000, async () => {
        const res = await fetch(`${base}/api/events/${eventId}/jobs/${jobId}`, { headers: auth.headers() });
        state = await res.json();
        if (state.status === 'failed')
          throw Object.assign(new Error(`job failed: ${JSON.stringify(state).slice(0, 300)}`), { fatal: true });
        return state.status === 'done';
      });
      return state;
    });
    clearInterval(timer);
    return {
      seconds: +((performance.now() - t0) / 1000).toFixed(2),
      rows: XLSX_ROWS,
      bytes: bytes.length,
      ...(asCsv ? { format: 'csv' } : {}),
      previewRows: preview.total_rows,
      created: job.created,
      failed: job.failed,
      steps,
      rss: { startMb: +start.toFixed(1), peakMb: +peak.toFixed(1), growthMb: +(peak - start).toFixed(1) },
    };
  } catch (e) {
    clearInterval(timer);
    return { error: e.message, steps, rss: { startMb: +start.toFixed(1), peakMb: +peak.toFixed(1), growthMb: +(peak - start).toFixed(1) } };
  }
}

// ---------------------------------------------------------------- P3: GET /api/user against a bare handler

/** The signed-in user from the app and from bench/session-server.mjs (same session store), alternated. */
async function measureP3(eng, app, auth) {
  const port = await freePort();
  const bare = await forkChild('session-server.mjs', { ...appEnv(eng.env), PORT: String(port) }, 30_000);
  try {
    const api = { url: `${app.base}/api/user`, headers: auth.headers };
    const baseline = { url: `http://127.0.0.1:${port}/api/user`, headers: auth.headers };
    const [a, b] = await Promise.all([api, baseline].map((t) => fetch(t.url, { headers: t.headers() })));
    const json = async (res, who) => {
      const text = await res.text();
      try {
        return JSON.parse(text);
      } catch {
        throw new Error(
          `${who} answered ${res.status} with no JSON: ${text
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .slice(0, 300)}`,
        );
      }
    };
    const [ja, jb] = [await json(a, 'the API'), await json(b, 'the bare handler')];
    // The session options are written out again in the bare server: a cookie rewritten by one only shows they drifted.
    const cookieOf = (res) =>
      res.headers
        .getSetCookie()
        .map((c) => c.replace(/=[^;]*/, ''))
        .join();
    const check = {
      api: a.status,
      bare: b.status,
      sameJson: JSON.stringify(ja) === JSON.stringify(jb),
      sameSetCookie: cookieOf(a) === cookieOf(b),
    };
    if (a.status !== 200 || !check.sameJson || !check.sameSetCookie)
      log(`  WARNING P3: the API and the bare handler differ: ${JSON.stringify(check)}`);
    const {
      api: apiFigures,
      raw: bareFigures,
      ratio,
    } = await measureScenario({ name: 'P3 GET /api/user', baseline: 'bare' }, api, baseline);
    return { check, api: apiFigures, bare: bareFigures, ratio };
  } finally {
    bare.stop();
  }
}

/** Statement counts of single requests (bench/statements.mjs), on the seeded database. */
async function countStatements(eng, eventId) {
  const counted = await forkChild('statements.mjs', { ...appEnv(eng.env), EVENT_ID: String(eventId) }, 90_000);
  counted.stop();
  if (counted.message.error) throw new Error(counted.message.error);
  return counted.message;
}

// ---------------------------------------------------------------- one engine

async function benchEngine(engineName) {
  const eng = await prepareEngine(engineName);
  const result = { engine: engineName, label: eng.label };
  let app;
  let raw;
  try {
    log(`${eng.label}: first start (migrations, demo event)`);
    app = await startApp(eng.env);
    await app.stop();

    const db = await eng.open();
    result.dbVersion = db.version;
    const [{ id: eventId }] = await db.all('SELECT id FROM events ORDER BY id LIMIT 1');
    log(`${eng.label}: seeding ${ROWS} attendees into event ${eventId}`);
    const t0 = performance.now();
    await seedAttendees(db, { eventId, count: ROWS, batch: 5000, engine: engineName });
    result.seedSeconds = +((performance.now() - t0) / 1000).toFixed(1);
    if (engineName !== 'sqlite') await db.all('ANALYZE TABLE attendees');
    const [{ n }] = await db.all('SELECT COUNT(*) AS n FROM attendees WHERE event_id = ?', [eventId]);
    result.rows = Number(n);
    await db.close();
    log(`${eng.label}: seeded ${result.rows} in ${result.seedSeconds}s; restarting the app`);

    app = await startApp(eng.env);
    if (engineName === 'sqlite') {
      // The app's own statistics (PRAGMA optimize at start-up): record whether attendees got any.
      const check = await eng.open();
      const stat = await check.all("SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_stat1'");
      result.sqliteStat1Rows = stat[0].n ? (await check.all("SELECT count(*) AS n FROM sqlite_stat1 WHERE tbl = 'attendees'"))[0].n : 0;
      await check.close();
      log(`${eng.label}: sqlite_stat1 rows for attendees after start-up: ${result.sqliteStat1Rows}`);
    }
    let auth = await signIn(app.base);

    const rawPort = await freePort();
    raw = await forkChild('raw-server.mjs', {
      ENGINE: engineName === 'sqlite' ? 'sqlite' : 'mysql',
      EVENT_ID: String(eventId),
      PORT: String(rawPort),
      ...eng.rawEnv,
    });
    if (!raw.message.ready) throw new Error('the raw server did not start');
    result.rawSql = raw.message.sql;

    const listUrl = (q) =>
      `${app.base}/api/events/${eventId}/attendees?sort=${encodeURIComponent('["last_name","ASC"]')}&range=${encodeURIComponent('[0,24]')}` +
      (q ? `&filter=${encodeURIComponent(JSON.stringify({ q }))}` : '');
    const rawUrl = (q) => `http://127.0.0.1:${rawPort}/list${q ? `?q=${encodeURIComponent(q)}` : ''}`;
    const scenarios = [
      { name: 'list by last name', query: null },
      { name: "list with q='ros'", query: 'ros' },
    ];

    // Same answer from both: total, and the ids of the page in the same order.
    result.check = {};
    for (const s of scenarios) {
      const a = await fetch(listUrl(s.query), { headers: auth.headers() });
      auth.keep(a);
      const b = await fetch(rawUrl(s.query));
      const [ra, rb] = [await a.json(), await b.json()];
      const same =
        a.headers.get('content-range') === b.headers.get('content-range') &&
        JSON.stringify(ra.map((x) => x.id)) === JSON.stringify(rb.map((x) => x.id));
      const sameJson = JSON.stringify(ra) === JSON.stringify(rb);
      result.check[s.name] = { api: a.headers.get('content-range'), raw: b.headers.get('content-range'), samePage: same, sameJson };
      if (a.status !== 200 || !same || !sameJson)
        log(
          `  WARNING ${s.name}: API ${a.status} ${a.headers.get('content-range')} vs raw ${b.headers.get('content-range')} (same page: ${same}, same JSON: ${sameJson}${sameJson ? '' : `, first difference: ${firstDifference(ra, rb)}`})`,
        );
    }

    result.scenarios = [];
    for (const s of PARTS.has('list') ? scenarios : []) {
      result.scenarios.push(await measureScenario(s, { url: listUrl(s.query), headers: auth.headers }, { url: rawUrl(s.query) }));
    }

    // A part that fails is reported as failed; the others still run.
    const attempt = (what, work) => work().catch((e) => (log(`  WARNING ${what} failed: ${e.message}`), { error: e.message }));
    if (PARTS.has('p3')) result.p3 = await attempt('P3', () => measureP3(eng, app, auth));
    if (PARTS.has('statements')) {
      log(`${eng.label}: SQL statements of single requests`);
      result.statements = await attempt('the statement count', () => countStatements(eng, eventId));
    }

    const available = await probe(app.base, auth, eventId);
    result.endpoints = available.statuses;
    if (!PARTS.has('export')) {
      result.export = { skipped: 'not in BENCH_PARTS' };
    } else if (available.export) {
      log(`${eng.label}: export of ${result.rows} rows`);
      result.export = await measureExport(app.base, auth, eventId, app.pid);
    } else {
      result.export = { skipped: 'endpoint not available', probe: available.statuses.export };
    }
    // Before the import: the reports' goal is at the bench's 100,000 attendees, which the import doubles.
    if (PARTS.has('reports')) {
      log(`${eng.label}: reports of ${ROWS} attendees and their scans`);
      const db = await eng.open();
      result.reports = await attempt('the reports', () =>
        measureReports({
          db,
          base: app.base,
          auth,
          eventId,
          engine: engineName,
          log,
          restart: async () => {
            await app.stop();
            app = await startApp(eng.env);
            auth = await signIn(app.base);
            return { base: app.base, auth };
          },
        }),
      ).finally(() => db.close());
      log(`${eng.label}: reports ${JSON.stringify(result.reports)}`);
    }
    if (!PARTS.has('import')) {
      result.import = { skipped: 'not in BENCH_PARTS' };
    } else if (available.import) {
      log(`${eng.label}: import of ${ROWS} rows`);
      result.import = await measureImport(app.base, auth, eventId, app.pid, eng.serverPid);
      const { seconds, phases, cpu, error } = result.import;
      log(`${eng.label}: import ${JSON.stringify({ seconds, phases, cpu, error })}`);
    } else {
      result.import = { skipped: 'endpoint not available', probe: available.statuses.import };
    }
    if (PARTS.has('scans')) {
      log(`${eng.label}: scans at a gate`);
      result.scans = await attempt('the scans', () => measureScans(eng, app, auth, eventId));
      log(
        `${eng.label}: scans ${JSON.stringify({ api: result.scans.api?.rps, raw: result.scans.raw?.rps, ratio: result.scans.ratio, p95: result.scans.api?.p95, non2xx: [result.scans.api?.non2xx, result.scans.raw?.non2xx], sync: result.scans.sync, occupancy: result.scans.occupancy, outcomes: result.scans.outcomes, error: result.scans.error })}`,
      );
    }
    if (PARTS.has('documentation')) {
      log(`${eng.label}: documentation status of ${ROWS} attendees`);
      result.documentation = await attempt('the documentation status', () => measureDocumentation(app.base, auth, eventId));
      log(`${eng.label}: documentation ${JSON.stringify(result.documentation)}`);
    }
    if (PARTS.has('credits')) {
      log(`${eng.label}: credits of an ECM congress (a job for the whole event)`);
      const db = await eng.open();
      result.credits = await attempt('the credits', () => measureCredits({ db, base: app.base, engine: engineName, log })).finally(() =>
        db.close(),
      );
      log(`${eng.label}: credits ${JSON.stringify(result.credits)}`);
    }
    if (PARTS.has('xlsx-memory')) {
      // On an app started afresh: the growth is the XLSX import's, not what the parts before left in the heap.
      log(`${eng.label}: XLSX import of ${XLSX_ROWS} rows (memory)`);
      await app.stop();
      app = await startApp(eng.env);
      const xlsxAuth = await signIn(app.base).catch(async (e) => {
        log(`  sign-in failed once (${e.message}); the app's output:\n${app.output()}`);
        await sleep(2000);
        return signIn(app.base);
      });
      result.xlsxMemory = await attempt('the XLSX import', () => measureXlsxImport(app.base, xlsxAuth, eventId, app.pid));
      log(`${eng.label}: XLSX import ${JSON.stringify(result.xlsxMemory)}`);
    }
    result.goals = goalsOf(engineName, result, ROWS);
    return result;
  } finally {
    raw?.stop();
    await app?.stop();
    await eng.cleanup().catch((e) => log(`cleanup of ${eng.label} failed: ${e.message}`));
  }
}

// ---------------------------------------------------------------- main

const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  memoryGb: +(os.totalmem() / 2 ** 30).toFixed(1),
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
  /** Other work on the machine skews absolute figures; the API/raw ratios, measured alternately, less so. */
  loadAverageAtStart: os.loadavg().map((n) => +n.toFixed(2)),
};
const settings = {
  rows: ROWS,
  connections: CONNECTIONS,
  warmupSeconds: WARMUP,
  durationSeconds: DURATION,
  rounds: ROUNDS,
  order: 'api, raw, api, raw after one warm-up of each',
};
const date = new Date().toISOString().slice(0, 10);
const resultsDir = join(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });

const engines = [];
let failed = false;
for (const engine of ENGINES) {
  try {
    const r = await benchEngine(engine);
    engines.push(r);
    writeFileSync(
      join(resultsDir, `${ALL_PARTS ? '' : 'partial-'}${engine}-${date}.json`),
      JSON.stringify({ date: new Date().toISOString(), machine, settings, ...r }, null, 2) + '\n',
    );
  } catch (e) {
    failed = true;
    log(`${engine}: FAILED: ${e.stack ?? e.message}`);
    engines.push({ engine, error: e.message });
  }
}
for (const file of workbooks.values()) rmSync(dirname(file), { recursive: true, force: true });
machine.loadAverageAtEnd = os.loadavg().map((n) => +n.toFixed(2));
const total = {
  date: new Date().toISOString(),
  seconds: Math.round((Date.now() - started) / 1000),
  machine,
  settings,
  goalsSpec: GOALS,
  engines,
};
writeFileSync(join(resultsDir, ALL_PARTS ? 'latest.json' : 'partial-latest.json'), JSON.stringify(total, null, 2) + '\n');
printTable(total);
if (!process.env.BENCH_NO_README && ALL_PARTS) {
  updatePerformanceDoc(join(ROOT, 'docs', 'performance.md'), total);
  updateReadme(join(ROOT, 'README.md'), total);
  log('README performance section updated');
}
log(`done in ${total.seconds}s; results in bench/results/${ALL_PARTS ? '' : 'partial-'}latest.json`);
process.exit(failed ? 1 : 0);
