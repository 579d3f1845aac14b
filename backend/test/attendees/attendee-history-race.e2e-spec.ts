/**
 * Concurrent PUTs of one attendee: each is written on the row as the one before left it, so the
 * actions history is one chain — every update's "before" is the previous update's "after" — and its
 * last "after" is the record as stored. (The diff used to be computed from a row read before the
 * transaction: two PUTs at once recorded the same "before".)
 */
import type { ActionHistoryDto } from '@eventdesk/shared';
import type { ApiClient } from '../support/api-client';
import { createEvent } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendee-fixtures';

let t: TestApp;
let admin: ApiClient;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.admin();
  const eventId = (await createEvent(admin)).id;
  base = `/api/events/${eventId}/attendees`;
  const category = await createCategory(admin, eventId, 'Delegati');
  const company = await createCompany(admin, eventId, { name: 'Acme' });
  const id = await createAttendee(admin, eventId, minimalAttendee(category, company, { first_name: 'Primo' }));
  base = `${base}/${id}`;
});
afterAll(() => t.close());

it('records one unbroken chain of changes for PUTs sent at once', async () => {
  const names = Array.from({ length: 8 }, (_, i) => `Nome${i}`);
  const answers = await Promise.all(names.map((first_name) => admin.put(base).send({ first_name })));
  expect(answers.map((a) => a.status)).toEqual(names.map(() => 200));

  const history = await admin.get(`${base}/history?range=[0,99]&sort=["id","ASC"]`).expect(200);
  const updates = (history.body as ActionHistoryDto[]).filter((h) => h.action === 'update');
  expect(updates).toHaveLength(names.length);
  const chain = updates.map((h) => h.changes.first_name);
  expect(chain[0]![0]).toBe('Primo');
  for (let i = 1; i < chain.length; i++) expect(chain[i]![0]).toBe(chain[i - 1]![1]);
  const stored = await admin.get(base).expect(200);
  expect(chain.at(-1)![1]).toBe(stored.body.first_name);
  expect(new Set(chain.map((c) => c![1]))).toEqual(new Set(names));
});
