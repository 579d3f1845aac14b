import type { Config } from 'jest';

// Browser tests: the real API (built backend on a fresh SQLite database) driven through Chromium.
const config: Config = {
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/admin/e2e', '<rootDir>/myarea/e2e'].filter((dir) => require('node:fs').existsSync(dir.replace('<rootDir>', __dirname))),
  testRegex: '.*\\.e2e\\.ts$',
  globalSetup: '<rootDir>/admin/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/admin/e2e/support/global-teardown.ts',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/backend/tsconfig.json' }] },
  maxWorkers: 1,
  testTimeout: 60_000,
};
export default config;
