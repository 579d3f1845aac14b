/**
 * The application's time where tests need to move it (issue 24): TOTP time steps, the lifetime of mailed
 * codes and of a pending second factor. A test starts the app with a clock it can
 * move forward (test/support/test-clock.ts) instead of sleeping until a code's step has passed. The rest
 * of the app reads Date.now(), which this clock never runs behind.
 */
export abstract class Clock {
  /** Milliseconds since the epoch, as Date.now(). */
  abstract now(): number;
}

/** The system's clock: what every real start uses. */
export const systemClock: Clock = { now: () => Date.now() };
