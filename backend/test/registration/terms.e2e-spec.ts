import { t as msg, TERM_DEFAULTS, type TermDto } from '@eventdesk/shared';
import { createdId, crudRows, eventAdmins, type ResourceMatrix } from '../authz/matrix-kit';
import type { ApiClient } from '../support/api-client';
import { expectDocumented } from '../support/documented-response';
import { createEvent } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/** The route rows, the content fixture and the partial change of terms (matrix-kit collects them from this file). */
let seq = 0;
export const MATRIX: ResourceMatrix = {
  routes: crudRows('/api/events/:eventId/terms', {
    fresh: (w) =>
      createdId(w.admin.post(`/api/events/${w.eventA}/terms`).send({ title_it: w.unique('Privacy'), text_it: 'Testo' }), 'term'),
    create: (w) => ({ title_it: w.unique('Regolamento'), text_it: 'Si accetta il regolamento.' }),
    update: (w) => ({ title_it: w.unique('Regolamento 2027') }),
    readers: eventAdmins,
    writers: eventAdmins,
  }),
  changes: { terms: { data: { active: false } } },
  fixtures: {
    terms: (_t, admin, { eventId }) =>
      createdId(admin.post(`/api/events/${eventId}/terms`).send({ title_it: `Termine ${++seq}`, text_it: 'Testo del termine' }), 'term'),
  },
};

/** An event's terms (SPEC §5 "terms (versioned consents)"): defaults, checks, versions, partial updates, order, history. */
describe('terms', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  const base = () => `/api/events/${eventId}/terms`;
  const history = async (id: number) =>
    (
      (await t.db.query("SELECT action FROM action_history WHERE subject_type = 'term' AND subject_id = ? ORDER BY id", [id])) as {
        action: string;
      }[]
    ).map((h) => h.action);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
  });
  afterAll(() => t?.close());

  it('starts a new term from its defaults: required, active, first, version 1', async () => {
    expect((await admin.get(`${base()}/create`).expect(200).expect(expectDocumented)).body).toEqual(TERM_DEFAULTS);
    const privacy = (
      await admin
        .post(base())
        .send({ title_it: ' Informativa privacy ', text_it: 'I dati sono trattati secondo il GDPR.' })
        .expect(201)
        .expect(expectDocumented)
    ).body as TermDto;
    expect(privacy).toMatchObject({
      event_id: eventId,
      title_it: 'Informativa privacy',
      title_en: null,
      text_en: null,
      required: true,
      active: true,
      position: 0,
      version: 1,
    });
    expect(await history(privacy.id)).toEqual(['create']);
  });

  it('refuses what is missing or too long, every field at once, in the caller’s language; writes nothing', async () => {
    const before = (await admin.get(base()).expect(200)).body.length;
    admin.lang = 'en';
    try {
      const bad = await admin
        .post(base())
        .send({ title_it: '  ', text_it: '', text_en: 'x'.repeat(20_001), position: -1, required: 'yes' })
        .expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['position', 'required', 'text_en', 'text_it', 'title_it']);
      expect(bad.body.errors.title_it).toEqual([msg('en', 'required')]);
      expect(bad.body.errors.text_it).toEqual([msg('en', 'required')]);
    } finally {
      admin.lang = 'it';
    }
    const italian = await admin.post(base()).send({ text_it: 'Testo' }).expect(422);
    expect(italian.body.errors.title_it).toEqual([msg('it', 'required')]);
    expect((await admin.get(base()).expect(200)).body.length).toBe(before);
  });

  it('counts a new version when the words change in either language, not when it is switched off, made optional or moved', async () => {
    const rules = (await admin.post(base()).send({ title_it: 'Regolamento', text_it: 'Vietato fumare.', position: 2 }).expect(201))
      .body as TermDto;
    const put = async (body: object) =>
      (await admin.put(`${base()}/${rules.id}`).send(body).expect(200).expect(expectDocumented)).body as TermDto;
    expect((await put({ active: false, required: false, position: 5 })).version).toBe(1);
    // The stock client's update sends the whole record back: the same words are no new version.
    const same = await put({ ...rules, active: false, required: false, position: 5 });
    expect(same).toMatchObject({ version: 1, active: false, required: false, position: 5, text_it: 'Vietato fumare.' });
    expect((await put({ text_it: 'Vietato fumare e svapare.' })).version).toBe(2);
    expect((await put({ title_en: 'Rules' })).version).toBe(3);
    const english = await put({ text_en: 'No smoking.' });
    expect(english).toMatchObject({ version: 4, title_it: 'Regolamento', text_it: 'Vietato fumare e svapare.', active: false });
    expect(await history(rules.id)).toEqual(['create', 'update', 'update', 'update', 'update']);
    const [entry] = (await t.db.query(
      "SELECT changes FROM action_history WHERE subject_type = 'term' AND subject_id = ? AND action = 'update' ORDER BY id DESC LIMIT 1",
      [rules.id],
    )) as { changes: string | object }[];
    expect(JSON.stringify(entry.changes)).toContain('No smoking.');
  });

  it('lists them in their order on the page, filters and searches, and hides another event’s', async () => {
    const event = (await createEvent(admin)).id;
    const make = async (title_it: string, position: number, extra: object = {}) =>
      (
        (
          await admin
            .post(`/api/events/${event}/terms`)
            .send({ title_it, text_it: 'Testo', position, ...extra })
            .expect(201)
        ).body as TermDto
      ).id;
    const photos = await make('Foto e video', 3, { required: false });
    const privacy = await make('Privacy', 1);
    const news = await make('Newsletter', 2, { required: false, active: false });
    const list = async (query = '') =>
      ((await admin.get(`/api/events/${event}/terms${query}`).expect(200)).body as TermDto[]).map((r) => r.id);
    expect(await list()).toEqual([privacy, news, photos]);
    expect(await list(`?filter=${encodeURIComponent(JSON.stringify({ required: false }))}`)).toEqual([news, photos]);
    expect(await list(`?filter=${encodeURIComponent(JSON.stringify({ active: true }))}`)).toEqual([privacy, photos]);
    expect(await list(`?filter=${encodeURIComponent(JSON.stringify({ q: 'news' }))}`)).toEqual([news]);
    const res = await admin.get(`/api/events/${event}/terms?range=${encodeURIComponent('[0,1]')}`).expect(200);
    expect(res.headers['content-range']).toBe('terms 0-1/3');
    await admin.get(`${base()}/${privacy}`).expect(404);
    await admin.put(`${base()}/${privacy}`).send({ active: false }).expect(404);
    await admin.delete(`${base()}/${privacy}`).expect(404);
  });

  it('deletes a term and records it', async () => {
    const term = (await admin.post(base()).send({ title_it: 'Da togliere', text_it: 'Testo' }).expect(201)).body as TermDto;
    expect((await admin.delete(`${base()}/${term.id}`).expect(200).expect(expectDocumented)).body).toMatchObject({
      id: term.id,
      title_it: 'Da togliere',
    });
    await admin.get(`${base()}/${term.id}`).expect(404);
    expect(await history(term.id)).toEqual(['create', 'delete']);
  });
});
