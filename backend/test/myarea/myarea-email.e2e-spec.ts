import { ActionHistory } from '../../src/platform/history/action-history.entity';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import type { ApiClient } from '../support/api-client';
import { createCompany, createCategory } from '../attendees/attendee-fixtures';
import { userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { attendeeOf, browser, codeIn, lastMailId, mailsTo, myEvent, signIn, uniqueEmail } from './myarea-fixtures';

/**
 * The e-mail an attendee signs in with (issue 12 item 4): unique per event on every write path, and
 * changed in my-area only once the new address confirms it with a code, so that nobody can take over
 * another attendee's sign-ins by writing their address into their own record.
 */
describe('sign-in e-mails: one per attendee of an event, changes confirmed by the new address', () => {
  let t: TestApp;
  let admin: ApiClient;
  let event: { id: number; token: string; name: string };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    event = await myEvent(admin, { name: 'Congresso Email' });
  });
  afterAll(() => t.close());

  it('the takeover of the report fails: the attacker cannot give their record the victim’s address, nor learn that it is one (issue 26), and the victim still signs in as themselves', async () => {
    const victim = await attendeeOf(t, event.id, { firstName: 'Vittima', phone: '+39 333 0000001' });
    const attacker = await attendeeOf(t, event.id, { firstName: 'Attaccante' });
    const c = await browser(t);
    await signIn(t, c, event.token, attacker.email!);
    // No oracle (issue 26 item 12): another attendee's address gets the answer a free one gets, and no code goes out.
    const after = await lastMailId(t);
    const res = await c.put(`/api/${event.token}/attendee`).send({ email: victim.email }).expect(200);
    const free = uniqueEmail('libera');
    const control = await c.put(`/api/${event.token}/attendee`).send({ email: free }).expect(200);
    expect({ ...res.body, pending_email: 'X' }).toEqual({ ...control.body, pending_email: 'X' });
    expect(res.body.pending_email).toBe(victim.email);
    expect(JSON.stringify(res.body)).not.toContain('Vittima');
    expect(await mailsTo(t, victim.email!, after, { wait: false })).toHaveLength(0);
    await c.post(`/api/${event.token}/attendee/email`).send({ code: '123456' }).expect(422);
    expect((await t.db.getRepository(Attendee).findOneByOrFail({ id: attacker.id })).email).toBe(attacker.email);
    const v = await browser(t);
    const login = await signIn(t, v, event.token, victim.email!);
    expect(login.body.attendee).toMatchObject({ id: victim.id, first_name: 'Vittima' });
  });

  it('a new address is written only once the code sent to it is given; the old one signs in until then', async () => {
    const attendee = await attendeeOf(t, event.id, { firstName: 'Giada', appLang: 'it' });
    const c = await browser(t);
    await signIn(t, c, event.token, attendee.email!);
    const next = uniqueEmail('giada.new');
    const after = await lastMailId(t);
    const asked = await c.put(`/api/${event.token}/attendee`).send({ email: next, work_city: 'Torino' }).expect(200);
    expect(asked.body.pending_email).toBe(next);
    expect(asked.body.attendee).toMatchObject({ email: attendee.email, work_city: 'Torino' });
    const [mail] = await mailsTo(t, next, after);
    expect(mail.subject).toContain('conferma la nuova e-mail');
    // Not yet: the old address still signs in, the new one does not.
    const other = await browser(t);
    await other.post(`/api/${event.token}/attendee/otp`).send({ email: next }).expect(202);
    expect(await mailsTo(t, next, mail.id, { wait: false })).toHaveLength(0);
    await c
      .post(`/api/${event.token}/attendee/email`)
      .send({ code: '000000' === codeIn(mail) ? '000001' : '000000' })
      .expect(422);
    const done = await c
      .post(`/api/${event.token}/attendee/email`)
      .send({ code: codeIn(mail) })
      .expect(200);
    expect(done.body.attendee.email).toBe(next);
    const history = await t.db
      .getRepository(ActionHistory)
      .find({ where: { subjectType: 'attendee', subjectId: attendee.id }, order: { id: 'DESC' } });
    expect(JSON.stringify(history[0].changes)).toContain(next);
    const fresh = await browser(t);
    expect((await signIn(t, fresh, event.token, next)).body.attendee.id).toBe(attendee.id);
    // The code works once.
    await c
      .post(`/api/${event.token}/attendee/email`)
      .send({ code: codeIn(mail) })
      .expect(422);
  });

  it('staff are told which attendee already signs in with an e-mail (422 naming them), on create and on update', async () => {
    const taken = await attendeeOf(t, event.id, { firstName: 'Mario', lastName: 'Rossi' });
    const category = await createCategory(admin, event.id, 'Ospiti');
    const company = await createCompany(admin, event.id, { name: 'Azienda Email' });
    const base = `/api/events/${event.id}/attendees`;
    const created = await admin
      .post(base)
      .send({
        first_name: 'Luca',
        last_name: 'Bianchi',
        email: taken.email!.toUpperCase(),
        event_attendee_category_id: category,
        event_company_id: company,
      })
      .expect(422);
    expect(created.body.errors.email).toEqual([
      `Questa e-mail è già usata per accedere da Rossi Mario (#${taken.id}) in questo evento: ogni partecipante accede con la propria`,
    ]);
    const ok = await admin
      .post(base)
      .send({
        first_name: 'Luca',
        last_name: 'Bianchi',
        email: uniqueEmail('luca'),
        event_attendee_category_id: category,
        event_company_id: company,
      })
      .expect(201);
    const updated = await admin.put(`${base}/${ok.body.id}`).send({ email: taken.email }).expect(422);
    expect(updated.body.errors.email[0]).toContain(`#${taken.id}`);
    // Its own e-mail is no conflict.
    await admin.put(`${base}/${ok.body.id}`).send({ email: ok.body.email, first_name: 'Luca Maria' }).expect(200);
  });

  it('a COMPANY user learns that an e-mail is taken, not by whom in another company', async () => {
    const x = await createCompany(admin, event.id, { name: 'Azienda X Email' });
    const y = await createCompany(admin, event.id, { name: 'Azienda Y Email' });
    const category = await createCategory(admin, event.id, 'Espositori');
    const theirs = await attendeeOf(t, event.id, { firstName: 'Segreto', lastName: 'Altrui', eventCompanyId: y });
    const company = (await userWithRole(t, admin, event.id, 'COMPANY', x)).client;
    const mine = await admin
      .post(`/api/events/${event.id}/attendees`)
      .send({
        first_name: 'Mio',
        last_name: 'Addetto',
        email: uniqueEmail('mio'),
        event_attendee_category_id: category,
        event_company_id: x,
      })
      .expect(201);
    const res = await company.put(`/api/events/${event.id}/attendees/${mine.body.id}`).send({ email: theirs.email });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).not.toContain('Altrui');
    expect(JSON.stringify(res.body)).not.toContain(`#${theirs.id}`);
  });
});
