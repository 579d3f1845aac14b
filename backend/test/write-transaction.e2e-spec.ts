import { WritePacer } from '../src/platform/database/write-pacer';
import { driverTransaction, isMysql, sqliteWritesWaited, writeTransaction } from '../src/platform/database/write-transaction';
import { Tag } from '../src/registration/tags/tag.entity';
import type { ApiClient } from './support/api-client';
import { createEvent } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/** Every writer goes through the one write transaction (database/write-transaction.ts). */
describe('write transactions', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
  });
  afterAll(() => t.close());

  it('keeps a write made while another write transaction is open, when that one rolls back', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const failing = writeTransaction(t.db, async (m) => {
      await m.query('SELECT 1');
      await gate;
      throw new Error('rolled back');
    });
    const created = admin
      .post(`/api/events/${eventId}/tags`)
      .send({ name: 'kept' })
      .then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 150));
    release();
    await expect(failing).rejects.toThrow('rolled back');
    expect((await created).status).toBe(201);
    expect(await t.db.getRepository(Tag).countBy({ eventId, name: 'kept' })).toBe(1);
  });

  it('refuses a write transaction opened inside another instead of waiting for it forever', async () => {
    await expect(writeTransaction(t.db, () => writeTransaction(t.db, async () => 1))).rejects.toThrow('inside a write transaction');
    // The queue goes on after the refusal.
    await expect(writeTransaction(t.db, async () => 2)).resolves.toBe(2);
  });

  // Driver transactions (the gate's, the session store's) asked for together: on SQLite they share one
  // COMMIT (write-transaction.ts `grouped`), each still all or nothing.
  const sessionIds = async (prefix: string) =>
    ((await t.db.query(`SELECT id FROM sessions WHERE id LIKE '${prefix}%' ORDER BY id`)) as { id: string }[]).map((r) => r.id);

  it('keeps each driver transaction all or nothing when several are asked for at once and one fails', async () => {
    const insert = 'INSERT INTO sessions (id, expires_at, data) VALUES (?, ?, ?)';
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map((i) =>
        driverTransaction(t.db, async (sql) => {
          await sql.run(insert, [`grp-${i}`, Date.now() + 60_000, '{}']);
          await sql.run(insert, [`grp-${i}-second`, Date.now() + 60_000, '{}']);
          // The third writes two rows, then fails on a key already taken: neither of its rows stays.
          if (i === 3) await sql.run(insert, [`grp-${i}`, Date.now() + 60_000, '{}']);
          return i;
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<number>).value)).toEqual([1, 2, 4, 5]);
    expect(await sessionIds('grp-')).toEqual([
      'grp-1',
      'grp-1-second',
      'grp-2',
      'grp-2-second',
      'grp-4',
      'grp-4-second',
      'grp-5',
      'grp-5-second',
    ]);
    // The queue goes on after a failed member.
    await expect(driverTransaction(t.db, async () => 'after')).resolves.toBe('after');
  });

  const sqliteOnly = process.env.TEST_DATABASE_URL?.startsWith('mysql://') ? it.skip : it;
  sqliteOnly('runs the driver transactions asked for in one turn before answering any: they share a commit', async () => {
    expect(isMysql(t.db)).toBe(false);
    const seen: string[] = [];
    await Promise.all(
      [1, 2, 3, 4].map((i) =>
        driverTransaction(t.db, async (sql) => {
          seen.push(`work ${i}`);
          // Inside one SQLite transaction: each sees the rows the ones before it wrote, not yet committed.
          const [row] = await sql.rows<{ n: number }>(`SELECT COUNT(*) AS n FROM sessions WHERE id LIKE 'one-commit-%'`, []);
          await sql.run('INSERT INTO sessions (id, expires_at, data) VALUES (?, ?, ?)', [`one-commit-${i}`, Date.now() + 60_000, '{}']);
          return Number(row!.n);
        }).then((before) => seen.push(`answer ${i} after ${before}`)),
      ),
    );
    expect(seen).toEqual([
      'work 1',
      'work 2',
      'work 3',
      'work 4',
      'answer 1 after 0',
      'answer 2 after 1',
      'answer 3 after 2',
      'answer 4 after 3',
    ]);
  });

  it('answers no member of a group whose commit failed, and keeps none of their writes', async () => {
    // A work that ends the transaction itself (as SQLite does on a full disk) takes the whole group with it.
    const ids = ['lost-1', 'lost-2'];
    const results = await Promise.allSettled([
      driverTransaction(t.db, (sql) =>
        sql.run('INSERT INTO sessions (id, expires_at, data) VALUES (?, ?, ?)', [ids[0]!, Date.now() + 60_000, '{}']),
      ),
      driverTransaction(t.db, async (sql) => {
        await sql.run('INSERT INTO sessions (id, expires_at, data) VALUES (?, ?, ?)', [ids[1]!, Date.now() + 60_000, '{}']);
        if (!sql.mysql) await sql.run('ROLLBACK', []);
        else throw new Error('rolled back');
      }),
    ]);
    expect(results[1]!.status).toBe('rejected');
    if (!isMysql(t.db)) {
      expect(results[0]!.status).toBe('rejected');
      expect(await sessionIds('lost-')).toEqual([]);
    } else {
      expect(results[0]!.status).toBe('fulfilled');
      expect(await sessionIds('lost-')).toEqual(['lost-1']);
    }
    await expect(driverTransaction(t.db, async () => 'after')).resolves.toBe('after');
  });

  // A long job's transactions (an import's batches): several batches in one while no other write waits for it.
  describe('the pacer of a long job', () => {
    const tagWrite = (name: string) => writeTransaction(t.db, (m) => m.getRepository(Tag).insert({ eventId, name }));

    it('doubles the batches of the next transaction while no other write waited, up to its maximum', async () => {
      const pacer = new WritePacer(t.db, 8);
      const sizes: number[] = [];
      for (let i = 0; i < 6; i++) {
        sizes.push(pacer.batches);
        await pacer.write(() => tagWrite(`paced-${i}`));
      }
      // MySQL/MariaDB: the other connections' writes never wait for the job's transaction; one batch each.
      expect(sizes).toEqual(isMysql(t.db) ? [1, 1, 1, 1, 1, 1] : [1, 2, 4, 8, 8, 8]);
    });

    it('falls back to one batch after a transaction another write waited for (a scan at a gate)', async () => {
      const pacer = new WritePacer(t.db, 8);
      for (let i = 0; i < 3; i++) await pacer.write(() => tagWrite(`grown-${i}`));
      expect(pacer.batches).toBe(isMysql(t.db) ? 1 : 8);
      const waitedBefore = sqliteWritesWaited(t.db);
      let other!: Promise<unknown>;
      await pacer.write(() =>
        writeTransaction(t.db, async (m) => {
          // Asked for while the job's transaction is open: on SQLite it waits in the queue until the job's commits.
          other = admin
            .post(`/api/events/${eventId}/tags`)
            .send({ name: 'beside the job' })
            .then((res) => res);
          await new Promise((resolve) => setTimeout(resolve, 100));
          await m.getRepository(Tag).insert({ eventId, name: 'the job' });
        }),
      );
      expect(((await other) as { status: number }).status).toBe(201);
      expect(sqliteWritesWaited(t.db) - waitedBefore).toBe(isMysql(t.db) ? 0 : 1);
      expect(pacer.batches).toBe(1);
      // Nobody waits for the next one: it grows again.
      await pacer.write(() => tagWrite('alone again'));
      expect(pacer.batches).toBe(isMysql(t.db) ? 1 : 2);
    });
  });

  const mysqlOnly = process.env.TEST_DATABASE_URL?.startsWith('mysql://') ? it : it.skip;
  mysqlOnly('reads committed in every write transaction, on every pooled connection, with one statement fewer each', async () => {
    const levels = await Promise.all(
      Array.from({ length: 6 }, () =>
        writeTransaction(t.db, async (tx) => {
          const [row] = (await tx.query('SELECT @@tx_isolation AS level, CONNECTION_ID() AS id')) as { level: string; id: number }[];
          await new Promise((r) => setTimeout(r, 20)); // hold it, so the six spread over connections
          return row!;
        }),
      ),
    );
    expect(new Set(levels.map((l) => l.level))).toEqual(new Set(['READ-COMMITTED']));
    expect(new Set(levels.map((l) => l.id)).size).toBeGreaterThan(1);
  });
});
