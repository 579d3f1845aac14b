import { statSync } from 'node:fs';
import { CHECKPOINT_PAGES, SqliteCheckpointer } from '../src/platform/database/sqlite-checkpointer';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * SQLite's WAL checkpoints run on a worker thread of their own once the WAL grows, not inside the commits of the
 * API's one thread (docs/performance.md); on MariaDB/MySQL there is nothing to do.
 */
describe('WAL checkpoints off the event loop', () => {
  let t: TestApp;
  let checkpointer: SqliteCheckpointer;
  const sqlite = () => t.config.database.type === 'sqlite';
  const walBytes = () => statSync(`${(t.config.database as { path: string }).path}-wal`).size;
  const autocheckpoint = async () =>
    ((await t.db.query('PRAGMA wal_autocheckpoint')) as { wal_autocheckpoint: number }[])[0]!.wal_autocheckpoint;
  const eventually = async (probe: () => boolean | Promise<boolean>, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!(await probe())) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  /** About `mb` MB written, in commits of 256 KB (a table of the test's own). */
  const write = async (mb: number) => {
    await t.db.query('CREATE TABLE IF NOT EXISTS wal_probe (id INTEGER PRIMARY KEY, body BLOB)');
    for (let i = 0; i < mb * 4; i++) await t.db.query('INSERT INTO wal_probe (body) VALUES (?)', [Buffer.alloc(256 * 1024, i)]);
  };

  beforeAll(async () => {
    t = await startTestApp();
    checkpointer = t.app.get(SqliteCheckpointer);
  });
  afterAll(() => t?.close());

  it('starts no thread while the WAL stays short', async () => {
    await new Promise((r) => setTimeout(r, 600));
    expect(checkpointer.running).toBe(false);
    if (sqlite()) expect(await autocheckpoint()).toBe(CHECKPOINT_PAGES);
  });

  it('checkpoints on its thread once the WAL grew, and the app’s connection no longer does', async () => {
    if (!sqlite()) {
      await new Promise((r) => setTimeout(r, 600));
      expect(checkpointer.running).toBe(false);
      return;
    }
    await write(6);
    await eventually(() => checkpointer.running, 'the checkpoint thread');
    await eventually(async () => (await autocheckpoint()) === 0, "the app's connection to stop checkpointing");
    // 24 MB more in four rounds, each followed by the thread's checkpoint.
    for (let round = 0; round < 4; round++) {
      const before = checkpointer.checkpoints;
      await write(6);
      await eventually(() => checkpointer.checkpoints > before, 'a checkpoint by the thread');
      expect(checkpointer.last).toEqual({ busy: 0, log: expect.any(Number), checkpointed: expect.any(Number) });
      expect(checkpointer.last!.checkpointed).toBeGreaterThan(0);
    }
    // Copied back, the WAL is written from its start again: without that it would hold all 30 MB written.
    expect(walBytes()).toBeLessThan(16 * 1024 * 1024);
  });

  it('lets the app’s connection checkpoint again when the thread is gone, and starts no other', async () => {
    if (!sqlite()) return;
    const worker = (checkpointer as unknown as { worker: { terminate(): Promise<number> } }).worker;
    await worker.terminate();
    await eventually(async () => (await autocheckpoint()) === CHECKPOINT_PAGES, "the app's connection to checkpoint again");
    await write(6);
    await new Promise((r) => setTimeout(r, 600));
    expect(checkpointer.running).toBe(false);
    expect(await autocheckpoint()).toBe(CHECKPOINT_PAGES);
  });
});
