/**
 * Jest reads this file through ts-node: compiled only, not type-checked (tsc checks it with the rest), which
 * saves ~4 s of CPU at every jest start.
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "ignoreDeprecations": "6.0"}}
 */
import type { Config } from 'jest';

const config: Config = {
  displayName: 'shared',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
};
export default config;
