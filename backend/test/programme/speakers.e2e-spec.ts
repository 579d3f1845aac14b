import { t as msg, SPEAKER_DEFAULTS, type SpeakerDto } from '@eventdesk/shared';
import { createdId, crudRows, eventAdmins, type ResourceMatrix } from '../authz/matrix-kit';
import type { ApiClient } from '../support/api-client';
import { expectDocumented } from '../support/documented-response';
import { createEvent } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/** The route rows, the content fixture and the partial change of speakers (matrix-kit collects them from this file). */
let seq = 0;
export const MATRIX: ResourceMatrix = {
  routes: crudRows('/api/events/:eventId/speakers', {
    fresh: (w) =>
      createdId(w.admin.post(`/api/events/${w.eventA}/speakers`).send({ last_name: w.unique('Verdi'), first_name: 'Anna' }), 'speaker'),
    create: (w) => ({ last_name: w.unique('Neri'), first_name: 'Paolo' }),
    update: (w) => ({ affiliation: w.unique('Politecnico di Milano') }),
    readers: eventAdmins,
    writers: eventAdmins,
  }),
  changes: { speakers: { data: { affiliation: 'CNR' } } },
  fixtures: {
    speakers: (_t, admin, { eventId }) =>
      createdId(admin.post(`/api/events/${eventId}/speakers`).send({ last_name: `Relatore ${++seq}`, first_name: 'Maria' }), 'speaker'),
  },
};

/** The programme's speakers: defaults, checks per field, partial updates, order and search, history. */
describe('speakers', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  const base = () => `/api/events/${eventId}/speakers`;
  const history = async (id: number) =>
    (
      (await t.db.query("SELECT action FROM action_history WHERE subject_type = 'speaker' AND subject_id = ? ORDER BY id", [id])) as {
        action: string;
      }[]
    ).map((h) => h.action);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
  });
  afterAll(() => t?.close());

  it('starts from its defaults and stores a speaker trimmed, blanks as null, with its history', async () => {
    expect((await admin.get(`${base()}/create`).expect(200).expect(expectDocumented)).body).toEqual(SPEAKER_DEFAULTS);
    const made = (
      await admin
        .post(base())
        .send({ last_name: ' Bianchi ', first_name: 'Laura', title: 'Prof.ssa', affiliation: '', email: 'Laura@Example.org', bio_it: '  ' })
        .expect(201)
        .expect(expectDocumented)
    ).body as SpeakerDto;
    expect(made).toMatchObject({
      event_id: eventId,
      last_name: 'Bianchi',
      first_name: 'Laura',
      title: 'Prof.ssa',
      affiliation: null,
      bio_it: null,
      bio_en: null,
    });
    expect(made.email?.toLowerCase()).toBe('laura@example.org');
    expect(await history(made.id)).toEqual(['create']);
  });

  it('refuses what is missing, too long or not an e-mail, every field at once, in the caller’s language; writes nothing', async () => {
    const before = (await admin.get(base()).expect(200)).body.length;
    admin.lang = 'en';
    try {
      const bad = await admin
        .post(base())
        .send({ last_name: ' ', email: 'not-an-address', title: 'x'.repeat(51), bio_en: 'y'.repeat(5_001) })
        .expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['bio_en', 'email', 'first_name', 'last_name', 'title']);
      expect(bad.body.errors.last_name).toEqual([msg('en', 'required')]);
      expect(bad.body.errors.email).toEqual([msg('en', 'invalid_email')]);
    } finally {
      admin.lang = 'it';
    }
    const italian = await admin.post(base()).send({ first_name: 'Anna' }).expect(422);
    expect(italian.body.errors.last_name).toEqual([msg('it', 'required')]);
    expect((await admin.get(base()).expect(200)).body.length).toBe(before);
  });

  it('takes part of a speaker on PUT, as the stock client’s updateMany sends it, and records the change', async () => {
    const rossi = (await admin.post(base()).send({ last_name: 'Rossi', first_name: 'Marco', affiliation: 'ASL Roma 1' }).expect(201))
      .body as SpeakerDto;
    const put = async (body: object) =>
      (await admin.put(`${base()}/${rossi.id}`).send(body).expect(200).expect(expectDocumented)).body as SpeakerDto;
    expect(await put({ bio_en: 'Emergency physician.' })).toMatchObject({
      last_name: 'Rossi',
      affiliation: 'ASL Roma 1',
      bio_en: 'Emergency physician.',
    });
    expect(await put({ ...rossi, affiliation: null })).toMatchObject({ affiliation: null, bio_en: null });
    const wrong = await admin.put(`${base()}/${rossi.id}`).send({ email: 'marco@' }).expect(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['email']);
    expect(await history(rossi.id)).toEqual(['create', 'update', 'update']);
    const [entry] = (await t.db.query(
      "SELECT changes FROM action_history WHERE subject_type = 'speaker' AND subject_id = ? AND action = 'update' ORDER BY id LIMIT 1",
      [rossi.id],
    )) as { changes: string | object }[];
    expect(JSON.stringify(entry.changes)).toContain('Emergency physician.');
  });

  it('lists them by last name, searches name and affiliation, pages, and hides another event’s', async () => {
    const event = (await createEvent(admin)).id;
    const make = async (last_name: string, first_name: string, affiliation: string | null = null) =>
      ((await admin.post(`/api/events/${event}/speakers`).send({ last_name, first_name, affiliation }).expect(201)).body as SpeakerDto).id;
    const zeta = await make('Zeta', 'Ugo', 'Università di Bologna');
    const alfa = await make('Alfa', 'Ida');
    const mezzo = await make('Mezzo', 'Lia', 'Ospedale di Bologna');
    const list = async (query = '') =>
      ((await admin.get(`/api/events/${event}/speakers${query}`).expect(200)).body as SpeakerDto[]).map((r) => r.id);
    expect(await list()).toEqual([alfa, mezzo, zeta]);
    expect(await list(`?filter=${encodeURIComponent(JSON.stringify({ q: 'bologna' }))}`)).toEqual([mezzo, zeta]);
    expect(await list(`?sort=${encodeURIComponent(JSON.stringify(['first_name', 'DESC']))}`)).toEqual([zeta, mezzo, alfa]);
    const res = await admin.get(`/api/events/${event}/speakers?range=${encodeURIComponent('[0,1]')}`).expect(200);
    expect(res.headers['content-range']).toBe('speakers 0-1/3');
    await admin.get(`${base()}/${alfa}`).expect(404);
    await admin.put(`${base()}/${alfa}`).send({ title: 'Dott.' }).expect(404);
    await admin.delete(`${base()}/${alfa}`).expect(404);
  });

  it('deletes a speaker and records it', async () => {
    const gone = (await admin.post(base()).send({ last_name: 'Da togliere', first_name: 'Eva' }).expect(201)).body as SpeakerDto;
    expect((await admin.delete(`${base()}/${gone.id}`).expect(200).expect(expectDocumented)).body).toMatchObject({
      id: gone.id,
      last_name: 'Da togliere',
    });
    await admin.get(`${base()}/${gone.id}`).expect(404);
    expect(await history(gone.id)).toEqual(['create', 'delete']);
  });
});
