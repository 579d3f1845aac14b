import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { stopApi } from './server';
import { state } from './state';

export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as Record<string, unknown>).__EVENTDESK_API__ as ChildProcess | undefined;
  if (child) await stopApi(child);
  rmSync(state().dataDir, { recursive: true, force: true });
}
