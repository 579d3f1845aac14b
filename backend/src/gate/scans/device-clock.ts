/** How far ahead of the server's clock an offline device's may run and still be believed (tablets are set by hand). */
export const DEVICE_CLOCK_SKEW_MS = 5 * 60_000;

/** How long before the event's opening day an offline scan may have been made (its eve, and any time zone). */
const BEFORE_OPENING_MS = 24 * 60 * 60_000;

/** The times an offline device's scan may carry: from the event's opening eve to a few minutes past now. */
export interface ClockBounds {
  from: number;
  to: number;
}

/**
 * The bounds of the event's offline scans, worked out once per sync (issue 26). The opening is the
 * event's first day at 00:00 UTC; an event without one opens when it was created (no pass of it existed
 * before).
 */
export function clockBounds(event: { startAt: string | null; createdAt: Date }, now: number): ClockBounds {
  const day = event.startAt ? Date.parse(`${event.startAt.slice(0, 10)}T00:00:00Z`) : NaN;
  const opening = Number.isNaN(day) ? event.createdAt.getTime() : day;
  return { from: opening - BEFORE_OPENING_MS, to: now + DEVICE_CLOCK_SKEW_MS };
}

/** The device's time when the bounds allow it, else null: the scan is decided and logged at the server's time, flagged. */
export function trustedTime(scannedAt: string, bounds: ClockBounds): Date | null {
  const at = Date.parse(scannedAt);
  return at >= bounds.from && at <= bounds.to ? new Date(at) : null;
}
