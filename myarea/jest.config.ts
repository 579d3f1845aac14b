/**
 * Jest reads this file through ts-node: compiled only, not type-checked (tsc checks it with the rest), which
 * saves ~4 s of CPU at every jest start.
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "ignoreDeprecations": "6.0"}}
 */
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
