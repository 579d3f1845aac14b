import type { TotemDeviceDto } from '@eventdesk/shared';
import { apiFetch, refreshCsrf, type ApiFetchOptions, type ApiResponse } from '../api/http';

/** The kiosk's device credential, kept on the device (issue 26 item 4): it survives reloads, not a revocation. */
const KEY = 'eventdesk.kiosk.device';

export function storedDevice(): TotemDeviceDto | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as TotemDeviceDto | null;
    return value && typeof value.token === 'string' && Number.isInteger(value.event_id) && Number.isInteger(value.totem_id) ? value : null;
  } catch {
    return null;
  }
}

export function forgetDevice(): void {
  localStorage.removeItem(KEY);
}

/** Redeems a pairing code (`POST /api/totem-devices`) and keeps the credential it answers. */
export async function pairDevice(code: string): Promise<TotemDeviceDto> {
  await refreshCsrf();
  const { json } = await apiFetch<TotemDeviceDto>('/api/totem-devices', { method: 'POST', body: JSON.stringify({ code }) });
  localStorage.setItem(KEY, JSON.stringify(json));
  return json;
}

/** A call of the paired totem (`…/totems/{id}{path}`) with the credential as a bearer: no staff session is used. */
export function deviceFetch<T>(device: TotemDeviceDto, path: string, options: ApiFetchOptions = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(options.headers);
  headers.set('Authorization', `Bearer ${device.token}`);
  return apiFetch<T>(`/api/events/${device.event_id}/totems/${device.totem_id}${path}`, { ...options, headers });
}
