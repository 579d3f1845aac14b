import type { Config } from 'jest';

// Unit tests of the attendee site (jsdom: the cart lives in sessionStorage); browser tests are e2e/'s.
const config: Config = {
  displayName: 'myarea',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testRegex: '.*\\.spec\\.tsx?$',
  // The shared package's entry points lead to its TypeScript sources under this condition.
  testEnvironmentOptions: { customExportConditions: ['@eventdesk/source', 'browser'] },
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }] },
};
export default config;
