// node --test bench/ (run by npm test): the goals and the README section written from a run's results.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { goal, goalsOf, verdict } from './goals.mjs';
import { section, summary, updatePerformanceDoc, updateReadme } from './report.mjs';

const figures = (api, raw) => ({ p50: 1, p95: api.p95 ?? 10, p99: 12, rps: api.rps, requests: 1, ...raw });
const engine = {
  engine: 'mysql',
  label: 'MariaDB',
  dbVersion: '10.11',
  rows: 100_000,
  scenarios: [{ name: 'list by last name', api: figures({ rps: 200, p95: 46 }), raw: figures({ rps: 800 }), ratio: 0.25 }],
  p3: { check: { sameJson: true }, api: figures({ rps: 650 }), bare: figures({ rps: 1000 }), ratio: 0.65 },
  statements: {
    list: { status: 200, count: 6, beyondSession: 4, statements: [] },
    put: { status: 200, count: 13, beyondSession: 11, statements: [] },
  },
  import: { seconds: 24.58, rss: { growthMb: 51.7 } },
  export: { skipped: 'not in BENCH_PARTS' },
};

test('a floor is met at the limit, a ceiling is missed past it, each saying by how much', () => {
  assert.equal(verdict(goal('P3', 0.6, '≥', 0.6, '×')), 'met');
  assert.equal(verdict(goal('P3', 0.362, '≥', 0.6, '×')), 'missed: 0.238× short');
  assert.equal(verdict(goal('PUT', 8, '≤', 8, 'statements')), 'met');
  assert.equal(verdict(goal('PUT', 13, '≤', 8, 'statements')), 'missed: over by 5 statements');
  assert.equal(verdict(goal('import', 15, '<', 15, 's')), 'missed: over by 0 s');
});

test('the goals of an engine include P3, the PUT and list statements, and the import', () => {
  const goals = goalsOf('mysql', engine, 100_000);
  const byName = Object.fromEntries(goals.map((g) => [g.goal, g]));
  assert.deepEqual(Object.keys(byName), [
    'list by last name: API p95',
    'list by last name: API/raw req/s',
    'P3 GET /api/user: API/bare req/s',
    'PUT of an attendee: SQL statements',
    'list page: SQL statements beyond session and user',
    'import 100000 rows',
    'import RSS growth',
  ]);
  assert.equal(byName['P3 GET /api/user: API/bare req/s'].met, true);
  assert.equal(byName['PUT of an attendee: SQL statements'].by, 5);
  assert.equal(byName['list page: SQL statements beyond session and user'].value, 4);
  assert.equal(byName['import 100000 rows'].met, false);
});

test('the XLSX import part gives one goal: the API’s memory growth under 150 MB, named with the file’s size', () => {
  const xlsxMemory = {
    seconds: 61.2,
    rows: 245_000,
    bytes: 17.2 * 2 ** 20,
    created: 245_000,
    steps: {},
    rss: { startMb: 180, peakMb: 330, growthMb: 150 },
  };
  const [missed] = goalsOf('sqlite', { xlsxMemory }, 100_000);
  assert.equal(missed.goal, 'XLSX import (17 MB, 245000 rows): API RSS growth');
  assert.equal(missed.target, '< 150 MB');
  assert.equal(verdict(missed), 'missed: over by 0 MB');
  const [met] = goalsOf('sqlite', { xlsxMemory: { ...xlsxMemory, rss: { ...xlsxMemory.rss, growthMb: 72.4 } } }, 100_000);
  assert.equal(met.met, true);
  assert.equal(met.by, -77.6);
  assert.deepEqual(goalsOf('sqlite', { xlsxMemory: { error: 'upload: 413', rss: { growthMb: 3 } } }, 100_000), []);
  const text = section({
    date: '2026-11-27T22:00:00.000Z',
    machine: { cpu: 'AMD EPYC', cores: 2, node: 'v20.20.2', loadAverageAtStart: [0.1] },
    settings: { rows: 100_000, connections: 8, rounds: 2, durationSeconds: 10 },
    engines: [
      { engine: 'sqlite', label: 'SQLite', goals: [met], xlsxMemory: { ...xlsxMemory, steps: { upload: { seconds: 1.2, peakMb: 200 } } } },
    ],
  });
  assert.match(text, /\| XLSX import \(17 MB, 245000 rows\): API RSS growth \| 72\.4 MB \| < 150 MB \| met \|/);
  assert.match(text, /- XLSX import: 17\.2 MB, 245,000 rows \(245000 created\) in 61\.2 s .*upload 1\.2 s \(peak 200 MB\)/);
});

test('the reports part gives a p95 goal of 300 ms per report and variant; a failed part gives none', () => {
  const reports = {
    scans: 500_000,
    reports: [
      { name: 'gate', variant: 'all', p50: 120, p95: 310.4, max: 400 },
      { name: 'gate', variant: 'one category', p50: 90, p95: 150, max: 160 },
    ],
  };
  const [all, one] = goalsOf('mysql', { reports }, 100_000);
  assert.equal(all.goal, 'report gate (all): p95');
  assert.equal(all.target, '≤ 300 ms');
  assert.equal(verdict(all), 'missed: over by 10 ms');
  assert.equal(one.met, true);
  assert.deepEqual(goalsOf('mysql', { reports: { error: 'gate: 500' } }, 100_000), []);
});

test('a statement count that failed gives no statement goals', () => {
  const goals = goalsOf('sqlite', { ...engine, statements: { error: 'the PUT answered 422' } }, 100_000);
  assert.equal(goals.filter((g) => g.unit === 'statements').length, 0);
});

test('the README section is one table per engine, every goal with figure, target and result', () => {
  const total = {
    date: '2026-11-23T22:00:00.000Z',
    machine: { cpu: 'AMD EPYC', cores: 2, node: 'v20.20.2', loadAverageAtStart: [0.1] },
    settings: { rows: 100_000, connections: 8, rounds: 2, durationSeconds: 10 },
    engines: [
      { ...engine, goals: goalsOf('mysql', engine, 100_000) },
      { engine: 'sqlite', error: 'no database' },
    ],
  };
  const text = section(total);
  assert.match(text, /\| P3 GET \/api\/user: API\/bare req\/s \| 0\.65× \| ≥ 0\.6× \| met \|/);
  assert.match(text, /\| PUT of an attendee: SQL statements \| 13 statements \| ≤ 8 statements \| \*\*missed: over by 5 statements\*\* \|/);
  assert.match(text, /\| list by last name: API\/raw req\/s \| 0\.25× \| ≥ 0\.7× \| \*\*missed: 0\.45× short\*\* \|/);
  assert.match(text, /sqlite[\s\S]*Failed: no database/);
  assert.equal(text.match(/\| goal \| figure \| target \| result \|/g).length, 1);

  const doc = join(mkdtempSync(join(tmpdir(), 'bench-doc-')), 'performance.md');
  writeFileSync(doc, `# X\n\n## Where the goals stand\n\n${section({ ...total, engines: [] })}\n\nAfter.\n`);
  updatePerformanceDoc(doc, total);
  const updated = readFileSync(doc, 'utf8');
  assert.match(updated, /13 statements/);
  assert.match(updated, /\n\nAfter\.\n$/);
  assert.equal(updated.match(/bench:start/g).length, 1);
});

test('the README gets a summary: goals met per database and the missed ones by name', () => {
  const total = {
    date: '2026-11-23T22:00:00.000Z',
    machine: { cpu: 'AMD EPYC', cores: 2, node: 'v20.20.2', loadAverageAtStart: [0.1] },
    settings: { rows: 100_000, connections: 8, rounds: 2, durationSeconds: 10 },
    engines: [
      { ...engine, label: 'MariaDB', goals: goalsOf('mysql', engine, 100_000) },
      { engine: 'sqlite', error: 'no database' },
    ],
  };
  const goals = total.engines[0].goals;
  const missed = goals.filter((g) => !g.met);
  const text = summary(total);
  assert.match(text, new RegExp(`\\| MariaDB \\| ${goals.length - missed.length} of ${goals.length} \\| `));
  for (const g of missed) assert.ok(text.includes(g.goal), g.goal);
  assert.match(text, /\| sqlite \| — \| the run failed: no database \|/);
  const readme = join(mkdtempSync(join(tmpdir(), 'bench-readme-')), 'README.md');
  writeFileSync(readme, '# X\n\n## Performance\n\nBudgets.\n\n## What works\n');
  updateReadme(readme, total);
  updateReadme(readme, total);
  const updated = readFileSync(readme, 'utf8');
  assert.equal(updated.match(/bench-summary:start/g).length, 1);
  assert.match(updated, /Budgets\.\n\n<!-- bench-summary:start[\s\S]*bench-summary:end -->\n\n## What works\n$/);
});
