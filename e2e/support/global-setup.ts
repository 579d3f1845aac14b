import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBrowserServer } from './browser';
import { startApi } from './server';
import { STATE_FILE_VARIABLE, type E2eState } from './state';
import { timed } from './trace';

/**
 * One API and one Chromium per run (each test file opens its own contexts in it); the state file sits in the
 * run's own temporary directory, so parallel runs never share one.
 */
export default async function globalSetup(): Promise<void> {
  const [api, browser] = await Promise.all([timed('api-start', startApi), startBrowserServer()]);
  const state: E2eState = {
    baseUrl: api.baseUrl,
    dataDir: api.dataDir,
    databaseUrl: api.databaseUrl,
    pid: api.child.pid!,
    browserEndpoint: browser.wsEndpoint(),
  };
  const file = join(api.dataDir, 'e2e-state.json');
  writeFileSync(file, JSON.stringify(state));
  process.env[STATE_FILE_VARIABLE] = file;
  (globalThis as Record<string, unknown>).__EVENTDESK_API__ = api.child;
  (globalThis as Record<string, unknown>).__EVENTDESK_BROWSER__ = browser;
}
