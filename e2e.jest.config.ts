/**
 * Jest reads this file through ts-node: compiled only, not type-checked (tsc checks it with the rest), which
 * saves ~4 s of CPU at every jest start.
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "ignoreDeprecations": "6.0"}}
 */
// `npx jest --config e2e.jest.config.ts` from the root still runs the browser tests; the config is e2e/'s.
export { default } from './e2e/jest.config';
