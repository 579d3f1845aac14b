import type { GateFetch } from './gate-store';

/**
 * A paired gate tablet (issue 29 item 8): its credential's calls, its totem's zone (the only one it may
 * scan at), its name; no service points, no search, no "admit anyway", no way back into the staff app.
 */
export interface GateDevice {
  call: GateFetch;
  deviceId: string;
  zoneId: number;
  name: string;
  /** Forget the pairing on this tablet (it then asks for a new code). */
  onForget: () => void;
}
