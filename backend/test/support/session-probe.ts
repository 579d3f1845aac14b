import { SessionRecord } from '../../src/platform/auth/session.entity';
import type { ApiClient } from './api-client';
import type { TestApp } from './test-app';

/** A client's cookies, one by one (the session's and XSRF-TOKEN), as the browser sends them. */
export const cookiesOf = (client: ApiClient): Record<string, string> =>
  Object.fromEntries(
    client
      .cookieHeader()
      .split('; ')
      .map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]),
  );

/** The id of a client's session: its cookie is `s:<id>.<signature>`, URL-encoded or not. */
export const sessionIdOf = (client: ApiClient): string => /^s:([^.]+)\./.exec(decodeURIComponent(cookiesOf(client).eventdesk_session))![1];

/** The session's anti-forgery token, as the client echoes it. */
export const tokenOf = (client: ApiClient): string => decodeURIComponent(cookiesOf(client)['XSRF-TOKEN']);

/** Changes a client's stored session (a write through TypeORM: the store reads it again). */
export async function editSession(t: TestApp, client: ApiClient, change: (data: Record<string, unknown>) => void): Promise<void> {
  const sessions = t.db.getRepository(SessionRecord);
  const row = await sessions.findOneByOrFail({ id: sessionIdOf(client) });
  const data = JSON.parse(row.data) as Record<string, unknown>;
  change(data);
  await sessions.update({ id: row.id }, { data: JSON.stringify(data) });
}
