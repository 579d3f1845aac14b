import { venueClock, venueMoment } from './venue-clock';

describe('the venue clock (Europe/Rome)', () => {
  it('reads a moment as the venue’s day and minutes, winter and summer', () => {
    expect(venueClock('2027-01-10T08:30:00.000Z')).toEqual({ day: '2027-01-10', minutes: 9 * 60 + 30 });
    expect(venueClock('2027-05-20T07:00:00.000Z')).toEqual({ day: '2027-05-20', minutes: 9 * 60 });
    expect(venueClock('2027-05-20T22:30:00.000Z')).toEqual({ day: '2027-05-21', minutes: 30 });
  });

  it('turns the venue’s wall time back into the moment, across the clock changes', () => {
    expect(venueMoment('2027-05-20', 9 * 60)).toBe('2027-05-20T07:00:00.000Z');
    expect(venueMoment('2027-01-10', 9 * 60 + 30)).toBe('2027-01-10T08:30:00.000Z');
    expect(venueMoment('2027-05-20', 24 * 60 + 30)).toBe('2027-05-20T22:30:00.000Z');
    // 28 March 2027, 02:00 → 03:00: the day starts at +1 and is at +2 from 03:00.
    expect(venueMoment('2027-03-28', 60)).toBe('2027-03-28T00:00:00.000Z');
    expect(venueMoment('2027-03-28', 4 * 60)).toBe('2027-03-28T02:00:00.000Z');
    // 31 October 2027, 03:00 → 02:00: after the change the clock is at +1.
    expect(venueMoment('2027-10-31', 4 * 60)).toBe('2027-10-31T03:00:00.000Z');
    for (const iso of ['2027-03-28T05:45:00.000Z', '2027-10-31T12:15:00.000Z', '2027-12-31T23:00:00.000Z']) {
      const { day, minutes } = venueClock(iso);
      expect(venueMoment(day, minutes)).toBe(iso);
    }
  });
});
