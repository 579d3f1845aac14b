import { createClient } from 'redis';
import { startTestApp, ADMIN, type TestApp } from './support/test-app';

/**
 * Sessions and throttling counters in Redis (REDIS_URL), as several API instances need. CI sets
 * TEST_REDIS_URL (Redis runs on the CI machine); elsewhere this suite is reported as skipped.
 */
const url = process.env.TEST_REDIS_URL;
(url ? describe : describe.skip)('with REDIS_URL', () => {
  let t: TestApp;
  let redis: ReturnType<typeof createClient>;
  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL: url! });
    redis = createClient({ url });
    await redis.connect();
  });
  afterAll(async () => {
    await redis.quit();
    await t.close();
  });

  it('keeps the session in Redis, not in the database, and ends it at logout', async () => {
    const client = await t.admin();
    await client.get('/api/user').expect(200);
    const keys = await redis.keys('eventdesk:sess:*');
    expect(keys.length).toBeGreaterThan(0);
    expect(await t.db.query('SELECT COUNT(*) AS n FROM sessions')).toEqual([expect.objectContaining({ n: expect.anything() })]);
    const [{ n }] = (await t.db.query('SELECT COUNT(*) AS n FROM sessions')) as { n: number | string }[];
    expect(Number(n)).toBe(0);
    await client.post('/logout').expect(204);
    await client.get('/api/user').expect(401);
  });

  it('counts failed logins in Redis', async () => {
    const email = `nobody-${Date.now()}@eventdesk.test`;
    const client = t.client();
    await client.csrf();
    for (let i = 0; i < 5; i++) await client.post('/login').send({ email, password: 'wrong-password-1' }).expect(422);
    const res = await client.post('/login').send({ email, password: 'wrong-password-1' }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await redis.keys('eventdesk:rl:login:*')).some((k) => k.includes(email))).toBe(true);
    await client.post('/login').send({ email: ADMIN.email, password: ADMIN.password }).expect(200);
  });
});
