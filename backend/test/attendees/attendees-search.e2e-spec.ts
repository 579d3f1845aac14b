/**
 * The attendee list's quick search (issue 5) through the writers that keep its tokens: create,
 * update and delete by the API, words of names and companies, accents and punctuation, and the
 * totals of a search counted each way (a page that is not full, one word over the whole event,
 * several words, a search with another filter, a company's own attendees).
 */
import type { AttendeeDto } from '@eventdesk/shared';
import { randomUUID } from 'node:crypto';
import { AttendeeSearchToken } from '../../src/registration/attendees/attendee-search-token.entity';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { AttendeesService } from '../../src/registration/attendees/attendees.service';
import { reindexAttendees } from '../../src/registration/attendees/search-tokens';
import { recountAttendees } from '../../src/registration/attendees/attendee-totals';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createAttendee, createCategory, createCompany, listQuery, minimalAttendee } from './attendee-fixtures';

describe('attendee quick search', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let base: string;
  let category: number;
  let company: number;

  let DENSE: number;
  beforeAll(async () => {
    t = await startTestApp();
    DENSE = t.app.get(AttendeesService).denseMatches;
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    base = `/api/events/${eventId}/attendees`;
    category = await createCategory(admin, eventId, 'Delegati');
    company = await createCompany(admin, eventId, { name: 'Acme' });
  });
  afterAll(() => t?.close());

  const search = async (q: string, params: Record<string, unknown> = {}, client = admin) => {
    const res = await client.get(`${base}${listQuery({ ...params, filter: { q, ...(params.filter as object) } })}`).expect(200);
    return { ids: (res.body as AttendeeDto[]).map((a) => a.id), range: res.headers['content-range'] as string };
  };

  describe('what a word finds', () => {
    let deLuca: number;
    let dAngelo: number;
    let nicolo: number;
    beforeAll(async () => {
      deLuca = await createAttendee(admin, eventId, minimalAttendee(category, company, { first_name: 'Gian Maria', last_name: 'De Luca' }));
      dAngelo = await createAttendee(
        admin,
        eventId,
        minimalAttendee(category, company, { first_name: 'Anna', last_name: "D'Angelo", email: 'anna.dangelo@example.com' }),
      );
      nicolo = await createAttendee(admin, eventId, minimalAttendee(category, company, { first_name: 'Nicolò', last_name: 'Bàrbieri' }));
    });

    it.each([
      ['luca', 'a later word of a last name', () => [deLuca]],
      ['de lu', 'two words of one last name', () => [deLuca]],
      ['deluca', 'a name run together', () => [deLuca]],
      ['maria de', 'words of first and last name', () => [deLuca]],
      ["d'angelo", 'an apostrophe in the query', () => [dAngelo]],
      ['DANG', 'upper case, punctuation dropped', () => [dAngelo]],
      ['anna.dangelo@example', 'an e-mail', () => [dAngelo]],
      ['dangelo@', 'a word of an e-mail', () => [dAngelo]],
      ['nicolo barb', 'accents folded in the data', () => [nicolo]],
      ['Nicolò', 'accents folded in the query', () => [nicolo]],
    ])('%s (%s)', async (q, _what, expected) => {
      expect((await search(q)).ids).toEqual(expected());
    });

    it.each(['uca', 'xample', '@@', 'luca zzz'])('finds nothing for %s', async (q) => {
      expect(await search(q)).toEqual({ ids: [], range: 'attendees */0' });
    });

    it('follows an update of a searched field, and forgets the old value', async () => {
      await admin.put(`${base}/${nicolo}`).send({ last_name: 'Bassi' }).expect(200);
      expect((await search('bassi')).ids).toEqual([nicolo]);
      expect((await search('barbieri')).ids).toEqual([]);
      // Another field changed: the tokens stay as they were.
      await admin.put(`${base}/${nicolo}`).send({ phone: '+39 333 1234567' }).expect(200);
      expect((await search('nicolo bassi')).ids).toEqual([nicolo]);
    });

    it('forgets a deleted attendee', async () => {
      const id = await createAttendee(admin, eventId, minimalAttendee(category, company, { last_name: 'Effimero' }));
      expect((await search('effim')).ids).toEqual([id]);
      await admin.delete(`${base}/${id}`).expect(200);
      expect((await search('effim')).ids).toEqual([]);
      expect(await t.db.getRepository(AttendeeSearchToken).countBy({ attendeeId: id })).toBe(0);
    });
  });

  describe('totals of a search', () => {
    const N = 30;
    let ids: number[];
    let own: ApiClient;
    let ownCompany: number;
    let other: number;

    beforeAll(async () => {
      ownCompany = await createCompany(admin, eventId, { name: 'Zeta Srl' });
      own = (await userWithRole(t, admin, eventId, 'COMPANY', ownCompany)).client;
      // Another event's Zanetti is never counted.
      other = (await createEvent(admin)).id;
      const inserted = await t.db.getRepository(Attendee).insert([
        ...Array.from({ length: N }, (_, i) => ({
          uuid: randomUUID(),
          eventId,
          attendeeCode: `Z${String(i).padStart(7, '0')}`,
          lastName: 'Zanetti',
          firstName: i % 2 ? 'Zoe' : 'Bruno',
          email: `zanetti${i}@example.com`,
          pending: i % 3 === 0,
          eventCompanyId: i < 12 ? ownCompany : company,
        })),
        { uuid: randomUUID(), eventId: other, attendeeCode: 'Z9999999', lastName: 'Zanetti', firstName: 'Zoe' },
      ]);
      ids = inserted.identifiers.map((row) => row.id as number);
      await t.db.transaction((tx) => reindexAttendees(tx, ids));
      await recountAttendees(t.db, eventId);
      await recountAttendees(t.db, other);
      ids.pop();
    });

    it('counts one word over the whole event, each attendee once (a Zanetti has two matching tokens: name and e-mail)', async () => {
      expect((await search('zan', { range: [0, 9] })).range).toBe(`attendees 0-9/${N}`);
      expect((await search('zoe', { range: [0, 9] })).range).toBe(`attendees 0-9/${N / 2}`);
    });

    it('tells the total from a page that is not full, and counts a page past the end', async () => {
      expect((await search('zan', { range: [20, 39] })).range).toBe(`attendees 20-29/${N}`);
      expect(await search('zan', { range: [40, 49] })).toEqual({ ids: [], range: `attendees */${N}` });
    });

    it('counts several words, and a word with another filter', async () => {
      expect((await search('zan zoe', { range: [0, 4] })).range).toBe(`attendees 0-4/${N / 2}`);
      const pending = ids.filter((_, i) => i % 3 === 0).length;
      expect((await search('zan', { range: [0, 4], filter: { pending: true } })).range).toBe(`attendees 0-4/${pending}`);
    });

    it('finds the same pages walking the event in list order as listing the matches (many matches or few)', async () => {
      const service = t.app.get(AttendeesService);
      const pages = async () =>
        Promise.all(
          ['zan', 'zoe', 'z', 'bruno'].flatMap((q) =>
            [
              [0, 9],
              [10, 24],
            ].map((range) => search(q, { range })),
          ),
        );
      const listed = await pages();
      service.denseMatches = 1;
      try {
        expect(await pages()).toEqual(listed);
      } finally {
        service.denseMatches = Number.POSITIVE_INFINITY;
      }
      expect(await pages()).toEqual(listed);
      service.denseMatches = DENSE;
    });

    it("counts only a company's own attendees for its user", async () => {
      expect((await search('zan', { range: [0, 4] }, own)).range).toBe('attendees 0-4/12');
    });
  });
});
