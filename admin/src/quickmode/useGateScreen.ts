import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScanInputHandle } from '../scan/ScanInput';
import type { GateDevice } from './gate-device';
import { gateTarget } from './gate-setting';
import { beep } from './sound';
import { useGate } from './useGate';
import { useGateSetting, useServices } from './useGateSetting';

export type GateDialog = 'camera' | 'search' | 'override' | 'forget' | null;

/**
 * The gate screen's state: the gate (useGate), where it scans, the open dialog, and the scan input that
 * keeps the focus; `submit` scans at the zone or consumes at the service point, `override` sends the
 * latest scan again with the supervisor's reason.
 */
export function useGateScreen(eventId: number, device?: GateDevice) {
  const gate = useGate(eventId, { call: device?.call, deviceId: device?.deviceId });
  const [setting, setSetting] = useGateSetting(eventId);
  const [dialog, setDialog] = useState<GateDialog>(null);
  const input = useRef<ScanInputHandle | null>(null);
  // A paired tablet offers its own zone only (the API refuses any other).
  const zones = (gate.meta?.zones ?? []).filter((z) => !device || z.id === device.zoneId);
  const services = useServices(eventId, !!device);
  const { zone, service, ready } = gateTarget(setting, zones, services, device?.zoneId);

  // The input keeps the focus (a wedge scanner types into whatever has it), except while a dialog is open (ScanInput).
  const refocus = useCallback(() => {
    if (!dialog) setTimeout(() => input.current?.focus(), 50);
  }, [dialog]);
  useEffect(refocus, [refocus, setting.zoneId, setting.serviceId]);

  const submit = useCallback(
    async (value: string) => {
      const text = value.trim();
      if (!text || !ready) return;
      const answer = service ? await gate.consume(text, service.id) : await gate.scan(text, zone!.id, setting.direction);
      beep(answer.result === 'ADMITTED');
    },
    [gate, zone, service, ready, setting.direction],
  );
  const onScan = useCallback((text: string) => void submit(text), [submit]);
  const latest = gate.recent[0] ?? null;
  // The same scan sent again with the supervisor's reason: a new log row, admitted as overridden.
  const override = async (note: string) => {
    if (!latest?.code) return;
    const answer = await gate.scan(latest.code, latest.zoneId, latest.direction, note);
    beep(answer.result === 'ADMITTED');
    setDialog(null);
  };
  return {
    gate,
    setting,
    setSetting,
    dialog,
    setDialog,
    input,
    zones,
    services,
    zone,
    service,
    ready,
    refocus,
    submit,
    onScan,
    latest,
    override,
  };
}
