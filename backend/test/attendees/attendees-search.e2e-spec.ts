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
import { prefixRange } from '../../src/platform/common/search-words';
import { SearchTokenSharedLength1765707600000 } from '../../src/platform/database/migrations/1765707600000-SearchTokenSharedLength';
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

  describe('the count of one word without a DISTINCT (shared_length)', () => {
    let countEvent: number;
    let countBase: string;
    let rosa: number;
    beforeAll(async () => {
      countEvent = (await createEvent(admin)).id;
      countBase = `/api/events/${countEvent}/attendees`;
      const cat = await createCategory(admin, countEvent, 'Ospiti');
      const acme = await createCompany(admin, countEvent, { name: 'Rossetti Ross' });
      const people: Record<string, unknown>[] = [
        // Tokens of one attendee that start alike: rosa, rossi, rossetti, ross, rossrossettisrl (the company run together)
        { first_name: 'Rosa', last_name: 'Rossi', email: 'rossi.rosa@rossetti.it', company_name: 'Ross Rossetti Srl' },
        { first_name: 'Rossella', last_name: 'Rossini', email: 'r.rossini@example.com' },
        { first_name: 'Mario', last_name: 'De Rossi', email: 'mario.derossi@example.it' },
        { first_name: 'Marta', last_name: 'Marini', email: 'marta.marini@mar.it' },
        { first_name: 'Éric', last_name: 'Ròss', email: 'eric@ross.fr' },
        { first_name: 'Zoe', last_name: 'Zanetti' },
      ];
      const ids = [];
      for (const p of people) ids.push(await createAttendee(admin, countEvent, minimalAttendee(cat, acme, p)));
      rosa = ids[0]!;
      // One more through the update that rewrites an attendee's tokens.
      await admin.put(`${countBase}/${ids[5]}`).send({ last_name: 'Rossa Rosetta', first_name: 'Ro' }).expect(200);
    });

    const total = async (q: string) => {
      const range = (await admin.get(`${countBase}${listQuery({ filter: { q }, range: [0, 0] })}`).expect(200)).headers[
        'content-range'
      ] as string;
      return Number(range.split('/')[1]);
    };
    const distinct = async (word: string) => {
      const { from, to } = prefixRange(word);
      const [row] = (await t.db.query(
        'SELECT COUNT(DISTINCT attendee_id) AS n FROM attendee_search_tokens WHERE event_id = ? AND token >= ? AND token < ?',
        [countEvent, from, to],
      )) as { n: number | string }[];
      return Number(row!.n);
    };

    // On MariaDB the API counts by shared_length, so this compares the two counts; on SQLite the API counts DISTINCT
    // itself, and this checks its totals against the tokens the writers left.
    it('counts each attendee once for every prefix of every token of the event, as a DISTINCT count does', async () => {
      const tokens = (
        (await t.db.query('SELECT DISTINCT token FROM attendee_search_tokens WHERE event_id = ?', [countEvent])) as {
          token: string;
        }[]
      ).map((r) => r.token);
      const words = [...new Set(tokens.flatMap((token) => [...token].map((_, i) => [...token].slice(0, i + 1).join(''))))];
      expect(words.length).toBeGreaterThan(50);
      const differing: string[] = [];
      for (const word of words) {
        const [api, expected] = [await total(word), await distinct(word)];
        if (api !== expected) differing.push(`${word}: ${api} for ${expected}`);
      }
      expect(differing).toEqual([]);
      // Marta Marini has no word with an r first (a single letter of an e-mail is not kept).
      expect(await total('ros')).toBe(5);
      expect(await total('r')).toBe(5);
      expect(await total('mar')).toBe(2);
    });

    it('keeps the lengths right when an attendee changes, and when a migration fills them in', async () => {
      await admin.put(`${countBase}/${rosa}`).send({ first_name: 'Rossana', company_name: null }).expect(200);
      expect(await total('rossa')).toBe(await distinct('rossa'));
      const rows = await t.db.getRepository(AttendeeSearchToken).findBy({ eventId: countEvent });
      const kept = rows.map((r) => `${r.attendeeId} ${r.token} ${r.sharedLength}`).sort();
      expect(rows.some((r) => r.sharedLength > 0)).toBe(true);
      // The migration's own filling, from lengths set to 0.
      await t.db.query('UPDATE attendee_search_tokens SET shared_length = 0 WHERE event_id = ?', [countEvent]);
      const runner = t.db.createQueryRunner();
      try {
        const migration = new SearchTokenSharedLength1765707600000();
        await migration.down(runner);
        await migration.up(runner);
      } finally {
        await runner.release();
      }
      const filled = await t.db.getRepository(AttendeeSearchToken).findBy({ eventId: countEvent });
      expect(filled.map((r) => `${r.attendeeId} ${r.token} ${r.sharedLength}`).sort()).toEqual(kept);
    });
  });
});
