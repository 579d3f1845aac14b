import type { TotemDeviceDto, TotemPairingDto } from '@eventdesk/shared';
import request from 'supertest';
import type { ApiClient } from './api-client';
import type { TestApp } from './test-app';

/** A paired device's requests: its bearer credential only (no session, no anti-forgery token), in English. */
export function deviceClient(t: TestApp, token: string) {
  const server = request(t.app.getHttpServer());
  const auth = <T extends request.Test>(req: T) => req.set('Authorization', `Bearer ${token}`).set('Accept-Language', 'en');
  return {
    get: (path: string) => auth(server.get(path)),
    post: (path: string) => auth(server.post(path)),
    put: (path: string) => auth(server.put(path)),
    delete: (path: string) => auth(server.delete(path)),
  };
}

/** The one-time pairing code an ADMIN makes for a totem (a kiosk or a gate tablet). */
export const pairingCode = async (admin: ApiClient, eventId: number, totemId: number) =>
  (await admin.post(`/api/events/${eventId}/totems/${totemId}/pairing`).expect(201)).body as TotemPairingDto;

/** A device without any session redeeming a pairing code (the raw answer: tests check refusals too). */
export const redeemPairing = async (t: TestApp, code: string) => {
  const device = t.client();
  await device.csrf();
  return device.post('/api/totem-devices').send({ code });
};

/** A totem paired now: its device credential. */
export const pairedToken = async (t: TestApp, admin: ApiClient, eventId: number, totemId: number) =>
  ((await redeemPairing(t, (await pairingCode(admin, eventId, totemId)).code)).body as TotemDeviceDto).token;
