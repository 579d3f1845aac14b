// `npx jest --config e2e.jest.config.ts` from the root still runs the browser tests; the config is e2e/'s.
export { default } from './e2e/jest.config';
