import type { Session } from 'fastify';
import type { DataSource } from 'typeorm';
import { SessionRecord } from './session.entity';
import { TypeormSessionStore } from './session-store';

/**
 * A data source whose driver is a fake better-sqlite3 connection over a Map: the store's statements
 * (driver-sql.ts) are recognised by their text. `reads` and `touches` record what reached the "database".
 */
function fakeDb() {
  const table = new Map<string, { data: string; expires_at: number }>();
  const reads: string[] = [];
  const touches: string[] = [];
  const statement = (sql: string) => {
    const reader = sql.startsWith('SELECT');
    return {
      reader,
      all: (sid: string) => {
        reads.push(sid);
        const row = table.get(sid);
        return row ? [row] : [];
      },
      run: (...params: (string | number)[]) => {
        if (sql.startsWith('INSERT INTO sessions'))
          table.set(params[0] as string, { expires_at: params[1] as number, data: params[2] as string });
        else if (sql.startsWith('UPDATE sessions')) touches.push(params[1] as string);
        else if (sql === 'DELETE FROM sessions WHERE id = ?') table.delete(params[0] as string);
        return { changes: 1, lastInsertRowid: 0 };
      },
    };
  };
  const db = { options: { type: 'better-sqlite3' }, driver: { databaseConnection: { prepare: statement } }, subscribers: [] as unknown[] };
  Object.assign(db, { manager: { connection: db } });
  return { db: db as unknown as DataSource, table, reads, touches };
}

const data = { cookie: { expires: new Date(Date.now() + 3600_000) } } as unknown as Session;
const touch = (store: TypeormSessionStore, sid: string) => new Promise<void>((resolve) => store.touch(sid, data, () => resolve()));
const get = (store: TypeormSessionStore, sid: string) =>
  new Promise<Session | null | undefined>((resolve, reject) => store.get(sid, (err, s) => (err ? reject(err) : resolve(s))));
const set = (store: TypeormSessionStore, sid: string, value: object) =>
  new Promise<void>((resolve) => store.set(sid, value as Session, () => resolve()));
const destroy = (store: TypeormSessionStore, sid: string) => new Promise<void>((resolve) => store.destroy(sid, () => resolve()));
const inAnHour = () => ({ cookie: { expires: new Date(Date.now() + 3600_000).toISOString() } });

describe('session store touches', () => {
  it('writes a session expiry at most once per interval', async () => {
    const { db, touches } = fakeDb();
    const store = new TypeormSessionStore(db, 3600_000, 60_000);
    await touch(store, 'a');
    await touch(store, 'a');
    await touch(store, 'b');
    expect(touches).toEqual(['a', 'b']);
  });

  it('writes every touch when the interval is 0, and forgets destroyed sessions', async () => {
    const { db, touches } = fakeDb();
    const store = new TypeormSessionStore(db, 3600_000, 0);
    await touch(store, 'a');
    await touch(store, 'a');
    expect(touches).toHaveLength(2);
    const throttled = new TypeormSessionStore(db, 3600_000, 60_000);
    await touch(throttled, 'c');
    await destroy(throttled, 'c');
    await touch(throttled, 'c');
    expect(touches).toHaveLength(4);
  });
});

describe('session store reads', () => {
  it('reads a session from the database once, then from memory, a fresh copy each time', async () => {
    const { db, table, reads } = fakeDb();
    table.set('s', { data: JSON.stringify({ ...inAnHour(), userId: 7 }), expires_at: Date.now() + 3600_000 });
    const store = new TypeormSessionStore(db, 3600_000);
    const first = await get(store, 's');
    expect(first).toMatchObject({ userId: 7 });
    (first as unknown as { userId: number }).userId = 8;
    expect(await get(store, 's')).toMatchObject({ userId: 7 });
    expect(reads).toEqual(['s']);
  });

  it('keeps what it writes and forgets what it destroys; an expired session is gone', async () => {
    const { db, table, reads } = fakeDb();
    const store = new TypeormSessionStore(db, 3600_000);
    await set(store, 'a', { ...inAnHour(), userId: 1 });
    expect(await get(store, 'a')).toMatchObject({ userId: 1 });
    await set(store, 'a', { ...inAnHour(), userId: 2 });
    expect(await get(store, 'a')).toMatchObject({ userId: 2 });
    expect(reads).toEqual([]);
    await destroy(store, 'a');
    expect(await get(store, 'a')).toBeNull();
    expect(reads).toEqual(['a']);
    table.set('old', { data: JSON.stringify({ cookie: {} }), expires_at: Date.now() - 1 });
    expect(await get(store, 'old')).toBeNull();
  });

  it('does not keep a read that raced a write, and drops what it keeps when TypeORM writes the table', async () => {
    const { db, table, reads } = fakeDb();
    table.set('r', { data: JSON.stringify({ ...inAnHour(), userId: 1 }), expires_at: Date.now() + 3600_000 });
    const store = new TypeormSessionStore(db, 3600_000);
    await Promise.all([get(store, 'r'), destroy(store, 'r')]);
    expect(await get(store, 'r')).toBeNull();
    expect(reads).toEqual(['r', 'r']);

    await set(store, 'w', { ...inAnHour(), userId: 5 });
    table.set('w', { data: JSON.stringify({ ...inAnHour(), userId: 6 }), expires_at: Date.now() + 3600_000 });
    expect(await get(store, 'w')).toMatchObject({ userId: 5 });
    // What invalidateOnWrite hears from TypeORM when a repository updates a SessionRecord.
    const [subscriber] = (db as unknown as { subscribers: { afterUpdate(e: object): void }[] }).subscribers;
    subscriber.afterUpdate({ metadata: { target: SessionRecord }, queryRunner: undefined });
    expect(await get(store, 'w')).toMatchObject({ userId: 6 });
  });
});
