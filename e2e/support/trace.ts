import { appendFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

/**
 * Where a browser test's time goes: with E2E_TRACE=<file>, each timed step (sign-in, TOTP wait, screenshot,
 * settle wait…) appends one JSON line `{file, test, kind, ms}`. Off (no cost) without the variable.
 */
const ROOT = resolve(__dirname, '../..');

export async function timed<T>(kind: string, work: () => Promise<T>): Promise<T> {
  const out = process.env.E2E_TRACE;
  if (!out) return work();
  const start = performance.now();
  try {
    return await work();
  } finally {
    const ms = Math.round(performance.now() - start);
    const { testPath, currentTestName } =
      typeof expect === 'undefined' ? { testPath: undefined, currentTestName: undefined } : expect.getState();
    appendFileSync(
      out,
      JSON.stringify({ file: testPath ? relative(ROOT, testPath) : '?', test: currentTestName ?? '(hook)', kind, ms }) + '\n',
    );
  }
}
