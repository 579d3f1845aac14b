import type { Role } from '@eventdesk/shared';
import type { ApiClient } from './api-client';
import type { TestApp } from './test-app';

let counter = 0;

export const validEvent = (overrides: Record<string, unknown> = {}) => ({
  name: `Congresso ${++counter}`,
  sku: `E${counter % 1000}`,
  start_at: '2027-05-20',
  end_at: '2027-05-22',
  address: 'Via Roma 1',
  zip_code: '00100',
  city: 'Roma',
  country: 'IT',
  ...overrides,
});

export async function createEvent(admin: ApiClient, overrides: Record<string, unknown> = {}) {
  const res = await admin.post('/api/events').send(validEvent(overrides));
  if (res.status !== 201) throw new Error(`createEvent: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; token: string; name: string };
}

/** A user with one role in one event, signed in on its own client. */
export async function userWithRole(t: TestApp, admin: ApiClient, eventId: number, role: Role, companyId: number | null = null) {
  const email = `${role.toLowerCase()}-${++counter}@eventdesk.test`;
  const password = 'password-for-tests';
  const created = await admin.post('/api/users').send({ name: `${role} ${counter}`, email, password, password_confirmation: password });
  if (created.status !== 201) throw new Error(`userWithRole: ${created.status} ${JSON.stringify(created.body)}`);
  const roles = await admin
    .post(`/api/user/${created.body.id}/save-events-roles`)
    .send({ eventRoles: [{ id: eventId, role, event_company_id: companyId }] });
  if (roles.status !== 201 && roles.status !== 200) throw new Error(`save roles: ${roles.status} ${JSON.stringify(roles.body)}`);
  const client = t.client();
  const login = await client.login(email, password);
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return { id: created.body.id as number, email, password, client };
}
