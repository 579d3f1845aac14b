/**
 * Attendance measured at a room's door (issue 27): the gate's admitted IN/OUT scans of one attendee are
 * turned into presence intervals in the room, and a session's attendance is the time of those intervals
 * inside the session, clipped to its start and end. Pure: the service reads the scans, this decides.
 */

export interface DoorScan {
  zoneId: number;
  direction: 'IN' | 'OUT';
  at: Date;
}

/** Why an interval ended: an OUT at the door, an IN at another zone (the OUT was missed), nothing (closed at a session's end), or it was entered by hand. */
export type IntervalEnd = 'OUT' | 'IN_ELSEWHERE' | 'SESSION_END' | 'MANUAL';

export interface Presence {
  from: Date;
  to: Date;
  closedBy: IntervalEnd;
}

export interface Window {
  start: Date;
  end: Date;
}

/**
 * The attendee's presence in the room whose door is `door`, from their scans in time order. An IN while
 * already inside changes nothing (a second scan at the door) unless the presence would have closed before
 * it; an OUT with nobody inside is ignored. A
 * presence left open closes at the next IN at another zone, else at the end of the first of the room's
 * `sessions` that ends after it began (the session it fell in, or the next one) — flagged either way.
 */
export function presenceIntervals(scans: readonly DoorScan[], door: number, sessions: readonly Window[]): Presence[] {
  const ordered = [...scans].sort((a, b) => a.at.getTime() - b.at.getTime());
  const ends = sessions.map((s) => s.end.getTime()).sort((a, b) => a - b);
  const closeOpen = (from: Date): Presence | null => {
    const end = ends.find((e) => e > from.getTime());
    return end === undefined ? null : { from, to: new Date(end), closedBy: 'SESSION_END' };
  };
  const found: Presence[] = [];
  let open: Date | null = null;
  for (const scan of ordered) {
    if (scan.zoneId === door) {
      if (scan.direction === 'IN') {
        // Already inside: a second scan at the door, unless the presence would have closed (its session
        // over) before it: then that one ends there and this IN starts another.
        const stale = open && closeOpen(open);
        if (open && stale && stale.to.getTime() <= scan.at.getTime()) {
          found.push(stale);
          open = null;
        }
        open ??= scan.at;
      } else if (open) {
        found.push({ from: open, to: scan.at, closedBy: 'OUT' });
        open = null;
      }
    } else if (open && scan.direction === 'IN') {
      found.push({ from: open, to: scan.at, closedBy: 'IN_ELSEWHERE' });
      open = null;
    }
  }
  if (open) {
    const closed = closeOpen(open);
    if (closed) found.push(closed);
  }
  return found;
}

export interface Attendance {
  /** Whole seconds present during the session. */
  seconds: number;
  /** Present share of the session's length, 0–1. */
  share: number;
  /** The intervals that count, clipped to the session. */
  intervals: Presence[];
  /** Some interval had no OUT at the door (closed by an IN elsewhere or the session's end). */
  missingOut: boolean;
}

/**
 * The attendance of one session from the attendee's presence in its room (the scans' intervals and those
 * entered by hand): clipped to the session, overlapping intervals counted once.
 */
export function sessionAttendance(presence: readonly Presence[], session: Window): Attendance {
  const start = session.start.getTime();
  const end = session.end.getTime();
  const clipped = presence
    .flatMap((p) => {
      const from = Math.max(p.from.getTime(), start);
      const to = Math.min(p.to.getTime(), end);
      return to > from ? [{ from, to, closedBy: p.closedBy }] : [];
    })
    .sort((a, b) => a.from - b.from || a.to - b.to);
  const merged: { from: number; to: number; closedBy: IntervalEnd }[] = [];
  for (const p of clipped) {
    const last = merged[merged.length - 1];
    if (last && p.from <= last.to) {
      if (p.to > last.to) Object.assign(last, { to: p.to, closedBy: p.closedBy });
    } else merged.push({ ...p });
  }
  const intervals = merged.map((p) => ({ from: new Date(p.from), to: new Date(p.to), closedBy: p.closedBy }));
  const ms = intervals.reduce((sum, p) => sum + (p.to.getTime() - p.from.getTime()), 0);
  return {
    seconds: Math.round(ms / 1000),
    share: end > start ? Math.round((ms / (end - start)) * 10_000) / 10_000 : 0,
    intervals,
    missingOut: intervals.some((p) => p.closedBy === 'IN_ELSEWHERE' || p.closedBy === 'SESSION_END'),
  };
}
