import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBrowserServer } from './browser';
import { startApi } from './server';
import { STATE_FILE_VARIABLE, type E2eRun } from './state';
import { timed } from './trace';

/**
 * One API per jest worker (each on its own fresh database) and one Chromium per run, which every test file
 * connects to and opens its own contexts in. The state file sits in the run's own temporary directory, so
 * parallel runs never share one.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const workers = Math.max(1, globalConfig.maxWorkers);
  const [browser, ...apis] = await Promise.all([
    startBrowserServer(),
    ...Array.from({ length: workers }, () => timed('api-start', startApi)),
  ]);
  const run: E2eRun = {
    apis: apis.map((api) => ({ baseUrl: api.baseUrl, dataDir: api.dataDir, databaseUrl: api.databaseUrl, pid: api.child.pid! })),
    browserEndpoint: browser.wsEndpoint(),
  };
  const file = join(apis[0]!.dataDir, 'e2e-state.json');
  writeFileSync(file, JSON.stringify(run));
  process.env[STATE_FILE_VARIABLE] = file;
  (globalThis as Record<string, unknown>).__EVENTDESK_APIS__ = apis.map((api) => api.child);
  (globalThis as Record<string, unknown>).__EVENTDESK_BROWSER__ = browser;
}
