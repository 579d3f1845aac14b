import { Logger } from '@nestjs/common';
import type { PassDto } from '@eventdesk/shared';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import request from 'supertest';
import { Scan } from '../src/scans/scan.entities';
import { scanFastPaths } from '../src/scans/scan-fast-path';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { scanPathProbe } from './support/scan-path';
import { startTestApp, type TestApp } from './support/test-app';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';

/**
 * The gate's scan path (scans/scan-fast-path.ts) attacked as an outsider would: every request gets the
 * same outcome through it as through the full Express/Nest pipeline (a query string, `?x=1`, sends it
 * there). Written by a review of the path; its five findings (a `j:` JSON cookie read as the session,
 * a content type express.json does not parse, a byte order mark, a client's abort logged as a 500, and
 * bad signatures kept in memory) are the tests that failed then.
 */
describe('the gate’s scan path, attacked', () => {
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
  const url = (suffix = '') => `/api/events/${eventId}/scans${suffix}`;
  const body = (extra: object = {}) => ({ code, zone_id: zoneId, direction: 'OUT', device_id: 'gate-z', nonce: `z${++seq}`, ...extra });
  const { answered, cookiesOf, sessionIdOf, via, editSession, tokenOf } = scanPathProbe(() => t);
  /** A request with the gate's token but a Cookie header of our own. */
  const withCookie = (cookie: string, path = url()) =>
    request(server).post(path).set('Accept-Language', 'en').set('Cookie', cookie).set('X-XSRF-TOKEN', tokenOf(gate.client));
  /** The same request sent by the fast path (no query) and the full pipeline (`?x=1`). */
  const both = async (send: (path: string) => PromiseLike<request.Response>) => {
    const fast = await via(() => send(url()));
    const full = await via(() => send(url('?x=1')));
    expect(full.fast).toBe(0);
    return { fast, full };
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
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
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

  it('sanity: the gate’s scans go the fast way, and `?x=1` the full way, with the same headers', async () => {
    const { fast, full } = await both((path) => gate.client.post(path).send(body()));
    expect([fast.res.status, fast.fast, full.res.status]).toEqual([201, 1, 201]);
    const skip = new Set(['date', 'content-length', 'connection', 'keep-alive']);
    const names = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((n) => !skip.has(n))
        .sort();
    expect(names(fast.res.headers)).toEqual(names(full.res.headers));
    for (const n of names(full.res.headers)) expect([n, fast.res.headers[n]]).toEqual([n, full.res.headers[n]]);
    // And for an error answered after the body (422).
    const bad = await both((path) => gate.client.post(path).send(body({ direction: 'SIDEWAYS' })));
    expect([bad.fast.res.status, bad.fast.fast, bad.full.res.status]).toEqual([422, 1, 422]);
    expect(names(bad.fast.res.headers)).toEqual(names(bad.full.res.headers));
    expect(bad.fast.res.body).toEqual(bad.full.res.body);
  });

  it('roles and sessions that may not scan are refused as the full pipeline refuses them', async () => {
    const company = await userWithRole(t, admin, eventId, 'COMPANY', companyId);
    const user = await userWithRole(t, admin, eventId, 'USER');
    const otherSecretary = await userWithRole(t, admin, otherEventId, 'SECRETARY');
    const otherAdmin = await userWithRole(t, admin, otherEventId, 'ADMIN');
    const attendeeOnly = await userWithRole(t, admin, eventId, 'SECRETARY');
    await editSession(attendeeOnly.client, (d) => {
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
      const { fast, full } = await both((path) => client.post(path).send(body()));
      expect([name, fast.res.status, fast.fast, full.res.status]).toEqual([name, status, 0, status]);
    }
    // The superadmin (no membership: ADMIN of every event) scans the fast way.
    const su = await both((path) => admin.post(path).send(body()));
    expect([su.fast.res.status, su.fast.fast, su.full.res.status]).toEqual([201, 1, 201]);
    // A scan in an event that does not exist, or event 0, or an 11-digit id.
    for (const id of ['0', '999999', '12345678901']) {
      const res = await via(() => admin.post(`/api/events/${id}/scans`).send(body()));
      expect([id, res.res.status, res.fast]).toEqual([id, 404, 0]);
    }
  });

  it('cookie tricks: the session is read exactly as express-session reads it', async () => {
    const cookies = cookiesOf(gate.client);
    const signed = cookies.eventdesk_session; // s%3A<sid>.<sig> (URL-encoded)
    const decoded = decodeURIComponent(signed);
    const sid = sessionIdOf(gate.client);
    const variants: [string, string][] = [
      ['duplicate: bogus first', `eventdesk_session=s%3Abogus.sig; eventdesk_session=${signed}`],
      ['duplicate: valid first', `eventdesk_session=${signed}; eventdesk_session=s%3Abogus.sig`],
      ['not URL-encoded', `eventdesk_session=${decoded}`],
      ['quoted', `eventdesk_session="${signed}"`],
      ['unsigned session id', `eventdesk_session=${sid}`],
      ['wrong signature', `eventdesk_session=${signed.slice(0, -2)}xx`],
      // cookie-parser's JSON cookies: `j:` + JSON. express-session does not read them.
      ['JSON cookie (j:"s:…")', `eventdesk_session=j%3A%22${signed}%22`],
      ['JSON cookie (raw)', `eventdesk_session=j:"${decoded}"`],
      ['long other cookie', `junk=${'a'.repeat(6000)}; eventdesk_session=${signed}`],
    ];
    const mismatches: string[] = [];
    for (const [name, cookie] of variants) {
      const { fast, full } = await both((path) => withCookie(cookie, path).send(body()));
      if (fast.res.status !== full.res.status || fast.res.body.code !== full.res.body.code)
        mismatches.push(
          `${name}: fast ${fast.res.status} ${fast.res.body.code ?? ''} / full ${full.res.status} ${full.res.body.code ?? ''}`,
        );
    }
    // A signed-out session's cookie, replayed.
    const leaver = await userWithRole(t, admin, eventId, 'SECRETARY');
    const oldCookie = leaver.client.cookieHeader();
    const oldToken = tokenOf(leaver.client);
    await leaver.client.post('/logout').send({});
    const replay = await both((path) => request(server).post(path).set('Cookie', oldCookie).set('X-XSRF-TOKEN', oldToken).send(body()));
    if (replay.fast.fast !== 0 || replay.fast.res.status !== replay.full.res.status)
      mismatches.push(`signed-out replay: fast ${replay.fast.res.status} / full ${replay.full.res.status}`);
    expect(mismatches).toEqual([]);
  });

  it('CSRF header duplicates are refused as the full pipeline refuses them', async () => {
    const token = tokenOf(gate.client);
    const { fast, full } = await both((path) =>
      request(server)
        .post(path)
        .set('Cookie', gate.client.cookieHeader())
        .set('X-XSRF-TOKEN', [token, token] as unknown as string)
        .send(body()),
    );
    expect([fast.res.status, fast.fast, full.res.status]).toEqual([419, 0, 419]);
  });

  it('path variants are routed as Express routes them', async () => {
    const paths = [
      `/api/events/0${eventId}/scans`,
      `/api/events/${eventId}/scans/`,
      `/API/EVENTS/${eventId}/SCANS`,
      `//api/events/${eventId}/scans`,
      `/api/events/${eventId}%2Fscans`,
    ];
    for (const path of paths) {
      const fast = await via(() => gate.client.post(path).send(body()));
      const full = await via(() => gate.client.post(`${path}?x=1`).send(body()));
      expect([path, fast.res.status]).toEqual([path, full.res.status]);
    }
  });

  it('content types: what express.json would not parse is not parsed here either', async () => {
    const types = [
      'application/json; charset=UTF-8',
      'APPLICATION/JSON',
      'application/json;charset=utf-8',
      'application/json; charset=latin1',
      'application/json; charset="utf-8"',
      'application/json;\tcharset=utf-8',
      'application/json ; charset=utf-8',
    ];
    for (const type of types) {
      const { fast, full } = await both((path) => gate.client.post(path).set('Content-Type', type).send(JSON.stringify(body())));
      expect([JSON.stringify(type), fast.res.status]).toEqual([JSON.stringify(type), full.res.status]);
    }
  });

  it('content types on the wire (obs-text bytes, which JavaScript’s \\s matches) are read as express.json reads them', async () => {
    const mismatches: string[] = [];
    for (const type of ['application/json\u00a0', 'application/json;\u00a0charset=utf-8', 'application/json\u00a0;charset=utf-8']) {
      const statuses: number[] = [];
      for (const path of [url(), url('?x=1')]) {
        const json = JSON.stringify(body());
        const text = await raw(
          [
            Buffer.from(head(path, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(json), Connection: 'close' }), 'latin1'),
            json,
          ],
          { waitMs: 5000 },
        );
        statuses.push(statusOf(text));
      }
      if (statuses[0] !== statuses[1]) mismatches.push(`${JSON.stringify(type)}: fast ${statuses[0]} / full ${statuses[1]}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('bodies: JSON read exactly as express.json reads it', async () => {
    const nested = `{"code":${'['.repeat(4000)}${']'.repeat(4000)},"zone_id":1,"direction":"IN","device_id":"d","nonce":"n"}`;
    const bodies: [string, () => string][] = [
      ['invalid JSON', () => '{"code":'],
      ['null', () => 'null'],
      ['array', () => JSON.stringify([body()])],
      ['deeply nested', () => nested],
      ['__proto__ key', () => JSON.stringify(body()).replace(/^\{/, '{"__proto__":{"direction":"SIDEWAYS"},')],
      ['leading whitespace', () => `\r\n\t ${JSON.stringify(body())}`],
      ['byte order mark', () => `\uFEFF${JSON.stringify(body())}`],
    ];
    const mismatches: string[] = [];
    for (const [name, make] of bodies) {
      const { fast, full } = await both((path) => gate.client.post(path).set('Content-Type', 'application/json').send(make()));
      if (fast.res.status !== full.res.status || fast.res.body.message !== full.res.body.message)
        mismatches.push(`${name}: fast ${fast.res.status} / full ${full.res.status}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('a body of exactly 16 KB goes the fast way, one byte more the full way, both scanned', async () => {
    const json = JSON.stringify(body());
    const exact = json.replace(/^\{/, `{${' '.repeat(16 * 1024 - Buffer.byteLength(json))}`);
    expect(Buffer.byteLength(exact)).toBe(16 * 1024);
    const a = await via(() => gate.client.post(url()).set('Content-Type', 'application/json').send(exact));
    expect([a.res.status, a.fast]).toEqual([201, 1]);
    const over = JSON.stringify(body()).replace(/^\{/, `{${' '.repeat(16 * 1024 + 1 - Buffer.byteLength(JSON.stringify(body())))}`);
    const b = await via(() => gate.client.post(url()).set('Content-Type', 'application/json').send(over));
    expect([b.res.status, b.fast]).toEqual([201, 0]);
  });

  it('raw HTTP: chunked, Expect: 100-continue and pipelined scans are answered, none hangs', async () => {
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
    const before = answered();
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
    expect(answered() - before).toBe(3);
  });

  it('a Content-Length larger than the body: no answer from either path, and other scans are not held up', async () => {
    const json = JSON.stringify(body());
    const lying = (path: string) =>
      raw([head(path, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json) + 50 }), json], { waitMs: 1200 });
    const pending = Promise.all([lying(url()), lying(url('?x=1'))]);
    await new Promise((r) => setTimeout(r, 200));
    const meanwhile = await via(() => gate.client.post(url()).send(body()));
    expect([meanwhile.res.status, meanwhile.fast]).toEqual([201, 1]);
    const [fast, full] = await pending;
    expect([statusOf(fast), statusOf(full)]).toEqual([0, 0]);
    // Let the server see both sockets close before the next test counts logged errors.
    await new Promise((r) => setTimeout(r, 300));
  });

  it('a client that aborts mid-body: no 500 logged (the full pipeline sees a 400 request.aborted), the process lives', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error');
    try {
      const json = JSON.stringify(body());
      for (const path of [url('?x=1'), url()]) {
        errors.mockClear();
        await raw([head(path, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json) }), json.slice(0, 10)], {
          waitMs: 400,
        });
        await new Promise((r) => setTimeout(r, 200));
        // The fast path's filter logs `POST ${req.originalUrl}`: Express never set originalUrl there ("POST undefined").
        const logged = errors.mock.calls.map((c) => String(c[0]).split('\n')[0]);
        expect([path, logged]).toEqual([path, []]);
      }
    } finally {
      errors.mockRestore();
    }
    const after = await via(() => gate.client.post(url()).send(body()));
    expect([after.res.status, after.fast]).toEqual([201, 1]);
  });

  it('the same nonce sent at once through the fast path: one scan, the same answer to all', async () => {
    const same = body({ nonce: `dup-${Date.now()}` });
    const answers = await Promise.all(Array.from({ length: 6 }, () => via(() => gate.client.post(url()).send(same))));
    expect(answers.map((a) => a.res.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.res.body.id)).size).toBe(1);
    expect(await t.db.getRepository(Scan).countBy({ eventId, nonce: same.nonce })).toBe(1);
  });

  it('bogus signed cookies from anyone are not kept in memory (the signature memo holds no attacker-chosen failures)', async () => {
    const memo = (scanFastPaths.get(t.app) as unknown as { signatures: Map<string, string> }).signatures;
    const before = memo.size;
    for (let i = 0; i < 20; i++) {
      const res = await request(server)
        .post(url())
        .set('Cookie', `eventdesk_session=s%3A${i}-${'x'.repeat(8000)}.sig`)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body()));
      expect(res.status).toBe(419);
    }
    // Up to 10,000 entries of up to ~16 kB each (~160 MB) could be pinned by unauthenticated requests.
    expect(memo.size - before).toBe(0);
  });
});
