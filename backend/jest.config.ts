/**
 * Jest reads this file through ts-node: compiled only, not type-checked (tsc checks it with the rest), which
 * saves ~4 s of CPU at every jest start.
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "ignoreDeprecations": "6.0"}}
 */
import type { Config } from 'jest';

// Unit specs sit beside the code (src/**/*.spec.ts); API tests against a real database in test/.
const config: Config = {
  displayName: 'backend',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '.*\\.(spec|e2e-spec)\\.ts$',
  setupFiles: ['<rootDir>/test/support/setup-env.ts'],
  // A run id that lets the API tests migrate once per worker instead of once per file (test/support/test-database.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  moduleNameMapper: { '^@eventdesk/shared$': '<rootDir>/../shared/src/index.ts', '^@eventdesk/shared/(.*)$': '<rootDir>/../shared/src/$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', }],
  },
  testTimeout: 30000,
};
export default config;
