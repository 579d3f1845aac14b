import { t as msg, type AttendeeConsentDto, type MyAreaTermDto, type TermDto } from '@eventdesk/shared';
import request from 'supertest';
import { ActionHistory } from '../../src/platform/history/action-history.entity';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { TermConsent } from '../../src/registration/terms/term-consent.entity';
import { eventReaders, type MatrixWorld, type ResourceMatrix } from '../authz/matrix-kit';
import { attendeeWorld } from '../authz/matrix-records';
import type { ApiClient } from '../support/api-client';
import { expectDocumented } from '../support/documented-response';
import { startTestApp, type TestApp } from '../support/test-app';
import { attendeeOf, browser, myEvent, setOptions, signIn } from './myarea-fixtures';

const readOnly = async (w: MatrixWorld) => ({ id: (await attendeeWorld(w)).attendeeId });

/** Staff read an attendee's consents as they read the attendee (a COMPANY user: its own company's). */
export const MATRIX: ResourceMatrix = {
  routes: [{ method: 'GET', path: '/api/events/:eventId/attendees/:id/consents', setup: readOnly, expect: eventReaders(200) }],
};

/** The event's terms on the attendee site and the attendee's consents to them (SPEC §5 "terms (versioned consents)"). */
describe('my area: terms and consents', () => {
  let t: TestApp;
  let admin: ApiClient;
  let event: { id: number; token: string };
  let privacy: number;
  let photos: number;
  let rules: number;
  let hidden: number;

  const term = async (eventId: number, body: object) =>
    ((await admin.post(`/api/events/${eventId}/terms`).send(body).expect(201)).body as TermDto).id;
  const consents = (attendeeId: number) => t.db.getRepository(TermConsent).find({ where: { attendeeId }, order: { termId: 'ASC' } });
  const history = (attendeeId: number) =>
    t.db.getRepository(ActionHistory).find({ where: { subjectType: 'attendee', subjectId: attendeeId } });
  const staffConsents = async (attendeeId: number) =>
    (await admin.get(`/api/events/${event.id}/attendees/${attendeeId}/consents`).expect(200).expect(expectDocumented))
      .body as AttendeeConsentDto[];

  async function signedIn() {
    const attendee = await attendeeOf(t, event.id, { firstName: 'Giulia' });
    const c = await browser(t);
    await signIn(t, c, event.token, attendee.email!);
    const put = (body: object) => c.put(`/api/${event.token}/attendee`).send(body);
    return { attendee, c, put };
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    event = await myEvent(admin);
    photos = await term(event.id, { title_it: 'Foto e video', text_it: 'Acconsento alle riprese.', required: false, position: 3 });
    privacy = await term(event.id, {
      title_it: 'Informativa privacy',
      title_en: 'Privacy notice',
      text_it: 'Trattiamo i tuoi dati.',
      text_en: 'We process your data.',
      position: 1,
    });
    rules = await term(event.id, { title_it: 'Regolamento', text_it: 'Vietato fumare.', position: 2 });
    hidden = await term(event.id, { title_it: 'Vecchio consenso', text_it: 'Non più chiesto.', active: false, position: 0 });
  });
  afterAll(() => t?.close());

  it('shows the active terms in their order, in the page’s language (English falling back to Italian), inactive ones hidden', async () => {
    const page = async (lang?: string) => {
      const req = request(t.app.getHttpServer()).get(`/api/external/${event.token}/event`);
      if (lang) void req.set('Accept-Language', lang);
      return ((await req.expect(200).expect(expectDocumented)).body as { terms: MyAreaTermDto[] }).terms;
    };
    const italian = [
      { id: privacy, title: 'Informativa privacy', text: 'Trattiamo i tuoi dati.', required: true },
      { id: rules, title: 'Regolamento', text: 'Vietato fumare.', required: true },
      { id: photos, title: 'Foto e video', text: 'Acconsento alle riprese.', required: false },
    ];
    const english = [{ id: privacy, title: 'Privacy notice', text: 'We process your data.', required: true }, ...italian.slice(1)];
    expect(await page('it')).toEqual(italian);
    expect(await page('en-GB,en;q=0.9')).toEqual(english);
    expect(await page()).toEqual(italian);
    // No Accept-Language: the event's default language.
    const other = await myEvent(admin);
    await setOptions(admin, other.id, [{ key: 'DEFAULT_LANGUAGE', value: 'en' }]);
    const only = await term(other.id, { title_it: 'Privacy', title_en: 'Privacy (EN)', text_it: 'Testo', text_en: 'Text' });
    const res = await request(t.app.getHttpServer()).get(`/api/external/${other.token}/event`).expect(200);
    expect(res.body.terms).toEqual([{ id: only, title: 'Privacy (EN)', text: 'Text', required: true }]);
    expect((await page('it')).map((x) => x.id)).not.toContain(hidden);
  });

  it('refuses a list without a required term on `accepted_terms`, in the attendee’s language, and writes nothing', async () => {
    const { attendee, c, put } = await signedIn();
    const italian = await put({ first_name: 'Giulia Maria', accepted_terms: [privacy, photos] }).expect(422);
    expect(italian.body.errors).toEqual({ accepted_terms: [msg('it', 'term_required', { title: 'Regolamento' })] });
    c.lang = 'en';
    const en = await put({ first_name: 'Giulia Maria', accepted_terms: [photos] }).expect(422);
    expect(en.body.errors).toEqual({
      accepted_terms: [msg('en', 'term_required', { title: 'Privacy notice' }), msg('en', 'term_required', { title: 'Regolamento' })],
    });
    // With a field error too: both in one answer.
    const both = await put({ first_name: '', accepted_terms: [] }).expect(422);
    expect(Object.keys(both.body.errors).sort()).toEqual(['accepted_terms', 'first_name']);
    expect((await t.db.getRepository(Attendee).findOneByOrFail({ id: attendee.id })).firstName).toBe('Giulia');
    expect(await consents(attendee.id)).toEqual([]);
    expect(await history(attendee.id)).toEqual([]);
  });

  it('refuses another event’s term, an inactive one and a malformed list; writes nothing', async () => {
    const { attendee, put } = await signedIn();
    const other = await myEvent(admin);
    const foreign = await term(other.id, { title_it: 'Altrui', text_it: 'Testo' });
    const unknown = await put({ first_name: 'Altra', accepted_terms: [privacy, rules, foreign] }).expect(422);
    expect(unknown.body.errors).toEqual({ accepted_terms: [msg('it', 'term_unknown', { id: foreign })] });
    const inactive = await put({ accepted_terms: [privacy, rules, hidden] }).expect(422);
    expect(inactive.body.errors).toEqual({ accepted_terms: [msg('it', 'term_unknown', { id: hidden })] });
    for (const bad of ['tutti', [String(privacy), rules], null, [privacy, rules, -1]]) {
      const res = await put({ accepted_terms: bad }).expect(422);
      expect(Object.keys(res.body.errors).every((k) => k.startsWith('accepted_terms'))).toBe(true);
    }
    expect(await consents(attendee.id)).toEqual([]);
    expect((await t.db.getRepository(Attendee).findOneByOrFail({ id: attendee.id })).firstName).toBe('Giulia');
  });

  it('stores what is accepted with the version, answers it, and records it in the history with the attendee as actor', async () => {
    const { attendee, c, put } = await signedIn();
    expect((await c.get(`/api/${event.token}/attendee`).expect(200).expect(expectDocumented)).body.attendee.accepted_terms).toEqual([]);
    const res = await put({ first_name: 'Giulia Maria', accepted_terms: [photos, rules, privacy, photos] })
      .expect(200)
      .expect(expectDocumented);
    expect(res.body.attendee).toMatchObject({ first_name: 'Giulia Maria', accepted_terms: [privacy, rules, photos] });
    expect((await c.get(`/api/${event.token}/attendee`).expect(200)).body).toEqual(res.body);
    expect((await consents(attendee.id)).map(({ termId, version }) => [termId, version])).toEqual(
      [photos, privacy, rules].sort((a, b) => a - b).map((id) => [id, 1]),
    );
    const [entry, ...more] = await history(attendee.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'update', userId: null, attendeeId: attendee.id });
    expect(JSON.parse(entry.changes)).toEqual({ first_name: ['Giulia', 'Giulia Maria'], accepted_terms: [[], [privacy, rules, photos]] });
    // The same list again changes nothing, keeps the time of acceptance and records nothing.
    const at = (await consents(attendee.id)).map((x) => x.acceptedAt.toISOString());
    await put({ accepted_terms: [privacy, rules, photos] }).expect(200);
    expect((await consents(attendee.id)).map((x) => x.acceptedAt.toISOString())).toEqual(at);
    expect(await history(attendee.id)).toHaveLength(1);
    // Not sent: the consents stay as they are.
    await put({ first_name: 'Giulia' }).expect(200);
    expect(await consents(attendee.id)).toHaveLength(3);
  });

  it('takes a consent away when an optional term is unticked, and staff see the history entry', async () => {
    const { attendee, put } = await signedIn();
    await put({ accepted_terms: [privacy, rules, photos] }).expect(200);
    const res = await put({ accepted_terms: [privacy, rules] }).expect(200);
    expect(res.body.attendee.accepted_terms).toEqual([privacy, rules]);
    expect((await consents(attendee.id)).map((x) => x.termId)).not.toContain(photos);
    expect((await consents(attendee.id)).length).toBe(2);
    const entries = (await admin.get(`/api/events/${event.id}/attendees/${attendee.id}/history`).expect(200)).body as {
      changes: Record<string, unknown>;
    }[];
    expect(entries[0].changes).toEqual({
      accepted_terms: [
        [privacy, rules, photos],
        [privacy, rules],
      ],
    });
  });

  it('no longer counts a consent once the term is reworded: staff see the old version, the attendee accepts again', async () => {
    const reworded = await term(event.id, { title_it: 'Newsletter', text_it: 'Ti scriveremo.', required: false, position: 4 });
    const { attendee, c, put } = await signedIn();
    await put({ accepted_terms: [privacy, rules, reworded] }).expect(200);
    await admin.put(`/api/events/${event.id}/terms/${reworded}`).send({ text_it: 'Ti scriveremo ogni settimana.' }).expect(200);
    expect((await c.get(`/api/${event.token}/attendee`).expect(200)).body.attendee.accepted_terms).toEqual([privacy, rules]);
    const seen = await staffConsents(attendee.id);
    expect(seen.map((x) => [x.term_id, x.version, x.current_version, x.current])).toEqual([
      [privacy, 1, 1, true],
      [rules, 1, 1, true],
      [reworded, 1, 2, false],
    ]);
    expect(seen[0]).toMatchObject({ title: 'Informativa privacy', required: true, active: true });
    expect(Date.parse(seen[0].accepted_at)).not.toBeNaN();

    const again = await put({ accepted_terms: [privacy, rules, reworded] }).expect(200);
    expect(again.body.attendee.accepted_terms).toEqual([privacy, rules, reworded]);
    expect((await consents(attendee.id)).find((x) => x.termId === reworded)?.version).toBe(2);
    // A required term reworded is missing until accepted again: the site asks for it (the list without it is refused).
    await admin.put(`/api/events/${event.id}/terms/${rules}`).send({ text_it: 'Vietato fumare e svapare.' }).expect(200);
    expect((await c.get(`/api/${event.token}/attendee`).expect(200)).body.attendee.accepted_terms).toEqual([privacy, reworded]);
    await admin.put(`/api/events/${event.id}/terms/${rules}`).send({ text_it: 'Vietato fumare.' }).expect(200);
  });

  it('drops the consents with their term or their attendee', async () => {
    const gone = await term(event.id, { title_it: 'Temporaneo', text_it: 'Testo', required: false, position: 9 });
    const { attendee, put } = await signedIn();
    await put({ accepted_terms: [privacy, rules, gone] }).expect(200);
    await admin.delete(`/api/events/${event.id}/terms/${gone}`).expect(200);
    expect((await consents(attendee.id)).map((x) => x.termId)).toEqual([privacy, rules].sort((a, b) => a - b));
    await admin.delete(`/api/events/${event.id}/attendees/${attendee.id}`).expect(200);
    expect(await consents(attendee.id)).toEqual([]);
    await admin.get(`/api/events/${event.id}/attendees/${attendee.id}/consents`).expect(404);
  });
});
