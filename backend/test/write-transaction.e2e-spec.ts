import { writeTransaction } from '../src/platform/database/write-transaction';
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
