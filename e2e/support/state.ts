import { readFileSync } from 'node:fs';

/** What global setup hands to the test files: where the API listens and where its data lives. */
export interface E2eState {
  baseUrl: string;
  dataDir: string;
  /** Connection URL of the test database (`sqlite:/path/file.sqlite` today). */
  databaseUrl: string;
  pid: number;
  /** The run's Chromium, which every test file connects to (absent: each file starts its own). */
  browserEndpoint?: string;
}

/** Global setup writes the state into this run's own data directory and passes its path down. */
export const STATE_FILE_VARIABLE = 'EVENTDESK_E2E_STATE_FILE';

let cached: E2eState | undefined;

export function state(): E2eState {
  if (!cached) {
    const file = process.env[STATE_FILE_VARIABLE];
    if (!file) throw new Error(`${STATE_FILE_VARIABLE} is not set: run the browser tests through e2e/jest.config.ts`);
    cached = JSON.parse(readFileSync(file, 'utf8')) as E2eState;
  }
  return cached;
}
