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

  /** Back to the system's time: a shard (test/shards) does this before each of its files. */
  reset(): void {
    this.offsetMs = 0;
  }
}

/** One clock per jest test file (jest gives each its own modules), reset before each file of a shard: every app reads it. */
export const testClock = new TestClock();
