import type { ServiceDto } from '@eventdesk/shared';
import { useEffect, useState } from 'react';
import { apiFetch } from '../api/http';
import { readSetting, settingKey, type GateSetting } from './gate-setting';

/** The zone and direction a gate is set to, kept on the device per event. */
export function useGateSetting(eventId: number) {
  const key = settingKey(eventId);
  const [setting, setSetting] = useState<GateSetting>(() => readSetting(localStorage.getItem(key)));
  const update = (next: Partial<GateSetting>) =>
    setSetting((s) => {
      const value = { ...s, ...next };
      localStorage.setItem(key, JSON.stringify(value));
      return value;
    });
  return [setting, update] as const;
}

/** The event's active services, for a service point (who may read them: ADMIN, SECRETARY); none offline, none on a paired tablet. */
export function useServices(eventId: number, skip: boolean): ServiceDto[] {
  const [services, setServices] = useState<ServiceDto[]>([]);
  useEffect(() => {
    if (skip) return;
    apiFetch<ServiceDto[]>(`/api/events/${eventId}/services?range=[0,199]&filter=${encodeURIComponent('{"active":true}')}`).then(
      ({ json }) => setServices(json),
      () => setServices([]),
    );
  }, [eventId, skip]);
  return services;
}
