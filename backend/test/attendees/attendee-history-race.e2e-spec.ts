/**
 * Concurrent PUTs of one attendee: each is written on the row as the one before left it, so the
 * actions history is one chain — every update's "before" is the previous update's "after" — and its
 * last "after" is the record as stored. (The diff used to be computed from a row read before the
 * transaction: two PUTs at once recorded the same "before".)
 */
import { ATTENDEE_TAGS_MAX, type ActionHistoryDto } from '@eventdesk/shared';
import { AttendeeTag } from '../../src/registration/tags/attendee-tag.entity';
import { Tag } from '../../src/registration/tags/tag.entity';
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

// MySQL 8 cuts GROUP_CONCAT at 1,024 bytes by default (MariaDB at 1 MB): the locked read falls back to a
// second query for a list that long. On this project's engines the test holds the tag list read whole.
it('reads back every tag of an attendee with the most tags and long ids', async () => {
  const id = Number(base.split('/').pop());
  const eventId = Number(base.split('/')[3]);
  // As many tags as an attendee may have, with ten-digit ids: their list is longer than 1,024 bytes.
  const tags = await t.db
    .getRepository(Tag)
    .save(Array.from({ length: ATTENDEE_TAGS_MAX }, (_, i) => ({ id: 2_000_000_000 + i, eventId, name: `Etichetta ${i}` })));
  const tagIds = tags.map((tag) => tag.id).sort((a, b) => a - b);
  await t.db.getRepository(AttendeeTag).insert(tagIds.map((tagId) => ({ attendeeId: id, tagId })));
  expect(tagIds.join(',').length).toBeGreaterThan(1024);

  // The same tags and a new name: the history holds the name only, no tag change read from a cut list.
  await admin.put(base).send({ first_name: 'Tanti', tag_ids: tagIds }).expect(200);
  // One tag less: exactly that one is recorded as removed.
  const fewer = await admin
    .put(base)
    .send({ tag_ids: tagIds.slice(1) })
    .expect(200);
  expect(fewer.body.tag_ids).toEqual(tagIds.slice(1));
  const history = await admin.get(`${base}/history?range=[0,1]&sort=["id","DESC"]`).expect(200);
  const [last, previous] = history.body as ActionHistoryDto[];
  expect(Object.keys(previous!.changes)).toEqual(['first_name']);
  expect(last!.changes.tag_ids).toEqual([tagIds, tagIds.slice(1)]);
});

// The list folds each row's tag ids into its page with GROUP_CONCAT too: a list that long is read again whole.
it('lists every tag of an attendee whose tag list is longer than GROUP_CONCAT keeps', async () => {
  const record = await admin.get(base).expect(200);
  expect((record.body.tag_ids as number[]).join(',').length).toBeGreaterThan(1024);
  const id = Number(base.split('/').pop());
  const list = await admin
    .get(`${base.slice(0, base.lastIndexOf('/'))}?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`)
    .expect(200);
  expect(list.body).toEqual([record.body]);
});
