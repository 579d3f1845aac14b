/**
 * The attendee list (issue 5): pages, sorts and filters of ra-data-simple-rest, with the total of
 * the whole filtered set in Content-Range. Expected results are computed in JS from the rows inserted.
 */
import type { AttendeeDto, PaymentStatus } from '@eventdesk/shared';
import { randomUUID } from 'node:crypto';
import { Attendee } from '../../src/registration/attendees/attendee.entity';
import { reindexAttendees } from '../../src/registration/attendees/search-tokens';
import { recountAttendees } from '../../src/registration/attendees/attendee-totals';
import { AttendeeTag } from '../../src/registration/tags/attendee-tag.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createCategory, createCompany, createTag, FISCAL_CODES, listQuery } from './attendee-fixtures';

const LAST = ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Rossini'];
const FIRST = ['Anna', 'Marco', 'Giulia', 'Luca', 'Sara', 'Roberto'];
const STATUSES: PaymentStatus[] = ['PAID', 'UNPAID', 'PENDING'];
const DAY = 86_400_000;
const FIRST_DAY = Date.parse('2027-05-01T10:00:00Z');
const N = 60;

interface Row {
  id: number;
  last_name: string;
  first_name: string;
  email: string;
  attendee_code: string;
  company_name: string;
  fiscal_code: string | null;
  event_attendee_category_id: number;
  event_company_id: number;
  payment_status: PaymentStatus;
  pending: boolean;
  badge_delivered: boolean;
  registration_date: string;
  tag_ids: number[];
}

describe('attendee list: pages, sorts, filters and totals', () => {
  let t: TestApp;
  let admin: ApiClient;
  let company: ApiClient;
  let eventId: number;
  let base: string;
  let categories: number[];
  let X: number;
  let Y: number;
  let tags: number[];
  let rows: Row[];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    base = `/api/events/${eventId}/attendees`;
    categories = [await createCategory(admin, eventId, 'Delegati'), await createCategory(admin, eventId, 'Relatori')];
    X = await createCompany(admin, eventId, { name: 'Acme' });
    Y = await createCompany(admin, eventId, { name: 'Rosa Srl' });
    tags = [await createTag(admin, eventId, 'VIP'), await createTag(admin, eventId, 'Stampa')];
    company = (await userWithRole(t, admin, eventId, 'COMPANY', Y)).client;

    // Another event's attendees never show up.
    const other = (await createEvent(admin)).id;
    const elsewhere = await t.db
      .getRepository(Attendee)
      .insert({ uuid: randomUUID(), eventId: other, attendeeCode: 'Q0000001', lastName: 'Rossi', firstName: 'Anna' });

    const entities = Array.from({ length: N }, (_, i) => ({
      uuid: randomUUID(),
      eventId,
      lastName: LAST[i % LAST.length]!,
      firstName: FIRST[i % FIRST.length]!,
      // Numbers of the same width: collations disagree on '@' against digits.
      email: `${FIRST[i % FIRST.length]}.${LAST[i % LAST.length]}${String(i).padStart(2, '0')}@example.com`.toLowerCase(),
      attendeeCode: `Q${String(i).padStart(7, '0')}`,
      companyName: i % 3 === 0 ? 'Rosa Srl' : 'Acme',
      fiscalCode: i % 20 === 0 ? FISCAL_CODES[1]! : null,
      eventAttendeeCategoryId: categories[i % 2]!,
      eventCompanyId: i % 3 === 0 ? Y : X,
      paymentStatus: STATUSES[i % 3]!,
      pending: i % 4 === 0,
      badgeDelivered: i % 5 === 0,
      registrationDate: new Date(FIRST_DAY + (i % 10) * DAY),
    }));
    const inserted = await t.db.getRepository(Attendee).insert(entities);
    const ids = inserted.identifiers.map((x) => x.id as number);
    // Rows written straight to the database, as the API's writers would index them for the search.
    await t.db.transaction((tx) => reindexAttendees(tx, [...ids, elsewhere.identifiers[0]!.id as number]));
    await recountAttendees(t.db, eventId);
    const tagsOf = (i: number) => (i % 6 === 0 ? [tags[0]!] : i % 6 === 1 ? [...tags] : []);
    await t.db.getRepository(AttendeeTag).insert(ids.flatMap((attendeeId, i) => tagsOf(i).map((tagId) => ({ attendeeId, tagId }))));
    rows = entities.map((e, i) => ({
      id: ids[i]!,
      last_name: e.lastName,
      first_name: e.firstName,
      email: e.email,
      attendee_code: e.attendeeCode,
      company_name: e.companyName,
      fiscal_code: e.fiscalCode,
      event_attendee_category_id: e.eventAttendeeCategoryId,
      event_company_id: e.eventCompanyId,
      payment_status: e.paymentStatus,
      pending: e.pending,
      badge_delivered: e.badgeDelivered,
      registration_date: e.registrationDate.toISOString(),
      tag_ids: tagsOf(i),
    }));
  });
  afterAll(() => t?.close());

  const get = async (client: ApiClient, params: Record<string, unknown>) => {
    const res = await client.get(`${base}${listQuery(params)}`).expect(200);
    return {
      ids: (res.body as AttendeeDto[]).map((a) => a.id),
      range: res.headers['content-range'] as string,
      body: res.body as AttendeeDto[],
    };
  };
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  const byName = (a: Row, b: Row) => cmp(a.last_name, b.last_name) || cmp(a.first_name, b.first_name) || a.id - b.id;
  const idsOf = (list: Row[]) => list.map((r) => r.id);
  /** Words folded as a reader would: lower case, no accents, punctuation as a separator. */
  const words = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  /** Every word of every field but single letters; names and company also run together. */
  /** The attendee's search tokens, of the fields `seen` (a caller finds attendees only by the fields it can see). */
  const tokens = (r: Row, seen?: ReadonlySet<string>) => {
    const of = (fields: (keyof Row & string)[]) => fields.filter((f) => !seen || seen.has(f)).map((f) => r[f] as string | null);
    return [
      ...of(['last_name', 'first_name', 'email', 'attendee_code', 'company_name', 'fiscal_code']).flatMap((v) =>
        v ? words(v).filter((w, _, all) => w.length > 1 || all.length === 1) : [],
      ),
      ...of(['last_name', 'first_name', 'company_name']).map((v) => words(v ?? '').join('')),
    ];
  };
  /** Every word of the query (split as the data is) must start one of the attendee's tokens. */
  const matches = (r: Row, q: string, seen?: ReadonlySet<string>) => {
    const wanted = words(q);
    return wanted.length > 0 && wanted.every((word) => tokens(r, seen).some((token) => token.startsWith(word)));
  };

  describe('rows', () => {
    // The list reads plain rows, the record page an entity: both must answer the same record, field for
    // field and in the same order, whatever the caller's field scope.
    it.each(['ADMIN', 'COMPANY'] as const)('are, for %s, exactly the records GET …/{id} answers', async (who) => {
      const client = who === 'ADMIN' ? admin : company;
      const page = await client.get(`${base}?${listQuery({ range: [0, 9], sort: ['id', 'ASC'] })}`).expect(200);
      expect(page.body.length).toBeGreaterThan(0);
      for (const row of page.body as AttendeeDto[]) {
        const one = await client.get(`${base}/${row.id}`).expect(200);
        expect(JSON.stringify(row)).toBe(JSON.stringify(one.body));
      }
    });
  });

  describe('pages', () => {
    it('answers the first 25 by last name, first name and id, with the total', async () => {
      const { ids, range, body } = await get(admin, {});
      expect(ids).toEqual(idsOf([...rows].sort(byName).slice(0, 25)));
      expect(range).toBe(`attendees 0-24/${N}`);
      expect(body[0]).toHaveProperty('tag_ids');
    });

    it('walks the pages without overlap, and answers an empty page past the end', async () => {
      const seen: number[] = [];
      for (const range of [
        [0, 19],
        [20, 39],
        [40, 59],
      ]) {
        const page = await get(admin, { range, sort: ['first_name', 'ASC'] });
        expect(page.range).toBe(`attendees ${range[0]}-${range[1]}/${N}`);
        seen.push(...page.ids);
      }
      expect(new Set(seen).size).toBe(N);
      const last = await get(admin, { range: [50, 74] });
      expect(last.range).toBe(`attendees 50-59/${N}`);
      const past = await get(admin, { range: [100, 109] });
      expect(past).toMatchObject({ ids: [], range: `attendees */${N}` });
    });
  });

  describe('sorts', () => {
    const fields: (keyof Row)[] = ['first_name', 'email', 'attendee_code', 'registration_date', 'payment_status', 'id'];
    it.each(fields.flatMap((f) => [[f, 'ASC'] as const, [f, 'DESC'] as const]))('by %s %s, then id', async (field, order) => {
      const sign = order === 'ASC' ? 1 : -1;
      const expected = [...rows].sort((a, b) => sign * (cmp(a[field] as string, b[field] as string) || a.id - b.id));
      expect((await get(admin, { sort: [field, order], range: [0, N - 1] })).ids).toEqual(idsOf(expected));
    });

    it('by last name descending goes on by first name and id descending', async () => {
      expect((await get(admin, { sort: ['last_name', 'DESC'], range: [0, N - 1] })).ids).toEqual(idsOf([...rows].sort(byName).reverse()));
    });

    it('by creation time', async () => {
      const { ids } = await get(admin, { sort: ['created_at', 'ASC'], range: [0, N - 1] });
      expect(ids).toEqual(idsOf([...rows].sort((a, b) => a.id - b.id)));
    });
  });

  describe('q: every word starts a word of the names, e-mail, company, code or fiscal code', () => {
    it.each([
      ['ros', 'last name and company prefixes, any case'],
      ['ROSSI', 'Rossi and Rossini'],
      ['rossi anna', 'two words, both must match'],
      ['anna.rossi', 'an e-mail prefix'],
      ['q000001', 'an attendee code prefix'],
      ['RSSMRA85', 'a fiscal code prefix'],
      ['acme gi', 'company and first name'],
      ['srl', 'a later word of the company name'],
      ['rosasrl', 'the company name run together'],
      ['ANNA.ROSSI00@EX', 'an e-mail, its words in any case'],
      ['example.com', 'an e-mail domain'],
    ])('%s (%s)', async (q) => {
      const expected = [...rows].filter((r) => matches(r, q)).sort(byName);
      expect(expected.length).toBeGreaterThan(0);
      const res = await get(admin, { filter: { q }, range: [0, N - 1] });
      expect(res.ids).toEqual(idsOf(expected));
      expect(res.range).toBe(`attendees 0-${expected.length - 1}/${expected.length}`);
    });

    it.each(['ossi', 'xample', '%', '_nna', 'R%ssi'])('finds nothing for %s: a prefix, wildcards taken literally', async (q) => {
      expect(await get(admin, { filter: { q } })).toMatchObject({ ids: [], range: 'attendees */0' });
    });
  });

  describe('filters, with the total of the filtered set', () => {
    const cases: [string, Record<string, unknown>, (r: Row) => boolean][] = [
      ['category', { event_attendee_category_id: 'C1' }, (r) => r.event_attendee_category_id === categories[1]],
      ['company', { event_company_id: 'Y' }, (r) => r.event_company_id === Y],
      ['payment status', { payment_status: 'PENDING' }, (r) => r.payment_status === 'PENDING'],
      ['payment statuses', { payment_status: ['PAID', 'PENDING'] }, (r) => r.payment_status !== 'UNPAID'],
      ['pending', { pending: true }, (r) => r.pending],
      ['not pending', { pending: false }, (r) => !r.pending],
      ['badge delivered', { badge_delivered: 'true' }, (r) => r.badge_delivered],
      ['tag', { tag_id: 'T1' }, (r) => r.tag_ids.includes(tags[1]!)],
      ['any of two tags', { tag_id: ['T0', 'T1'] }, (r) => r.tag_ids.length > 0],
      ['registered from a day on', { registration_date_gte: '2027-05-08' }, (r) => r.registration_date >= '2027-05-08'],
      ['registered up to a day, that day included', { registration_date_lte: '2027-05-03' }, (r) => r.registration_date < '2027-05-04'],
      [
        'registered between two instants',
        { registration_date_gte: '2027-05-02T10:00:00Z', registration_date_lte: '2027-05-04T09:59:59Z' },
        (r) => r.registration_date >= '2027-05-02T10:00' && r.registration_date < '2027-05-04T10:00',
      ],
      [
        'several at once',
        { event_company_id: 'X', pending: false, q: 'ro' },
        (r) => r.event_company_id === X && !r.pending && matches(r, 'ro'),
      ],
    ];
    const resolve = (filter: Record<string, unknown>) =>
      JSON.parse(JSON.stringify(filter), (_k, v) =>
        v === 'C1' ? categories[1] : v === 'X' ? X : v === 'Y' ? Y : v === 'T0' ? tags[0] : v === 'T1' ? tags[1] : v,
      ) as Record<string, unknown>;

    it.each(cases)('%s', async (_name, filter, keep) => {
      const expected = [...rows].filter(keep).sort(byName);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(N);
      const first = await get(admin, { filter: resolve(filter), range: [0, 4] });
      expect(first.ids).toEqual(idsOf(expected.slice(0, 5)));
      expect(first.range).toBe(`attendees 0-${Math.min(5, expected.length) - 1}/${expected.length}`);
    });

    it('by ids, as getMany asks', async () => {
      const some = [rows[3]!.id, rows[7]!.id, 999_999];
      const res = await get(admin, { filter: { id: some } });
      expect(res.ids.sort()).toEqual([rows[3]!.id, rows[7]!.id].sort());
      expect(res.range).toBe('attendees 0-1/2');
    });

    it('refuses unknown filters and sorts (400)', async () => {
      await admin.get(`${base}${listQuery({ filter: { uuid: 'x' } })}`).expect(400);
      await admin.get(`${base}${listQuery({ sort: ['phone', 'ASC'] })}`).expect(400);
      await admin.get(`${base}${listQuery({ range: [0, 5000] })}`).expect(400);
    });
  });

  describe('a COMPANY user', () => {
    it('lists only its company’s attendees, with their total, whatever it filters on', async () => {
      const own = [...rows].filter((r) => r.event_company_id === Y).sort(byName);
      const all = await get(company, { range: [0, N - 1] });
      expect(all.ids).toEqual(idsOf(own));
      expect(all.range).toBe(`attendees 0-${own.length - 1}/${own.length}`);
      // Asking for company X or X's attendees by id gives nothing.
      expect(await get(company, { filter: { event_company_id: X } })).toMatchObject({ ids: [], range: 'attendees */0' });
      const xIds = rows.filter((r) => r.event_company_id === X).map((r) => r.id);
      expect((await get(company, { filter: { id: xIds } })).ids).toEqual([]);
      // It finds them by the fields its form shows (issue 29 item 13: not the company's name or fiscal code).
      const seen = new Set(Object.keys((await get(company, {})).body[0] as object));
      const searched = await get(company, { filter: { q: 'ros' }, range: [0, N - 1] });
      expect(searched.ids).toEqual(idsOf(own.filter((r) => matches(r, 'ros', seen))));
      expect(searched.ids.length).toBeGreaterThan(0);
    });

    it('neither sees nor filters on tags (COMPANY has no tags)', async () => {
      const { body } = await get(company, {});
      expect(body[0]).not.toHaveProperty('tag_ids');
      await company.get(`${base}${listQuery({ filter: { tag_id: tags[0] } })}`).expect(400);
    });
  });
});
