import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * Which API test files share one jest test file (a shard), and so one jest module registry (docs/decisions.md,
 * "API test files in shards"). Loading the app's ~2,000 modules into a file's own registry cost ~2.3 s of CPU per
 * file; ten files run as one took 17 s against 40 s one by one. Plain node, no jest: jest.config.ts reads it too.
 */

/** The shard files, `shard-01.e2e-shard.ts` to `shard-<SHARD_COUNT>.e2e-shard.ts` beside this file. */
export const SHARD_COUNT = 10;

/** The API tests' folder. */
export const TEST_DIR = resolve(__dirname, '..');

/** Seconds a file took in a measured run (weights.json), for files it does not list yet. */
const UNKNOWN_FILE_SECONDS = 5;

/** Every API test file, relative to TEST_DIR with `/` separators, sorted. */
export function apiTestFiles(dir = TEST_DIR): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split('\\').join('/'))
    .filter((name) => name.endsWith('.e2e-spec.ts') && !name.startsWith('support/'));
  return files.sort();
}

/**
 * A file that runs as a jest test file of its own: its snapshots are kept under its own name
 * (`__snapshots__/<file>.snap`), which a shard would not find.
 */
export function runsAlone(file: string, dir = TEST_DIR): boolean {
  return /\btoMatch(Inline)?Snapshot\(/.test(readFileSync(join(dir, file), 'utf8'));
}

/**
 * A file that exports its resource's MATRIX (test/authz/route-matrix.ts collects them): the collecting file loads it
 * for that export only, with jest's declaring functions made inert, and jest keeps that load. So such a file must be
 * the first of its shard to load it, or its tests would declare nothing (jest then fails the shard: "beforeAll() may
 * not be used in a describe block containing no tests").
 */
function exportsMatrix(file: string, dir = TEST_DIR): boolean {
  return /^export const MATRIX\b/m.test(readFileSync(join(dir, file), 'utf8'));
}

/** Measured seconds per file (`npm run test:weights` writes them from the last run). */
export function fileWeights(): Record<string, number> {
  return JSON.parse(readFileSync(join(__dirname, 'weights.json'), 'utf8')) as Record<string, number>;
}

/**
 * The files of each shard, the heaviest shard first: the longest files first, each into the lightest shard
 * so far (longest-processing-time first), so that the shards take about as long as each other. In a shard, the
 * files that export a MATRIX first, then by path.
 */
export function shardPlan(
  files = apiTestFiles().filter((f) => !runsAlone(f)),
  weights = fileWeights(),
  count = SHARD_COUNT,
  dir = TEST_DIR,
): string[][] {
  const weight = (file: string) => weights[file] ?? UNKNOWN_FILE_SECONDS;
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }));
  const longestFirst = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = shards.reduce((min, s) => (s.seconds < min.seconds ? s : min));
    lightest.files.push(file);
    lightest.seconds += weight(file);
  }
  const matrixFirst = (a: string, b: string) => Number(exportsMatrix(b, dir)) - Number(exportsMatrix(a, dir)) || a.localeCompare(b);
  return shards.sort((a, b) => b.seconds - a.seconds).map((s) => s.files.sort(matrixFirst));
}

/** The files that run as jest test files of their own, as paths relative to `from`. */
export function aloneFiles(from: string): string[] {
  return apiTestFiles()
    .filter((f) => runsAlone(f))
    .map((f) => relative(from, join(TEST_DIR, f)));
}
