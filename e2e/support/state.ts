import { readFileSync } from 'node:fs';

/** One API of the run: where it listens and where its data lives. */
export interface E2eApi {
  baseUrl: string;
  dataDir: string;
  /** Connection URL of the test database (`sqlite:/path/file.sqlite` today). */
  databaseUrl: string;
  pid: number;
}

/** What a test file sees: its worker's API, and the run's Chromium. */
export interface E2eState extends E2eApi {
  /** The run's Chromium, which every test file connects to (absent: each file starts its own). */
  browserEndpoint?: string;
}

/** What global setup writes: one API per jest worker (own database, own clock of sign-in codes), one Chromium. */
export interface E2eRun {
  apis: E2eApi[];
  browserEndpoint?: string;
}

/** Global setup writes the run's state into its first API's data directory and passes its path down. */
export const STATE_FILE_VARIABLE = 'EVENTDESK_E2E_STATE_FILE';

export function readRun(): E2eRun {
  const file = process.env[STATE_FILE_VARIABLE];
  if (!file) throw new Error(`${STATE_FILE_VARIABLE} is not set: run the browser tests through e2e/jest.config.ts`);
  return JSON.parse(readFileSync(file, 'utf8')) as E2eRun;
}

let cached: E2eState | undefined;

/**
 * This worker's API (jest numbers its workers from 1): two files running at once never share a database, a
 * signed-in session or the moved clock, so each file sees the API as if it ran alone.
 */
export function state(): E2eState {
  if (!cached) {
    const run = readRun();
    const worker = Number(process.env.JEST_WORKER_ID ?? '1');
    const api = run.apis[(worker - 1) % run.apis.length]!;
    cached = { ...api, browserEndpoint: run.browserEndpoint };
  }
  return cached;
}
