import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { RUN_ID_VARIABLE, runDir } from './test-run';

/** A run id for test-database.ts, in the environment that jest's workers inherit. */
export default function globalSetup(): void {
  const runId = randomBytes(6).toString('hex');
  mkdirSync(runDir(runId));
  process.env[RUN_ID_VARIABLE] = runId;
}
