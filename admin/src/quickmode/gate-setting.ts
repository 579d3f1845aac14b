import type { OfflineZone, ScanDirection, ServiceDto } from '@eventdesk/shared';

/** The zone or service point and the direction a gate is set to, kept on the device per event. */
export interface GateSetting {
  zoneId: number | null;
  serviceId: number | null;
  direction: ScanDirection;
}

const DEFAULT: GateSetting = { zoneId: null, serviceId: null, direction: 'IN' };

export const settingKey = (eventId: number) => `eventdesk.gate.${eventId}`;

/** The setting kept for the event (the defaults for what is missing, or when what is kept does not read). */
export function readSetting(stored: string | null): GateSetting {
  try {
    return { ...DEFAULT, ...(JSON.parse(stored ?? '{}') as object) };
  } catch {
    return { ...DEFAULT };
  }
}

/** The picker's value: `s:{id}` a service point, `z:{id}` a zone, '' neither. */
export const selectionValue = (service: { id: number } | null, zone: { id: number } | null) =>
  service ? `s:${service.id}` : zone ? `z:${zone.id}` : '';

/** A picked value as the change to the setting: a service point, or a zone (which leaves the service point). */
export function parseSelection(value: string): Partial<GateSetting> {
  const [kind, id] = value.split(':');
  return kind === 's' ? { serviceId: Number(id) } : { zoneId: Number(id), serviceId: null };
}

/** A name in the current language: the English one when there is one and the language is English. */
export const localName = (locale: string, x: { name_it: string; name_en: string | null }) => (locale === 'en' && x.name_en) || x.name_it;

/** A zone in the picker: its code and name. */
export const zoneLabel = (locale: string, z: Pick<OfflineZone, 'code' | 'name_it' | 'name_en'>) => `${z.code} · ${localName(locale, z)}`;

/**
 * What the gate scans at: the service point set (if it is still active), else the zone set (a paired
 * tablet's own zone); ready when either is known.
 */
export function gateTarget<Z extends { id: number }>(
  setting: GateSetting,
  zones: Z[],
  services: ServiceDto[],
  deviceZoneId?: number,
): { zone: Z | null; service: ServiceDto | null; ready: boolean } {
  const service = services.find((x) => x.id === setting.serviceId) ?? null;
  const zoneId = deviceZoneId !== undefined ? deviceZoneId : setting.zoneId;
  const zone = service ? null : (zones.find((z) => z.id === zoneId) ?? null);
  return { zone, service, ready: !!zone || !!service };
}
