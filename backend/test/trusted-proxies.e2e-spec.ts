import request from 'supertest';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * X-Forwarded-For is believed only from the proxies named in TRUSTED_PROXIES (issue 12 item 10): with
 * none configured, a client rotating the header cannot escape the per-address limits, even when
 * APP_URL is https (which used to trust every loopback and private peer).
 */
async function wrongLogins(t: TestApp, email: string, count: number): Promise<number[]> {
  // The proxy terminates TLS: it says https, and the cookies are Secure, so they are carried by hand here.
  const server = t.app.getHttpServer();
  const start = await request(server).get('/sanctum/csrf-cookie').set('X-Forwarded-Proto', 'https').expect(204);
  const cookies = ([] as string[]).concat(start.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
  const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length));
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await request(server)
      .post('/login')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-For', `203.0.113.${i + 1}`)
      .set('Cookie', cookies.join('; '))
      .set('X-XSRF-TOKEN', xsrf)
      .send({ email, password: `wrong-password-${i}` });
    statuses.push(res.status);
  }
  return statuses;
}

describe('trusted proxies', () => {
  describe('none configured (the default), with an https APP_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ APP_URL: 'https://events.example.com' });
    });
    afterAll(() => t.close());

    it('counts the login limit on the peer address, whatever X-Forwarded-For says', async () => {
      const statuses = await wrongLogins(t, 'nobody@proxies.test', 7);
      expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    });

    it('records the peer address, not the forged one, in the audit log', async () => {
      const rows = await t.db.getRepository(AuditLog).findBy({ actorEmail: 'nobody@proxies.test' });
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.ip).not.toMatch(/^203\.0\.113\./);
    });
  });

  describe('the local proxy trusted (TRUSTED_PROXIES=loopback)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ APP_URL: 'https://events.example.com', TRUSTED_PROXIES: 'loopback' });
    });
    afterAll(() => t.close());

    it('counts each forwarded client on its own', async () => {
      expect(await wrongLogins(t, 'someone@proxies.test', 7)).toEqual([422, 422, 422, 422, 422, 422, 422]);
    });
  });
});
