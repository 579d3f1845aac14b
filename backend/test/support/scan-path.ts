import type request from 'supertest';
import { SessionRecord } from '../../src/auth/session.entity';
import { scanFastPaths } from '../../src/scans/scan-fast-path';
import type { ApiClient } from './api-client';
import type { TestApp } from './test-app';

/** What the tests of the gate's scan path (scans/scan-fast-path.ts) need: which path answered, and the session behind a client. */
export function scanPathProbe(app: () => TestApp) {
  const answered = () => scanFastPaths.get(app().app)!.answered;
  /** A client's cookies, one by one (the session's and XSRF-TOKEN), as the browser sends them. */
  const cookiesOf = (client: ApiClient): Record<string, string> =>
    Object.fromEntries(
      client
        .cookieHeader()
        .split('; ')
        .map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]),
    );
  const sessionIdOf = (client: ApiClient) => /^s%3A([^.]+)\./.exec(cookiesOf(client).eventdesk_session)![1];
  return {
    answered,
    cookiesOf,
    sessionIdOf,
    /** The session's anti-forgery token, as the client echoes it. */
    tokenOf: (client: ApiClient) => decodeURIComponent(cookiesOf(client)['XSRF-TOKEN']),
    /** What `send` got back, and how many requests the scan path answered meanwhile (1: it did; 0: the full pipeline). */
    via: async (send: () => PromiseLike<request.Response>) => {
      const before = answered();
      const res = await send();
      return { res, fast: answered() - before };
    },
    /** Changes a client's stored session (a write through TypeORM: the store reads it again). */
    editSession: async (client: ApiClient, change: (data: Record<string, unknown>) => void) => {
      const sessions = app().db.getRepository(SessionRecord);
      const row = await sessions.findOneByOrFail({ id: sessionIdOf(client) });
      const data = JSON.parse(row.data) as Record<string, unknown>;
      change(data);
      await sessions.update({ id: row.id }, { data: JSON.stringify(data) });
    },
  };
}
