import { Like } from 'typeorm';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { OutboxMail } from '../src/platform/mail/outbox-mail.entity';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { createCompany } from './attendees/attendee-fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { enrolledClient, totp } from './support/two-factor';

/**
 * Limits per account, whatever address the attempts come from (issue 12 items 7 and 8): wrong second
 * factors lock the account's second factor for a while and tell its owner once; e-mailed sign-in codes
 * are capped per account and hour, with the same answer as before. The peer address is taken from
 * X-Forwarded-For (TRUSTED_PROXIES=loopback), so each "address" below is a different client.
 */
describe('per-account limits on second factors', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  beforeAll(async () => {
    t = await startTestApp({ TRUSTED_PROXIES: 'loopback' });
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
  });
  afterAll(() => t.close());

  const fromAddress = (n: number) => `198.51.100.${n}`;
  const mailsTo = (to: string, subject: string) => t.db.getRepository(OutboxMail).countBy({ to, subject: Like(`%${subject}%`) });

  /** A client that passed the password from `address` and waits for the second factor. */
  async function pending(address: string, email: string, password: string): Promise<ApiClient> {
    const c = t.client();
    await c.csrf();
    const res = await c.post('/login').set('X-Forwarded-For', address).send({ email, password });
    expect(res.body).toEqual({ two_factor: true });
    return c;
  }

  it('locks the TOTP challenge after 10 wrong codes from five addresses, even for the right code, and mails the owner once', async () => {
    const u = await enrolledClient(t, admin);
    const wrong = totp(u.secret, 1) === '000000' ? '000001' : '000000';
    for (let n = 1; n <= 5; n++) {
      const c = await pending(fromAddress(n), u.email, u.password);
      // Two per address: the per-address limit (5 a minute) is never reached.
      for (let i = 0; i < 2; i++)
        await c.post('/two-factor-challenge').set('X-Forwarded-For', fromAddress(n)).send({ code: wrong }).expect(422);
    }
    const c = await pending(fromAddress(6), u.email, u.password);
    const blocked = await c
      .post('/two-factor-challenge')
      .set('X-Forwarded-For', fromAddress(6))
      .send({ code: totp(u.secret, 1) });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    await c.get('/api/user').expect(401);
    // Recovery codes are a second factor too: locked alike.
    await c.post('/two-factor-challenge').set('X-Forwarded-For', fromAddress(6)).send({ recovery_code: u.recoveryCodes[0] }).expect(429);
    expect(await mailsTo(u.email, 'accesso bloccato')).toBe(1);
    expect(await t.db.getRepository(AuditLog).countBy({ action: 'account_locked', userId: u.id })).toBe(1);
  });

  it('locks the company code sign-in per account the same way', async () => {
    const companyId = await createCompany(admin, eventId, { name: 'Azienda Limiti' });
    const company = await userWithRole(t, admin, eventId, 'COMPANY', companyId);
    // The code is mailed before the guesses: a lock holds against the codes mailed before it (issue 26
    // item 5; a code asked after it gets its tries: auth/code-lock-owner.e2e-spec.ts).
    const c = t.client();
    await c.csrf();
    await c.post('/api/otp/generate').set('X-Forwarded-For', fromAddress(30)).send({ username: company.email }).expect(202);
    for (let n = 1; n <= 5; n++) {
      const c = t.client();
      await c.csrf();
      for (let i = 0; i < 2; i++)
        await c
          .post('/company-login')
          .set('X-Forwarded-For', fromAddress(20 + n))
          .send({ username: company.email, code: '000000' })
          .expect(422);
    }
    const mail = await t.db
      .getRepository(OutboxMail)
      .findOne({ where: { to: company.email, subject: Like('%codice di accesso%') }, order: { id: 'DESC' } });
    const code = /(\d{6})/.exec(mail!.subject)![1];
    await c.post('/company-login').set('X-Forwarded-For', fromAddress(30)).send({ username: company.email, code }).expect(429);
    expect(await mailsTo(company.email, 'accesso bloccato')).toBe(1);
  });

  it('answers an unknown e-mail exactly as a known one when the company sign-in is locked (no enumeration)', async () => {
    const c = t.client();
    await c.csrf();
    const statuses: number[] = [];
    for (let n = 1; n <= 11; n++)
      statuses.push(
        (
          await c
            .post('/company-login')
            .set('X-Forwarded-For', fromAddress(40 + n))
            .send({ username: 'nobody@limits.test', code: '000000' })
        ).status,
      );
    expect(statuses).toEqual([...Array(10).fill(422), 429]);
  });

  it('sends at most 10 sign-in code mails an hour to one account, whoever asks, with the same answer', async () => {
    const u = await enrolledClient(t, admin);
    const c = t.client();
    await c.csrf();
    for (let n = 1; n <= 15; n++) {
      const res = await c
        .post('/api/otp/generate')
        .set('X-Forwarded-For', fromAddress(100 + n))
        .send({ username: u.email });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ sent: true });
    }
    expect(await mailsTo(u.email, 'codice di accesso')).toBe(10);
  });
});
