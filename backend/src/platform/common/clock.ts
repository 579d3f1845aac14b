import { existsSync, readFileSync } from 'node:fs';
import { ConfigError } from '../config/config';

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

/**
 * The clock of a start (main.ts): the system's, unless the browser tests started the API with TEST_CLOCK_FILE,
 * a file holding how many milliseconds their clock runs ahead of the system's (they move it to the next TOTP
 * step instead of waiting for it, as the API tests do with test/support/test-clock.ts). Only NODE_ENV=test
 * takes it: production, and any start that does not say it is a test, refuses to start with it.
 */
export function clockOfStart(env: NodeJS.ProcessEnv = process.env): Clock {
  const file = env.TEST_CLOCK_FILE;
  if (!file) return systemClock;
  if (env.NODE_ENV !== 'test') {
    throw new ConfigError([
      `TEST_CLOCK_FILE moves the clock of sign-in codes and is for the browser tests only (NODE_ENV=test, not ${env.NODE_ENV || 'unset'}): remove it`,
    ]);
  }
  return {
    now: () => {
      const text = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
      const ahead = text === '' ? 0 : Number(text);
      if (!Number.isInteger(ahead) || ahead < 0)
        throw new Error(`TEST_CLOCK_FILE ${file} holds ${JSON.stringify(text)}, not milliseconds ahead`);
      return Date.now() + ahead;
    },
  };
}
