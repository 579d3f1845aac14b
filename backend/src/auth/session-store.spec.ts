import type session from 'express-session';
import type { Repository } from 'typeorm';
import type { SessionRecord } from './session.entity';
import { TypeormSessionStore } from './session-store';

function fakeRepo() {
  const updates: unknown[] = [];
  const repo = { update: jest.fn(async (...args: unknown[]) => updates.push(args)), delete: jest.fn(async () => undefined) };
  // Writes go through writeTransaction: a data source whose transactions hand the same repository back.
  const connection = {
    options: { type: 'better-sqlite3' },
    transaction: (work: (m: unknown) => unknown) => work({ getRepository: () => repo }),
  };
  Object.assign(repo, { manager: { connection } });
  return { repo: repo as unknown as Repository<SessionRecord>, updates };
}

const data = { cookie: { expires: new Date(Date.now() + 3600_000) } } as unknown as session.SessionData;
const touch = (store: TypeormSessionStore, sid: string) => new Promise<void>((resolve) => store.touch(sid, data, () => resolve()));

describe('session store touches', () => {
  it('writes a session expiry at most once per interval', async () => {
    const { repo, updates } = fakeRepo();
    const store = new TypeormSessionStore(repo, 3600_000, 60_000);
    await touch(store, 'a');
    await touch(store, 'a');
    await touch(store, 'b');
    expect(updates).toHaveLength(2);
  });

  it('writes every touch when the interval is 0, and forgets destroyed sessions', async () => {
    const { repo, updates } = fakeRepo();
    const store = new TypeormSessionStore(repo, 3600_000, 0);
    await touch(store, 'a');
    await touch(store, 'a');
    expect(updates).toHaveLength(2);
    const throttled = new TypeormSessionStore(repo, 3600_000, 60_000);
    await touch(throttled, 'c');
    await new Promise<void>((resolve) => throttled.destroy('c', () => resolve()));
    await touch(throttled, 'c');
    expect(updates).toHaveLength(4);
  });
});
