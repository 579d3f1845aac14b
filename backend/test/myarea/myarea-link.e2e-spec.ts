import type { MyAreaLinkDto, SendMyAreaLinkResultDto } from '@eventdesk/shared';
import type { ApiClient } from '../support/api-client';
import { userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCompany } from '../attendees/attendee-fixtures';
import { attendeeOf, lastMailId, mailsTo, myEvent } from './myarea-fixtures';

/** The attendee site's address in the staff app (issue 11): its link and QR code, and e-mailing it to attendees. */
describe('the attendee site’s link for staff', () => {
  let t: TestApp;
  let admin: ApiClient;
  let event: { id: number; token: string; name: string };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    event = await myEvent(admin, { name: 'Giornate di oculistica' });
  });
  afterAll(() => t?.close());

  it('answers the event’s attendee-site address and its QR code as SVG', async () => {
    const link = (await admin.get(`/api/events/${event.id}/myarea-link`).expect(200)).body as MyAreaLinkDto;
    expect(link.url).toBe(`${t.config.appUrl}/myarea/#/${event.token}/login`);
    expect(link.qr_svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(link.qr_svg).toContain('<path');
  });

  it('e-mails the link to the selected attendees, in each one’s language, and says who had no e-mail', async () => {
    const it = await attendeeOf(t, event.id, { firstName: 'Lia', lastName: 'Conti', appLang: 'it' });
    const en = await attendeeOf(t, event.id, { firstName: 'John', lastName: 'Smith', appLang: 'en' });
    const none = await attendeeOf(t, event.id, { email: null });
    const elsewhere = await attendeeOf(t, (await myEvent(admin)).id);
    const after = await lastMailId(t);
    const res = await admin
      .post(`/api/events/${event.id}/attendees/send-myarea-link`)
      .send({ ids: [it.id, en.id, none.id, elsewhere.id, it.id] })
      .expect(200);
    expect(res.body as SendMyAreaLinkResultDto).toEqual({ sent: 2, without_email: 1, not_found: 1 });
    const [italian] = await mailsTo(t, it.email!, after);
    expect(italian.subject).toBe('Giornate di oculistica: la tua area riservata');
    expect(italian.text).toContain('Gentile Lia Conti,');
    expect(italian.text).toContain(`/myarea/#/${event.token}/login`);
    expect(italian.text).toContain(it.email!);
    const [english] = await mailsTo(t, en.email!, after);
    expect(english.subject).toBe('Giornate di oculistica: your attendee area');
    expect(await mailsTo(t, elsewhere.email!, after, { wait: false })).toEqual([]);
  });

  it('lets a COMPANY user e-mail its own company’s attendees only; VIEWER may not send', async () => {
    const own = await createCompany(admin, event.id, { name: 'Ottica Bianchi' });
    const other = await createCompany(admin, event.id, { name: 'Ottica Verdi' });
    const mine = await attendeeOf(t, event.id, { eventCompanyId: own });
    const theirs = await attendeeOf(t, event.id, { eventCompanyId: other });
    const company = (await userWithRole(t, admin, event.id, 'COMPANY', own)).client;
    const after = await lastMailId(t);
    const res = await company
      .post(`/api/events/${event.id}/attendees/send-myarea-link`)
      .send({ ids: [mine.id, theirs.id] })
      .expect(200);
    expect(res.body).toEqual({ sent: 1, without_email: 0, not_found: 1 });
    expect(await mailsTo(t, theirs.email!, after, { wait: false })).toEqual([]);
    const viewer = (await userWithRole(t, admin, event.id, 'VIEWER')).client;
    await viewer
      .post(`/api/events/${event.id}/attendees/send-myarea-link`)
      .send({ ids: [mine.id] })
      .expect(403);
    await viewer.get(`/api/events/${event.id}/myarea-link`).expect(200);
  });

  it('refuses an empty or oversized selection with a message on ids', async () => {
    admin.lang = 'en';
    try {
      const empty = await admin.post(`/api/events/${event.id}/attendees/send-myarea-link`).send({ ids: [] }).expect(422);
      expect(Object.keys(empty.body.errors)).toEqual(['ids']);
      const big = await admin
        .post(`/api/events/${event.id}/attendees/send-myarea-link`)
        .send({ ids: Array.from({ length: 1001 }, (_, i) => i + 1) })
        .expect(422);
      expect(Object.keys(big.body.errors)).toEqual(['ids']);
    } finally {
      admin.lang = 'it';
    }
  });
});
