import { openOfflineHolder, type OfflineListDto, type GateCheckDto, type PassDto, type ScanDirection, type ScanDto, type ZoneDto } from '@eventdesk/shared';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { Attendee } from '../src/registration/attendees/attendee.entity';
import { startTestApp, type TestApp } from './support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';
import { checkoutService, createProduct, withBankDetails } from './commerce/commerce-fixtures';

/**
 * The gate's rules (issue 29): the zone's payment rule (a paid order of its ticket products, exempt
 * categories), on SQLite and MariaDB.
 */
describe('gate rules', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let company: number;
  let team: number;
  let exhibitors: number;
  let ticket: number;
  let dinner: number;
  const zones: Record<string, number> = {};
  let seq = 0;

  const person = (last: string, categoryId = team) =>
    createAttendee(admin, eventId, { ...minimalAttendee(categoryId, company), last_name: last });
  const codeOf = async (id: number) => ((await admin.get(`/api/events/${eventId}/attendees/${id}/pass`).expect(200)).body as PassDto).code;
  const scan = async (code: string, zone: string, direction: ScanDirection = 'IN', extra: object = {}, client = admin) =>
    (
      await client
        .post(`/api/events/${eventId}/scans`)
        .send({ code, zone_id: zones[zone], direction, device_id: 'gate-r', nonce: `r${++seq}`, ...extra })
        .expect(201)
    ).body as ScanDto;
  /** An order of the products, placed by bank transfer, marked paid when asked. */
  const order = async (attendee: number, products: number[], paid: boolean) => {
    const { order: placed } = await checkoutService(t).checkout(
      eventId,
      attendee,
      products.map((product_id) => ({ product_id, quantity: 1 })),
      'BANK_TRANSFER',
    );
    if (paid) await admin.post(`/api/events/${eventId}/orders/${placed.id}/mark-paid`).send({}).expect(200);
    return placed;
  };
  const zone = async (code: string, body: object) =>
    (zones[code] = ((await admin.post(`/api/events/${eventId}/zones`).send({ name_it: code, code, ...body }).expect(201)).body as ZoneDto).id);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    const today = new Date().toISOString().slice(0, 10);
    eventId = (await createEvent(admin, { start_at: today, end_at: today })).id;
    await withBankDetails(admin, eventId);
    company = await createCompany(admin, eventId, { name: 'Ortopedia Nord' });
    team = await createCategory(admin, eventId, 'Congressisti');
    exhibitors = await createCategory(admin, eventId, 'Espositori');
    ticket = (await createProduct(admin, eventId, { name_it: 'Iscrizione', stock: 100, price_cents: 30_000 })).id;
    dinner = (await createProduct(admin, eventId, { name_it: 'Cena di gala', stock: 100, price_cents: 8_000 })).id;
    await zone('HALL', {
      default_attendee_category_ids: [team, exhibitors],
      ticket_product_ids: [ticket],
      ticket_exempt_category_ids: [exhibitors],
    });
    await zone('PARK', { default_attendee_category_ids: [team, exhibitors] });
    await zone('TINY', { capacity: 1, default_attendee_category_ids: [team] });
    await zone('NIGHT', { default_attendee_category_ids: [team], windows: [{ from: '2020-01-01T20:00:00Z', to: '2020-01-01T23:00:00Z' }] });
    await zone('STAGE', {});
  });
  afterAll(() => t?.close());

  describe('the zone’s payment rule (item 1)', () => {
    it('admits with a paid ticket, not with a gala dinner alone nor an unpaid ticket; exempt categories need none', async () => {
      const gala = await person('SoloCena');
      await order(gala, [dinner], true);
      const paid = await person('Iscritto');
      await order(paid, [ticket, dinner], true);
      const unpaid = await person('NonPagato');
      await order(unpaid, [ticket], false);
      const exhibitor = await person('Espositore', exhibitors);
      const answers = await Promise.all([gala, paid, unpaid, exhibitor].map(async (id) => scan(await codeOf(id), 'HALL')));
      expect(answers.map((a) => [a.result, a.reason])).toEqual([
        ['DENIED', 'not_paid'],
        ['ADMITTED', null],
        ['DENIED', 'not_paid'],
        ['ADMITTED', null],
      ]);
      // A zone without the rule asks for no payment.
      expect(await scan(await codeOf(gala), 'PARK')).toMatchObject({ result: 'ADMITTED', reason: null });
      // Cancelling the paid ticket's order takes the admission away.
      const later = await person('Annullato');
      const cancelled = await order(later, [ticket], true);
      const laterCode = await codeOf(later);
      expect((await scan(laterCode, 'HALL')).result).toBe('ADMITTED');
      await scan(laterCode, 'HALL', 'OUT');
      await admin.post(`/api/events/${eventId}/orders/${cancelled.id}/cancel`).send({ refund_note: 'Rimborsato' }).expect(200);
      expect(await scan(laterCode, 'HALL')).toMatchObject({ result: 'DENIED', reason: 'not_paid' });
    });

    it('is part of the zone: shown, validated with clear messages, recorded in its history', async () => {
      const hall = (await admin.get(`/api/events/${eventId}/zones/${zones.HALL}`).expect(200)).body as ZoneDto;
      expect(hall).toMatchObject({ ticket_product_ids: [ticket], ticket_exempt_category_ids: [exhibitors] });
      const other = await createEvent(admin);
      const foreign = (await createProduct(admin, other.id, { name_it: 'Altrove' })).id;
      const bad = await admin
        .put(`/api/events/${eventId}/zones/${zones.PARK}`)
        .set('Accept-Language', 'it')
        .send({ name_it: 'PARK', code: 'PARK', ticket_product_ids: [foreign] })
        .expect(422);
      expect(JSON.stringify(bad.body)).toContain('Prodotto inesistente in questo evento');
      const exemptOnly = await admin
        .put(`/api/events/${eventId}/zones/${zones.PARK}`)
        .set('Accept-Language', 'en')
        .send({ name_it: 'PARK', code: 'PARK', ticket_exempt_category_ids: [exhibitors] })
        .expect(422);
      expect(JSON.stringify(exemptOnly.body)).toContain('choose the products first');
      await admin
        .put(`/api/events/${eventId}/zones/${zones.PARK}`)
        .send({ name_it: 'PARK', code: 'PARK', default_attendee_category_ids: [team, exhibitors], ticket_product_ids: [dinner] })
        .expect(200);
      const [last] = await t.db.query(
        'SELECT changes FROM action_history WHERE subject_type = ? AND subject_id = ? AND action = ? ORDER BY id DESC',
        ['zone', zones.PARK, 'update'],
      );
      expect(last.changes).toContain('ticket_product_ids');
      await admin
        .put(`/api/events/${eventId}/zones/${zones.PARK}`)
        .send({ ticket_product_ids: [] })
        .expect(200);
    });

    it('goes into the offline list: the zone says it asks for a ticket, each entry which zones’ rule its holder meets', async () => {
      const gala = await person('OfflineCena');
      await order(gala, [dinner], true);
      const paid = await person('OfflineIscritto');
      await order(paid, [ticket], true);
      const exhibitor = await person('OfflineEspositore', exhibitors);
      const entries: OfflineListDto['entries'] = [];
      let after: string | null = null;
      let first: OfflineListDto | null = null;
      do {
        const page = (await admin.get(`/api/events/${eventId}/scans/offline-list${after ? `?after=${after}` : ''}`).expect(200))
          .body as OfflineListDto;
        first ??= page;
        entries.push(...page.entries);
        after = page.next;
      } while (after);
      expect(first!.zones.find((z) => z.id === zones.HALL)?.ticket_required).toBe(true);
      expect(first!.zones.find((z) => z.id === zones.PARK)?.ticket_required).toBe(false);
      expect(first).not.toHaveProperty('required_at_gate');
      const opened = async (id: number) => {
        const code = await codeOf(id);
        for (const e of entries) {
          const holder = await openOfflineHolder(code, e);
          if (holder) return holder;
        }
        throw new Error('no entry');
      };
      expect((await opened(gala)).tickets).toEqual([]);
      expect((await opened(paid)).tickets).toEqual([zones.HALL]);
      expect((await opened(exhibitor)).tickets).toEqual([zones.HALL]);
    });
  });

  describe('one decision for the access tab and the gate (item 2)', () => {
    const check = async (query: string) => (await admin.get(`/api/events/${eventId}/scans/check?${query}`).expect(200)).body as GateCheckDto;

    it('gives, for every reason, the answer a scan then gives', async () => {
      const cases: { name: string; zone: string; reason: string | null; setup: (id: number) => Promise<void>; category?: number }[] = [
        { name: 'Ammesso', zone: 'PARK', reason: null, setup: async () => undefined },
        { name: 'Cena', zone: 'HALL', reason: 'not_paid', setup: async (id) => void (await order(id, [dinner], true)) },
        { name: 'SenzaDiritto', zone: 'STAGE', reason: 'no_right', setup: async () => undefined },
        {
          name: 'FuoriOrario',
          zone: 'STAGE',
          reason: 'outside_window',
          setup: async (id) =>
            void (await admin
              .post(`/api/events/${eventId}/access-rights`)
              .send({ attendee_id: id, zone_id: zones.STAGE, valid_from: '2020-01-01T00:00:00Z', valid_to: '2020-01-02T00:00:00Z' })
              .expect(201)),
        },
        { name: 'Notte', zone: 'NIGHT', reason: 'zone_closed', setup: async () => undefined },
        { name: 'InAttesa', zone: 'PARK', reason: 'pending', setup: async (id) => void (await t.db.getRepository(Attendee).update(id, { pending: true })) },
        ...(['MISSING', 'EXPIRED', 'REJECTED', 'TO_VALIDATE'] as const).map((status) => ({
          name: `Carte${status}`,
          zone: 'PARK',
          reason: 'documents',
          setup: async (id: number) => void (await t.db.getRepository(Attendee).update(id, { documentationStatus: status })),
        })),
        { name: 'Dentro', zone: 'PARK', reason: 'already_inside', setup: async (id) => void (await scan(await codeOf(id), 'PARK')) },
        {
          name: 'Piena',
          zone: 'TINY',
          reason: 'zone_full',
          setup: async () => void expect((await scan(await codeOf(await person('Primo')), 'TINY')).result).toBe('ADMITTED'),
        },
      ];
      for (const c of cases) {
        const id = await person(c.name);
        await c.setup(id);
        const asked = await check(`attendee_id=${id}&zone_id=${zones[c.zone]}`);
        const scanned = await scan(await codeOf(id), c.zone);
        expect([c.name, asked.zones[0].reason]).toEqual([c.name, c.reason]);
        expect([c.name, scanned.reason]).toEqual([c.name, c.reason]);
      }
    });

    it('answers every zone of the event with the holder’s documentation status, and refuses a bad query', async () => {
      const id = await person('Tutte');
      await t.db.getRepository(Attendee).update(id, { documentationStatus: 'EXPIRED' });
      const all = await check(`attendee_id=${id}`);
      expect(all.documentation_status).toBe('EXPIRED');
      expect(all.holder).toMatchObject({ type: 'ATTENDEE', id });
      expect(all.zones.map((z) => z.code)).toEqual(['HALL', 'NIGHT', 'PARK', 'STAGE', 'TINY']);
      const park = all.zones.find((z) => z.code === 'PARK')!;
      expect(park).toMatchObject({ has_right: true, default: true, reason: 'documents' });
      expect(all.zones.find((z) => z.code === 'STAGE')).toMatchObject({ has_right: false, reason: 'no_right' });
      await admin.get(`/api/events/${eventId}/scans/check`).expect(422);
      await admin.get(`/api/events/${eventId}/scans/check?attendee_id=999999`).expect(422);
    });
  });

  describe('refusals by kind, and admit anyway (item 6)', () => {
    it('answers "already inside" with the first entry’s time and device, "not paid" with the amount due', async () => {
      const inside = await person('GiaDentro');
      const code = await codeOf(inside);
      const first = await scan(code, 'PARK', 'IN', { device_id: 'gate-nord' });
      const again = await scan(code, 'PARK');
      expect(again).toMatchObject({ result: 'DENIED', reason: 'already_inside' });
      expect(again.detail?.first_entry).toMatchObject({ zone_id: zones.PARK, device_id: 'gate-nord' });
      expect(Math.abs(Date.parse(again.detail!.first_entry!.at) - Date.parse(first.scanned_at))).toBeLessThan(2000);
      const unpaid = await person('DaPagare');
      await order(unpaid, [ticket], false);
      const refused = await scan(await codeOf(unpaid), 'HALL');
      expect(refused).toMatchObject({ result: 'DENIED', reason: 'not_paid', detail: { amount_due: { cents: 30_000, currency: 'EUR' } } });
      const noOrder = await scan(await codeOf(await person('SenzaOrdine')), 'HALL');
      expect(noOrder).toMatchObject({ reason: 'not_paid', detail: { amount_due: null } });
    });

    it('lets the ADMIN admit anyway with a reason, logged as overridden; a SECRETARY may not; a forged code stays out', async () => {
      const secretary = (await userWithRole(t, admin, eventId, 'SECRETARY')).client;
      const unpaid = await person('Ospite');
      const code = await codeOf(unpaid);
      const before = (await scan(code, 'HALL')).inside;
      await secretary
        .post(`/api/events/${eventId}/scans`)
        .send({ code, zone_id: zones.HALL, direction: 'IN', device_id: 'gate-r', nonce: `r${++seq}`, override_note: 'Paga in cassa' })
        .expect(403);
      const anyway = await scan(code, 'HALL', 'IN', { override_note: 'Relatore invitato dal presidente' });
      expect(anyway).toMatchObject({
        result: 'ADMITTED',
        reason: null,
        conflict: null,
        overridden: 'not_paid',
        override_note: 'Relatore invitato dal presidente',
        inside: before + 1,
      });
      const logged = (await admin.get(`/api/events/${eventId}/access-controls/${anyway.id}`).expect(200)).body as ScanDto;
      expect(logged).toMatchObject({ overridden: 'not_paid', override_note: 'Relatore invitato dal presidente', result: 'ADMITTED' });
      // Again: the first refusal is the one overridden (unpaid before inside); counted once.
      const twice = await scan(code, 'HALL', 'IN', { override_note: 'Rientro autorizzato' });
      expect(twice).toMatchObject({ result: 'ADMITTED', overridden: 'not_paid', inside: before + 1 });
      // An admission that needed no override records none.
      const plain = await scan(await codeOf(await person('Normale')), 'PARK', 'IN', { override_note: 'inutile' });
      expect(plain).toMatchObject({ result: 'ADMITTED', overridden: null, override_note: null });
      expect(await scan('NOT-A-PASS', 'HALL', 'IN', { override_note: 'forzato' })).toMatchObject({
        result: 'DENIED',
        reason: 'invalid_signature',
        overridden: null,
      });
    });
  });
});
