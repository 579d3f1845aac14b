import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { testClock } from '../support/test-clock';
import { RUN_ID_VARIABLE, runDir } from '../support/test-run';
import { shardPlan, TEST_DIR } from './plan';

/** Where a run's shards write how long each of their files took; the slowest-files reporter reads it. */
export const FILE_TIMES = 'api-test-files.jsonl';

/**
 * Runs the API test files of shard `index` (1-based, plan.ts) one after the other in this jest test file,
 * each in a describe block named after it: its hooks and tests run as they do in a file of its own, and
 * its modules, once loaded, serve the next file. Each file starts on a test clock at the system's time.
 */
export function runShard(index: number): void {
  const runId = process.env[RUN_ID_VARIABLE];
  for (const file of shardPlan()[index - 1] ?? []) {
    describe(file, () => {
      let started = 0;
      beforeAll(() => {
        testClock.reset();
        started = performance.now();
      });
      require(join(TEST_DIR, file));
      afterAll(() => {
        if (!runId) return;
        const seconds = (performance.now() - started) / 1000;
        appendFileSync(join(runDir(runId), FILE_TIMES), `${JSON.stringify({ file: `backend/test/${file}`, shard: index, seconds })}\n`);
      });
    });
  }
}
