import type { ProgrammeSession } from '../api';
import { dayLabel, sessionAction, venueTime } from './programme-view';

const session = (over: Partial<ProgrammeSession> = {}): ProgrammeSession => ({
  id: 1,
  type: 'WORKSHOP',
  title: 'Corso',
  description: null,
  day: '2027-05-20',
  start_at: '2027-05-20T07:00:00.000Z',
  end_at: '2027-05-20T08:30:00.000Z',
  room: null,
  people: [],
  registration: 'REQUIRED',
  seats: 10,
  seats_left: 3,
  waiting: 0,
  status: null,
  waiting_position: null,
  category_closed: false,
  clash: null,
  ...over,
});

describe('a session card', () => {
  it('offers one thing to do, or says why not: the attendee’s place first, then the session, then what stands in the way', () => {
    expect(
      [
        session(),
        session({ seats_left: 0 }),
        session({ status: 'REGISTERED', category_closed: true }),
        session({ status: 'WAITING', seats_left: 0 }),
        session({ category_closed: true, clash: { session_id: 2, title: 'Altro' } }),
        session({ clash: { session_id: 2, title: 'Altro' }, seats_left: 0 }),
        session({ registration: 'OPEN', seats_left: null }),
        session({ type: 'BREAK' }),
      ].map(sessionAction),
    ).toEqual(['register', 'queue', 'cancel', 'leave', 'closed', 'clash', 'none', 'none']);
  });

  it('reads times on the venue’s clock (Rome), summer and winter, and names the days in the page’s language', () => {
    expect([venueTime('2027-05-20T07:00:00.000Z'), venueTime('2027-01-20T07:05:00.000Z'), venueTime('2027-05-20T22:30:00Z')]).toEqual([
      '09:00',
      '08:05',
      '00:30',
    ]);
    expect(dayLabel('2027-05-20', 'en')).toBe('Thu, 20 May');
    expect(dayLabel('2027-05-20', 'it')).toBe('gio 20 mag');
  });
});
