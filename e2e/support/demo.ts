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

export function demoEventId(): number {
  const [row] = query<{ id: number }>('SELECT id FROM events WHERE name = ?', DEMO_EVENT_NAME);
  if (!row) throw new Error('The demo event is missing: is DEMO_DATA=true?');
  return row.id;
}
