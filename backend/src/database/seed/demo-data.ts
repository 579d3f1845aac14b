import type { Role } from '@eventdesk/shared';

/** The demo event: an Italian congress with one user per role, so each role can be tried. */
export const DEMO_PASSWORD = 'eventdesk-demo';

export const DEMO_EVENT_CATEGORIES = ['Congresso', 'Fiera', 'Evento sportivo'];

export const DEMO_EVENT = {
  name: 'Congresso Nazionale di Cardiologia 2027',
  sku: 'CNC27',
  startAt: '2027-05-20',
  endAt: '2027-05-22',
  address: 'Viale della Pittura 50',
  zipCode: '00144',
  city: 'Roma',
  country: 'IT',
  category: 'Congresso',
  options: [{ key: 'DEFAULT_LANGUAGE', value: 'it' }],
};

export const DEMO_COMPANIES = ['Medica Italia S.p.A.', 'Farmaceutici Rossi S.r.l.', 'Congressi & Eventi S.r.l.'];

export const DEMO_USERS: { name: string; email: string; role: Role; company?: number }[] = [
  { name: 'Anna Amministratrice', email: 'admin@eventdesk.demo', role: 'ADMIN' },
  { name: 'Umberto Utente', email: 'user@eventdesk.demo', role: 'USER' },
  { name: 'Valeria Visualizzatrice', email: 'viewer@eventdesk.demo', role: 'VIEWER' },
  { name: 'Sara Segreteria', email: 'secretary@eventdesk.demo', role: 'SECRETARY' },
  { name: 'Carlo Medica Italia', email: 'company@eventdesk.demo', role: 'COMPANY', company: 0 },
];
