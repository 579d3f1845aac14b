import type { Config } from 'jest';

// Unit tests of the attendee site (jsdom: the cart lives in sessionStorage); browser tests are e2e/'s.
const config: Config = {
  displayName: 'myarea',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testRegex: '.*\\.spec\\.tsx?$',
  moduleNameMapper: {
    '^@eventdesk/shared/money$': '<rootDir>/../shared/src/money.ts',
    '^@eventdesk/shared/reference$': '<rootDir>/../shared/src/reference/index.ts',
    '^@eventdesk/shared$': '<rootDir>/../shared/src/index.ts',
  },
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }] },
};
export default config;
