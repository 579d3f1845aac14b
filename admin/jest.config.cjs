// Component and unit tests of the staff app (jsdom); browser tests live in e2e/ and run with Playwright.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'admin',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testRegex: '.*\\.spec\\.tsx?$',
  setupFiles: ['<rootDir>/jest.setup.cjs'],
  // The shared package's entry points lead to its TypeScript sources under this condition.
  testEnvironmentOptions: { customExportConditions: ['@eventdesk/source', 'browser'] },
  transform: {
    // ts-jest, with Vite's import.meta.glob turned into requires first (the folders found by convention).
    '^.+\\.tsx?$': ['<rootDir>/jest.vite-glob.cjs', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
    // react-hotkeys-hook (used by react-admin) ships ESM only.
    '^.+react-hotkeys-hook.+\\.js$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
  },
  transformIgnorePatterns: ['/node_modules/(?!react-hotkeys-hook/)'],
};
