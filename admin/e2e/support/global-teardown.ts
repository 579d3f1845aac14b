import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as Record<string, unknown>).__EVENTDESK_API__ as ChildProcess | undefined;
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  const state = process.env.E2E_STATE ? (JSON.parse(process.env.E2E_STATE) as { dataDir: string }) : null;
  if (state) rmSync(state.dataDir, { recursive: true, force: true });
}
