/**
 * Jest reads this file through ts-node: compiled only, not type-checked (tsc checks it with the rest), which
 * saves ~4 s of CPU at every jest start.
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "ignoreDeprecations": "6.0"}}
 */
import type { Config } from 'jest';

// Every jest project of the repository. `npm test` runs them all.
const config: Config = {
  projects: ['<rootDir>/shared', '<rootDir>/backend', '<rootDir>/admin', '<rootDir>/myarea'],
  // A global option: the projects' own testTimeout is not read when they run from here. The API tests
  // start a whole application per file, which a loaded two-core machine may take more than 5 s to do.
  testTimeout: 30_000,
  // One worker per core. Jest's default (cores − 1) leaves one of a two-core machine's cores to its
  // main process, which only schedules and reports: the API tests then run one file at a time.
  maxWorkers: '100%',
  // Jest's own report, with the ten slowest files of the run printed just before its summary lines.
  reporters: ['default', '<rootDir>/scripts/slowest-files-reporter.cjs'],
  // The API test shards first on a clean clone (their timings unknown to jest), the heaviest first.
  testSequencer: '<rootDir>/scripts/test-sequencer.cjs',
};
export default config;
