import { query } from './db';

/** The demo data of backend/src/platform/database/seed/demo-data.ts. */
export const DEMO_PASSWORD = 'eventdesk-demo';
export const DEMO_EVENT_NAME = 'Congresso Nazionale di Cardiologia 2027';
export const DEMO_USERS = {
  ADMIN: 'admin@eventdesk.demo',
  USER: 'user@eventdesk.demo',
  VIEWER: 'viewer@eventdesk.demo',
  SECRETARY: 'secretary@eventdesk.demo',
  COMPANY: 'company@eventdesk.demo',
} as const;
export const DEMO_ATTENDEE_EMAIL = 'partecipante@eventdesk.demo';

/**
 * The seeded attendees the browser tests sign in to my-area as (backend/src/seed/demo-data.ts), one test
 * file each. Files on one API run one after another, and a sign-in leaves things behind (the codes asked
 * for per e-mail in the last minutes, a session, a cart), so no two files share an attendee. They are named
 * by e-mail, which no test changes: picks by position ("the 7th with an @example.it address") moved by one
 * as soon as attendee.e2e.ts gave the demo attendee an @example.it address, onto another file's attendee.
 */
export const SIGN_IN_ATTENDEES = {
  /** myarea/e2e/attendee.e2e.ts, which changes this attendee's e-mail. */
  attendeeSite: DEMO_ATTENDEE_EMAIL,
  persistence: 'lorenzo.marino@example.it',
  terms: 'valentina.greco@example.it',
  /** An exhibitor who speaks at no session of the demo programme. */
  programme: 'alessandro.colombo@example.it',
  offline: 'sofia.ricci@example.it',
  votingFirst: 'matteo.bruno@example.it',
  votingSecond: 'davide.conti@example.it',
} as const;
if (new Set(Object.values(SIGN_IN_ATTENDEES)).size !== Object.keys(SIGN_IN_ATTENDEES).length) {
  throw new Error('SIGN_IN_ATTENDEES gives one attendee to two test files');
}

/** A seeded attendee of the demo event, by sign-in e-mail (SIGN_IN_ATTENDEES). */
export function demoAttendee(email: string): { id: number; email: string; category: number | null } {
  const [row] = query<{ id: number; email: string; category: number | null }>(
    'SELECT id, email, event_attendee_category_id AS category FROM attendees WHERE event_id = ? AND email = ?',
    demoEventId(),
    email,
  );
  if (!row) throw new Error(`No attendee ${email} in the demo event`);
  return row;
}

export function demoEventId(): number {
  const [row] = query<{ id: number }>('SELECT id FROM events WHERE name = ?', DEMO_EVENT_NAME);
  if (!row) throw new Error('The demo event is missing: is DEMO_DATA=true?');
  return row.id;
}
