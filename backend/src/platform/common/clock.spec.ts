import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../config/config';
import { clockOfStart, systemClock } from './clock';

/** The browser tests' movable clock (TEST_CLOCK_FILE) is taken by a test start only (issue 24). */
describe('clockOfStart', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'eventdesk-clock-'));
    file = join(dir, 'clock-ahead-ms');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is the system clock without TEST_CLOCK_FILE, whatever NODE_ENV says', () => {
    expect(clockOfStart({ NODE_ENV: 'production' })).toBe(systemClock);
    expect(clockOfStart({ NODE_ENV: 'test' })).toBe(systemClock);
    expect(clockOfStart({})).toBe(systemClock);
  });

  it('refuses TEST_CLOCK_FILE in production and wherever NODE_ENV is not test', () => {
    for (const NODE_ENV of ['production', 'development', undefined]) {
      let error: unknown;
      try {
        clockOfStart({ NODE_ENV, TEST_CLOCK_FILE: file });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([expect.stringContaining('TEST_CLOCK_FILE')]);
    }
  });

  it('with NODE_ENV=test runs ahead of the system clock by what the file says, read at every call', () => {
    const clock = clockOfStart({ NODE_ENV: 'test', TEST_CLOCK_FILE: file });
    expect(clock).not.toBe(systemClock);
    const before = Date.now();
    expect(clock.now()).toBeGreaterThanOrEqual(before);
    expect(clock.now()).toBeLessThan(before + 5_000);
    writeFileSync(file, '90000');
    expect(clock.now()).toBeGreaterThanOrEqual(before + 90_000);
    expect(clock.now()).toBeLessThan(before + 95_000);
    writeFileSync(file, '-1');
    expect(() => clock.now()).toThrow(/not milliseconds ahead/);
  });
});
