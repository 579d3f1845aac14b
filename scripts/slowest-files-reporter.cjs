// A jest reporter: the slowest test files of the run, printed before jest's summary so that a suite that
// grows slower shows in every CI log. Options: { count: 10 }. Writes to stderr, as jest's own reporters do
// (stdout stays free for --json).
// The API tests run in shards, several files per jest test file (backend/test/shards): the shards write how long
// each of their files took into the run's folder, and those files are listed here in place of their shards.
// With API_TEST_WEIGHTS_OUT=<file>, the API test files' seconds are also written there as JSON, the weights by which
// backend/test/shards/plan.ts shares the files out (`npm run test:weights`).
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, relative } = require('node:path');

// backend/test/support/test-run.ts and backend/test/shards/run-shard.ts name these.
const RUN_ID_VARIABLE = 'EVENTDESK_TEST_RUN';
const FILE_TIMES = 'api-test-files.jsonl';

/** The files the shards ran, with their seconds: [] when no shard ran. */
function shardFileTimes() {
  const runId = process.env[RUN_ID_VARIABLE];
  const path = runId && join(tmpdir(), `eventdesk-run-${runId}`, FILE_TIMES);
  if (!path || !existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

class SlowestFilesReporter {
  constructor(globalConfig, options = {}) {
    this.rootDir = globalConfig.rootDir;
    this.count = options.count ?? 10;
  }

  onRunComplete(_contexts, results) {
    const jestFiles = results.testResults
      .filter((r) => r.perfStats && r.perfStats.end > 0)
      .map((r) => ({ path: relative(this.rootDir, r.testFilePath), seconds: (r.perfStats.end - r.perfStats.start) / 1000 }));
    if (jestFiles.length === 0) return;
    const inShards = shardFileTimes().map((t) => ({ path: `${t.file} (shard ${t.shard})`, seconds: t.seconds }));
    const shards = jestFiles.filter((f) => f.path.endsWith('.e2e-shard.ts'));
    const files = [...jestFiles.filter((f) => !shards.includes(f)), ...inShards].sort((a, b) => b.seconds - a.seconds);
    const total = jestFiles.reduce((sum, f) => sum + f.seconds, 0);
    const lines = files.slice(0, this.count).map((f) => `${f.seconds.toFixed(1).padStart(7)} s  ${f.path}`);
    let text = `\nSlowest test files (${Math.min(this.count, files.length)} of ${files.length}; all jest test files together ${total.toFixed(1)} s):\n${lines.join('\n')}\n`;
    if (shards.length) {
      shards.sort((a, b) => a.path.localeCompare(b.path));
      text += `API test shards: ${shards.map((s) => `${s.path.replace(/.*shard-(\d+).*/, '$1')} ${s.seconds.toFixed(1)} s`).join(', ')}\n`;
    }
    process.stderr.write(text);
    if (process.env.API_TEST_WEIGHTS_OUT) this.writeWeights(process.env.API_TEST_WEIGHTS_OUT, files);
  }

  /** The seconds of every API test file (backend/test/…e2e-spec.ts) of this run, by path under backend/test. */
  writeWeights(out, files) {
    const weights = {};
    for (const f of files) {
      const match = /^backend\/test\/(.+\.e2e-spec\.ts)/.exec(f.path);
      if (match) weights[match[1]] = Math.round(f.seconds * 10) / 10;
    }
    const sorted = Object.fromEntries(Object.entries(weights).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(out, `${JSON.stringify(sorted, null, 2)}\n`);
    process.stderr.write(`API test files' seconds written to ${out} (${Object.keys(sorted).length} files)\n`);
  }
}

module.exports = SlowestFilesReporter;
