import { Logger } from '@nestjs/common';
import { MESSAGES } from '@eventdesk/shared';
import { isMysql } from '../src/platform/database/write-transaction';
import { createEvent } from './support/fixtures';
import { filterAnswer } from './support/filter-probe';
import { startTestApp, type TestApp } from './support/test-app';

/** The error a raw statement raises on this test's database (SQLite or MariaDB). */
async function failure(t: TestApp, sql: string): Promise<unknown> {
  try {
    await t.db.query(sql);
  } catch (error) {
    return error;
  }
  throw new Error(`no error from: ${sql}`);
}

describe('driver errors never answer 500', () => {
  let t: TestApp;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    t = await startTestApp();
    await t.db.query('CREATE TABLE probe_parent (id INT PRIMARY KEY)');
    await t.db.query(
      'CREATE TABLE probe_child (id INT PRIMARY KEY, parent_id INT, name VARCHAR(5) NOT NULL, n SMALLINT, at DATETIME, ' +
        'CONSTRAINT fk_probe_parent FOREIGN KEY (parent_id) REFERENCES probe_parent (id), CONSTRAINT ck_probe_n CHECK (n >= 0))',
    );
    await t.db.query('INSERT INTO probe_parent (id) VALUES (1)');
    await t.db.query("INSERT INTO probe_child (id, parent_id, name, n) VALUES (1, 1, 'a', 0)");
    await t.db.query(
      'CREATE TABLE probe_kept (id INT PRIMARY KEY, parent_id INT, CONSTRAINT fk_probe_kept FOREIGN KEY (parent_id) REFERENCES probe_parent (id) ON DELETE RESTRICT)',
    );
    await t.db.query('INSERT INTO probe_parent (id) VALUES (2)');
    await t.db.query('INSERT INTO probe_kept (id, parent_id) VALUES (1, 2)');
  });
  afterAll(async () => {
    await t?.close();
    Logger.overrideLogger(['error', 'warn', 'log']);
  });

  it.each(['companies', 'tags', 'attendee-categories', 'filters'])(
    'a superadmin creating %s in a missing event gets a 4xx, not a 500',
    async (resource) => {
      const admin = await t.admin();
      admin.lang = 'en';
      const body = resource === 'filters' ? { name: 'x', resource: 'attendees', filter: {} } : { name: 'x' };
      const res = await admin.post(`/api/events/999999/${resource}`).send(body);
      expect([404, 422]).toContain(res.status);
      expect(res.body.message).not.toBe(MESSAGES.en.internal);
    },
  );

  it('a write still lands once the referenced event exists', async () => {
    const admin = await t.admin();
    const event = await createEvent(admin);
    await admin.post(`/api/events/${event.id}/tags`).send({ name: 'x' }).expect(201);
  });

  it('a missing referenced row is bad input (422)', async () => {
    const answer = filterAnswer(await failure(t, "INSERT INTO probe_child (id, parent_id, name) VALUES (2, 99, 'b')"));
    expect(answer).toMatchObject({ statusCode: 422, message: MESSAGES.en.reference_missing });
  });

  it('deleting a row still referenced is a conflict (409)', async () => {
    const answer = filterAnswer(await failure(t, 'DELETE FROM probe_parent WHERE id = 1'), 'it');
    expect(answer).toMatchObject({ statusCode: 409, message: MESSAGES.it.record_in_use });
  });

  it('deleting a row an ON DELETE RESTRICT key holds is a conflict (409)', async () => {
    const answer = filterAnswer(await failure(t, 'DELETE FROM probe_parent WHERE id = 2'));
    expect(answer).toMatchObject({ statusCode: 409, message: MESSAGES.en.record_in_use });
  });

  it('a duplicate key is a conflict (409)', async () => {
    const answer = filterAnswer(await failure(t, "INSERT INTO probe_child (id, parent_id, name) VALUES (1, 1, 'c')"));
    expect(answer).toMatchObject({ statusCode: 409, message: MESSAGES.en.conflict });
  });

  it.each([
    ['NULL in a NOT NULL column', 'INSERT INTO probe_child (id, parent_id, name) VALUES (3, 1, NULL)'],
    ['a CHECK constraint', "INSERT INTO probe_child (id, parent_id, name, n) VALUES (4, 1, 'd', -1)"],
  ])('%s is bad input (422)', async (_, sql) => {
    const answer = filterAnswer(await failure(t, sql));
    expect(answer).toMatchObject({ statusCode: 422, message: MESSAGES.en.value_rejected });
  });

  // SQLite takes any length, any number and any text in these columns: only MySQL/MariaDB refuse them.
  const mysqlOnly = process.env.TEST_DATABASE_URL?.startsWith('mysql://') ? it.each : it.skip.each;
  mysqlOnly([
    ['a value too long', "INSERT INTO probe_child (id, name) VALUES (5, 'too long for five')"],
    ['a number out of range', "INSERT INTO probe_child (id, name, n) VALUES (6, 'f', 100000)"],
    ['a wrong date', "INSERT INTO probe_child (id, name, at) VALUES (7, 'g', 'not a date')"],
    ['a wrong integer', "INSERT INTO probe_child (id, name, n) VALUES (8, 'h', 'abc')"],
  ])('MySQL: %s is bad input (422)', async (_, sql) => {
    expect(isMysql(t.db)).toBe(true);
    const answer = filterAnswer(await failure(t, sql));
    expect(answer).toMatchObject({ statusCode: 422, message: MESSAGES.en.value_rejected });
  });
});
