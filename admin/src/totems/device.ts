import type { TotemDeviceDto } from '@eventdesk/shared';
import { apiFetch, refreshCsrf, type ApiFetchOptions, type ApiResponse } from '../api/http';

/** The kiosk's device credential, kept on the device (issue 26 item 4): it survives reloads, not a revocation. */
export const KIOSK_DEVICE = 'eventdesk.kiosk.device';
/** A gate tablet's (issue 29 item 8), kept apart: one browser may be a kiosk's and a gate's without mixing them. */
export const GATE_DEVICE = 'eventdesk.gate.credential';

export function storedDevice(key = KIOSK_DEVICE): TotemDeviceDto | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as TotemDeviceDto | null;
    return value && typeof value.token === 'string' && Number.isInteger(value.event_id) && Number.isInteger(value.totem_id) ? value : null;
  } catch {
    return null;
  }
}

export function forgetDevice(key = KIOSK_DEVICE): void {
  localStorage.removeItem(key);
}

/** Redeems a pairing code (`POST /api/totem-devices`) and keeps the credential it answers. */
export async function pairDevice(code: string, key = KIOSK_DEVICE): Promise<TotemDeviceDto> {
  await refreshCsrf();
  const { json } = await apiFetch<TotemDeviceDto>('/api/totem-devices', { method: 'POST', body: JSON.stringify({ code }) });
  localStorage.setItem(key, JSON.stringify(json));
  return json;
}

/** A call of the paired totem (`…/totems/{id}{path}`) with the credential as a bearer: no staff session is used. */
export function deviceFetch<T>(device: TotemDeviceDto, path: string, options: ApiFetchOptions = {}): Promise<ApiResponse<T>> {
  return bearerFetch<T>(device, `/api/events/${device.event_id}/totems/${device.totem_id}${path}`, options);
}

/** Any API call with the device credential as a bearer (a gate tablet's scans): the API decides what it may do. */
export function bearerFetch<T>(device: TotemDeviceDto, url: string, options: ApiFetchOptions = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(options.headers);
  headers.set('Authorization', `Bearer ${device.token}`);
  return apiFetch<T>(url, { ...options, headers });
}
