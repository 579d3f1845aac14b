import type { TotemDeviceDto, TotemDto, TotemKioskDto } from '@eventdesk/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { HttpError, Loading } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import type { ApiFetchOptions } from '../api/http';
import { bearerFetch, deviceFetch, forgetDevice, GATE_DEVICE, storedDevice } from '../totems/device';
import type { GateFetch } from './gate-store';
import type { GateDevice } from './gate-device';
import { Gate } from './Gate';

const HEARTBEAT_MS = 30_000;
/** The API no longer knows this tablet (unpaired, deleted) or no longer lets it scan (made a kiosk). */
const unpaired = (error: unknown) => error instanceof HttpError && [401, 403, 404].includes(error.status);

/**
 * `/gate/scan` (issue 29 item 8): quick mode on a paired gate tablet, with no staff session — every call
 * carries the tablet's credential (its totem, mode GATE), which the API lets scan at that totem's zone
 * only. A heartbeat tells the maintenance page it is alive; unpaired or deleted, it asks for a new code.
 */
export default function GateDevicePage() {
  const navigate = useNavigate();
  const [device] = useState<TotemDeviceDto | null>(() => storedDevice(GATE_DEVICE));
  const [start, setStart] = useState<TotemKioskDto | null>(null);
  const forget = useCallback(() => {
    forgetDevice(GATE_DEVICE);
    navigate('/gate', { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (!device) return;
    let stop = false;
    const beat = async () => {
      try {
        const { json } = await deviceFetch<TotemDto>(device, '/heartbeat', { method: 'POST', body: '{}' });
        if (!stop && json.mode !== 'GATE') forget();
      } catch (error) {
        if (!stop && unpaired(error)) forget();
      }
    };
    deviceFetch<TotemKioskDto>(device, '/kiosk').then(
      ({ json }) => {
        if (stop) return;
        if (json.totem.mode !== 'GATE') forget();
        else setStart(json);
      },
      (error: unknown) => !stop && unpaired(error) && forget(),
    );
    void beat();
    const timer = setInterval(() => void beat(), HEARTBEAT_MS);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [device, forget]);

  const gate = useMemo<GateDevice | null>(() => {
    if (!device || !start) return null;
    const call: GateFetch = async <T,>(url: string, options?: ApiFetchOptions) => {
      try {
        return await bearerFetch<T>(device, url, options);
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) forget();
        throw error;
      }
    };
    return { call, deviceId: `totem-${device.totem_id}`, zoneId: start.totem.zone_id, name: start.totem.name, onForget: forget };
  }, [device, start, forget]);

  if (!device) return <Navigate to="/gate" replace />;
  if (!gate || !start) return <Loading />;
  return <Gate eventId={device.event_id} eventName={start.event.name} canOverride={false} device={gate} />;
}
