/**
 * Jest reads this file through ts-node: compiled only, not type-checked (tsc checks it with the rest), which
 * saves ~4 s of CPU at every jest start.
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "ignoreDeprecations": "6.0"}}
 */
import type { Config } from 'jest';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

// Browser tests: the real API (built backend on a fresh SQLite database) driven through one Chromium per run.
// The specs live beside each app (admin/e2e, myarea/e2e); their support is this workspace.
const ROOT = resolve(__dirname, '..');
const config: Config = {
  displayName: 'e2e',
  rootDir: ROOT,
  testEnvironment: 'node',
  roots: ['admin/e2e', 'myarea/e2e'].map((dir) => resolve(ROOT, dir)).filter((dir) => existsSync(dir)),
  testRegex: '.*\\.e2e\\.ts$',
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  moduleNameMapper: { '^@eventdesk/e2e/(.*)$': '<rootDir>/e2e/$1', '^@eventdesk/shared$': '<rootDir>/shared/src/index.ts' },
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/e2e/tsconfig.json' }] },
  // Files at a time, each on its own API (global-setup.ts): one file alone left a two-core machine ~60 % idle, two
  // ~21 % (a browser, an API and a test each wait on the others); three per two cores left 6 % idle and took the
  // pass from 274 to 253 s (docs/decisions.md).
  maxWorkers: Math.max(2, Math.floor(availableParallelism() * 1.5)),
  reporters: ['default', '<rootDir>/scripts/slowest-files-reporter.cjs'],
  testTimeout: 60_000,
};
export default config;
