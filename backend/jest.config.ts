/**
 * Jest reads this file through ts-node: compiled only, not type-checked (tsc checks it with the rest), which
 * saves ~4 s of CPU at every jest start.
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "ignoreDeprecations": "6.0"}}
 */
import type { Config } from 'jest';
import { aloneFiles } from './test/shards/plan';

/**
 * How the API tests (the e2e-spec files under test/) run: in shards, a few files per jest test file (test/shards/plan.ts),
 * or each file as a jest test file of its own. Shards unless API_TEST_FILES=each, or the command line names test
 * paths (`--testPathPatterns`) and API_TEST_FILES is not `shards`: a developer running one file gets that file.
 */
function apiTestsInShards(): boolean {
  const chosen = process.env.API_TEST_FILES;
  if (chosen === 'each' || chosen === 'shards') return chosen === 'shards';
  return !process.argv.some((arg) => /^--testPathPatterns?(=|$)/.test(arg));
}

const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Unit specs sit beside the code (src/**/*.spec.ts); API tests against a real database in test/.
const config: Config = {
  displayName: 'backend',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: apiTestsInShards()
    ? ['.*\\.(spec|e2e-shard)\\.ts$', ...aloneFiles(__dirname).map((file) => `/${escape(file)}$`)]
    : '.*\\.(spec|e2e-spec)\\.ts$',
  setupFiles: ['<rootDir>/test/support/setup-env.ts'],
  // A run id that lets the API tests migrate once per worker instead of once per file (test/support/test-database.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  moduleNameMapper: { '^@eventdesk/shared$': '<rootDir>/../shared/src/index.ts', '^@eventdesk/shared/(.*)$': '<rootDir>/../shared/src/$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  testTimeout: 30000,
};
export default config;
