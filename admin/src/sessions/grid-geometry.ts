import { venueClock, venueMoment, type SessionDto } from '@eventdesk/shared';

/*
 * The programme grid's arithmetic (issue 27), apart from the drawing: where a session sits on a day (minutes
 * past the venue's midnight), the hours shown, side-by-side lanes where sessions overlap (only outside a
 * room: a room holds one at a time), and what a drag or a resize changes, snapped to 15 minutes.
 */

export const SLOT_MINUTES = 15;
/** 80 px an hour: a 15-minute session still shows its title. */
export const PX_PER_MINUTE = 80 / 60;
const DAY_MINUTES = 24 * 60;
const DEFAULT_WINDOW = { from: 7 * 60, to: 21 * 60 };

/** The grid's column of a session: its room, or the sessions without one. */
export type ColumnKey = number | 'none';
export const columnOf = (s: Pick<SessionDto, 'room_id'>): ColumnKey => s.room_id ?? 'none';

export interface Span {
  start: number;
  end: number;
}

/** A session's minutes on `day`, clipped to the day (one that began the day before starts at 0). */
export function spanOn(s: Pick<SessionDto, 'start_at' | 'end_at'>, day: string): Span {
  const at = (iso: string) => {
    const clock = venueClock(iso);
    return clock.day === day ? clock.minutes : clock.day < day ? 0 : DAY_MINUTES;
  };
  return { start: at(s.start_at), end: at(s.end_at) };
}

/** The hours shown: 07:00–21:00, widened to whole hours around the day's sessions. */
export function dayWindow(spans: Span[]): { from: number; to: number } {
  const from = Math.min(DEFAULT_WINDOW.from, ...spans.map((s) => Math.floor(s.start / 60) * 60));
  const to = Math.max(DEFAULT_WINDOW.to, ...spans.map((s) => Math.ceil(s.end / 60) * 60));
  return { from: Math.max(0, from), to: Math.min(DAY_MINUTES, to) };
}

export const snap = (minutes: number): number => Math.round(minutes / SLOT_MINUTES) * SLOT_MINUTES;

/** Lanes for overlapping spans (in start order): each span's lane and how many lanes its cluster uses. */
export function lanes(spans: Span[]): { lane: number; of: number }[] {
  const order = spans.map((s, i) => ({ ...s, i })).sort((a, b) => a.start - b.start || a.end - b.end);
  const result: { lane: number; of: number }[] = spans.map(() => ({ lane: 0, of: 1 }));
  let cluster: number[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => cluster.forEach((i) => (result[i]!.of = laneEnds.length));
  for (const s of order) {
    if (s.start >= clusterEnd) {
      close();
      cluster = [];
      laneEnds = [];
    }
    let lane = laneEnds.findIndex((end) => end <= s.start);
    if (lane < 0) lane = laneEnds.push(0) - 1;
    laneEnds[lane] = s.end;
    result[s.i]!.lane = lane;
    cluster.push(s.i);
    clusterEnd = Math.max(clusterEnd, s.end);
  }
  close();
  return result;
}

export type DragMode = 'move' | 'resize';

/** Where a drag leaves a session's span: moved with its start on the 15-minute grid, or its end, kept inside the day. */
export function draggedSpan(span: Span, mode: DragMode, dy: number): Span {
  const delta = dy / PX_PER_MINUTE;
  if (mode === 'resize')
    return { start: span.start, end: Math.min(DAY_MINUTES, Math.max(span.start + SLOT_MINUTES, snap(span.end + delta))) };
  const length = span.end - span.start;
  const start = Math.min(DAY_MINUTES - length, Math.max(0, snap(span.start + delta)));
  return { start, end: start + length };
}

export type SessionMove = Partial<Pick<SessionDto, 'start_at' | 'end_at' | 'room_id'>>;

/**
 * The fields a drop changes, and only those (the PUT merges them onto the session). The times move by
 * what the span moved, so a session that began the day before keeps its true start.
 */
export function moveOf(s: Pick<SessionDto, 'start_at' | 'end_at' | 'room_id'>, day: string, to: Span, column: ColumnKey): SessionMove {
  const from = spanOn(s, day);
  const shift = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();
  const change: SessionMove = {};
  if (to.start !== from.start) change.start_at = shift(s.start_at, to.start - from.start);
  if (to.end !== from.end) change.end_at = shift(s.end_at, to.end - from.end);
  const room = column === 'none' ? null : column;
  if (room !== s.room_id) change.room_id = room;
  return change;
}

/** A new session from a click on a free slot: an hour from the slot's quarter, in that room. */
export function slotSession(day: string, minutes: number, column: ColumnKey) {
  const start = Math.min(DAY_MINUTES - SLOT_MINUTES, Math.floor(minutes / SLOT_MINUTES) * SLOT_MINUTES);
  return {
    room_id: column === 'none' ? null : column,
    start_at: venueMoment(day, start),
    end_at: venueMoment(day, Math.min(DAY_MINUTES, start + 60)),
  };
}

/** The days from `first` to `last` (`YYYY-MM-DD`), at most `max`. */
export function daysBetween(first: string, last: string, max = 31): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`) && days.length < max; t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
