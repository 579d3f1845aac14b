import type { Config } from 'jest';

// Unit specs sit beside the code (src/**/*.spec.ts); API tests against a real database in test/.
const config: Config = {
  displayName: 'backend',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '.*\\.(spec|e2e-spec)\\.ts$',
  setupFiles: ['<rootDir>/test/support/setup-env.ts'],
  moduleNameMapper: { '^@eventdesk/shared$': '<rootDir>/../shared/src/index.ts', '^@eventdesk/shared/(.*)$': '<rootDir>/../shared/src/$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', }],
  },
  testTimeout: 30000,
};
export default config;
