/**
 * Row scope (issue 3): a COMPANY user of company X in event A reaches X and nothing else — not company
 * Y of the same event, nothing of event B — on list, detail, update and delete; and the list is
 * restricted in SQL from the CASL rules (backend/src/platform/access/scope-query.ts), not filtered after loading.
 */
import { defineAbilityFor, type AuthzUser } from '@eventdesk/shared';
import { scopeQuery } from '../../src/platform/access/scope-query';
import { EventCompany } from '../../src/platform/events/event-company.entity';
import type { ApiClient } from '../support/api-client';
import { createEvent, userWithRole } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

const q = (params: Record<string, unknown>) =>
  '?' +
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

describe('company row scope', () => {
  let t: TestApp;
  let admin: ApiClient;
  let company: ApiClient;
  let user: ApiClient;
  let eventA: number;
  let eventB: number;
  let X: number;
  let Y: number;
  let Z: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    eventA = (await createEvent(admin, { name: 'Evento A' })).id;
    eventB = (await createEvent(admin, { name: 'Evento B' })).id;
    // X sorts after every other company of A by name (the default sort), so an unscoped first page never holds it.
    X = (await admin.post(`/api/events/${eventA}/companies`).send({ name: 'Zeta X S.p.A.' }).expect(201)).body.id;
    Y = (await admin.post(`/api/events/${eventA}/companies`).send({ name: 'Ypsilon Y S.r.l.' }).expect(201)).body.id;
    Z = (await admin.post(`/api/events/${eventB}/companies`).send({ name: 'Zeta Z di B' }).expect(201)).body.id;
    company = (await userWithRole(t, admin, eventA, 'COMPANY', X)).client;
    user = (await userWithRole(t, admin, eventA, 'USER')).client;
  });
  afterAll(() => t?.close());

  describe('a COMPANY user of X in event A', () => {
    it('lists only X', async () => {
      const res = await company.get(`/api/events/${eventA}/companies`).expect(200);
      expect(res.body.map((c: { id: number }) => c.id)).toEqual([X]);
      expect(res.headers['content-range']).toBe('companies 0-0/1');
    });

    it('lists only X even when it asks for X and Y by id (react-admin getMany)', async () => {
      const res = await company.get(`/api/events/${eventA}/companies${q({ filter: { id: [X, Y] } })}`).expect(200);
      expect(res.body.map((c: { id: number }) => c.id)).toEqual([X]);
      expect(res.headers['content-range']).toBe('companies 0-0/1');
    });

    it('gets an empty list when it asks for Y alone or searches for its name', async () => {
      for (const filter of [{ id: Y }, { id: [Y] }, { q: 'Ypsilon' }]) {
        const res = await company.get(`/api/events/${eventA}/companies${q({ filter })}`).expect(200);
        expect(res.body).toEqual([]);
        expect(res.headers['content-range']).toBe('companies */0');
      }
    });

    it('reads X', async () => {
      const res = await company.get(`/api/events/${eventA}/companies/${X}`).expect(200);
      expect(res.body).toMatchObject({ id: X, event_id: eventA, name: 'Zeta X S.p.A.' });
    });

    it('gets 404 for Y, as if Y did not exist', async () => {
      const res = await company.get(`/api/events/${eventA}/companies/${Y}`).expect(404);
      const missing = await company.get(`/api/events/${eventA}/companies/999999`).expect(404);
      expect(res.body).toEqual(missing.body);
    });

    // COMPANY has no update or delete right on companies at all (rules.ts: read of its own only), so the
    // guard answers 403 before any record is loaded — for Y and for its own X alike. That reveals
    // nothing about Y (the same 403 comes for any id), and it is SPEC §6's "missing permission inside
    // one's own event". A 404 would come only from a role that may update companies but not this one.
    it('is refused updating Y (403, no update right on companies) and Y is unchanged', async () => {
      const res = await company.put(`/api/events/${eventA}/companies/${Y}`).send({ name: 'Preso!' }).expect(403);
      expect(res.body).toMatchObject({ message: expect.any(String) });
      await company.put(`/api/events/${eventA}/companies/999999`).send({ name: 'Preso!' }).expect(403);
      await company.put(`/api/events/${eventA}/companies/${X}`).send({ name: 'Preso!' }).expect(403);
      expect((await admin.get(`/api/events/${eventA}/companies/${Y}`).expect(200)).body.name).toBe('Ypsilon Y S.r.l.');
      expect((await admin.get(`/api/events/${eventA}/companies/${X}`).expect(200)).body.name).toBe('Zeta X S.p.A.');
    });

    it('is refused deleting Y (403) and Y still exists', async () => {
      await company.delete(`/api/events/${eventA}/companies/${Y}`).expect(403);
      await company.delete(`/api/events/${eventA}/companies/${X}`).expect(403);
      await admin.get(`/api/events/${eventA}/companies/${Y}`).expect(200);
      await admin.get(`/api/events/${eventA}/companies/${X}`).expect(200);
    });

    it('reaches nothing of event B (404 everywhere, also B’s company under A’s path)', async () => {
      await company.get(`/api/events/${eventB}`).expect(404);
      await company.get(`/api/events/${eventB}/ui-config`).expect(404);
      await company.get(`/api/events/${eventB}/companies`).expect(404);
      await company.get(`/api/events/${eventB}/companies/${Z}`).expect(404);
      await company.put(`/api/events/${eventB}/companies/${Z}`).send({ name: 'Preso!' }).expect(404);
      await company.delete(`/api/events/${eventB}/companies/${Z}`).expect(404);
      await company.post(`/api/events/${eventB}/companies`).send({ name: 'Nuova' }).expect(404);
      await company.get(`/api/events/${eventA}/companies/${Z}`).expect(404);
      const list = await company.get(`/api/events/${eventA}/companies${q({ filter: { id: [X, Y, Z] } })}`).expect(200);
      expect(list.body.map((c: { id: number }) => c.id)).toEqual([X]);
      const events = await company.get('/api/events').expect(200);
      expect(events.body.map((e: { id: number }) => e.id)).toEqual([eventA]);
      await admin.get(`/api/events/${eventB}/companies/${Z}`).expect(200);
    });
  });

  describe('a USER of event A', () => {
    it('sees X and Y, and reads both', async () => {
      const res = await user.get(`/api/events/${eventA}/companies${q({ filter: { id: [X, Y] } })}`).expect(200);
      expect(res.body.map((c: { id: number }) => c.id).sort((a: number, b: number) => a - b)).toEqual([X, Y].sort((a, b) => a - b));
      expect(res.headers['content-range']).toBe('companies 0-1/2');
      await user.get(`/api/events/${eventA}/companies/${X}`).expect(200);
      await user.get(`/api/events/${eventA}/companies/${Y}`).expect(200);
    });

    it('reaches nothing of event B either', async () => {
      await user.get(`/api/events/${eventB}/companies`).expect(404);
      await user.get(`/api/events/${eventB}/companies/${Z}`).expect(404);
      await user.get(`/api/events/${eventA}/companies/${Z}`).expect(404);
      await user.put(`/api/events/${eventA}/companies/${Z}`).send({ name: 'Preso!' }).expect(404);
      await user.delete(`/api/events/${eventA}/companies/${Z}`).expect(404);
      await admin.get(`/api/events/${eventB}/companies/${Z}`).expect(200);
    });
  });

  describe('the list is scoped in SQL', () => {
    // 30 more companies in A, all sorting before X: were the scope applied after loading a page, the
    // COMPANY user's first page of 10 would hold no X and its total would count the whole event.
    beforeAll(async () => {
      for (let i = 1; i <= 30; i++) {
        await admin
          .post(`/api/events/${eventA}/companies`)
          .send({ name: `Azienda ${String(i).padStart(2, '0')}` })
          .expect(201);
      }
    });

    it('a COMPANY user’s page [0,9] holds X, and Content-Range counts 1, not the event’s 32', async () => {
      const res = await company.get(`/api/events/${eventA}/companies${q({ range: [0, 9] })}`).expect(200);
      expect(res.body.map((c: { id: number }) => c.id)).toEqual([X]);
      expect(res.headers['content-range']).toBe('companies 0-0/1');
      const second = await company.get(`/api/events/${eventA}/companies${q({ range: [10, 19] })}`).expect(200);
      expect(second.body).toEqual([]);
      expect(second.headers['content-range']).toBe('companies */1');
    });

    it('a USER’s page [0,9] is a full page of 10 out of 32', async () => {
      const res = await user.get(`/api/events/${eventA}/companies${q({ range: [0, 9] })}`).expect(200);
      expect(res.body).toHaveLength(10);
      expect(res.headers['content-range']).toBe('companies 0-9/32');
      expect(res.body.map((c: { id: number }) => c.id)).not.toContain(X);
    });

    it('scopeQuery puts the COMPANY rule in the WHERE clause', async () => {
      const me: AuthzUser = { id: 1, is_superadmin: false, events: [{ id: eventA, role: 'COMPANY', event_company_id: X }] };
      const repo = t.db.getRepository(EventCompany);
      const qb = repo.createQueryBuilder('company').where('company.eventId = :eventId', { eventId: eventA });
      scopeQuery(qb, defineAbilityFor(me, eventA), 'read', 'EventCompany', { id: 'company.id', event_company_id: 'company.id' });
      // The rule `{ id: X }` became a named parameter of the WHERE clause (drivers differ in how they bind it).
      const scopeParams = Object.entries(qb.getParameters()).filter(([name]) => name.startsWith('scope'));
      expect(scopeParams.map(([, value]) => value)).toEqual([X]);
      expect(qb.getSql()).toMatch(/WHERE .*event_id.* AND .*\bid\b.* = /i);
      expect((await qb.getMany()).map((c) => c.id)).toEqual([X]);
    });

    it('scopeQuery adds nothing for a role that reads every company, and matches nothing without a right', async () => {
      const columns = { id: 'company.id', event_company_id: 'company.id' };
      const repo = t.db.getRepository(EventCompany);
      const viewer: AuthzUser = { id: 2, is_superadmin: false, events: [{ id: eventA, role: 'VIEWER', event_company_id: null }] };
      const open = scopeQuery(
        repo.createQueryBuilder('company').where('company.eventId = :eventId', { eventId: eventA }),
        defineAbilityFor(viewer, eventA),
        'read',
        'EventCompany',
        columns,
      );
      expect(Object.keys(open.getParameters()).filter((name) => name.startsWith('scope'))).toEqual([]);
      expect(await open.getCount()).toBe(32);
      const none = scopeQuery(repo.createQueryBuilder('company'), defineAbilityFor(viewer, eventA), 'delete', 'EventCompany', columns);
      expect(none.getSql()).toContain('1 = 0');
      expect(await none.getCount()).toBe(0);
      const stranger: AuthzUser = { id: 3, is_superadmin: false, events: [{ id: eventB, role: 'ADMIN', event_company_id: null }] };
      expect(
        await scopeQuery(
          repo.createQueryBuilder('company'),
          defineAbilityFor(stranger, eventA),
          'read',
          'EventCompany',
          columns,
        ).getCount(),
      ).toBe(0);
    });
  });
});
