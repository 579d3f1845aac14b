import { DISPLAY_TIME_ZONE } from '../reference/time-zone';

/*
 * The programme is read on the venue's clock (DISPLAY_TIME_ZONE), wherever the browser or the server is:
 * the grid's rows, the session form's times and the demo's sessions (issue 27).
 */

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment on the venue's clock: its calendar day (`YYYY-MM-DD`) and the minutes since that day's midnight. */
export interface VenueClock {
  day: string;
  minutes: number;
}

export function venueClock(at: string | Date): VenueClock {
  const parts = Object.fromEntries(clock.formatToParts(typeof at === 'string' ? new Date(at) : at).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** `YYYY-MM-DD` plus `minutes` as a UTC time stamp read as if it were the wall clock (no zone). */
const wallTime = (day: string, minutes: number): number => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!, 0, minutes);
};

/** How far the venue's clock is ahead of UTC at `utc`, in milliseconds. */
const offsetAt = (utc: number): number => {
  const { day, minutes } = venueClock(new Date(utc));
  return wallTime(day, minutes) - Math.floor(utc / 60_000) * 60_000;
};

/**
 * The moment (UTC ISO) when the venue's clock shows `minutes` past the midnight of `day` (1440 and more:
 * the days after). A wall time skipped by the spring change reads as the hour after it.
 */
export function venueMoment(day: string, minutes: number): string {
  const wall = wallTime(day, minutes);
  // The offset at the guess, then at the moment found (it differs only across a change of clock).
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess)).toISOString();
}
