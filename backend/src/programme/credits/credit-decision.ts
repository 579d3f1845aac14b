import type { CreditReason } from '@eventdesk/shared';
import { sessionAttendance, type Presence, type Window } from '../attendance/attendance';

/**
 * Whether a credit rule gives its credits to an attendee (issue 27). Pure: the job and the correction
 * read the facts, this decides. The checks run in a fixed order and the first that fails is the reason.
 */

export interface RuleTerms {
  creditHundredths: number;
  /** Per cent of the time present, 1–100. */
  minPresence: number;
  surveyRequired: boolean;
  /** Per cent of correct answers, 0–100. */
  surveyMinCorrect: number;
  /** Empty: every category. */
  categoryIds: ReadonlySet<number>;
  /** Lower case; empty: every profession. */
  professions: ReadonlySet<string>;
  /** Lower case; empty: every discipline. */
  disciplines: ReadonlySet<string>;
}

export interface AttendeeTerms {
  categoryId: number | null;
  /** The job title, taken as the profession. */
  profession: string | null;
  discipline: string | null;
}

export interface Decision {
  creditHundredths: number;
  reason: CreditReason | null;
}

const listed = (allowed: ReadonlySet<string>, value: string | null) => allowed.size === 0 || (value !== null && allowed.has(value.trim().toLowerCase()));

/**
 * The decision on measured time (milliseconds present of `totalMs`) and the survey's correct share in
 * basis points (null: none). The minimum is met exactly at the boundary: 90 % of 60 minutes is 54
 * minutes, and 53 minutes 59.9 seconds is not.
 */
export function decide(rule: RuleTerms, attendee: AttendeeTerms, presentMs: number, totalMs: number, surveyBasisPoints: number | null): Decision {
  const none = (reason: CreditReason): Decision => ({ creditHundredths: 0, reason });
  if (rule.categoryIds.size > 0 && (attendee.categoryId === null || !rule.categoryIds.has(attendee.categoryId))) return none('category_not_eligible');
  if (!listed(rule.professions, attendee.profession)) return none('profession_not_eligible');
  if (!listed(rule.disciplines, attendee.discipline)) return none('discipline_not_eligible');
  if (totalMs <= 0 || presentMs * 100 < rule.minPresence * totalMs) return none('presence_below');
  if (rule.surveyRequired) {
    if (surveyBasisPoints === null) return none('survey_missing');
    if (surveyBasisPoints < rule.surveyMinCorrect * 100) return none('survey_below');
  }
  return { creditHundredths: rule.creditHundredths, reason: null };
}

/** Milliseconds covered by intervals, overlaps counted once. */
export function coveredMs(intervals: readonly { from: number; to: number }[]): number {
  const sorted = [...intervals].filter((i) => i.to > i.from).sort((a, b) => a.from - b.from);
  let total = 0;
  let end = -Infinity;
  for (const i of sorted) {
    if (i.to <= end) continue;
    total += i.to - Math.max(i.from, end);
    end = i.to;
  }
  return total;
}

export interface MeasuredSession extends Window {
  id: number;
}

/**
 * The time an attendee was present during each session, and during the programme (the `counted`
 * sessions' times together, parallel ones once): the presence in each session's room clipped to it.
 */
export function measure<S extends MeasuredSession>(
  sessions: readonly S[],
  presenceIn: (session: S) => readonly Presence[],
  counted: (session: S) => boolean,
): { bySession: Map<number, number>; programmeMs: number } {
  const bySession = new Map<number, number>();
  const all: { from: number; to: number }[] = [];
  for (const session of sessions) {
    const attended = sessionAttendance(presenceIn(session), session);
    const clipped = attended.intervals.map((i) => ({ from: i.from.getTime(), to: i.to.getTime() }));
    bySession.set(session.id, coveredMs(clipped));
    if (counted(session)) all.push(...clipped);
  }
  return { bySession, programmeMs: coveredMs(all) };
}
