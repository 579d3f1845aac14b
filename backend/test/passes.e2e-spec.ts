import {
  base32Decode,
  base32Encode,
  decodePassCode,
  encodePassPayload,
  passCode,
  type MyAreaPassDto,
  type PassDto,
  type PassKeyDto,
} from '@eventdesk/shared';
import { expectDocumented } from './support/documented-response';
import { createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { PassesService } from '../src/gate/passes/passes.service';
import type { ApiClient } from './support/api-client';
import { createEvent, userWithRole } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { browser, signIn } from './myarea/myarea-fixtures';
import { createAttendee, createCategory, createCompany, minimalAttendee } from './attendees/attendee-fixtures';

/** Signed pass codes (issue 14): made per holder, verified before the database, revoked by a reissue. */
describe('passes', () => {
  let t: TestApp;
  let admin: ApiClient;
  let passes: PassesService;
  let eventId: number;
  let otherEvent: number;
  let X: number;
  let attendee: number;
  let vehicle: number;
  const pass = async (path: string, client = admin) =>
    (await client.get(`/api/events/${eventId}/${path}/pass`).expect(200)).body as PassDto;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    passes = t.app.get(PassesService);
    eventId = (await createEvent(admin)).id;
    otherEvent = (await createEvent(admin)).id;
    X = await createCompany(admin, eventId, { name: 'Scuderia' });
    attendee = await createAttendee(admin, eventId, minimalAttendee(await createCategory(admin, eventId, 'Team'), X));
    vehicle = (await admin.post(`/api/events/${eventId}/vehicles`).send({ plate: 'PS100AA', type: 'VAN', event_company_id: X }).expect(201))
      .body.id;
  });
  afterAll(() => t?.close());

  it('gives each holder a short signed code in a small QR, the same until reissued', async () => {
    const first = await pass(`attendees/${attendee}`);
    expect(first).toMatchObject({ holder_type: 'ATTENDEE', holder_id: attendee, version: 1 });
    expect(first.code).toMatch(/^[A-Z2-7]{122}$/);
    expect(first.qr_svg).toMatch(/^<svg/);
    expect(passes.qrVersion(first.code)).toBeLessThanOrEqual(6);
    expect((await pass(`attendees/${attendee}`)).code).toBe(first.code);
    expect(decodePassCode(first.code)!.fields).toEqual({ eventId, holderType: 'ATTENDEE', holderId: attendee, version: 1 });
    expect(await passes.check(eventId, first.code)).toMatchObject({ ok: true, pass: { holderId: attendee } });
    expect(await passes.check(eventId, first.code.toLowerCase())).toMatchObject({ ok: true });
    const van = await pass(`vehicles/${vehicle}`);
    expect(van).toMatchObject({ holder_type: 'VEHICLE', holder_id: vehicle, version: 1 });
    expect(await passes.check(eventId, van.code)).toMatchObject({ ok: true, pass: { holderType: 'VEHICLE' } });
  });

  it('refuses forged, tampered and other-event codes, and one holder’s code cannot be turned into another’s', async () => {
    const { code } = await pass(`attendees/${attendee}`);
    // One character changed anywhere: the signature fails.
    for (const at of [0, 20, 60, 121]) {
      const swapped = code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1);
      const result = await passes.check(eventId, swapped);
      expect(result.ok).toBe(false);
    }
    // The payload of another holder with this holder's signature.
    const decoded = decodePassCode(code)!;
    const other = encodePassPayload({ ...decoded.fields, holderId: attendee + 1 });
    expect(await passes.check(eventId, passCode(other, decoded.signature))).toEqual({ ok: false, reason: 'invalid_signature' });
    // Signed with a key of our own.
    const forger = generateKeyPairSync('ed25519');
    const forged = passCode(decoded.payload, sign(null, decoded.payload, forger.privateKey));
    expect(await passes.check(eventId, forged)).toEqual({ ok: false, reason: 'invalid_signature' });
    // A valid code of another event.
    const foreign = await passes.codeFor(otherEvent, 'ATTENDEE', attendee);
    expect(await passes.check(eventId, foreign.code)).toEqual({ ok: false, reason: 'other_event' });
    // Not a code at all.
    for (const junk of ['', 'ABC', '1'.repeat(122), base32Encode(new Uint8Array(76))])
      expect((await passes.check(eventId, junk)).ok).toBe(false);
    expect(base32Decode(code)).not.toBeNull();
  });

  it('reissues a lost pass: the new code works, the old one is revoked', async () => {
    const old = await pass(`attendees/${attendee}`);
    const fresh = (await admin.post(`/api/events/${eventId}/attendees/${attendee}/pass/reissue`).expect(200)).body as PassDto;
    expect(fresh.version).toBe(old.version + 1);
    expect(fresh.code).not.toBe(old.code);
    expect(await passes.check(eventId, old.code)).toMatchObject({ ok: false, reason: 'revoked' });
    expect(await passes.check(eventId, fresh.code)).toMatchObject({ ok: true });
    expect((await pass(`attendees/${attendee}`)).code).toBe(fresh.code);
    const again = (await admin.post(`/api/events/${eventId}/attendees/${attendee}/pass/reissue`).expect(200)).body as PassDto;
    expect(again.version).toBe(fresh.version + 1);
  });

  it('publishes the event’s public key, which verifies the codes offline', async () => {
    const key = (await admin.get(`/api/events/${eventId}/pass-key`).expect(200)).body as PassKeyDto;
    expect(key).toMatchObject({ algorithm: 'Ed25519', format: 1 });
    const { code } = await pass(`vehicles/${vehicle}`);
    const decoded = decodePassCode(code)!;
    const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.public_key }, format: 'jwk' });
    expect(verify(null, decoded.payload, publicKey, decoded.signature)).toBe(true);
    // Another event has a key of its own.
    const otherKey = (await admin.get(`/api/events/${otherEvent}/pass-key`).expect(200)).body as PassKeyDto;
    expect(otherKey.public_key).not.toBe(key.public_key);
  });

  it('shows a pass to who may change its holder: COMPANY its own company’s (404 for others), VIEWER none', async () => {
    const Y = await createCompany(admin, eventId, { name: 'Altri' });
    const foreign = await createAttendee(admin, eventId, minimalAttendee(await createCategory(admin, eventId, 'Altri'), Y));
    const company = (await userWithRole(t, admin, eventId, 'COMPANY', X)).client;
    expect((await pass(`attendees/${attendee}`, company)).holder_id).toBe(attendee);
    await company.get(`/api/events/${eventId}/attendees/${foreign}/pass`).expect(404);
    await company.post(`/api/events/${eventId}/attendees/${foreign}/pass/reissue`).expect(404);
    await company.get(`/api/events/${eventId}/pass-key`).expect(403);
    const viewer = (await userWithRole(t, admin, eventId, 'VIEWER')).client;
    await viewer.get(`/api/events/${eventId}/attendees/${attendee}/pass`).expect(403);
    await admin.get(`/api/events/${eventId}/attendees/999999/pass`).expect(404);
    await admin.get(`/api/events/${otherEvent}/attendees/${attendee}/pass`).expect(404);
  });

  it('shows the signed-in attendee their own pass in my-area, the same code the staff see', async () => {
    const { token } = (await admin.get(`/api/events/${eventId}`).expect(200)).body as { token: string };
    const email = `pass.${Date.now()}@example.test`;
    const own = await createAttendee(admin, eventId, { ...minimalAttendee(await createCategory(admin, eventId, 'Ospiti'), X), email });
    const client = await browser(t);
    await client.get(`/api/${token}/pass`).expect(401);
    await signIn(t, client, token, email);
    const mine = (await client.get(`/api/${token}/pass`).expect(200).expect(expectDocumented)).body as MyAreaPassDto;
    const staff = await pass(`attendees/${own}`);
    expect(mine.code).toBe(staff.code);
    // The code printed under the QR (issue 29 item 5): the attendee's own code, the same the staff see.
    expect(mine.short_code).toBe(staff.short_code);
    expect(mine.short_code).toMatch(/^[0-9A-Z]{8}$/);
    expect(mine.qr_svg).toMatch(/^<svg/);
    expect(await passes.check(eventId, mine.code)).toMatchObject({ ok: true, pass: { holderId: own } });
  });
});
