import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import type { BrowserServer } from 'playwright-core';
import { stopApi } from './server';
import { readRun } from './state';

/** CPU seconds of a process and of the children it has reaped, and of its live descendants (Linux /proc). */
function cpuSeconds(pid: number): number {
  const ticks = (p: number) => {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return fields.slice(11, 15).reduce((sum, v) => sum + Number(v), 0);
    } catch {
      return 0;
    }
  };
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of table) if (parent === tree[i]) tree.push(child);
  return tree.reduce((sum, p) => sum + ticks(p), 0) / 100;
}

export default async function globalTeardown(): Promise<void> {
  const globals = globalThis as Record<string, unknown>;
  const browser = globals.__EVENTDESK_BROWSER__ as BrowserServer | undefined;
  const children = (globals.__EVENTDESK_APIS__ as ChildProcess[] | undefined) ?? [];
  // E2E_TRACE (trace.ts): where the run's CPU went, the API's, Chromium's and jest's own.
  if (process.env.E2E_TRACE) {
    const cpu = {
      api: children.reduce((sum, child) => sum + (child.pid ? cpuSeconds(child.pid) : 0), 0),
      chromium: browser?.process().pid ? cpuSeconds(browser.process().pid!) : 0,
      jest: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    };
    appendFileSync(process.env.E2E_TRACE, JSON.stringify({ file: '(run)', test: '(cpu)', kind: 'cpu', ...cpu, ms: 0 }) + '\n');
  }
  const { apis } = readRun();
  await browser?.close();
  await Promise.all(children.map(stopApi));
  for (const api of apis) rmSync(api.dataDir, { recursive: true, force: true });
}
