import { Logger } from '@nestjs/common';
import type { PassDto } from '@eventdesk/shared';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import request from 'supertest';
import { SessionRecord } from '../src/platform/auth/session.entity';
import { Scan } from '../src/gate/scans/scan.entities';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { cookiesOf, editSession, sessionIdOf, tokenOf } from './support/session-probe';
import { startTestApp, type TestApp } from './support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';

/**
 * The scan route attacked as an outsider would: cookie and header tricks, path and content-type
 * variants, odd bodies and raw HTTP. Each is refused with the right status and nothing written, or
 * scanned exactly once; none gets a 500 or holds up other scans. First written against the gate's
 * former scan path; its findings (a `j:` JSON cookie read as the session, a content type the JSON
 * parser does not take, a byte order mark, a client's abort logged as a 500, bad signatures kept in
 * memory) stay cases here.
 */
describe('the scan route, attacked', () => {
  let t: TestApp;
  let server: Server;
  let admin: ApiClient;
  let eventId: number;
  let otherEventId: number;
  let companyId: number;
  let zoneId: number;
  let code: string;
  let seq = 0;
  type Gate = Awaited<ReturnType<typeof userWithRole>>;
  let gate: Gate;
  const url = () => `/api/events/${eventId}/scans`;
  const body = (extra: object = {}) => ({ code, zone_id: zoneId, direction: 'OUT', device_id: 'gate-z', nonce: `z${++seq}`, ...extra });
  const written = () => t.db.getRepository(Scan).count();
  /** A request with the gate's token but a Cookie header of our own. */
  const withCookie = (cookie: string, path = url()) =>
    request(server).post(path).set('Accept-Language', 'en').set('Cookie', cookie).set('X-XSRF-TOKEN', tokenOf(gate.client));
  /** What `send` got back, and how many scans it wrote. */
  const counted = async (send: () => PromiseLike<request.Response>) => {
    const before = await written();
    const res = await send();
    return { res, scans: (await written()) - before };
  };

  /** Raw HTTP on a socket of its own: what came back until the server closed it, or within `waitMs` (the socket is then destroyed). */
  const raw = (chunks: (string | Buffer)[], opts: { waitMs: number; gapMs?: number; destroyEarly?: boolean }) =>
    new Promise<string>((resolve) => {
      const { port } = server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (d) => (text += d.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(text));
      socket.on('connect', async () => {
        for (const chunk of chunks) {
          socket.write(chunk);
          if (opts.gapMs) await new Promise((r) => setTimeout(r, opts.gapMs));
        }
        if (opts.destroyEarly) {
          socket.destroy();
          return resolve(text);
        }
      });
      setTimeout(() => {
        socket.destroy();
        resolve(text);
      }, opts.waitMs);
    });
  const head = (path: string, headers: Record<string, string | number>, client: ApiClient = gate.client) =>
    [
      `POST ${path} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Cookie: ${client.cookieHeader()}`,
      `X-XSRF-TOKEN: ${tokenOf(client)}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      '',
      '',
    ].join('\r\n');
  const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

  beforeAll(async () => {
    t = await startTestApp();
    server = t.app.getHttpServer() as Server;
    admin = await t.admin();
    eventId = (await createEvent(admin)).id;
    companyId = await createCompany(admin, eventId, { name: 'Scuderia' });
    const category = await createCategory(admin, eventId, 'Team');
    zoneId = (await admin.post(`/api/events/${eventId}/zones`).send({ name_it: 'GATE', code: 'GATE', anti_passback: false }).expect(201))
      .body.id as number;
    const holder = await createAttendee(admin, eventId, { ...minimalAttendee(category, companyId), last_name: 'Rossi' });
    await admin.post(`/api/events/${eventId}/access-rights`).send({ attendee_id: holder, zone_id: zoneId }).expect(201);
    code = ((await admin.get(`/api/events/${eventId}/attendees/${holder}/pass`).expect(200)).body as PassDto).code;
    otherEventId = (await createEvent(admin)).id;
    gate = await userWithRole(t, admin, eventId, 'SECRETARY');
  });
  afterAll(() => t?.close());

  it('sanity: a scan is admitted and a malformed one refused (422), both with the same headers', async () => {
    const ok = await counted(() => gate.client.post(url()).send(body()));
    expect([ok.res.status, ok.scans]).toEqual([201, 1]);
    const bad = await counted(() => gate.client.post(url()).send(body({ direction: 'SIDEWAYS' })));
    expect([bad.res.status, bad.scans, bad.res.body.statusCode]).toEqual([422, 0, 422]);
    const skip = new Set(['date', 'content-length', 'connection', 'keep-alive']);
    const names = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((n) => !skip.has(n))
        .sort();
    expect(names(bad.res.headers)).toEqual(names(ok.res.headers));
    for (const n of names(ok.res.headers)) expect([n, bad.res.headers[n]]).toEqual([n, ok.res.headers[n]]);
  });

  it('refuses the roles and sessions that may not scan, and writes nothing for them', async () => {
    const company = await userWithRole(t, admin, eventId, 'COMPANY', companyId);
    const user = await userWithRole(t, admin, eventId, 'USER');
    const otherSecretary = await userWithRole(t, admin, otherEventId, 'SECRETARY');
    const otherAdmin = await userWithRole(t, admin, otherEventId, 'ADMIN');
    const attendeeOnly = await userWithRole(t, admin, eventId, 'SECRETARY');
    await editSession(t, attendeeOnly.client, (d) => {
      for (const k of ['userId', 'authenticatedAt', 'secondFactor', 'registryId', 'registeredSid', 'confirmedAt']) delete d[k];
      d.attendee = { id: 1, eventId, authenticatedAt: Date.now() };
    });
    const anonymous = t.client();
    await anonymous.csrf();
    const cases: [string, ApiClient, number][] = [
      ['COMPANY', company.client, 403],
      ['USER', user.client, 403],
      ['SECRETARY of another event', otherSecretary.client, 404],
      ['ADMIN of another event', otherAdmin.client, 404],
      ['my-area attendee session only', attendeeOnly.client, 401],
      ['anonymous with a token', anonymous, 401],
    ];
    for (const [name, client, status] of cases) {
      const { res, scans } = await counted(() => client.post(url()).send(body()));
      expect([name, res.status, scans]).toEqual([name, status, 0]);
    }
    // The superadmin (no membership: ADMIN of every event) scans.
    const su = await counted(() => admin.post(url()).send(body()));
    expect([su.res.status, su.scans]).toEqual([201, 1]);
    // A scan in an event that does not exist, or event 0, or an 11-digit id.
    for (const id of ['0', '999999', '12345678901']) {
      const { res, scans } = await counted(() => admin.post(`/api/events/${id}/scans`).send(body()));
      expect([id, res.status, scans]).toEqual([id, 404, 0]);
    }
  });

  it('cookie tricks: only the signed cookie of a live session is a session', async () => {
    const value = decodeURIComponent(cookiesOf(gate.client).eventdesk_session); // s:<sid>.<sig>
    const encoded = encodeURIComponent(value);
    const sid = sessionIdOf(gate.client);
    const read: [string, string][] = [
      ['as set', `eventdesk_session=${value}`],
      ['URL-encoded', `eventdesk_session=${encoded}`],
      ['duplicate: valid first', `eventdesk_session=${encoded}; eventdesk_session=s%3Abogus.sig`],
      ['long other cookie', `junk=${'a'.repeat(6000)}; eventdesk_session=${encoded}`],
    ];
    const refused: [string, string][] = [
      ['duplicate: bogus first', `eventdesk_session=s%3Abogus.sig; eventdesk_session=${encoded}`],
      ['quoted', `eventdesk_session="${encoded}"`],
      ['unsigned session id', `eventdesk_session=${sid}`],
      ['without the s: prefix', `eventdesk_session=${value.slice(2)}`],
      ['wrong signature', `eventdesk_session=${value.slice(0, -2)}xx`],
      // cookie-parser's JSON cookies: `j:` + JSON. Not a session cookie.
      ['JSON cookie (j:"s:…")', `eventdesk_session=j%3A%22${encoded}%22`],
      ['JSON cookie (raw)', `eventdesk_session=j:"${value}"`],
    ];
    const wrong: string[] = [];
    for (const [name, cookie] of read) {
      const { res, scans } = await counted(() => withCookie(cookie).send(body()));
      if (res.status !== 201 || scans !== 1) wrong.push(`${name}: ${res.status}, ${scans} scans`);
    }
    for (const [name, cookie] of refused) {
      const { res, scans } = await counted(() => withCookie(cookie).send(body()));
      if (res.status !== 419 || res.body.code !== 'csrf_token_mismatch' || scans !== 0)
        wrong.push(`${name}: ${res.status}, ${scans} scans`);
    }
    // A signed-out session's cookie, replayed.
    const leaver = await userWithRole(t, admin, eventId, 'SECRETARY');
    const oldCookie = leaver.client.cookieHeader();
    const oldToken = tokenOf(leaver.client);
    await leaver.client.post('/logout').send({});
    const replay = await counted(() => request(server).post(url()).set('Cookie', oldCookie).set('X-XSRF-TOKEN', oldToken).send(body()));
    if (replay.res.status !== 419 || replay.scans !== 0) wrong.push(`signed-out replay: ${replay.res.status}, ${replay.scans} scans`);
    expect(wrong).toEqual([]);
  });

  it('refuses a duplicated anti-forgery header (419)', async () => {
    const token = tokenOf(gate.client);
    const { res, scans } = await counted(() =>
      request(server)
        .post(url())
        .set('Cookie', gate.client.cookieHeader())
        .set('X-XSRF-TOKEN', [token, token] as unknown as string)
        .send(body()),
    );
    expect([res.status, res.body.code, scans]).toEqual([419, 'csrf_token_mismatch', 0]);
  });

  it('routes path variants to the scan, with its guard, or to nowhere', async () => {
    const user = await userWithRole(t, admin, eventId, 'USER');
    const variants: [string, number][] = [
      // The event id is read as a number, as everywhere.
      [`/api/events/0${eventId}/scans`, 201],
      [`/api/events/${eventId}/scans/`, 201],
      [`/API/EVENTS/${eventId}/SCANS`, 201],
      [`//api/events/${eventId}/scans`, 404],
      [`/api/events/${eventId}%2Fscans`, 404],
    ];
    for (const [path, status] of variants) {
      const scanned = await counted(() => gate.client.post(path).send(body()));
      expect([path, scanned.res.status, scanned.scans]).toEqual([path, status, status === 201 ? 1 : 0]);
      // Where the scan is reached, so is its guard.
      const refused = await counted(() => user.client.post(path).send(body()));
      expect([path, refused.res.status, refused.scans]).toEqual([path, status === 201 ? 403 : 404, 0]);
    }
  });

  it('content types: every spelling of JSON is read as JSON, and scanned once', async () => {
    const types = [
      'application/json; charset=UTF-8',
      'APPLICATION/JSON',
      'application/json;charset=utf-8',
      // JSON is UTF-8 whatever the charset says.
      'application/json; charset=latin1',
      'application/json; charset="utf-8"',
      'application/json;\tcharset=utf-8',
      'application/json ; charset=utf-8',
    ];
    for (const type of types) {
      const { res, scans } = await counted(() => gate.client.post(url()).set('Content-Type', type).send(JSON.stringify(body())));
      expect([JSON.stringify(type), res.status, scans]).toEqual([JSON.stringify(type), 201, 1]);
    }
  });

  it('content types on the wire (obs-text bytes, which JavaScript’s \\s matches) are answered, and scanned once', async () => {
    for (const type of ['application/json\u00a0', 'application/json;\u00a0charset=utf-8', 'application/json\u00a0;charset=utf-8']) {
      const json = JSON.stringify(body());
      const before = await written();
      const text = await raw(
        [
          Buffer.from(head(url(), { 'Content-Type': type, 'Content-Length': Buffer.byteLength(json), Connection: 'close' }), 'latin1'),
          json,
        ],
        { waitMs: 5000 },
      );
      expect([JSON.stringify(type), statusOf(text), (await written()) - before]).toEqual([JSON.stringify(type), 201, 1]);
    }
  });

  it('bodies: odd JSON is refused with the right status, or read as plain JSON', async () => {
    const nested = `{"code":${'['.repeat(4000)}${']'.repeat(4000)},"zone_id":1,"direction":"IN","device_id":"d","nonce":"n"}`;
    const bodies: [string, () => string, number][] = [
      ['invalid JSON', () => '{"code":', 400],
      ['null', () => 'null', 400],
      ['array', () => JSON.stringify([body()]), 422],
      ['deeply nested', () => nested, 422],
      // An own key named __proto__, not a prototype: the scan's direction stays OUT.
      ['__proto__ key', () => JSON.stringify(body()).replace(/^\{/, '{"__proto__":{"direction":"SIDEWAYS"},'), 201],
      ['leading whitespace', () => `\r\n\t ${JSON.stringify(body())}`, 201],
      ['byte order mark', () => `\uFEFF${JSON.stringify(body())}`, 201],
    ];
    const wrong: string[] = [];
    for (const [name, make, status] of bodies) {
      const { res, scans } = await counted(() => gate.client.post(url()).set('Content-Type', 'application/json').send(make()));
      const answered =
        status === 201 ? res.body.direction === 'OUT' : res.body.statusCode === status && typeof res.body.message === 'string';
      if (res.status !== status || scans !== (status === 201 ? 1 : 0) || !answered) wrong.push(`${name}: ${res.status}, ${scans} scans`);
    }
    expect(wrong).toEqual([]);
    expect(({} as Record<string, unknown>).direction).toBeUndefined();
  });

  it('scans a body padded to 16 KB and one byte more alike', async () => {
    const padded = (bytes: number) => {
      const json = JSON.stringify(body());
      return json.replace(/^\{/, `{${' '.repeat(bytes - Buffer.byteLength(json))}`);
    };
    for (const bytes of [16 * 1024, 16 * 1024 + 1]) {
      const json = padded(bytes);
      expect(Buffer.byteLength(json)).toBe(bytes);
      const { res, scans } = await counted(() => gate.client.post(url()).set('Content-Type', 'application/json').send(json));
      expect([bytes, res.status, scans]).toEqual([bytes, 201, 1]);
    }
  });

  it('raw HTTP: chunked, Expect: 100-continue and pipelined scans are answered, none hangs', async () => {
    const before = await written();
    const json = JSON.stringify(body());
    const chunked = await raw(
      [
        head(url(), { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked', Connection: 'close' }),
        `${Buffer.byteLength(json).toString(16)}\r\n${json}\r\n0\r\n\r\n`,
      ],
      { waitMs: 5000 },
    );
    expect(statusOf(chunked)).toBe(201);
    const json2 = JSON.stringify(body());
    const expect100 = await raw(
      [
        head(url(), {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(json2),
          Expect: '100-continue',
          Connection: 'close',
        }),
        json2,
      ],
      { waitMs: 5000, gapMs: 100 },
    );
    expect(expect100).toMatch(/^HTTP\/1\.1 100 Continue/);
    expect(expect100).toMatch(/HTTP\/1\.1 201 Created/);
    const [j3, j4] = [JSON.stringify(body()), JSON.stringify(body())];
    const pipelined = await raw(
      [
        head(url(), { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(j3) }) +
          j3 +
          head(url(), { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(j4), Connection: 'close' }) +
          j4,
      ],
      { waitMs: 5000 },
    );
    expect(pipelined.match(/HTTP\/1\.1 201 Created/g)?.length).toBe(2);
    expect((await written()) - before).toBe(4);
  });

  it('a Content-Length larger than the body: no answer, nothing written, and other scans are not held up', async () => {
    const json = JSON.stringify(body());
    const before = await written();
    const lying = () =>
      raw([head(url(), { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json) + 50 }), json], { waitMs: 1200 });
    const pending = Promise.all([lying(), lying()]);
    await new Promise((r) => setTimeout(r, 200));
    const meanwhile = await gate.client.post(url()).send(body());
    expect(meanwhile.status).toBe(201);
    const answers = await pending;
    expect(answers.map(statusOf)).toEqual([0, 0]);
    expect((await written()) - before).toBe(1);
    // Let the server see both sockets close before the next test counts logged errors.
    await new Promise((r) => setTimeout(r, 300));
  });

  it('a client that aborts mid-body: no 500 logged, nothing written, the process lives', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error');
    try {
      const json = JSON.stringify(body());
      const before = await written();
      for (const sent of [json.slice(0, 10), '']) {
        errors.mockClear();
        await raw([head(url(), { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json) }), sent], { waitMs: 400 });
        await new Promise((r) => setTimeout(r, 200));
        const logged = errors.mock.calls.map((c) => String(c[0]).split('\n')[0]);
        expect([sent.length, logged]).toEqual([sent.length, []]);
      }
      expect(await written()).toBe(before);
    } finally {
      errors.mockRestore();
    }
    await gate.client.post(url()).send(body()).expect(201);
  });

  it('the same nonce sent at once: one scan, the same answer to all', async () => {
    const same = body({ nonce: `dup-${Date.now()}` });
    const answers = await Promise.all(Array.from({ length: 6 }, () => gate.client.post(url()).send(same)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await t.db.getRepository(Scan).countBy({ eventId, nonce: same.nonce })).toBe(1);
  });

  it('bogus signed cookies from anyone are refused and leave nothing behind: no session stored, no session given', async () => {
    const sessions = () => t.db.getRepository(SessionRecord).count();
    const before = await sessions();
    for (let i = 0; i < 20; i++) {
      const { res, scans } = await counted(() =>
        request(server)
          .post(url())
          .set('Cookie', `eventdesk_session=s%3A${i}-${'x'.repeat(8000)}.sig`)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body())),
      );
      // The bad cookie is at most cleared (an empty value, expired): never replaced by a session.
      const given = ([] as string[]).concat(res.headers['set-cookie'] ?? []).filter((c) => !/^eventdesk_session=;.*Max-Age=0/.test(c));
      expect([i, res.status, scans, given]).toEqual([i, 419, 0, []]);
    }
    expect(await sessions()).toBe(before);
  });
});
