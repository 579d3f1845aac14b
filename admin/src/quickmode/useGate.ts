import {
  decodePassCode,
  isHandCode,
  offlineDecision,
  offlineEntryId,
  openOfflineHolder,
  SCAN_SYNC_BATCH,
  verifyPassSignature,
  type OfflineScanInput,
  type ScanDenial,
  type ScanDirection,
  type ScanDto,
  type ScanHolderDto,
  type ScanSyncDto,
  type ServiceConsumeDto,
  type ServiceDenial,
} from '@eventdesk/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from 'react-admin';
import { apiFetch } from '../api/http';
import {
  dequeue,
  enqueue,
  findEntry,
  gateMeta,
  isInside,
  queued,
  queueLength,
  refreshList,
  setInside,
  type GateFetch,
  type GateMeta,
} from './gate-store';

/** What the gate screen shows of one scan. */
export interface GateAnswer {
  key: string;
  at: string;
  zoneId: number;
  direction: ScanDirection;
  result: 'ADMITTED' | 'DENIED';
  reason: ScanDenial | null;
  holder: ScanHolderDto | null;
  /** Decided on this device without the network (synced later). */
  offline: boolean;
  /** The server answered with an error (e.g. the zone was deleted). */
  error?: string;
  /** A code typed by hand while offline (issue 29 item 5): only the API knows whose it is; nothing decided or queued. */
  needsNetwork?: boolean;
  /** The facts behind a refusal (first entry, amount due) and a supervisor's override (issue 29 item 6). */
  detail?: ScanDto['detail'];
  overridden?: ScanDenial | null;
  overrideNote?: string | null;
  /** The code scanned (online gate answers only): what "admit anyway" sends again. */
  code?: string;
  /** At a service point: the units the attendee has taken of the limit (null: the code names nobody), and why not. */
  service?: { used: number | null; limit: number; reason: ServiceDenial | null };
}

/** An answer slower than this is taken as the network being gone: the device decides and queues. */
const ONLINE_TIMEOUT_MS = 4000;
/** How often the queue is sent and the list refreshed while the page is open. */
const SYNC_EVERY_MS = 15_000;
const RECENT = 20;

/** This device's id, made once and kept (the nonces are unique per device). */
export function deviceId(): string {
  const key = 'eventdesk.gate.device';
  let id = localStorage.getItem(key);
  if (!id) {
    id = `qm-${crypto.randomUUID().slice(0, 8)}`;
    localStorage.setItem(key, id);
  }
  return id;
}

const isNetworkError = (error: unknown) => !(error instanceof HttpError);

/**
 * The gate's logic (issue 14): a scan goes to the API and its answer is shown; when the network is gone
 * (the browser says so, or the API does not answer in time) the device decides from its sealed list,
 * queues the scan with its own nonce and sends the queue in batches once back — sending a batch again
 * adds nothing. The list is refreshed in the background.
 */
export function useGate(eventId: number, options: { call?: GateFetch; deviceId?: string } = {}) {
  const call = options.call ?? apiFetch;
  const [meta, setMeta] = useState<GateMeta | null>(null);
  const [online, setOnline] = useState(navigator.onLine);
  const [queue, setQueue] = useState(0);
  const [recent, setRecent] = useState<GateAnswer[]>([]);
  const [loading, setLoading] = useState<number | null>(null);
  const syncing = useRef(false);
  // A paired tablet is its totem (`totem-{id}`, as the API logs it); a staff device keeps its own id.
  const device = useRef(options.deviceId ?? deviceId());

  const countQueue = useCallback(async () => setQueue(await queueLength(eventId)), [eventId]);

  /** Sends the queue in batches; stops at the first failure (the network again). */
  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    try {
      for (let batch = await queued(eventId, SCAN_SYNC_BATCH); batch.length; batch = await queued(eventId, SCAN_SYNC_BATCH)) {
        await call<ScanSyncDto>(`/api/events/${eventId}/scans/sync`, {
          method: 'POST',
          body: JSON.stringify({ scans: batch.map((q) => q.scan) }),
        });
        await dequeue(batch.map((q) => q.id!));
        setOnline(true);
        await countQueue();
      }
    } catch (error) {
      if (isNetworkError(error)) setOnline(false);
    } finally {
      syncing.current = false;
    }
  }, [eventId, countQueue, call]);

  const refresh = useCallback(async () => {
    try {
      setMeta(await refreshList(eventId, (n) => setLoading(n), false, call));
      setOnline(true);
    } catch (error) {
      if (isNetworkError(error)) setOnline(false);
    } finally {
      setLoading(null);
    }
  }, [eventId, call]);

  useEffect(() => {
    let stop = false;
    void gateMeta(eventId).then((m) => !stop && m && setMeta(m));
    void countQueue();
    void refresh().then(() => sync());
    const timer = setInterval(() => {
      void sync().then(() => refresh());
    }, SYNC_EVERY_MS);
    const goOnline = () => {
      setOnline(true);
      void sync();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      stop = true;
      clearInterval(timer);
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [eventId, refresh, sync, countQueue]);

  const remember = (answer: GateAnswer) => setRecent((list) => [answer, ...list].slice(0, RECENT));

  /** Decides from the sealed list, as the API would; queues the scan for the server. */
  const decideOffline = useCallback(
    async (input: Omit<OfflineScanInput, 'offline_result' | 'offline_reason'>): Promise<GateAnswer> => {
      if (!decodePassCode(input.code) && isHandCode(input.code))
        return {
          key: input.nonce,
          at: input.scanned_at,
          zoneId: input.zone_id,
          direction: input.direction,
          result: 'DENIED',
          reason: null,
          holder: null,
          offline: true,
          needsNetwork: true,
        };
      const m = meta ?? (await gateMeta(eventId));
      const zone = m?.zones.find((z) => z.id === input.zone_id);
      const decoded = decodePassCode(input.code);
      let reason: ScanDenial | null = null;
      let holder: ScanHolderDto | null = null;
      if (!m || !zone || !decoded) reason = 'invalid_signature';
      else if (decoded.fields.eventId !== eventId) reason = 'other_event';
      else if (!(await verifyPassSignature(m.public_key, decoded.payload, decoded.signature))) reason = 'invalid_signature';
      else {
        const envelope = await findEntry(eventId, await offlineEntryId(input.code));
        const entry = envelope ? await openOfflineHolder(input.code, envelope) : null;
        if (!entry) reason = 'unknown_holder';
        else if (entry.version !== decoded.fields.version) reason = 'revoked';
        else {
          holder = entry.card;
          const who = `${entry.card.type}:${entry.card.id}`;
          const at = new Date(input.scanned_at);
          reason = offlineDecision(entry, zone, input.direction, at, { inside: await isInside(eventId, zone.id, who) });
          if (!reason && input.direction !== 'PRINT') await setInside(eventId, zone.id, who, input.direction === 'IN');
        }
      }
      const result = reason ? 'DENIED' : 'ADMITTED';
      await enqueue(eventId, { ...input, offline_result: result, offline_reason: reason });
      await countQueue();
      return {
        key: input.nonce,
        at: input.scanned_at,
        zoneId: input.zone_id,
        direction: input.direction,
        result,
        reason,
        holder,
        offline: true,
      };
    },
    [eventId, meta, countQueue],
  );

  /** A scan; with `overrideNote`, a supervisor's "admit anyway" (issue 29 item 6): online only, never decided offline. */
  const scan = useCallback(
    async (code: string, zoneId: number, direction: ScanDirection, overrideNote?: string): Promise<GateAnswer> => {
      const input = {
        code: code.trim(),
        zone_id: zoneId,
        direction,
        device_id: device.current,
        nonce: crypto.randomUUID(),
        scanned_at: new Date().toISOString(),
      };
      let answer: GateAnswer;
      if (!overrideNote && (!online || !navigator.onLine)) answer = await decideOffline(input);
      else {
        try {
          const { json } = await call<ScanDto>(`/api/events/${eventId}/scans`, {
            method: 'POST',
            body: JSON.stringify(overrideNote ? { ...input, override_note: overrideNote } : input),
            signal: AbortSignal.timeout(ONLINE_TIMEOUT_MS),
          });
          answer = {
            key: input.nonce,
            at: input.scanned_at,
            zoneId,
            direction,
            result: json.result,
            reason: json.reason,
            holder: json.holder,
            offline: false,
            detail: json.detail,
            overridden: json.overridden,
            overrideNote: json.override_note,
            code: input.code,
          };
          if (json.result === 'ADMITTED' && json.holder && direction !== 'PRINT')
            await setInside(eventId, zoneId, `${json.holder.type}:${json.holder.id}`, direction === 'IN');
        } catch (error) {
          if (isNetworkError(error) && !overrideNote) {
            setOnline(false);
            answer = await decideOffline(input);
          } else {
            answer = {
              key: input.nonce,
              at: input.scanned_at,
              zoneId,
              direction,
              result: 'DENIED',
              reason: null,
              holder: null,
              offline: false,
              error: (error as HttpError).message,
            };
          }
        }
      }
      remember(answer);
      return answer;
    },
    [eventId, online, decideOffline, call],
  );

  /** A unit of a service taken by scanning the pass (online only: the service's limit lives on the server). */
  const consume = useCallback(
    async (code: string, serviceId: number): Promise<GateAnswer> => {
      const input = { code: code.trim(), device_id: device.current, nonce: crypto.randomUUID() };
      const base = { key: input.nonce, at: new Date().toISOString(), zoneId: 0, direction: 'IN' as const, offline: false };
      let answer: GateAnswer;
      try {
        const { json } = await apiFetch<ServiceConsumeDto>(`/api/events/${eventId}/services/${serviceId}/consume`, {
          method: 'POST',
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(ONLINE_TIMEOUT_MS),
        });
        answer = {
          ...base,
          result: json.result === 'CONSUMED' ? 'ADMITTED' : 'DENIED',
          reason: null,
          holder: json.holder,
          service: { used: json.used, limit: json.limit, reason: json.reason },
        };
      } catch (error) {
        if (isNetworkError(error)) setOnline(false);
        answer = { ...base, result: 'DENIED', reason: null, holder: null, error: (error as Error).message };
      }
      remember(answer);
      return answer;
    },
    [eventId],
  );

  return { meta, online, queue, recent, loading, scan, consume, sync, refresh, device: device.current };
}
