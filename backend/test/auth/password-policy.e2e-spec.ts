import type { ApiClient } from '../support/api-client';
import { userWithRole, createEvent } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 26 item 13: one password policy for every password chosen through the API (too simple, common
 * or breached, published by Eventdesk, dressed up with digits and signs), and a per-account slow-down
 * of wrong passwords spread over many addresses that still lets the owner in. The peer address comes
 * from X-Forwarded-For (TRUSTED_PROXIES=loopback).
 */
describe('password policy and per-account slow-down', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await startTestApp({ TRUSTED_PROXIES: 'loopback' });
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const WEAK = [
    'aaaaaaaaaa',
    '1212121212',
    'Password1!',
    'password123',
    'eventdesk-demo',
    'eventdesk-admin',
    'Eventdesk-Demo2024!',
    'replace-with-a-strong-password',
  ];

  it('refuses too simple, common, dressed-up and documented passwords when a superadmin creates a user, with a message per field', async () => {
    admin.lang = 'en';
    try {
      for (const [i, password] of WEAK.entries()) {
        const res = await admin
          .post('/api/users')
          .send({ name: 'Debole', email: `weak${i}.${Date.now()}@policy.test`, password, password_confirmation: password });
        expect([password, res.status]).toEqual([password, 422]);
        expect(res.body.errors.password).toEqual([expect.stringMatching(/different characters|most used/)]);
      }
    } finally {
      admin.lang = 'it';
    }
    await admin
      .post('/api/users')
      .send({
        name: 'Forte',
        email: `strong.${Date.now()}@policy.test`,
        password: 'tram-lontano-7-pioggia',
        password_confirmation: 'tram-lontano-7-pioggia',
      })
      .expect(201);
  });

  it('refuses them for one’s own new password too', async () => {
    const event = await createEvent(admin);
    const me = await userWithRole(t, admin, event.id, 'USER');
    for (const password of ['Password1!', 'aaaaaaaaaa', 'eventdesk-demo'])
      await me.client.put('/user/password').send({ current_password: me.password, password, password_confirmation: password }).expect(422);
  });

  it('slows wrong passwords spread over four addresses down to one a minute per address, and the owner still signs in', async () => {
    const event = await createEvent(admin);
    const owner = await userWithRole(t, admin, event.id, 'USER');
    const guesses = async (email: string, from: number) => {
      const out: number[] = [];
      for (let n = 0; n < 4; n++) {
        const c = t.client();
        await c.csrf();
        for (let i = 0; i < 5; i++)
          out.push(
            (
              await c
                .post('/login')
                .set('X-Forwarded-For', `203.0.113.${from + n}`)
                .send({ email, password: `wrong-guess-${n}-${i}` })
            ).status,
          );
      }
      return out;
    };
    const statuses = await guesses(owner.email, 1);
    // 10 at the usual pace, then one try a minute for each further address.
    expect(statuses).toEqual([...Array(10).fill(422), 422, 429, 429, 429, 429, 422, 429, 429, 429, 429]);
    const c = t.client();
    await c.csrf();
    await c.post('/login').set('X-Forwarded-For', '192.0.2.10').send({ email: owner.email, password: owner.password }).expect(200);
    // An e-mail nobody has is slowed down the same way.
    expect(await guesses('nobody@policy.test', 20)).toEqual(statuses);
  });
});
