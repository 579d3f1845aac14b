import type { Config } from 'jest';

// Every jest project of the repository. `npm test` runs them all.
const config: Config = {
  projects: ['<rootDir>/shared', '<rootDir>/backend', '<rootDir>/admin', '<rootDir>/myarea'],
};
export default config;
