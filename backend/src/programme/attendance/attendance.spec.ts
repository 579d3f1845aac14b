import { presenceIntervals, sessionAttendance, type DoorScan, type Window } from './attendance';

const DOOR = 7;
const HALL = 3;
const at = (hhmm: string) => new Date(`2027-05-20T${hhmm}:00Z`);
const scan = (hhmm: string, direction: 'IN' | 'OUT', zoneId = DOOR): DoorScan => ({ at: at(hhmm), direction, zoneId });
const morning: Window = { start: at('09:00'), end: at('10:00') };
const late: Window = { start: at('11:00'), end: at('12:00') };
const SESSIONS = [morning, late];
const minutes = (scans: DoorScan[], session: Window) => sessionAttendance(presenceIntervals(scans, DOOR, SESSIONS), session).seconds / 60;

describe('attendance from the scans at a room’s door', () => {
  it('counts the time inside during the session, clipped to its start and end', () => {
    expect(minutes([scan('08:50', 'IN'), scan('09:40', 'OUT')], morning)).toBe(40);
    expect(minutes([scan('09:10', 'IN'), scan('10:30', 'OUT')], morning)).toBe(50);
    expect(minutes([scan('08:00', 'IN'), scan('08:30', 'OUT')], morning)).toBe(0);
  });

  it('adds up re-entries and ignores a second IN while inside and an OUT with nobody inside', () => {
    const scans = [scan('09:00', 'IN'), scan('09:05', 'IN'), scan('09:20', 'OUT'), scan('09:25', 'OUT'), scan('09:30', 'IN'), scan('09:50', 'OUT')];
    expect(minutes(scans, morning)).toBe(40);
    expect(sessionAttendance(presenceIntervals(scans, DOOR, SESSIONS), morning).missingOut).toBe(false);
  });

  it('closes a missing OUT at the next IN elsewhere, flagged', () => {
    const result = sessionAttendance(presenceIntervals([scan('09:00', 'IN'), scan('09:45', 'IN', HALL)], DOOR, SESSIONS), morning);
    expect(result).toMatchObject({ seconds: 45 * 60, share: 0.75, missingOut: true });
    expect(result.intervals.map((i) => i.closedBy)).toEqual(['IN_ELSEWHERE']);
    // An OUT elsewhere does not end the presence in the room.
    expect(minutes([scan('09:00', 'IN'), scan('09:10', 'OUT', HALL), scan('09:30', 'OUT')], morning)).toBe(30);
  });

  it('closes a missing OUT at the end of the session it fell in, not later; a new IN after that starts again', () => {
    const scans = [scan('09:15', 'IN'), scan('11:30', 'IN')];
    const presence = presenceIntervals(scans, DOOR, SESSIONS);
    expect(presence.map((p) => [p.from.toISOString().slice(11, 16), p.to.toISOString().slice(11, 16), p.closedBy])).toEqual([
      ['09:15', '10:00', 'SESSION_END'],
      ['11:30', '12:00', 'SESSION_END'],
    ]);
    expect(minutes(scans, morning)).toBe(45);
    expect(minutes(scans, late)).toBe(30);
    // An IN before the first session closes at that session's end.
    expect(minutes([scan('08:30', 'IN')], morning)).toBe(60);
  });

  it('gives the share to four decimals: 89.9 % stays under 90 %', () => {
    const long: Window = { start: at('09:00'), end: at('10:40') }; // 100 minutes
    const result = sessionAttendance(presenceIntervals([scan('09:00', 'IN'), { at: new Date(at('10:29').getTime() + 54_000), direction: 'OUT', zoneId: DOOR }], DOOR, [long]), long);
    expect(result.share).toBe(0.899);
    expect(sessionAttendance(presenceIntervals([scan('09:00', 'IN'), scan('10:30', 'OUT')], DOOR, [long]), long).share).toBe(0.9);
  });

  it('adds time entered by hand to the scans’, counting an overlap once', () => {
    const presence = [...presenceIntervals([scan('09:00', 'IN'), scan('09:30', 'OUT')], DOOR, SESSIONS), { from: at('09:20'), to: at('09:50'), closedBy: 'MANUAL' as const }];
    const result = sessionAttendance(presence, morning);
    expect(result).toMatchObject({ seconds: 50 * 60, missingOut: false });
    expect(result.intervals.map((i) => i.closedBy)).toEqual(['MANUAL']);
  });
});
