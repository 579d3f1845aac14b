import request from 'supertest';
import { Like, MoreThan } from 'typeorm';
import { OutboxMail } from '../../src/platform/mail/outbox-mail.entity';
import { UserEventRole } from '../../src/platform/users/user-event-role.entity';
import { User } from '../../src/platform/users/user.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import { createCompany } from '../attendees/attendee-fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/test-app';
import { enrolledClient } from '../support/two-factor';

/**
 * Issue 26 item 3: inviting a company user by e-mail must not hand an existing account to the event ADMIN.
 * An address that has an account is sent an invitation to accept, the answer tells nothing of the account,
 * superadmins and staff accounts are not made company users, and the code-only company sign-in is refused
 * to accounts with an authenticator or a staff role.
 */
describe('company user invitations of existing accounts', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let otherEventId: number;
  let companyId: number;
  let eventAdmin: ApiClient;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    otherEventId = (await createEvent(admin)).id;
    companyId = await createCompany(admin, eventId, { name: 'Invitante Srl' });
    const created = await userWithRole(t, admin, eventId, 'ADMIN');
    eventAdmin = created.client;
    await eventAdmin.confirmPassword(created.password).expect(200);
  });
  afterAll(() => t.close());

  const invite = (email: string) =>
    eventAdmin.post(`/api/events/${eventId}/companies/${companyId}/users`).send({ name: 'Nome Scelto', email }).expect(201);
  const rolesOf = (userId: number) => t.db.getRepository(UserEventRole).findBy({ userId, eventId });
  const lastMail = () => t.db.getRepository(OutboxMail).find({ order: { id: 'DESC' }, take: 1 });
  const mailsSince = async (after: number, to: string) => t.db.getRepository(OutboxMail).findBy({ id: MoreThan(after), to });

  it('gives the event ADMIN nothing of a superadmin or another event’s ADMIN, and no role to them', async () => {
    const fresh = (await invite(`nuovo.${Date.now()}@invito.test`)).body;
    const superadmin = await t.db.getRepository(User).findOneByOrFail({ email: ADMIN.email });
    const otherAdmin = await userWithRole(t, admin, otherEventId, 'ADMIN');
    const [before] = await lastMail();
    for (const target of [superadmin, await t.db.getRepository(User).findOneByOrFail({ id: otherAdmin.id })]) {
      const answer = (await invite(target.email)).body;
      expect(Object.keys(answer).sort()).toEqual(Object.keys(fresh).sort());
      expect(answer).toMatchObject({ name: 'Nome Scelto', email: target.email, is_active: true });
      expect(JSON.stringify(answer)).not.toContain(target.name);
      expect(await rolesOf(target.id)).toEqual([]);
      // Not invited at all: nothing to accept reaches a staff mailbox.
      expect(await mailsSince(before.id, target.email)).toEqual([]);
    }
  });

  it('mails an existing company user an invitation; the role follows only when they accept on its page', async () => {
    const elsewhere = await userWithRole(
      t,
      admin,
      otherEventId,
      'COMPANY',
      await createCompany(admin, otherEventId, { name: 'Altrove Srl' }),
    );
    const [before] = await lastMail();
    const answer = (await invite(elsewhere.email)).body;
    expect(answer).toMatchObject({ name: 'Nome Scelto', email: elsewhere.email, is_active: true });
    expect(await rolesOf(elsewhere.id)).toEqual([]);
    const [mail] = await mailsSince(before.id, elsewhere.email);
    expect(mail.subject).toContain('Invitante Srl');
    const path = /https?:\/\/[^/\s]+(\/api\/company-invitations\/[\w-]+)/.exec(mail.text)![1];
    const server = t.app.getHttpServer();
    const shown = await request(server).get(path).expect(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.text).toContain('Invitante Srl');
    expect(await rolesOf(elsewhere.id)).toEqual([]);
    // The page's form: no session, no anti-forgery header; the token is the credential.
    const accepted = await request(server).post(path).type('form').send('').expect(200);
    expect(accepted.text).toContain('Invitante Srl');
    expect((await rolesOf(elsewhere.id)).map((r) => [r.role, r.eventCompanyId])).toEqual([['COMPANY', companyId]]);
    await request(server).post(path).type('form').send('').expect(404);
    await request(server).get('/api/company-invitations/not-a-token').expect(404);
  });

  it('refuses the code-only company sign-in to an account with an authenticator, even when its only role is COMPANY', async () => {
    const enrolled = await enrolledClient(t, admin, undefined, 'COMPANY', eventId, companyId);
    const c = t.client();
    await c.csrf();
    await c.post('/api/otp/generate').send({ username: enrolled.email }).expect(202);
    const mail = await t.db
      .getRepository(OutboxMail)
      .findOne({ where: { to: enrolled.email, subject: Like('%codice di accesso%') }, order: { id: 'DESC' } });
    const code = /(\d{6})/.exec(mail!.subject)![1];
    await c.post('/company-login').send({ username: enrolled.email, code }).expect(422);
    await c.get('/api/user').expect(401);
  });
});
