import type { Clock } from '../../src/platform/common/clock';

/**
 * The time of the apps a test file starts (issue 24): the system's, moved forward by what the file asked
 * for. A test that needs the next TOTP step, or a code or a sign-in to grow old, advances it instead of
 * sleeping. It only ever runs ahead of Date.now(), so times written by parts that read the system clock
 * are never in this clock's future.
 */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  /** Moves the time forward by `ms`. */
  advance(ms: number): void {
    if (ms < 0) throw new Error('TestClock only moves forward');
    this.offsetMs += ms;
  }
}

/** One clock per test file (jest gives each file its own modules): every app the file starts reads it. */
export const testClock = new TestClock();
