import { get as httpGet, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Live streams end with their session and are bounded (issue 26, item 8): sign-out, a session ended
 * from "my sessions", a deactivated user; at most LIVE_STREAMS_PER_SESSION per session (429) and
 * LIVE_STREAMS_MAX per instance (503 with Retry-After).
 */

interface OpenStream {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

describe('live streams (issue 26, item 8)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let eventId: number;
  const opened: OpenStream[] = [];
  const live = () => `/api/events/${eventId}/access-controls/live`;

  /** Opens the live stream as an EventSource does, and keeps it open; refusals are read to their end. */
  async function open(client: ApiClient, lang = 'it'): Promise<OpenStream> {
    if (!client.server.listening) await new Promise<void>((resolve) => client.server.listen(0, '127.0.0.1', resolve));
    const port = (client.server.address() as AddressInfo).port;
    return new Promise((resolve, reject) => {
      let request: ClientRequest | undefined = undefined;
      request = httpGet(
        { port, host: '127.0.0.1', path: live(), agent: false, headers: { cookie: client.cookieHeader(), 'accept-language': lang } },
        (res) => {
          res.setEncoding('utf8');
          const ended = new Promise<void>((done) => {
            res.on('end', done);
            res.on('close', done);
          });
          const stream: OpenStream = {
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: '',
            ended,
            close: () => request!.destroy(),
          };
          res.on('data', (chunk: string) => (stream.body += chunk));
          opened.push(stream);
          if (String(res.headers['content-type']).includes('text/event-stream')) return resolve(stream);
          void ended.then(() => resolve(stream));
        },
      );
      request.on('error', reject);
    });
  }

  /** Resolves true when the stream ends within `ms`, false when it is still open. */
  const endsWithin = async (stream: OpenStream, ms = 3000) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((r) => (timer = setTimeout(() => r(false), ms)));
    const ended = await Promise.race([stream.ended.then(() => true), late]);
    clearTimeout(timer);
    return ended;
  };

  beforeAll(async () => {
    t = await startTestApp({ LIVE_STREAMS_PER_SESSION: '5', LIVE_STREAMS_MAX: '8' });
    admin = await t.admin();
    eventId = (await createEvent(admin)).id as number;
  });
  afterAll(async () => {
    for (const s of opened) s.close();
    await t.close();
  });

  it('ends a session’s streams at sign-out', async () => {
    const u = await userWithRole(t, admin, eventId, 'SECRETARY');
    const stream = await open(u.client);
    expect(stream.status).toBe(200);
    expect(await endsWithin(stream, 300)).toBe(false);
    await u.client.post('/logout').expect(204);
    expect(await endsWithin(stream)).toBe(true);
  });

  it('ends the streams of a session ended from “my sessions”, and of a user deactivated', async () => {
    const u = await userWithRole(t, admin, eventId, 'SECRETARY');
    const laptop = t.client();
    expect((await laptop.login(u.email, u.password)).status).toBe(200);
    const phoneStream = await open(u.client);
    const laptopStream = await open(laptop);
    const sessions = (await laptop.get('/user/sessions').expect(200)).body as { id: string; current: boolean }[];
    await laptop.delete(`/user/sessions/${sessions.find((s) => !s.current)!.id}`).expect(204);
    expect(await endsWithin(phoneStream)).toBe(true);
    expect(await endsWithin(laptopStream, 300)).toBe(false);
    await admin.put(`/api/users/${u.id}`).send({ name: 'Deactivated', email: u.email, is_active: false }).expect(200);
    expect(await endsWithin(laptopStream)).toBe(true);
  });

  it('holds at most 5 streams per session (429, it/en) and LIVE_STREAMS_MAX per instance (503 + Retry-After)', async () => {
    const a = (await userWithRole(t, admin, eventId, 'SECRETARY')).client;
    const b = (await userWithRole(t, admin, eventId, 'ADMIN')).client;
    const streams = [];
    for (let i = 0; i < 5; i++) streams.push(await open(a));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await open(a);
    expect(sixth.status).toBe(429);
    expect(JSON.parse(sixth.body)).toMatchObject({ code: 'too_many_streams', message: expect.stringContaining('al massimo 5') });
    expect(JSON.parse((await open(a, 'en')).body).message).toContain('at most 5');
    // A stream closed by its client frees its place.
    streams.shift()!.close();
    await new Promise((r) => setTimeout(r, 200));
    streams.push(await open(a));
    expect(streams[4].status).toBe(200);
    // 5 of session a, 3 of session b: the instance (LIVE_STREAMS_MAX=8) is full.
    for (let i = 0; i < 3; i++) streams.push(await open(b));
    expect(streams.slice(5).map((s) => s.status)).toEqual([200, 200, 200]);
    const full = await open(b, 'en');
    expect(full.status).toBe(503);
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(full.body)).toMatchObject({ code: 'busy', message: expect.stringContaining('too many live views') });
    for (const s of streams) s.close();
    await new Promise((r) => setTimeout(r, 200));
    const again = await open(b);
    expect(again.status).toBe(200);
    again.close();
  });
});
