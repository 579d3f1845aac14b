import {
  offlineEntryId,
  openOfflineHolder,
  type OfflineEnvelope,
  type OfflineListDto,
  type PassDto,
  type ScanDirection,
  type ScanDto,
  type ScanSyncDto,
  type ZoneOccupancyDto,
} from '@eventdesk/shared';
import { Attendee } from '../src/registration/attendees/attendee.entity';
import { SqliteStatisticsService } from '../src/registration/attendees/sqlite-statistics.service';
import { isMysql } from '../src/platform/database/driver-sql';
import { FIRST_ENTRY_SQL, HOLDER_SQL, holderParams } from '../src/gate/scans/gate-sql';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { readEvents } from './support/sse';
import { startTestApp, type TestApp } from './support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';

/** Scans at the gate (issue 14): every denial reason, exactly once under concurrency, nonce retries, occupancy. */
describe('scans', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  let X: number;
  let category: number;
  const zones: Record<string, number> = {};
  let seq = 0;
  const url = () => `/api/events/${eventId}/scans`;
  const person = (last: string, extra: object = {}) =>
    createAttendee(admin, eventId, { ...minimalAttendee(category, X), last_name: last, ...extra });
  const codeOf = async (id: number) => ((await admin.get(`/api/events/${eventId}/attendees/${id}/pass`).expect(200)).body as PassDto).code;
  const grant = (attendee: number, zone: string, window: object = {}) =>
    admin
      .post(`/api/events/${eventId}/access-rights`)
      .send({ attendee_id: attendee, zone_id: zones[zone], ...window })
      .expect(201);
  const scan = async (code: string, zone: string, direction: ScanDirection = 'IN', extra: object = {}, client = admin) =>
    (
      await client
        .post(url())
        .send({ code, zone_id: zones[zone], direction, device_id: 'gate-1', nonce: `n${++seq}`, ...extra })
        .expect(201)
    ).body as ScanDto;
  const zone = async (code: string, extra: object = {}) =>
    (zones[code] = (
      await admin
        .post(`/api/events/${eventId}/zones`)
        .send({ name_it: code, code, ...extra })
        .expect(201)
    ).body.id as number);
  /** `batches` × `parallel` scans of random codes, zones and directions (seeded), sent `parallel` at a time: the statuses that were not 201. */
  const randomScans = async (opts: {
    codes: string[];
    zones: string[];
    batches: number;
    parallel: number;
    inShare: number;
    seed: number;
  }) => {
    let random = opts.seed;
    const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const failures: string[] = [];
    for (let batch = 0; batch < opts.batches; batch++) {
      const answers = await Promise.all(
        Array.from({ length: opts.parallel }, () =>
          admin.post(url()).send({
            code: opts.codes[Math.floor(next() * opts.codes.length)],
            zone_id: zones[opts.zones[Math.floor(next() * opts.zones.length)]],
            direction: next() < opts.inShare ? 'IN' : 'OUT',
            device_id: `mix-${Math.floor(next() * 3)}`,
            nonce: `mix-${++seq}`,
          }),
        ),
      );
      for (const res of answers) if (res.status !== 201) failures.push(`${res.status} ${JSON.stringify(res.body)}`);
    }
    return failures;
  };
  const occupancy = async (zone: string) =>
    ((await admin.get(`/api/events/${eventId}/access-controls/occupancy`).expect(200)).body as ZoneOccupancyDto[]).find(
      (o) => o.zone_id === zones[zone],
    )!;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    // Open today: an offline device's time is believed from the event's opening eve on (issue 26).
    const today = new Date().toISOString().slice(0, 10);
    eventId = (await createEvent(admin, { start_at: today, end_at: today })).id;
    X = await createCompany(admin, eventId, { name: 'Scuderia' });
    category = await createCategory(admin, eventId, 'Team');
    await zone('PADDOCK');
    await zone('BOX', { capacity: 1 });
    await zone('NIGHT', { windows: [{ from: '2020-01-01T20:00:00Z', to: '2020-01-01T23:00:00Z' }] });
    await zone('OFF', { active: false });
    await zone('FREE', { anti_passback: false });
  });
  afterAll(() => t?.close());

  it('admits a holder with a right, shows its card, refuses a second entry until it goes out', async () => {
    const rossi = await person('Rossi');
    await grant(rossi, 'PADDOCK');
    const code = await codeOf(rossi);
    const first = await scan(code, 'PADDOCK');
    expect(first).toMatchObject({
      result: 'ADMITTED',
      reason: null,
      inside: 1,
      holder: { type: 'ATTENDEE', id: rossi, company: 'Scuderia', category: 'Team' },
    });
    expect(first.holder!.label).toContain('Rossi');
    expect(await scan(code, 'PADDOCK')).toMatchObject({ result: 'DENIED', reason: 'already_inside', inside: 1 });
    expect(await scan(code, 'PADDOCK', 'OUT')).toMatchObject({ result: 'ADMITTED', inside: 0 });
    expect(await scan(code, 'PADDOCK')).toMatchObject({ result: 'ADMITTED', inside: 1 });
    expect(await occupancy('PADDOCK')).toMatchObject({ inside: 1, peak: 1 });
  });

  it('answers each scan as its log records it, and sees a zone closed or opened at the next scan', async () => {
    await zone('DOOR');
    const verdi = await person('Verdi');
    await grant(verdi, 'DOOR');
    const code = await codeOf(verdi);
    const stranger = await person('Estraneo');
    const answers = [
      await scan(code, 'DOOR'),
      await scan(code, 'DOOR'),
      await scan(await codeOf(stranger), 'DOOR'),
      await scan('NOT-A-PASS', 'DOOR'),
      await scan(code, 'DOOR', 'OUT', { scanned_at: '2026-05-04T08:30:15.250Z' }),
    ];
    expect(answers.map((a) => [a.result, a.reason, a.inside])).toEqual([
      ['ADMITTED', null, 1],
      ['DENIED', 'already_inside', 1],
      ['DENIED', 'no_right', 1],
      ['DENIED', 'invalid_signature', 1],
      ['ADMITTED', null, 0],
    ]);
    // The answer is built without reading the row back: it must be the log's record, dates and card included.
    // (`detail`, the facts behind a refusal, is the scan's own answer only.)
    for (const { detail: _detail, ...answer } of answers)
      expect((await admin.get(`/api/events/${eventId}/access-controls/${answer.id}`).expect(200)).body).toEqual(answer);

    await admin.put(`/api/events/${eventId}/zones/${zones.DOOR}`).send({ active: false }).expect(200);
    expect(await scan(code, 'DOOR')).toMatchObject({ result: 'DENIED', reason: 'zone_closed' });
    await admin.put(`/api/events/${eventId}/zones/${zones.DOOR}`).send({ active: true, capacity: 0 }).expect(200);
    expect(await scan(code, 'DOOR')).toMatchObject({ result: 'DENIED', reason: 'zone_full' });
    await admin.put(`/api/events/${eventId}/zones/${zones.DOOR}`).send({ capacity: null }).expect(200);
    expect(await scan(code, 'DOOR')).toMatchObject({ result: 'ADMITTED', inside: 1 });
  });

  it('gives every denial its reason', async () => {
    const noRight = await person('SenzaDiritti');
    expect((await scan(await codeOf(noRight), 'PADDOCK')).reason).toBe('no_right');
    const late = await person('Fuori');
    await grant(late, 'PADDOCK', { valid_from: '2020-01-01T00:00:00Z', valid_to: '2020-01-02T00:00:00Z' });
    expect((await scan(await codeOf(late), 'PADDOCK')).reason).toBe('outside_window');
    const night = await person('Notte');
    await grant(night, 'NIGHT');
    expect((await scan(await codeOf(night), 'NIGHT')).reason).toBe('zone_closed');
    await grant(night, 'OFF');
    expect((await scan(await codeOf(night), 'OFF')).reason).toBe('zone_closed');
    const waiting = await person('Attesa', { pending: true });
    await grant(waiting, 'PADDOCK');
    expect((await scan(await codeOf(waiting), 'PADDOCK')).reason).toBe('pending');
    const papers = await person('Carte');
    await grant(papers, 'PADDOCK');
    await t.db.getRepository(Attendee).update(papers, { documentationStatus: 'EXPIRED' });
    expect((await scan(await codeOf(papers), 'PADDOCK')).reason).toBe('documents');
    const lost = await person('Smarrito');
    await grant(lost, 'PADDOCK');
    const old = await codeOf(lost);
    await admin.post(`/api/events/${eventId}/attendees/${lost}/pass/reissue`).expect(200);
    expect((await scan(old, 'PADDOCK')).reason).toBe('revoked');
    const tampered = old.slice(0, 50) + (old[50] === 'A' ? 'B' : 'A') + old.slice(51);
    expect(await scan(tampered, 'PADDOCK')).toMatchObject({ result: 'DENIED', reason: 'invalid_signature', holder: null });
    expect((await scan('NOT-A-PASS', 'PADDOCK')).reason).toBe('invalid_signature');
    const other = await createEvent(admin);
    const stranger = await createAttendee(
      admin,
      other.id,
      minimalAttendee(await createCategory(admin, other.id, 'C'), await createCompany(admin, other.id, { name: 'C' })),
    );
    const strangerCode = ((await admin.get(`/api/events/${other.id}/attendees/${stranger}/pass`).expect(200)).body as PassDto).code;
    expect((await scan(strangerCode, 'PADDOCK')).reason).toBe('other_event');
    const gone = await person('Cancellato');
    await grant(gone, 'PADDOCK');
    const goneCode = await codeOf(gone);
    await admin.delete(`/api/events/${eventId}/attendees/${gone}`).expect(200);
    expect((await scan(goneCode, 'PADDOCK')).reason).toBe('unknown_holder');
    // A zone full: its one place taken.
    const [a, b] = [await person('Primo'), await person('Secondo')];
    await grant(a, 'BOX');
    await grant(b, 'BOX');
    expect((await scan(await codeOf(a), 'BOX')).result).toBe('ADMITTED');
    expect((await scan(await codeOf(b), 'BOX')).reason).toBe('zone_full');
    expect(await occupancy('BOX')).toMatchObject({ inside: 1, peak: 1, capacity: 1 });
    // Every scan is in the log, with its reason.
    const denied = (
      await admin.get(`/api/events/${eventId}/access-controls?filter=${encodeURIComponent('{"result":"DENIED"}')}&range=[0,99]`).expect(200)
    ).body as ScanDto[];
    expect(new Set(denied.map((s) => s.reason))).toEqual(
      new Set([
        'no_right',
        'outside_window',
        'zone_closed',
        'pending',
        'documents',
        'revoked',
        'invalid_signature',
        'other_event',
        'unknown_holder',
        'zone_full',
        'already_inside',
      ]),
    );
  });

  it('prints a badge once per pass version, even asked at two stations at once, and never changes occupancy', async () => {
    const neri = await person('Neri');
    const code = await codeOf(neri);
    const before = await occupancy('PADDOCK');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.post(url()).send({ code, zone_id: zones.PADDOCK, direction: 'PRINT', device_id: `desk-${i % 2}`, nonce: `print-${i}` }),
      ),
    );
    expect(answers.every((r) => r.status === 201)).toBe(true);
    expect(answers.filter((r) => r.body.result === 'ADMITTED')).toHaveLength(1);
    expect(answers.filter((r) => r.body.reason === 'already_printed')).toHaveLength(19);
    expect(await occupancy('PADDOCK')).toEqual(before);
    // A lost badge: the pass reissued, its new version printed once more.
    await admin.post(`/api/events/${eventId}/attendees/${neri}/pass/reissue`).expect(200);
    const reissued = await codeOf(neri);
    expect((await scan(reissued, 'PADDOCK', 'PRINT')).result).toBe('ADMITTED');
    expect((await scan(reissued, 'PADDOCK', 'PRINT')).reason).toBe('already_printed');
    expect((await scan(code, 'PADDOCK', 'PRINT')).reason).toBe('revoked');
    const waiting = await person('AttesaStampa', { pending: true });
    expect((await scan(await codeOf(waiting), 'PADDOCK', 'PRINT')).reason).toBe('pending');
    const rows = await t.db.query('SELECT COUNT(*) AS n FROM scans WHERE event_id = ? AND direction = ? AND delta <> 0', [
      eventId,
      'PRINT',
    ]);
    expect(Number(rows[0].n)).toBe(0);
  });

  it('records the exit from a sibling zone when the holder enters another, not from the zone around', async () => {
    await zone('HALL_A');
    await zone('HALL_B');
    await zone('STAGE', { parent_id: zones.HALL_B });
    const gialli = await person('Gialli');
    for (const z of ['HALL_A', 'HALL_B', 'STAGE']) await grant(gialli, z);
    const code = await codeOf(gialli);
    expect((await scan(code, 'HALL_A')).result).toBe('ADMITTED');
    const moved = await scan(code, 'HALL_B');
    expect(moved).toMatchObject({ result: 'ADMITTED', inside: 1 });
    expect((await occupancy('HALL_A')).inside).toBe(0);
    const exits = (
      await admin
        .get(
          `/api/events/${eventId}/access-controls?filter=${encodeURIComponent(JSON.stringify({ zone_id: zones.HALL_A, direction: 'OUT' }))}`,
        )
        .expect(200)
    ).body as ScanDto[];
    expect(exits).toHaveLength(1);
    expect(exits[0]).toMatchObject({ result: 'ADMITTED', holder: { id: gialli }, device_id: 'gate-1' });
    // Into the stage inside hall B: still in hall B.
    expect((await scan(code, 'STAGE')).result).toBe('ADMITTED');
    expect((await occupancy('HALL_B')).inside).toBe(1);
    // Back to hall A: out of hall B and of the stage in it.
    expect((await scan(code, 'HALL_A')).result).toBe('ADMITTED');
    expect([(await occupancy('HALL_B')).inside, (await occupancy('STAGE')).inside, (await occupancy('HALL_A')).inside]).toEqual([0, 0, 1]);

    // A random mix of entries and exits across the halls, in parallel: every zone's occupancy is the
    // recount of its log, and nobody is inside both halls.
    const people = await Promise.all(Array.from({ length: 6 }, (_, i) => person(`Giro${i}`)));
    for (const p of people) for (const z of ['HALL_A', 'HALL_B', 'STAGE']) await grant(p, z);
    const codes = await Promise.all(people.map(codeOf));
    const halls = ['HALL_A', 'HALL_B', 'STAGE'];
    expect(await randomScans({ codes, zones: halls, batches: 20, parallel: 10, inShare: 0.7, seed: 7 })).toEqual([]);
    for (const z of halls) {
      const [log] = await t.db.query('SELECT COALESCE(SUM(delta), 0) AS n FROM scans WHERE zone_id = ?', [zones[z]]);
      const [present] = await t.db.query('SELECT COUNT(*) AS n FROM zone_presence WHERE zone_id = ?', [zones[z]]);
      expect([z, (await occupancy(z)).inside]).toEqual([z, Number(log.n)]);
      expect(Number(present.n)).toBe(Number(log.n));
    }
    const both = await t.db.query('SELECT holder_id FROM zone_presence WHERE zone_id IN (?, ?) GROUP BY holder_id HAVING COUNT(*) > 1', [
      zones.HALL_A,
      zones.HALL_B,
    ]);
    expect(both).toEqual([]);
  });

  it('syncs an offline queue once however often it is sent, and reports two offline admissions of one code as a conflict', async () => {
    const blu = await person('Blu');
    const intruso = await person('Intruso');
    await grant(blu, 'PADDOCK');
    const [code, other] = [await codeOf(blu), await codeOf(intruso)];
    const before = (await occupancy('PADDOCK')).inside;
    const at = (min: number) => new Date(Date.now() - (60 - min) * 60_000).toISOString();
    const item = (device: string, nonce: string, extra: object) => ({
      code,
      zone_id: zones.PADDOCK,
      direction: 'IN',
      device_id: device,
      nonce,
      scanned_at: at(1),
      offline_result: 'ADMITTED',
      ...extra,
    });
    const batch = [
      item('tablet-1', 'o1', {}),
      item('tablet-2', 'o2', { scanned_at: at(2) }),
      item('tablet-2', 'o3', { code: other, offline_result: 'DENIED', offline_reason: 'no_right' }),
      item('tablet-1', 'o4', { code: other, scanned_at: at(3) }),
      item('tablet-1', 'o5', { zone_id: 999_999 }),
    ];
    const first = (await admin.post(`${url()}/sync`).send({ scans: batch }).expect(200)).body as ScanSyncDto;
    expect(first.results.map((r) => ('error' in r ? r.error : [r.result, r.reason, r.conflict]))).toEqual([
      ['ADMITTED', null, null],
      ['ADMITTED', null, 'already_inside'],
      ['DENIED', 'no_right', null],
      ['ADMITTED', null, 'no_right'],
      'access_zone_not_in_event',
    ]);
    // Blu counted once; the intruder let in offline is inside all the same.
    expect((await occupancy('PADDOCK')).inside).toBe(before + 2);
    const count = async () => Number((await t.db.query('SELECT COUNT(*) AS n FROM scans WHERE event_id = ?', [eventId]))[0].n);
    const rows = await count();
    for (let i = 0; i < 3; i++) {
      const again = (await admin.post(`${url()}/sync`).send({ scans: batch }).expect(200)).body as ScanSyncDto;
      expect(again.results.map((r) => ('id' in r ? r.id : null))).toEqual(first.results.map((r) => ('id' in r ? r.id : null)));
    }
    expect(await count()).toBe(rows);
    expect((await occupancy('PADDOCK')).inside).toBe(before + 2);
    const conflicts = (
      await admin.get(`/api/events/${eventId}/access-controls?filter=${encodeURIComponent('{"conflict":"already_inside"}')}`).expect(200)
    ).body as ScanDto[];
    expect(conflicts.map((c) => [c.device_id, c.offline, c.holder?.id])).toEqual([['tablet-2', true, blu]]);
    // Malformed batches: per-field messages.
    const bad = await admin.post(`${url()}/sync`).send({ scans: [{ ...batch[0], scanned_at: undefined, offline_result: 'MAYBE' }] });
    expect([bad.status, Object.keys(bad.body.errors).sort()]).toEqual([422, ['scans.0.offline_result', 'scans.0.scanned_at']]);
    await admin.post(`${url()}/sync`).send({ scans: [] }).expect(422);
    const tooMany = Array.from({ length: 501 }, (_, i) => item('t', `x${i}`, {}));
    await admin.post(`${url()}/sync`).send({ scans: tooMany }).expect(422);
  });

  it('hands a gate its offline allow-list in pages, each entry opened only by its holder’s current code, and what changed since', async () => {
    const list = async (query: string) =>
      (await admin.get(`/api/events/${eventId}/scans/offline-list?${query}`).expect(200)).body as OfflineListDto;
    const verde = await person('Verde');
    await grant(verde, 'PADDOCK', { valid_from: '2020-01-01T00:00:00Z', valid_to: '2099-01-01T00:00:00Z' });
    const code = await codeOf(verde);
    await person('VerdeBis');
    const [holders] = await t.db.query(
      'SELECT (SELECT COUNT(*) FROM attendees WHERE event_id = ?) + (SELECT COUNT(*) FROM vehicles WHERE event_id = ?) AS n',
      [eventId, eventId],
    );
    const limit = Math.max(1, Math.floor(Number(holders.n) / 3));
    const entries: OfflineEnvelope[] = [];
    let after: string | null = '';
    let pages = 0;
    let first: OfflineListDto | null = null;
    while (after !== null) {
      const page = await list(`limit=${limit}${after ? `&after=${after}` : ''}`);
      first ??= page;
      entries.push(...page.entries);
      after = page.next;
      pages++;
    }
    expect(entries).toHaveLength(Number(holders.n));
    expect(pages).toBeGreaterThan(1);
    expect(first!.public_key).toBe(
      ((await admin.get(`/api/events/${eventId}/pass-key`).expect(200)).body as { public_key: string }).public_key,
    );
    expect(first!.zones.map((z) => z.code)).toEqual(expect.arrayContaining(['PADDOCK', 'BOX']));
    expect(JSON.stringify(entries)).not.toContain('Verde');
    const id = await offlineEntryId(code);
    const mine = entries.filter((e) => e.k === id);
    expect(mine).toHaveLength(1);
    const opened = await openOfflineHolder(code, mine[0]);
    expect(opened).toMatchObject({ card: { id: verde, label: expect.stringContaining('Verde') }, version: 1, pending: false });
    expect(opened!.zones).toEqual([[zones.PADDOCK, '2020-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z']]);
    // Since a moment: only who changed after it (a pass reissued, a right granted).
    const since = new Date(Date.now() - 1000).toISOString();
    await new Promise((r) => setTimeout(r, 1100));
    await admin.post(`/api/events/${eventId}/attendees/${verde}/pass/reissue`).expect(200);
    const other = await person('AltroVerde');
    const changed = await list(`since=${encodeURIComponent(new Date(Date.parse(since) + 1000).toISOString())}`);
    const changedIds = await Promise.all([codeOf(verde), codeOf(other)].map((c) => c.then(offlineEntryId)));
    expect(changed.entries.map((e) => e.k).sort()).toEqual(changedIds.sort());
    expect(changed.entries.some((e) => e.k === id)).toBe(false);
    // The reissued pass's old code: its entry id, for the gate to delete.
    expect(changed.revoked).toEqual([id]);
    expect(first!.revoked).toEqual([]);
    for (const bad of ['after=X:1', 'limit=0', 'limit=abc', 'since=ieri']) {
      const res = await admin.get(`/api/events/${eventId}/scans/offline-list?${bad}`);
      expect([bad, res.status]).toEqual([bad, 422]);
    }
  });

  it('brings to a gate’s next refresh a right taken away and a holder deleted, and asks for the whole list when defaults change', async () => {
    const list = async (query: string) =>
      (await admin.get(`/api/events/${eventId}/scans/offline-list?${query}`).expect(200)).body as OfflineListDto;
    const zoneId = await zone('DEFAULTS');
    const keeps = await person('Tolto');
    const right = (await grant(keeps, 'PADDOCK')).body.id as number;
    await grant(keeps, 'BOX');
    const goes = await person('Cancellato');
    const [keepsCode, goesCode] = await Promise.all([codeOf(keeps), codeOf(goes)]);
    // Past the second the setup was written in (MySQL keeps whole seconds), as a gate asks: a moment before its last list.
    await new Promise((r) => setTimeout(r, 2100));
    const since = encodeURIComponent(new Date(Date.now() - 1000).toISOString());
    expect(await list(`since=${since}`)).toMatchObject({ entries: [], revoked: [], refresh_all: false });
    await admin.delete(`/api/events/${eventId}/access-rights/${right}`).expect(200);
    await admin.delete(`/api/events/${eventId}/attendees/${goes}`).expect(200);
    const changed = await list(`since=${since}`);
    expect(changed.refresh_all).toBe(false);
    // The holder who lost a right, sealed again with what is left; the deleted one's entry, to delete.
    expect(changed.entries.map((e) => e.k)).toEqual([await offlineEntryId(keepsCode)]);
    expect((await openOfflineHolder(keepsCode, changed.entries[0]))!.zones).toEqual([[zones.BOX, null, null]]);
    expect(changed.revoked).toEqual([await offlineEntryId(goesCode)]);
    // A zone's defaults: whole categories change, the gate is told to download everything again.
    const body = { name_it: 'DEFAULTS', code: 'DEFAULTS', default_attendee_category_ids: [category] };
    await admin.put(`/api/events/${eventId}/zones/${zoneId}`).send(body).expect(200);
    expect(await list(`since=${since}`)).toMatchObject({ refresh_all: true, entries: [], revoked: [], next: null });
    const whole = await list('limit=2000');
    const entry = whole.entries.find((e) => e.k === changed.entries[0].k)!;
    expect((await openOfflineHolder(keepsCode, entry))!.zones).toEqual(expect.arrayContaining([[zoneId, null, null]]));
    expect(whole.refresh_all).toBe(false);
    // The same defaults saved again change nothing a gate holds.
    await new Promise((r) => setTimeout(r, 2100));
    const later = encodeURIComponent(new Date(Date.now() - 1000).toISOString());
    await admin.put(`/api/events/${eventId}/zones/${zoneId}`).send(body).expect(200);
    expect(await list(`since=${later}`)).toMatchObject({ refresh_all: false, entries: [] });
  });

  it('admits one of 50 parallel entries of one code at two gates, and a retried nonce counts once', async () => {
    const bianchi = await person('Bianchi');
    await grant(bianchi, 'PADDOCK');
    const code = await codeOf(bianchi);
    const before = (await occupancy('PADDOCK')).inside;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        admin.post(url()).send({ code, zone_id: zones.PADDOCK, direction: 'IN', device_id: `gate-${i % 2}`, nonce: `race-${i}` }),
      ),
    );
    expect(answers.map((r) => r.status).every((s) => s === 201)).toBe(true);
    expect(answers.filter((r) => r.body.result === 'ADMITTED')).toHaveLength(1);
    expect(answers.filter((r) => r.body.reason === 'already_inside')).toHaveLength(49);
    expect((await occupancy('PADDOCK')).inside).toBe(before + 1);
    // The same nonce again, also at once: the first answer, nothing counted twice.
    await scan(code, 'PADDOCK', 'OUT', { nonce: 'out-1' });
    const retries = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin.post(url()).send({ code, zone_id: zones.PADDOCK, direction: 'IN', device_id: 'gate-9', nonce: 'same' }),
      ),
    );
    expect(new Set(retries.map((r) => r.body.id)).size).toBe(1);
    expect(retries.every((r) => r.body.result === 'ADMITTED')).toBe(true);
    expect((await occupancy('PADDOCK')).inside).toBe(before + 1);
    const logged = (
      await admin.get(`/api/events/${eventId}/access-controls?filter=${encodeURIComponent('{"device_id":"gate-9"}')}`).expect(200)
    ).body;
    expect(logged).toHaveLength(1);
  });

  it('reads a holder’s rights in a zone by zone and holder, not every right of the zone, with the statistics the app keeps', async () => {
    const at = new Date().toISOString();
    const holders = {
      ATTENDEE: await person('Piani'),
      VEHICLE: (
        await admin.post(`/api/events/${eventId}/vehicles`).send({ plate: 'GT100AA', type: 'VAN', event_company_id: X }).expect(201)
      ).body.id as number,
    };
    const params = (type: keyof typeof holders) => holderParams(type, zones.PADDOCK, at, holders[type], eventId);
    if (isMysql(t.db)) {
      await t.db.query('ANALYZE TABLE access_rights');
      for (const type of ['ATTENDEE', 'VEHICLE'] as const) {
        const plan = (await t.db.query(`EXPLAIN ${HOLDER_SQL[type]}`, params(type))) as { table: string; key: string | null }[];
        const rights = plan.filter((row) => row.table === 'r');
        expect(rights).toHaveLength(2);
        // An index that starts with the holder, or with the zone and the holder: the event's or the zone's alone would read them all.
        const column = type === 'ATTENDEE' ? 'attendee_id' : 'vehicle_id';
        // MariaDB names the index it reads first, then after `|` the one of a row-id filter.
        for (const key of rights.map((row) => row.key?.split('|')[0] ?? null)) {
          const columns = (
            (await t.db.query(
              "SELECT COLUMN_NAME AS c FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'access_rights' AND INDEX_NAME = ? ORDER BY SEQ_IN_INDEX",
              [key],
            )) as { c: string }[]
          ).map((row) => row.c);
          expect([[column], ['zone_id', column]]).toContainEqual(columns.slice(0, columns[0] === 'zone_id' ? 2 : 1));
        }
      }
      return;
    }
    await t.app.get(SqliteStatisticsService).refresh();
    // The row counts stay for the planner; STAT4's samples would have a prepared statement prepared again at each new value.
    expect(Number((await t.db.query('SELECT COUNT(*) AS n FROM sqlite_stat1'))[0].n)).toBeGreaterThan(0);
    expect(Number((await t.db.query('SELECT COUNT(*) AS n FROM sqlite_stat4'))[0].n)).toBe(0);
    for (const type of ['ATTENDEE', 'VEHICLE'] as const) {
      const plan = ((await t.db.query(`EXPLAIN QUERY PLAN ${HOLDER_SQL[type]}`, params(type))) as { detail: string }[]).map(
        (r) => r.detail,
      );
      const column = type === 'ATTENDEE' ? 'attendee_id' : 'vehicle_id';
      const lookup = `USING (COVERING )?INDEX IDX_access_rights_zone_${column.slice(0, -3)} \\(zone_id=\\? AND ${column}=\\?\\)$`;
      const rights = plan.filter((line) => / r /.test(line));
      expect(rights).toHaveLength(2);
      for (const line of rights) expect(line).toMatch(new RegExp(`^SEARCH r ${lookup}`));
    }
  });

  it('finds the scan that let a holder in by the holder, not by reading every scan (an "already inside" answer at a busy gate)', async () => {
    // Someone inside: without a presence row MariaDB's plan stops at the empty constant table.
    const inside = await person('Dentro');
    await grant(inside, 'PADDOCK');
    await scan(await codeOf(inside), 'PADDOCK', 'IN', { nonce: 'plan-in' });
    const params = [zones.PADDOCK, 'ATTENDEE', inside];
    if (isMysql(t.db)) {
      await t.db.query('ANALYZE TABLE scans');
      const plan = (await t.db.query(`EXPLAIN ${FIRST_ENTRY_SQL}`, params)) as { table: string; type: string; ref: string }[];
      const scans = plan.filter((row) => row.table === 's');
      expect(scans).toHaveLength(1);
      // Without the event, MariaDB read the zone's every scan by its foreign key (`ref: const`, one column).
      expect(scans[0].type).toBe('ref');
      expect(scans[0].ref.split(',').length).toBeGreaterThanOrEqual(2);
      return;
    }
    const plan = ((await t.db.query(`EXPLAIN QUERY PLAN ${FIRST_ENTRY_SQL}`, params)) as { detail: string }[]).map((r) => r.detail);
    // Without the event in the subquery, SQLite read the whole scans table for every refusal ("SCAN s").
    expect(plan.filter((line) => / s( |$)/.test(line))).toEqual([
      expect.stringMatching(
        /^SEARCH s USING (COVERING )?INDEX IDX_scans_holder \(event_id=\? AND holder_type=\? AND holder_id=\?( AND |\))/,
      ),
    ]);
  });

  it('keeps occupancy equal to admitted INs minus OUTs after a random mix of 1,000 scans', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, (_, i) => person(`Mix${i}`)));
    for (const p of people) await grant(p, 'FREE');
    const codes = await Promise.all(people.map(codeOf));
    const failures = await randomScans({ codes, zones: ['FREE'], batches: 50, parallel: 20, inShare: 0.55, seed: 42 });
    expect(failures).toEqual([]);
    const rows = (await t.db.query(
      'SELECT id, direction, result, delta, inside FROM scans WHERE event_id = ? AND zone_id = ? ORDER BY id',
      [eventId, zones.FREE],
    )) as {
      id: number;
      direction: string;
      result: string;
      delta: number | string;
      inside: number | string;
    }[];
    expect(rows).toHaveLength(1000);
    // A recount from the log, whatever order the scans committed in: every scan records what it did (+1, −1, 0).
    const recount = rows.reduce((sum, r) => sum + Number(r.delta), 0);
    const { inside } = await occupancy('FREE');
    expect(inside).toBe(recount);
    expect(rows.filter((r) => Number(r.delta) === 1).every((r) => r.direction === 'IN' && r.result === 'ADMITTED')).toBe(true);
    expect(rows.filter((r) => Number(r.delta) === -1).every((r) => r.direction === 'OUT' && r.result === 'ADMITTED')).toBe(true);
    const presence = await t.db.query('SELECT COUNT(*) AS n FROM zone_presence WHERE zone_id = ?', [zones.FREE]);
    expect(Number(presence[0].n)).toBe(inside);
    // Each move logs the count right after it: a move's log row is written while it holds the zone's count, so in id
    // order the moves' counts are the running sum of their deltas.
    let running = 0;
    const counts = rows
      .filter((r) => Number(r.delta) !== 0)
      .map((r) => ({ logged: Number(r.inside), expected: (running += Number(r.delta)) }));
    expect(counts.length).toBeGreaterThan(100);
    expect(counts.filter((c) => c.logged !== c.expected)).toEqual([]);
  });

  it('pushes the occupancy by zone to an open dashboard as server-sent events when a scan changes it', async () => {
    await zone('LIVE');
    const viola = await person('Viola');
    await grant(viola, 'LIVE');
    // Opened first: the occupancy now, then the change a scan makes — no polling.
    const stream = readEvents<ZoneOccupancyDto[]>(admin, `/api/events/${eventId}/access-controls/live`, 'occupancy', 2);
    await new Promise((r) => setTimeout(r, 200));
    const live = (m: ZoneOccupancyDto[]) => m.find((o) => o.zone_id === zones.LIVE)?.inside ?? 0;
    expect((await scan(await codeOf(viola), 'LIVE')).result).toBe('ADMITTED');
    const { contentType, messages } = await stream;
    expect(contentType).toContain('text/event-stream');
    expect([live(messages[0]), live(messages[1])]).toEqual([0, 1]);
    const user = (await userWithRole(t, admin, eventId, 'VIEWER')).client;
    await user.get(`/api/events/${eventId}/access-controls/live`).expect(403);
  });

  it('exports the filtered scan log, newest first, readable or as codes', async () => {
    const filter = encodeURIComponent('{"result":"DENIED"}');
    const total = Number(
      (await admin.get(`/api/events/${eventId}/access-controls?filter=${filter}&range=[0,0]`).expect(200)).headers['content-range'].split(
        '/',
      )[1],
    );
    const res = await admin.get(`/api/events/${eventId}/access-controls/export?format=csv&filter=${filter}`).expect(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="scans-.*\.csv"/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    // The time's zone is stated (issue 29 item 17): the event's clock in the readable file, UTC in the codes.
    expect(lines[0]).toBe('Quando (Europe/Rome);Zona;Verso;Esito;Motivo;Conflitto;Offline;Chi;Azienda;Categoria;Dispositivo;Presenti dopo');
    const [when] = lines[1]!.split(';');
    const [first] = (await admin.get(`/api/events/${eventId}/access-controls?filter=${filter}&range=[0,0]`).expect(200)).body as ScanDto[];
    const rome = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(when).toContain(rome.format(new Date(first!.scanned_at)));
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((l) => l.split(';')[3] === 'Respinto')).toBe(true);
    expect(res.text).toContain('Già dentro');
    const codes = await admin.get(`/api/events/${eventId}/access-controls/export?format=csv&values=codes&filter=${filter}`).expect(200);
    expect(codes.text).toContain(';DENIED;already_inside;');
    expect(codes.text.replace(/^\uFEFF/, '').split(/\r?\n/)[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z;/);
    expect(codes.text.replace(/^\uFEFF/, '')).toMatch(/^scanned_at \(UTC\);/);
    const xlsx = await admin.get(`/api/events/${eventId}/access-controls/export?format=xlsx`).expect(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    await admin.get(`/api/events/${eventId}/access-controls/export?format=pdf`).expect(400);
  });

  it('is for who grants access (ADMIN, SECRETARY) and refuses malformed scans', async () => {
    const secretary = (await userWithRole(t, admin, eventId, 'SECRETARY')).client;
    const verdi = await person('Verdi');
    await grant(verdi, 'PADDOCK');
    expect((await scan(await codeOf(verdi), 'PADDOCK', 'IN', {}, secretary)).result).toBe('ADMITTED');
    const user = (await userWithRole(t, admin, eventId, 'USER')).client;
    await user.post(url()).send({ code: 'x', zone_id: zones.PADDOCK, direction: 'IN', device_id: 'd', nonce: 'n' }).expect(403);
    await user.get(`/api/events/${eventId}/access-controls`).expect(403);
    const bad: [object, string][] = [
      [{}, 'code'],
      [{ code: 'x', direction: 'IN', device_id: 'd', nonce: 'n' }, 'zone_id'],
      [{ code: 'x', zone_id: zones.PADDOCK, direction: 'SIDEWAYS', device_id: 'd', nonce: 'n' }, 'direction'],
      [{ code: 'x', zone_id: zones.PADDOCK, direction: 'IN', device_id: 'a b', nonce: 'n' }, 'device_id'],
      [{ code: 'x', zone_id: zones.PADDOCK, direction: 'IN', device_id: 'd', nonce: 'x'.repeat(65) }, 'nonce'],
      [{ code: 'x', zone_id: zones.PADDOCK, direction: 'IN', device_id: 'd', nonce: 'n', scanned_at: 'ieri' }, 'scanned_at'],
      [{ code: 'x'.repeat(201), zone_id: zones.PADDOCK, direction: 'IN', device_id: 'd', nonce: 'n' }, 'code'],
      [{ code: 'x', zone_id: 999_999, direction: 'IN', device_id: 'd', nonce: 'n' }, 'zone_id'],
    ];
    for (const [body, field] of bad) {
      const res = await admin.post(url()).send(body);
      expect([res.status, Object.keys(res.body.errors ?? {})]).toEqual([422, expect.arrayContaining([field])]);
    }
  });
});
